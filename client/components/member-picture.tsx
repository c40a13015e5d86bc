import { cn } from '@client/lib/utils';
import { componentsMessages } from '@client/components/messages';
import { useT } from '@client/lib/i18n';

/** A member's picture, or their initial; decorative (their name is always beside it). */
export function MemberPicture({ name, imageUrl, className }: { name: string; imageUrl: string | null; className?: string }) {
  const t = useT(componentsMessages);
  if (imageUrl) return <img src={imageUrl} alt="" width={48} height={48} className={cn('size-12 shrink-0 rounded-full object-cover', className)} />;
  return (
    <span aria-hidden="true" className={cn('flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900', className)}>
      {name[0]?.toUpperCase() ?? t('member.initial')}
    </span>
  );
}
