import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import type { StoryCard as StoryCardData } from '@shared/api/stories';
import { ageAtStartText, STORY_FILTER_LABELS, STORY_TREATMENT_LABELS, storyPath } from '@shared/stories';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CARD_IMAGE_SIZES, srcSetOf } from '@client/lib/images';
import { cn } from '@client/lib/utils';

/** "Treatment started at 2 months · Ponseti method": what a reader wants to know first. */
export function storyFacts(story: Pick<StoryCardData, 'ageAtStartMonths' | 'treatment' | 'isAdultStory'>) {
  const age = ageAtStartText(story.ageAtStartMonths);
  const started = age ? (story.isAdultStory ? `Treated from ${age} old` : `Treatment started at ${age} old`).replace('under a month old', 'under a month') : null;
  return [started, STORY_TREATMENT_LABELS[story.treatment]].filter((part): part is string => !!part);
}

/** The stage's badge and, for an adult's own story, that it is one. */
export function StoryBadges({ story, className }: { story: Pick<StoryCardData, 'stage' | 'isAdultStory'>; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge>{STORY_FILTER_LABELS[story.stage]}</Badge>
      {story.isAdultStory ? <Badge variant="secondary">An adult’s own story</Badge> : null}
    </div>
  );
}

/**
 * A success story's card (the stories list and the home page): its photo when it has one, title,
 * excerpt, who tells it (as they chose to be named) and the facts of the treatment.
 */
export function StoryCard({ story, headingLevel = 3, className }: { story: StoryCardData; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={cn('group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md', className)} data-testid="story-card">
      <Link to={storyPath(story.slug)} className="flex h-full flex-col focus-visible:outline-offset-[-2px]">
        {story.photoUrl ? (
          <img src={story.photoUrl} srcSet={srcSetOf(story.photoUrl)} sizes={CARD_IMAGE_SIZES} alt="" width={640} height={400} loading="lazy" className="aspect-[16/10] w-full object-cover" />
        ) : (
          <div aria-hidden="true" className="flex aspect-[16/10] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-accent-100">
            <Quote className="size-10 text-brand-700/60" />
          </div>
        )}
        <div className="flex flex-1 flex-col p-5">
          <StoryBadges story={story} />
          <Heading className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-800">{story.title}</Heading>
          <p className="mt-2 line-clamp-4 text-sm text-slate-700">{story.excerpt}</p>
          <div className="mt-auto pt-4 text-sm">
            <p className="font-medium text-slate-900" data-testid="story-author">
              {story.authorName}
            </p>
            <p className="text-slate-700">{storyFacts(story).join(' · ')}</p>
          </div>
        </div>
      </Link>
    </Card>
  );
}

export function StoryCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-12 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
