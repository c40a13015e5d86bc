import { adminApi } from '@client/lib/admin-api';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo, AdminVideoRow, AdminVideosPage, ProcessingState, VideoInput, VideoUpdate } from '@shared/api/videos';
import { ARTICLE_IMAGE_MAX_BYTES } from '@shared/constants';
import { CAPTION_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '@shared/videos';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { call, send } from '@client/lib/api';
import { browserLocale, tIn } from '@client/lib/i18n';
import { queryKeys } from '@client/lib/query-keys';
import { videosAdminMessages } from './messages';

/* The video library's administration (issue 19): the list, one video, its changes, and the dashboard's figures. */

/** The largest page the server gives: the whole library in one page, so its order can be changed. */
export const ADMIN_VIDEOS_PAGE_SIZE = 100;
/** How often a video being processed is read again. */
export const PROCESSING_POLL_MS = 1500;

export type VideoStatusFilter = 'all' | 'draft' | 'published';
export type AdminVideosParams = { q: string; status: VideoStatusFilter; page: number };

/** What a screen does when a change succeeds or fails (its notices); run even if the screen has gone by then. */
export type Outcome<T, V> = { onSuccess?: (data: T, variables: V) => void; onError?: (error: Error, variables: V) => void };

const videosRoot = [...queryKeys.admin, 'videos'] as const;

export const videoKeys = {
  all: videosRoot,
  /** Every search, filter and page of the list. */
  lists: [...videosRoot, 'list'] as const,
  list: (params: AdminVideosParams) => [...videosRoot, 'list', params] as const,
  video: (id: number) => [...videosRoot, 'detail', id] as const,
  figures: [...videosRoot, 'figures'] as const,
};

/** The members' library (its list, pages, "continue watching"): read again after a change. */
const libraryReads = [queryKeys.videos];

/* ---------- Processing ---------- */

/** Still on its way to being watchable: read again until it is ready or has failed. */
export const isBeingProcessed = (state: ProcessingState) => state === 'queued' || state === 'processing';

/**
 * Whether a video's state is worth reading again soon: while queued or processing, and while it waits
 * for a file this browser has just sent (the server queues it a moment later).
 */
export function keepsChanging(video: Pick<AdminVideoRow, 'id' | 'processing'>, uploadedHere: (id: number) => boolean) {
  return isBeingProcessed(video.processing.state) || (video.processing.state === 'waiting' && uploadedHere(video.id));
}

/* ---------- Reads ---------- */

/**
 * The list, in the library's order; read again every 1.5 s while a row is being processed
 * (`watching` says which waiting rows have a file on its way from this browser).
 */
export function useAdminVideos(params: AdminVideosParams, watching: (id: number) => boolean = () => false) {
  return useQuery({
    queryKey: videoKeys.list(params),
    queryFn: () => call(adminApi.videoAdmin.list, { query: { ...params, pageSize: ADMIN_VIDEOS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((video) => keepsChanging(video, watching)) ? PROCESSING_POLL_MS : false),
  });
}

/** One video with its chapters, transcript and captions; read again while it is processed. */
export function useAdminVideo(id: number | null, watching: (id: number) => boolean = () => false) {
  return useQuery({
    queryKey: videoKeys.video(id ?? 0),
    queryFn: () => call(adminApi.videoAdmin.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && keepsChanging(query.state.data, watching) ? PROCESSING_POLL_MS : false),
  });
}

/** The dashboard's card. */
export function useVideoFigures() {
  return useQuery({ queryKey: videoKeys.figures, queryFn: () => call(adminApi.videoAdmin.figures) });
}

/* ---------- Changes ---------- */

/**
 * A video changed: its own entry holds the answer; the list, the figures, the audit log and the
 * members' library are read again.
 */
export async function videoChanged(queryClient: QueryClient, video: AdminVideo | null) {
  if (video) queryClient.setQueryData(videoKeys.video(video.id), video);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: videoKeys.lists }),
    queryClient.invalidateQueries({ queryKey: videoKeys.figures }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
    ...libraryReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

function useVideoChange<V, T extends AdminVideo | null>(send: (variables: V) => Promise<T>, outcome: Outcome<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (video, variables) => {
      outcome.onSuccess?.(video, variables);
      return videoChanged(queryClient, video);
    },
    onError: outcome.onError,
  });
}

/** A new video: an upload (a draft waiting for its file) or another site's video by its address. Sent with an idempotency key. */
export const useCreateVideo = (outcome: Outcome<AdminVideo, VideoInput> = {}) => useVideoChange((body: VideoInput) => call(adminApi.videoAdmin.create, { body }), outcome);

export type VideoChange = { id: number; changes: VideoUpdate };
export const useUpdateVideo = (outcome: Outcome<AdminVideo, VideoChange> = {}) =>
  useVideoChange(({ id, changes }: VideoChange) => call(adminApi.videoAdmin.update, { params: { id }, body: changes }), outcome);

/** Processes the uploaded file again, after a failure. */
export const useReprocessVideo = (outcome: Outcome<AdminVideo, Pick<AdminVideoRow, 'id' | 'title'>> = {}) =>
  useVideoChange((video: Pick<AdminVideoRow, 'id' | 'title'>) => call(adminApi.videoAdmin.reprocess, { params: { id: video.id } }), outcome);

export type VideoRemoval = { video: Pick<AdminVideoRow, 'id' | 'title'> };

/** Deletes a video and its files. */
export function useDeleteVideo(outcome: Outcome<unknown, VideoRemoval> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ video }: VideoRemoval) => {
      await call(adminApi.videoAdmin.remove, { params: { id: video.id } });
    },
    onSuccess: async (done, removal) => {
      outcome.onSuccess?.(done, removal);
      // The editor that asked may still show it: marked stale, not read again (it would be a 404).
      await queryClient.invalidateQueries({ queryKey: videoKeys.video(removal.video.id), refetchType: 'none' });
      await videoChanged(queryClient, null);
    },
    onError: outcome.onError,
  });
}

