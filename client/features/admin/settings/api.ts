import { adminApi } from '@client/lib/admin-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminTeamMember, ContactDetailsBody, HouseMessageBody, OrganisationBody, SocialBody, TeamMemberBody } from '@shared/api/settings';
import type { HouseMessageKind } from '@shared/settings';
import { TEAM_PHOTO_MAX_BYTES } from '@shared/settings';
import { call, send } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { siteSettingsKey } from '@client/lib/site-settings';
import type { adminMessages } from '../messages';

/* Site settings in the admin area (issue 18): the organisation, contact details, social links, team and house messages, and the go-live checklist. */

export const settingsKeys = {
  settings: [...queryKeys.admin, 'settings'] as const,
  checklist: [...queryKeys.admin, 'settings', 'checklist'] as const,
};

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKeys.settings, queryFn: () => call(adminApi.settingsAdmin.get) });
}

export function useGoLiveChecklist() {
  return useQuery({ queryKey: settingsKeys.checklist, queryFn: () => call(adminApi.settingsAdmin.checklist) });
}

/** A change answers the settings: kept at once; the checklist, the audit log and the public pages' copy are read again. */
async function settingsChanged(queryClient: QueryClient, settings: AdminSettings | null) {
  if (settings) queryClient.setQueryData(settingsKeys.settings, settings);
  await Promise.all([
    settings ? null : queryClient.invalidateQueries({ queryKey: settingsKeys.settings, exact: true }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.checklist }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
    queryClient.invalidateQueries({ queryKey: siteSettingsKey }),
  ]);
}

function useSettingsChange<V>(send: (variables: V) => Promise<AdminSettings | null>, outcome: Outcome<unknown, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings, variables) => {
      outcome.onSuccess?.(settings, variables);
      return settingsChanged(queryClient, settings);
    },
    onError: outcome.onError,
  });
}

export const useSaveOrganisation = (outcome: Outcome<unknown, OrganisationBody> = {}) =>
  useSettingsChange((body: OrganisationBody) => call(adminApi.settingsAdmin.updateOrganisation, { body }), outcome);

export const useSaveContact = (outcome: Outcome<unknown, ContactDetailsBody> = {}) =>
  useSettingsChange((body: ContactDetailsBody) => call(adminApi.settingsAdmin.updateContact, { body }), outcome);

export const useSaveSocial = (outcome: Outcome<unknown, SocialBody> = {}) => useSettingsChange((body: SocialBody) => call(adminApi.settingsAdmin.updateSocial, { body }), outcome);

export type MessageSave = { kind: HouseMessageKind; body: HouseMessageBody };
export const useSaveHouseMessage = (outcome: Outcome<unknown, MessageSave> = {}) =>
  useSettingsChange(({ kind, body }: MessageSave) => call(adminApi.settingsAdmin.updateHouseMessage, { params: { kind }, body }), outcome);

export type MemberSave = { id: string | null; body: TeamMemberBody };
/** POST (new, answers the profile: the settings are read again) or PUT (edit). */
export const useSaveTeamMember = (outcome: Outcome<unknown, MemberSave> = {}) =>
  useSettingsChange(
    async ({ id, body }: MemberSave) => (id === null ? (await call(adminApi.settingsAdmin.addTeamMember, { body }), null) : call(adminApi.settingsAdmin.updateTeamMember, { params: { id }, body })),
    outcome,
  );

export const useRemoveTeamMember = (outcome: Outcome<unknown, AdminTeamMember> = {}) =>
  useSettingsChange((member: AdminTeamMember) => call(adminApi.settingsAdmin.removeTeamMember, { params: { id: member.id } }), outcome);

export const useReorderTeam = (outcome: Outcome<unknown, string[]> = {}) => useSettingsChange((ids: string[]) => call(adminApi.settingsAdmin.reorderTeam, { body: { ids } }), outcome);

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a photo cannot be uploaded (a key of the admin catalogue), or null when it can (the server checks again). */
export function photoFileProblem(file: File): keyof (typeof adminMessages)['en'] | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'settings.photo.wrongType';
  if (file.size > TEAM_PHOTO_MAX_BYTES) return 'settings.photo.tooLarge';
  return null;
}

/** Multipart: one image; answers the address to save with the profile. */
export function useUploadTeamPhoto() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const res = await send(adminApi.settingsAdmin.uploadTeamPhoto, { body: form });
      return ((await res.json()) as { url: string }).url;
    },
  });
}
