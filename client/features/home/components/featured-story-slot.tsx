import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { useHomeStory } from '../api';

// The section's own code loads only when there is a story to show: the home page's first load stays as it was.
const FeaturedStoryCard = lazy(() => import('./featured-story'));

/**
 * The spec's section between the mission and the latest discussions: the featured success story, or
 * the newest published one; nothing at all (no empty box) when there is none or it cannot be read.
 */
export function FeaturedStory() {
  const { data } = useHomeStory();
  if (!data?.story) return null;
  return (
    <Suspense fallback={null}>
      <FeaturedStoryCard story={data.story} />
    </Suspense>
  );
}
