import { AtSign, Briefcase, Camera, type LucideIcon, Music2, PlayCircle, Users } from 'lucide-react';
import type { PublicSettings } from '@shared/api/settings';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/settings';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useT } from '@client/lib/i18n';

const ICONS: Record<SocialNetwork, LucideIcon> = { facebook: Users, instagram: Camera, x: AtSign, youtube: PlayCircle, tiktok: Music2, linkedin: Briefcase };
const SHORT: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', x: 'X', youtube: 'YouTube', tiktok: 'TikTok', linkedin: 'LinkedIn' };

/** The organisation's social media pages, only those an administrator has set (site settings); nothing when none is. */
export function SocialLinks({ settings, label, className }: { settings: PublicSettings | null; label: string; className?: string }) {
  const t = useT(commonMessages);
  if (!settings?.social.length) return null;
  const owner = settings.organisation.name;
  return (
    <ul className={cn('flex flex-wrap gap-3', className)} aria-label={label}>
      {settings.social.map(({ network, url }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={url}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('social.on', { owner, network: SOCIAL_NETWORKS[network].label })}
              className="flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:border-brand-700 hover:text-brand-800"
            >
              <Icon aria-hidden="true" className="size-4" /> {SHORT[network]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
