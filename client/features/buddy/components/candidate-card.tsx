import { Check, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BuddyCandidate } from '@shared/api/buddy';
import { countryName } from '@shared/countries';
import { MemberPicture } from '@client/components/member-picture';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { timeAgo } from '@client/lib/format';
import { RequestDialog } from './request-dialog';
import { ShoeFacts } from './shoe-facts';
import { displayName } from '@shared/display-name';
import { type Translate, useLocale, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

/** A shared brand or type comes lower-cased; it is shown as the candidate wrote it, when found. */
function asWritten(source: string | null, key: string) {
  const parts = source?.split(/[,;/\n]/).map((part) => part.trim()) ?? [];
  return parts.find((part) => part.toLowerCase().replace(/\s+/g, ' ') === key) ?? key;
}

/** What matches, as short phrases for badges. */
function matchPhrases({ matches, preferredBrands, shoeTypes }: BuddyCandidate, t: Translate<typeof buddyMessages.en>) {
  return [
    matches.sizes === 'exact' ? t('candidate.sizesExact') : t('candidate.sizesHalf'),
    ...(matches.widths ? [t('candidate.sameWidths')] : []),
    ...matches.brands.map((brand) => t('candidate.bothLike', { brand: asWritten(preferredBrands, brand) })),
    ...matches.shoeTypes.map((type) => t('candidate.bothWant', { type: asWritten(shoeTypes, type) })),
    ...(matches.country ? [t('candidate.sameCountry')] : []),
  ];
}

type Props = {
  candidate: BuddyCandidate;
  /** An open match with them already (mine or theirs): its page instead of a new request. */
  openMatchId: string | null;
};

/** A possible buddy, as much as their privacy settings show, with what matches, what differs and the way to ask them. */
export function CandidateCard({ candidate, openMatchId }: Props) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const name = displayName({ firstName: candidate.firstName });
  const t = useT(buddyMessages);
  const locale = useLocale();
  return (
    <li>
      <Card className="h-full">
        <article aria-labelledby={`${id}-name`} className="h-full">
          <CardContent className="flex h-full flex-col gap-4">
            <div className="flex items-center gap-3">
              <MemberPicture name={name} imageUrl={candidate.profileImageUrl} />
              <div className="min-w-0">
                <h3 id={`${id}-name`} className="truncate text-lg font-semibold text-slate-900">
                  {name}
                </h3>
                {candidate.country ? (
                  <p className="flex items-center gap-1 text-sm text-slate-700">
                    <MapPin aria-hidden="true" className="size-3.5" /> {countryName(candidate.country)}
                  </p>
                ) : null}
              </div>
            </div>
            <ShoeFacts shoes={candidate} />
            <div>
              <h4 className="text-sm font-semibold text-slate-900">{t('candidate.matches')}</h4>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {matchPhrases(candidate, t).map((phrase) => (
                  <li key={phrase} className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                    <Check aria-hidden="true" className="size-3" />
                    {phrase}
                  </li>
                ))}
              </ul>
            </div>
            {candidate.differences.length > 0 ? (
              <div>
                <h4 className="text-sm font-semibold text-slate-900">{t('candidate.differs')}</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                  {candidate.differences.map((difference) => (
                    <li key={difference}>{difference}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="text-xs text-slate-700">{t('candidate.confirmed', { when: timeAgo(candidate.confirmedAt, undefined, locale) })}</p>
            <div className="mt-auto">
              {openMatchId ? (
                <Button asChild variant="outline">
                  <Link to={`/clubfoot-buddy/match/${encodeURIComponent(openMatchId)}`}>{t('candidate.viewMatch', { name })}</Link>
                </Button>
              ) : (
                <Button onClick={() => setAsking(true)}>{t('candidate.request', { name })}</Button>
              )}
            </div>
          </CardContent>
        </article>
      </Card>
      {asking ? <RequestDialog memberId={candidate.memberId} name={name} onClose={() => setAsking(false)} /> : null}
    </li>
  );
}
