import { EyeOff, Globe, Languages, Lock, MessageSquare, Users } from 'lucide-react';
import type { GroupSummary } from '@shared/api/groups';
import type { GroupVisibility } from '@shared/policies/groups';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { authorName } from '../../components/forum-author';
import { languageName, VISIBILITY } from '../labels';
import { useT } from '@client/lib/i18n';
import { groupsMessages } from '../messages';

const ICONS = { open: Globe, private: Lock, hidden: EyeOff } as const;

/** Open, Private or Hidden, with what that means in one short line beside it. */
export function VisibilityBadge({ visibility, explained = true, className }: { visibility: GroupVisibility; explained?: boolean; className?: string }) {
  const Icon = ICONS[visibility];
  const t = useT(groupsMessages);
  const label = t(VISIBILITY[visibility].label);
  const explanation = t(VISIBILITY[visibility].explanation);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700', className)}>
      <Badge variant={visibility === 'open' ? 'default' : 'secondary'} className="gap-1">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
        {explained ? null : <span className="sr-only">: {explanation}</span>}
      </Badge>
      {explained ? <span>{explanation}</span> : null}
    </p>
  );
}

type Facts = Pick<GroupSummary, 'audienceLabel' | 'language' | 'memberCount' | 'topicCount' | 'moderators'>;

/** Who the group is for, its language, its size and its moderators. */
export function GroupFacts({ group, className }: { group: Facts; className?: string }) {
  const t = useT(groupsMessages);
  const moderators = group.moderators.map((moderator) => authorName(moderator, t('facts.aMember')));
  return (
    <div className={cn('space-y-2 text-sm text-slate-700', className)}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label={t('facts.about')}>
        {group.audienceLabel ? (
          <li>
            <Badge variant="outline">{group.audienceLabel}</Badge>
          </li>
        ) : null}
        <li className="flex items-center gap-1">
          <Languages aria-hidden="true" className="size-4" />
          <span lang={group.language}>{languageName(group.language)}</span>
        </li>
        <li className="flex items-center gap-1 whitespace-nowrap">
          <Users aria-hidden="true" className="size-4" /> {t('facts.members', { count: group.memberCount })}
        </li>
        <li className="flex items-center gap-1 whitespace-nowrap">
          <MessageSquare aria-hidden="true" className="size-4" /> {t('facts.discussions', { count: group.topicCount })}
        </li>
      </ul>
      {moderators.length > 0 ? <p>{t('facts.moderatedBy', { names: moderators.join(', ') })}</p> : null}
    </div>
  );
}