export type VideoOrder = { ordered: AdminVideoRow[]; moved: AdminVideoRow };

/** The library's order (every id); shown at once in the list, put back if the server refuses it. */
export function useReorderVideos(listKey: readonly unknown[], outcome: Outcome<unknown, VideoOrder> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ordered }: VideoOrder) => call(adminApi.videoAdmin.reorder, { body: { ids: ordered.map((video) => video.id) } }),
    onMutate: async ({ ordered }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<AdminVideosPage>(listKey);
      if (previous) queryClient.setQueryData<AdminVideosPage>(listKey, { ...previous, items: ordered });
      return { previous };
    },
    onSuccess: (done, order) => {
      outcome.onSuccess?.(done, order);
      return videoChanged(queryClient, null);
    },
    onError: (error, order, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      outcome.onError?.(error, order);
    },
  });
}

/** A multipart form of one file, as `file`. */
function fileForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

export type VideoFile = { id: number; file: File };

/** A .vtt or .srt file (an .srt is converted); the transcript is made from it when empty. */
export const useUploadCaptions = (outcome: Outcome<AdminVideo, VideoFile> = {}) =>
  useVideoChange(async ({ id, file }: VideoFile) => (await (await send(adminApi.videoAdmin.uploadCaptions, { params: { id }, body: fileForm(file) })).json()) as AdminVideo, outcome);

/** The poster: an external video's facade, or in place of the frame processing picked. */
export const useUploadPoster = (outcome: Outcome<AdminVideo, VideoFile> = {}) =>
  useVideoChange(async ({ id, file }: VideoFile) => (await (await send(adminApi.videoAdmin.uploadPoster, { params: { id }, body: fileForm(file) })).json()) as AdminVideo, outcome);

/* ---------- Helpers ---------- */

/** A video's title for notices, with a stand-in for a blank one (in the page's language). */
export function videoTitle(video: Pick<AdminVideoRow, 'title'>, locale: Locale = browserLocale()) {
  return video.title.trim() || tIn(videosAdminMessages, locale)('untitled');
}

/** Sizes with one decimal at most, in the language's digits. */
const sizeFormat = (locale: Locale) => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 1 });

/** 812 KB, 3.4 MB, 1.2 GB (in the page's language: 3,4 Mo). */
export function formatFileSize(bytes: number, locale: Locale = browserLocale()) {
  const t = tIn(videosAdminMessages, locale);
  const size = sizeFormat(locale);
  if (bytes < 1024 * 1024) return t('size.kb', { size: size.format(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))) });
  if (bytes < 1024 * 1024 * 1024) return t('size.mb', { size: size.format(bytes / (1024 * 1024)) });
  return t('size.gb', { size: size.format(bytes / (1024 * 1024 * 1024)) });
}

/** Megabytes with one decimal, for "3.1 MB of 7.4 MB". */
export const formatMegabytes = (bytes: number, locale: Locale = browserLocale()) =>
  tIn(videosAdminMessages, locale)('size.mb', { size: sizeFormat(locale).format(bytes / (1024 * 1024)) });

/** A whole percent, as the language writes it: 42%, 42 %. */
export const formatPercent = (percent: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(Math.round(percent) / 100);

/** 0:42, 3:05, 1:02:09. */
export function formatTime(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "1:05", "65", "1:02:09" (and "1:05.5") as seconds; null when it is not a time. */
export function parseTime(text: string): number | null {
  const match = /^(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)$|^(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  if (match[4] !== undefined) return Number(match[4]);
  const seconds = Number(match[3]);
  if (seconds >= 60) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + seconds;
}

const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|webm)$/i;

/** Why a video file cannot be sent, or null (the server decides by the bytes). */
export function videoFileProblem(file: File) {
  const t = tIn(videosAdminMessages);
  if (!VIDEO_EXTENSIONS.test(file.name)) return t('file.videoType');
  if (file.size === 0) return t('file.empty');
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) return t('file.videoSize', { size: formatFileSize(file.size) });
  return null;
}

/** Why a captions file cannot be sent, or null (the server checks again). */
export function captionFileProblem(file: File) {
  const t = tIn(videosAdminMessages);
  if (!/\.(vtt|srt)$/i.test(file.name)) return t('file.captionType');
  if (file.size === 0) return t('file.empty');
  if (file.size > CAPTION_MAX_BYTES) return t('file.captionSize', { size: formatFileSize(file.size), max: formatFileSize(CAPTION_MAX_BYTES) });
  return null;
}

/** Poster pictures, and their largest size (the server takes what it takes for an article's picture). */
const POSTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const POSTER_MAX_BYTES = ARTICLE_IMAGE_MAX_BYTES;

export function posterFileProblem(file: File) {
  const t = tIn(videosAdminMessages);
  if (!POSTER_TYPES.includes(file.type)) return t('file.posterType');
  if (file.size > POSTER_MAX_BYTES) return t('file.posterSize', { size: formatFileSize(file.size) });
  return null;
}

/** How many cues a WebVTT file holds. */
export const cueCount = (vtt: string) => vtt.split(/\r?\n/).filter((line) => line.includes('-->')).length;
