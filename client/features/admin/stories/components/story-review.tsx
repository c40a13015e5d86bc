import { ExternalLink, Star } from 'lucide-react';
import type { AdminStory } from '@shared/api/stories';
import { storyPath } from '@shared/stories';
import { localizedPath } from '@shared/i18n/locales';
import { dateText } from '@client/components/date-time';
import { useClock } from '@client/lib/clock';
import { useLocale, useT } from '@client/lib/i18n';
import { ageAtStart, NAMING, STAGE, STATUS, TREATMENT } from '../labels';
import { storiesAdminMessages } from '../messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';

export type ReviewAction = 'approve' | 'decline' | 'feature' | 'unfeature' | 'unpublish';

const WHEN = 'MMM d, yyyy h:mm a';

/** One story as a moderator weighs it: who wrote it and how they will be named, the consents, the photo's description, the text, and what can be done now. */
export function StoryReview({ story, open, onAction, pending }: { story: AdminStory; open: boolean; onAction: (action: ReviewAction) => void; pending: boolean }) {
  const t = useT(storiesAdminMessages);
  const locale = useLocale();
  const clock = useClock();
  const when = (iso: string) => dateText(iso, WHEN, clock, undefined, locale);
  const age = ageAtStart(story.ageAtStartMonths, t);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`story-${story.id}-title`} data-testid="admin-story">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={story.status === 'pending' ? 'default' : 'secondary'} data-testid="admin-story-status">
          {t(STATUS[story.status])}
        </Badge>
        {story.featured ? (
          <Badge variant="outline">
            <Star aria-hidden="true" className="mr-1 size-3" /> {t('review.featured')}
          </Badge>
        ) : null}
        <span className="text-sm text-slate-700">{t('review.sent', { date: when(story.submittedAt) })}</span>
      </div>
      <h2 id={`story-${story.id}-title`} className="mt-3 text-lg font-semibold text-slate-900">
        {story.title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('review.writtenBy')}</dt>
          <dd className="inline break-all">
            {story.author
              ? story.author.email
                ? t('review.authorWithEmail', { name: story.author.name, email: story.author.email })
                : t('review.authorNoEmail', { name: story.author.name })
              : t('review.deletedAccount')}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('review.namedAs')}</dt>
          <dd className="inline">
            {story.authorName} <span className="text-slate-700">({t(NAMING[story.naming])})</span>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('review.about')}</dt>
          <dd className="inline">
            {story.isAdultStory ? t('review.adultStory') : t('review.child')} · {t(STAGE[story.stage])} · {t(TREATMENT[story.treatment])}
            {age ? t('review.startedAt', { age }) : ''}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('review.consent')}</dt>
          <dd className="inline">
            {t('review.consentPublish', { date: dateText(story.consentAt, 'MMM d, yyyy', clock, undefined, locale) })}
            {story.isAdultStory ? '' : story.guardianConsent ? t('review.guardianYes') : t('review.guardianNo')}
          </dd>
        </div>
        {story.reviewedBy && story.reviewedAt ? (
          <div>
            <dt className="inline font-medium">{t('review.lastDecision')}</dt>
            <dd className="inline">
              {story.reviewedBy}, {when(story.reviewedAt)}
            </dd>
          </div>
        ) : null}
      </dl>
      {story.reviewNote ? (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">{t('review.note')}</span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </p>
      ) : null}
      {story.photoUrl ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={story.photoUrl} alt={story.photoAlt ?? ''} className="w-full max-w-[12rem] rounded-lg border border-slate-200 object-cover" />
          <p className="text-sm text-slate-800">
            <span className="font-medium">{t('review.photo')}</span>
            {story.photoAlt}
          </p>
        </div>
      ) : null}
      <details className="mt-4 rounded-lg border border-slate-200 p-3" open={open}>
        <summary className="cursor-pointer font-semibold text-brand-800">{t('review.read')}</summary>
        <div className="member-text mt-3 break-words text-slate-800" dangerouslySetInnerHTML={{ __html: story.contentHtml }} />
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        {story.status === 'pending' ? (
          <>
            <Button size="sm" onClick={() => onAction('approve')} disabled={pending} aria-label={t('review.approveLabel', { title: story.title })}>
              {t('review.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('decline')} disabled={pending} aria-label={t('review.declineLabel', { title: story.title })}>
              {t('review.decline')}
            </Button>
          </>
        ) : null}
        {story.status === 'published' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => onAction(story.featured ? 'unfeature' : 'feature')} disabled={pending} aria-label={story.featured ? t('review.unfeatureLabel', { title: story.title }) : t('review.featureLabel', { title: story.title })}>
              <Star aria-hidden="true" /> {story.featured ? t('review.unfeature') : t('review.feature')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('unpublish')} disabled={pending} aria-label={t('review.unpublishLabel', { title: story.title })}>
              {t('review.unpublish')}
            </Button>
          </>
        ) : null}
        <Button asChild size="sm" variant="ghost">
          <a href={localizedPath(storyPath(story.slug), locale)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> {story.status === 'published' ? t('review.view') : t('review.preview')}
            <span className="sr-only">{t('review.newTab')}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
