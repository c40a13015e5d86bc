import { useQuery } from '@tanstack/react-query';
import type { ResourceSummary } from '@shared/api/resources';

export function useFeaturedResources() {
  return useQuery<ResourceSummary[]>({ queryKey: ['/api/resources/featured'] });
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

/** Spec section 8: a failed fetch logs 'Failed to fetch forum topics' and shows an empty list. */
export function useLatestTopics() {
  return useQuery<HomeTopic[]>({
    queryKey: [`/api/forum/topics?limit=${HOME_TOPIC_LIMIT}`],
    queryFn: async () => {
      try {
        const res = await fetch(`/api/forum/topics?limit=${HOME_TOPIC_LIMIT}`, { credentials: 'include' });
        if (!res.ok) throw new Error('Failed to fetch forum topics');
        const data: unknown = await res.json();
        return Array.isArray(data) ? (data as HomeTopic[]) : [];
      } catch (error) {
        console.warn(error instanceof Error ? error.message : 'Failed to fetch forum topics');
        return [];
      }
    },
  });
}
