import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import type { StoryCard as StoryCardData } from '@shared/api/stories';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { type StoryFilter, type StoryTreatment, storyPath } from '@shared/stories';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CARD_IMAGE_SIZES, srcSetOf } from '@client/lib/images';
import { cn } from '@client/lib/utils';
import { commonMessages } from '@client/lib/common-messages';
import { useLocale, useT } from '@client/lib/i18n';

type CommonKey = keyof (typeof commonMessages)['en'];

/** shared/stories.ts STORY_FILTER_LABELS: each stage's message in the common catalogue. */
export const STORY_FILTER_KEYS = {
  casting: 'story.filter.casting',
  bracing: 'story.filter.bracing',
  'post-treatment': 'story.filter.postTreatment',
  'adult-maintenance': 'story.filter.adultMaintenance',
  recurrence: 'story.filter.recurrence',
  adult: 'story.filter.adult',
} as const satisfies Record<StoryFilter, CommonKey>;

/** shared/stories.ts STORY_TREATMENT_LABELS, the same way. */
export const STORY_TREATMENT_KEYS = {
  ponseti: 'story.treatment.ponseti',
  surgical: 'story.treatment.surgical',
  combination: 'story.treatment.combination',
  other: 'story.treatment.other',
} as const satisfies Record<StoryTreatment, CommonKey>;

/** shared/stories.ts ageAtStartText in a language: '2 months', '1 year and 3 months' (null when under a month or unknown). */
function ageText(months: number, t: (key: CommonKey, values?: Record<string, unknown>) => string) {
  if (months < 24) return t('story.age.months', { months });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? t('story.age.yearsMonths', { years, months: rest }) : t('story.age.years', { years });
}

/** "Treatment started at 2 months · Ponseti method": what a reader wants to know first (English unless a language is given). */
export function storyFacts(story: Pick<StoryCardData, 'ageAtStartMonths' | 'treatment' | 'isAdultStory'>, locale: Locale = DEFAULT_LOCALE) {
  const t = (key: CommonKey, values?: Record<string, unknown>) => translate(locale, commonMessages, key, values);
  const months = story.ageAtStartMonths;
  const started =
    months === null || months === undefined
      ? null
      : months < 1
        ? t(story.isAdultStory ? 'story.treatedFromUnderMonth' : 'story.startedUnderMonth')
        : t(story.isAdultStory ? 'story.treatedFrom' : 'story.startedAt', { age: ageText(months, t) });
  return [started, t(STORY_TREATMENT_KEYS[story.treatment])].filter((part): part is string => !!part);
}

/** The stage's badge and, for an adult's own story, that it is one. */
export function StoryBadges({ story, className }: { story: Pick<StoryCardData, 'stage' | 'isAdultStory'>; className?: string }) {
  const t = useT(commonMessages);
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge>{t(STORY_FILTER_KEYS[story.stage])}</Badge>
      {story.isAdultStory ? <Badge variant="secondary">{t('story.adultsOwn')}</Badge> : null}
    </div>
  );
}

/**
 * A success story's card (the stories list and the home page): its photo when it has one, title,
 * excerpt, who tells it (as they chose to be named) and the facts of the treatment.
 */
export function StoryCard({ story, headingLevel = 3, className }: { story: StoryCardData; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
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
          <Heading className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-800" data-user-text>
            {story.title}
          </Heading>
          <p className="mt-2 line-clamp-4 text-sm text-slate-700" data-user-text>
            {story.excerpt}
          </p>
          <div className="mt-auto pt-4 text-sm">
            <p className="font-medium text-slate-900" data-testid="story-author" data-user-text>
              {story.authorName}
            </p>
            <p className="text-slate-700">{storyFacts(story, locale).join(' · ')}</p>
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
