import { ArrowRight, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { storyPath } from '@shared/stories';
import type { StoryCard } from '@shared/api/stories';
import { storyFacts } from '@client/components/story-card';
import { container, SectionHeading } from './section';
import { useLocale, useT } from '@client/lib/i18n';
import { homeMessages } from '../messages';

/** The home page's success story: a card with its photo, title, excerpt and teller, and the ways to read on. */
export default function FeaturedStoryCard({ story }: { story: StoryCard }) {
  const t = useT(homeMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="story-title" className="bg-brand-50 py-16" data-testid="home-story">
      <div className={container}>
        <SectionHeading id="story-title" title={t('story.title')} intro={t('story.intro')} />
        <article className="mt-10 grid overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm md:grid-cols-2" aria-labelledby="home-story-title">
          {story.photoUrl ? (
            <img src={story.photoUrl} alt={story.photoAlt ?? ''} data-user-text width={800} height={500} loading="lazy" className="h-full max-h-96 w-full object-cover" />
          ) : (
            <div aria-hidden="true" className="hidden items-center justify-center bg-gradient-to-br from-brand-100 to-accent-100 md:flex">
              <Quote className="size-16 text-brand-700/50" />
            </div>
          )}
          <div className="flex flex-col p-6 sm:p-8">
            <h3 id="home-story-title" className="text-2xl font-bold text-slate-900" data-user-text>
              {story.title}
            </h3>
            <p className="mt-3 text-slate-700" data-user-text>
              {story.excerpt}
            </p>
            <p className="mt-4 font-semibold text-slate-900" data-testid="home-story-author" data-user-text>
              {story.authorName}
            </p>
            <p className="text-sm text-slate-700">{storyFacts(story, locale).join(' · ')}</p>
            <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
              <Link to={storyPath(story.slug)} className="flex items-center gap-1 font-semibold text-brand-800 hover:underline">
                {t('story.read')}
                <span className="sr-only" data-user-text>
                  : {story.title}
                </span> <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to={paths.successStories} className="font-semibold text-brand-800 hover:underline">
                {t('story.more')}
              </Link>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
