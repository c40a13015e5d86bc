import { useQuery } from '@tanstack/react-query';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/** Under the home root: the library's administration refreshes it when an article changes. */
export function useFeaturedResources() {
  return useQuery({ queryKey: [...queryKeys.home, 'featured'], queryFn: () => call(api.resources.featured) });
}

/** The home list reads the snake_case shape and the camelCase one (spec section 3). */
export type HomeTopic = {
  id: number | string;
  title: string;
  slug: string;
  content?: string | null;
  created_at?: string | null;
  createdAt?: string | null;
  category?: { name?: string | null } | null;
  category_name?: string | null;
  _count?: { posts?: number | null } | null;
  postCount?: number | null;
  author?: {
    first_name?: string | null;
    last_name?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    is_parent?: boolean | null;
    isParent?: boolean | null;
    clubfoot_side?: string | null;
    clubfootSide?: string | null;
  } | null;
};

export const HOME_TOPIC_LIMIT = 4;

/** An HTTP refusal reads `STATUS: body` (client/lib/api.ts); anything else is the fetch's own failure. */
const refused = (error: unknown) => error instanceof Error && /^\d{3}: /.test(error.message);

/**
 * Spec section 8: a failed fetch logs 'Failed to fetch forum topics' and shows an empty list. Under
 * the forum's root, so any change in the forum reads these again.
 */
export function useLatestTopics() {
  return useQuery({
    queryKey: [...queryKeys.forum, 'topics', { limit: HOME_TOPIC_LIMIT }],
    queryFn: async (): Promise<HomeTopic[]> => {
      try {
        const data = await call(api.forum.topics, { query: { limit: HOME_TOPIC_LIMIT } });
        return Array.isArray(data) ? data : [];
      } catch (error) {
        console.warn(error instanceof Error && !refused(error) ? error.message : 'Failed to fetch forum topics');
        return [];
      }
    },
  });
}

/**
 * The home page's success story (the featured one, else the newest published): under the stories'
 * root, so an administrator's decision refreshes it. A failure shows nothing.
 */
export function useHomeStory() {
  return useQuery({ queryKey: [...queryKeys.stories, 'home'], queryFn: () => call(api.stories.home) });
}
