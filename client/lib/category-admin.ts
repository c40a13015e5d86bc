import { type QueryClient, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What every administered category has (forum categories, library categories). */
export type AdministeredCategory = { id: number; name: string; slug: string; description: string | null };
/** What the add and edit forms send: the server makes the slug from the name. */
export type CategoryFields = { name: string; description: string | null };

export type CategoryChange = { id: number; changes: Partial<CategoryFields> };
export type CategoryOrder<C> = { ordered: C[] };
export type CategoryRemoval<C> = { category: C };

/** What the screen says when a change lands or is refused (toasts belong to the screen). */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

type Config<C> = {
  /** The admin list's query key. */
  key: QueryKey;
  /** Other reads that show categories (public pages, lists, the audit log): read again after a change. */
  alsoChanged: readonly QueryKey[];
  /** One call per endpoint of the feature's contract. */
  fetch: {
    list: () => Promise<C[]>;
    create: (fields: CategoryFields) => Promise<C>;
    update: (id: number, changes: Partial<CategoryFields>) => Promise<C>;
    reorder: (ids: number[]) => Promise<C[]>;
    remove: (id: number) => Promise<unknown>;
  };
};

/**
 * The query and mutation hooks of a feature's category administration (forum, library), made
 * once: a change re-reads the list and `alsoChanged`; a new order shows at once and moves back if
 * the server refuses it.
 */
export function categoryAdminHooks<C extends AdministeredCategory>({ key, alsoChanged, fetch }: Config<C>) {
  const listQuery = queryOptions({ queryKey: key, queryFn: fetch.list });
  const refreshOthers = (queryClient: QueryClient) => Promise.all(alsoChanged.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const changed = (queryClient: QueryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshOthers(queryClient)]);

  return {
    listQuery,

    useCategories: () => useQuery(listQuery),

    useCreate(outcome: Outcome<C, CategoryFields> = {}) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (fields: CategoryFields) => fetch.create(fields),
        onSuccess: (category, fields) => {
          outcome.onSuccess?.(category, fields);
          return changed(queryClient);
        },
        onError: outcome.onError,
      });
    },

    useUpdate(outcome: Outcome<C, CategoryChange> = {}) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, changes }: CategoryChange) => fetch.update(id, changes),
        onSuccess: (category, change) => {
          outcome.onSuccess?.(category, change);
          return changed(queryClient);
        },
        onError: outcome.onError,
      });
    },

    useReorder(outcome: Outcome<C[], CategoryOrder<C>> = {}) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ ordered }: CategoryOrder<C>) => fetch.reorder(ordered.map((category) => category.id)),
        onMutate: async ({ ordered }) => {
          await queryClient.cancelQueries({ queryKey: key });
          const previous = queryClient.getQueryData<C[]>(key);
          queryClient.setQueryData(key, ordered);
          return { previous };
        },
        onSuccess: async (categories, order) => {
          outcome.onSuccess?.(categories, order);
          queryClient.setQueryData(key, categories);
          await refreshOthers(queryClient);
        },
        onError: (error, order, context) => {
          if (context?.previous) queryClient.setQueryData(key, context.previous);
          outcome.onError?.(error, order);
        },
      });
    },

    useRemove(outcome: Outcome<unknown, CategoryRemoval<C>> = {}) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: async ({ category }: CategoryRemoval<C>) => {
          await fetch.remove(category.id);
        },
        onSuccess: (done, removal) => {
          outcome.onSuccess?.(done, removal);
          return changed(queryClient);
        },
        onError: outcome.onError,
      });
    },
  };
}

export type CategoryAdminHooks<C extends AdministeredCategory> = ReturnType<typeof categoryAdminHooks<C>>;
