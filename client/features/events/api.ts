import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEventsQuery, AttendeeMessageInput, EventDetail, EventFormatName, EventInput, EventUpdate } from './types';
import type { EventStage } from '@shared/policies/events';
import { api, call } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';

/*
 * Events and webinars (issue 21): one hook per endpoint, on the feature's own key root; the admin
 * screen's changes refresh the public reads too. Types only from the contract (no zod in the page).
 */

const root = queryKeys.events;

export type EventFilters = { when: 'upcoming' | 'past'; format: EventFormatName | null; stage: EventStage | null; page: number };

export const eventKeys = {
  all: root,
  lists: [...root, 'list'] as const,
  list: (filters: EventFilters) => [...root, 'list', filters] as const,
  mine: [...root, 'mine'] as const,
  detail: (slug: string) => [...root, 'detail', slug] as const,
  feed: [...root, 'feed'] as const,
  admin: [...root, 'admin'] as const,
  adminList: (query: AdminEventsQuery) => [...root, 'admin', 'list', query] as const,
  adminEvent: (id: number) => [...root, 'admin', 'event', id] as const,
  attendees: (id: number) => [...root, 'admin', 'attendees', id] as const,
};

export function useEventPage(filters: EventFilters) {
  return useQuery({
    queryKey: eventKeys.list(filters),
    queryFn: () =>
      call(api.events.list, { query: { when: filters.when, format: filters.format ?? undefined, stage: filters.stage ?? undefined, page: filters.page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyEvents(enabled: boolean) {
  return useQuery({ queryKey: eventKeys.mine, queryFn: () => call(api.events.mine), enabled });
}

export const eventQuery = (slug: string) => queryOptions({ queryKey: eventKeys.detail(slug), queryFn: () => call(api.events.detail, { params: { slug } }) });

export function useEvent(slug: string) {
  return useQuery(eventQuery(slug));
}

/** Register or give the place up: the page shows the server's answer at once; lists and "my events" are read again. */
export function useRegistration(slug: string) {
  const queryClient = useQueryClient();
  const settle = (detail: EventDetail) => {
    queryClient.setQueryData(eventKeys.detail(slug), detail);
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    void queryClient.invalidateQueries({ queryKey: eventKeys.mine });
  };
  return {
    register: useMutation({ mutationFn: () => call(api.events.register, { params: { slug } }), onSuccess: settle }),
    cancel: useMutation({ mutationFn: () => call(api.events.cancelRegistration, { params: { slug } }), onSuccess: settle }),
  };
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: eventKeys.feed, queryFn: () => call(api.events.calendarFeed), enabled });
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.events.renewCalendarFeed),
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.feed, feed),
  });
}

/** The HTTP status of a failed call (`STATUS: body`, client/lib/api.ts), or null. */
export function statusOf(error: unknown) {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/* ---------- Administration ---------- */

export function useAdminEvents(query: AdminEventsQuery) {
  return useQuery({ queryKey: eventKeys.adminList(query), queryFn: () => call(adminApi.eventAdmin.list, { query }), placeholderData: keepPreviousData });
}

export function useAdminEvent(id: number | null) {
  return useQuery({ queryKey: eventKeys.adminEvent(id ?? 0), queryFn: () => call(adminApi.eventAdmin.get, { params: { id: id! } }), enabled: id !== null });
}

export function useAttendees(id: number) {
  return useQuery({ queryKey: eventKeys.attendees(id), queryFn: () => call(adminApi.eventAdmin.attendees, { params: { id } }) });
}

/** After any admin change: the admin reads, the public ones and the audit log are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
  };
}

export function useSaveEvent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EventInput | EventUpdate }) =>
      id === null ? call(adminApi.eventAdmin.create, { body: body as EventInput }) : call(adminApi.eventAdmin.update, { params: { id }, body: body as EventUpdate }),
    onSuccess: refresh,
  });
}

export function useEventActions(id: number) {
  const refresh = useRefreshAfterChange();
  return {
    cancel: useMutation({ mutationFn: (reason: string) => call(adminApi.eventAdmin.cancel, { params: { id }, body: { reason } }), onSuccess: refresh }),
    message: useMutation({ mutationFn: (body: AttendeeMessageInput) => call(adminApi.eventAdmin.message, { params: { id }, body }), onSuccess: refresh }),
    invite: useMutation({ mutationFn: () => call(adminApi.eventAdmin.invite, { params: { id } }), onSuccess: refresh }),
    setRecording: useMutation({ mutationFn: (videoSlug: string | null) => call(adminApi.eventAdmin.setRecording, { params: { id }, body: { videoSlug } }), onSuccess: refresh }),
  };
}

/** Published videos, to choose a recording from. */
export function usePublishedVideos(enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'admin', 'videos'],
    queryFn: () => call(adminApi.videoAdmin.list, { query: { status: 'published', pageSize: 100 } }),
    enabled,
  });
}
