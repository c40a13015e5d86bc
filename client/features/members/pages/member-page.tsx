import { useQuery } from '@tanstack/react-query';
import { MapPin, Mail } from 'lucide-react';
import { useParams } from 'react-router';
import { AuthorBadges } from '@client/components/author-badges';
import { dateText } from '@client/components/date-time';
import { MessageMemberButton } from '@client/components/message-member-button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import NotFoundPage from '@client/components/not-found-page';
import { api, call } from '@client/lib/api';
import { useClock } from '@client/lib/clock';
import { usePageMeta } from '@client/lib/page-meta';
import { queryKeys } from '@client/lib/query-keys';
import { displayName } from '@shared/display-name';
import { useT } from '@client/lib/i18n';
import { membersMessages } from '../messages';

type MembersKey = keyof (typeof membersMessages)['en'];

/** The clubfoot side and treatment a member shows (their labels are keys of the members messages). */
const SIDE_LABELS: Partial<Record<string, MembersKey>> = { left: 'side.left', right: 'side.right', bilateral: 'side.bilateral' };
const TREATMENT_LABELS: Partial<Record<string, MembersKey>> = {
  ponseti: 'treatment.ponseti',
  surgical: 'treatment.surgical',
  combination: 'treatment.combination',
  other: 'treatment.other',
};

/** /members/{id}: what the member's privacy settings allow other members to see. */
export default function MemberPage() {
  const { id = '' } = useParams();
  const { data: member, isPending, isError } = useQuery({ queryKey: [...queryKeys.members, id], queryFn: () => call(api.members.member, { params: { id } }) });
  const t = useT(membersMessages);
  usePageMeta(member ? displayName(member) : t('meta.title'), t('meta.description'));
  const clock = useClock();

  if (isError) return <NotFoundPage />;
  if (isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12" aria-busy="true">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const joined = dateText(member.createdAt, 'MMMM yyyy', clock, t('joinedRecently'));
  const labelOf = (labels: Partial<Record<string, MembersKey>>, value: string) => {
    const key = labels[value];
    return key ? t(key) : value;
  };
  const details = [
    member.clubfootSide ? [t('detail.clubfoot'), labelOf(SIDE_LABELS, member.clubfootSide)] : null,
    member.treatmentType ? [t('detail.treatment'), labelOf(TREATMENT_LABELS, member.treatmentType)] : null,
  ].filter((row): row is [string, string] => row !== null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Card>
        <CardContent className="flex flex-col gap-6 sm:flex-row">
          {member.profileImageUrl ? (
            <img src={member.profileImageUrl} alt="" width={96} height={96} className="size-24 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-900">
              {displayName(member)[0]}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-slate-900">{displayName(member)}</h1>
            <p className="text-sm text-slate-700">{t('since', { role: member.role === 'admin' ? 'admin' : 'member', joined })}</p>
            <AuthorBadges author={member} className="mt-3" />
            {member.deleted ? null : <MessageMemberButton memberId={member.id} memberName={displayName(member)} className="mt-4" />}
            {member.bio ? <p className="mt-4 whitespace-pre-line text-slate-800">{member.bio}</p> : null}
            <dl className="mt-4 space-y-1 text-sm text-slate-700">
              {member.location ? (
                <div className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4" />
                  <dt className="sr-only">{t('location')}</dt>
                  <dd>{member.location}</dd>
                </div>
              ) : null}
              {member.email ? (
                <div className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4" />
                  <dt className="sr-only">{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${member.email}`} className="text-brand-800 underline">
                      {member.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {details.map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="font-medium text-slate-900">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
