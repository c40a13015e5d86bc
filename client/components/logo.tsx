import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M22 46c-5 0-8-3-8-7 0-5 4-7 9-7h6c3 0 5-2 6-5l3-9c1-3 4-4 7-3s4 4 3 7l-4 12c-2 7-8 12-16 12z" fill="#fff" />
      <circle cx="46" cy="42" r="4" fill="#fde68a" />
      <circle cx="52" cy="35" r="3" fill="#fde68a" />
    </svg>
  );
}

/** The mark and the name; `compactOnPhones` shows only "Clubfoot" below 640 px (the header must fit 360 px). */
export function Logo({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  const t = useT(commonMessages);
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="text-lg font-bold tracking-tight text-brand-900">
        {`${t('logo.first')} `}
        <span className={cn('text-brand-700', compactOnPhones && 'max-sm:hidden')}>{t('logo.second')}</span>
      </span>
    </span>
  );
}
