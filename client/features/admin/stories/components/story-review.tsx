import { format } from 'date-fns';
import { ExternalLink, Star } from 'lucide-react';
import type { AdminStory } from '@shared/api/stories';
import { ageAtStartText, STORY_FILTER_LABELS, STORY_NAMING_LABELS, STORY_STATUS_LABELS, STORY_TREATMENT_LABELS, storyPath } from '@shared/stories';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';

export type ReviewAction = 'approve' | 'decline' | 'feature' | 'unfeature' | 'unpublish';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

/** One story as a moderator weighs it: who wrote it and how they will be named, the consents, the photo's description, the text, and what can be done now. */
export function StoryReview({ story, open, onAction, pending }: { story: AdminStory; open: boolean; onAction: (action: ReviewAction) => void; pending: boolean }) {
  const age = ageAtStartText(story.ageAtStartMonths);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`story-${story.id}-title`} data-testid="admin-story">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={story.status === 'pending' ? 'default' : 'secondary'} data-testid="admin-story-status">
          {STORY_STATUS_LABELS[story.status]}
        </Badge>
        {story.featured ? (
          <Badge variant="outline">
            <Star aria-hidden="true" className="mr-1 size-3" /> Featured
          </Badge>
        ) : null}
        <span className="text-sm text-slate-700">Sent {when(story.submittedAt)}</span>
      </div>
      <h2 id={`story-${story.id}-title`} className="mt-3 text-lg font-semibold text-slate-900">
        {story.title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Written by: </dt>
          <dd className="inline break-all">{story.author ? `${story.author.name} (${story.author.email ?? 'no e-mail'})` : 'A deleted account'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Named on the site as: </dt>
          <dd className="inline">
            {story.authorName} <span className="text-slate-700">({STORY_NAMING_LABELS[story.naming].replace(/ \(.*\)$/, '').toLowerCase()})</span>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">About: </dt>
          <dd className="inline">
            {story.isAdultStory ? 'an adult’s own story' : 'a child'} · {STORY_FILTER_LABELS[story.stage]} · {STORY_TREATMENT_LABELS[story.treatment]}
            {age ? ` · started at ${age}` : ''}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Consent: </dt>
          <dd className="inline">
            to publish, {format(new Date(story.consentAt), 'MMM d, yyyy')}
            {story.isAdultStory ? '' : story.guardianConsent ? '; parent or guardian confirmed' : '; parent or guardian NOT confirmed'}
          </dd>
        </div>
        {story.reviewedBy && story.reviewedAt ? (
          <div>
            <dt className="inline font-medium">Last decision: </dt>
            <dd className="inline">
              {story.reviewedBy}, {when(story.reviewedAt)}
            </dd>
          </div>
        ) : null}
      </dl>
      {story.reviewNote ? (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">Note to the author: </span>
          <span className="whitespace-pre-line">{story.reviewNote}</span>
        </p>
      ) : null}
      {story.photoUrl ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={story.photoUrl} alt={story.photoAlt ?? ''} className="w-full max-w-[12rem] rounded-lg border border-slate-200 object-cover" />
          <p className="text-sm text-slate-800">
            <span className="font-medium">Photo description: </span>
            {story.photoAlt}
          </p>
        </div>
      ) : null}
      <details className="mt-4 rounded-lg border border-slate-200 p-3" open={open}>
        <summary className="cursor-pointer font-semibold text-brand-800">Read the story</summary>
        <div className="member-text mt-3 break-words text-slate-800" dangerouslySetInnerHTML={{ __html: story.contentHtml }} />
      </details>
      <div className="mt-4 flex flex-wrap gap-2">
        {story.status === 'pending' ? (
          <>
            <Button size="sm" onClick={() => onAction('approve')} disabled={pending} aria-label={`Approve “${story.title}”`}>
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('decline')} disabled={pending} aria-label={`Decline “${story.title}”`}>
              Decline…
            </Button>
          </>
        ) : null}
        {story.status === 'published' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => onAction(story.featured ? 'unfeature' : 'feature')} disabled={pending} aria-label={`${story.featured ? 'Unfeature' : 'Feature'} “${story.title}”`}>
              <Star aria-hidden="true" /> {story.featured ? 'Unfeature' : 'Feature on the home page'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('unpublish')} disabled={pending} aria-label={`Unpublish “${story.title}”`}>
              Unpublish…
            </Button>
          </>
        ) : null}
        <Button asChild size="sm" variant="ghost">
          <a href={storyPath(story.slug)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> {story.status === 'published' ? 'View on the site' : 'Preview'}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </article>
  );
}
