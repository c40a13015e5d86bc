import { z } from 'zod';
import { VIDEO_PAGE_SIZE, VIDEO_TOPICS } from '../videos';
import { errorBody, okBody, pageFields } from './common';
import { endpoint, firstWordOf, type ShownOn } from './endpoint';

/** The video library (issue 19): a list for everyone, members' player pages, administrators' uploads. */

export const videoTopic = z.enum(VIDEO_TOPICS);
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** 'media' and 'continue' name the library's own paths. */
export const videoSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(slugPattern, 'Use lower-case letters, digits and single hyphens')
  .refine((slug) => slug !== 'media' && slug !== 'continue', 'That address is taken by the library itself');

/** Where a member is in a video. */
export const videoProgress = z.object({
  position: z.number(),
  duration: z.number(),
  completed: z.boolean(),
  updatedAt: z.string(),
});
export type VideoProgress = z.infer<typeof videoProgress>;

/** A video as the list and its cards show it. */
export const videoCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  topic: videoTopic,
  durationSeconds: z.number().nullable(),
  posterUrl: z.string().nullable(),
  speakerName: z.string().nullable(),
  membersOnly: z.boolean(),
  external: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Members who have started it. */
  views: z.number(),
  /** The signed-in member's place in it, or null. */
  progress: videoProgress.nullable(),
  /** Escaped HTML whose only tags are <mark> around matched words, from the transcript, when a search found it there. */
  snippet: z.string().nullable(),
});
export type VideoCard = z.infer<typeof videoCard>;

export const videoChapter = z.object({ start: z.number().min(0).max(86_400), title: z.string().trim().min(1).max(120) });
export type VideoChapter = z.infer<typeof videoChapter>;
export const transcriptLine = z.object({ start: z.number().min(0).max(86_400), end: z.number().min(0).max(86_400), text: z.string().max(1_000) });
export type TranscriptLine = z.infer<typeof transcriptLine>;

export const externalProvider = z.enum(['youtube', 'vimeo']);
export type ExternalProvider = z.infer<typeof externalProvider>;

/** How the browser plays it: our own streams (HLS, with an MP4 fallback and WebVTT captions), or another site's player. */
export const videoPlayback = z.object({
  hls: z.string().nullable(),
  mp4: z.string().nullable(),
  captions: z.string().nullable(),
  external: z.object({ provider: externalProvider, embedUrl: z.string() }).nullable(),
});
export type VideoPlayback = z.infer<typeof videoPlayback>;

export const relatedArticle = z.object({ slug: z.string(), title: z.string(), excerpt: z.string().nullable(), featuredImage: z.string().nullable() });

/** One video's page (GET /api/videos/{slug}): members, or anyone for an open video. */
export const videoDetail = videoCard.extend({
  description: z.string(),
  speakerRole: z.string().nullable(),
  chapters: z.array(videoChapter),
  transcript: z.array(transcriptLine),
  playback: videoPlayback,
  relatedArticles: z.array(relatedArticle),
  relatedVideos: z.array(videoCard),
  /** What plays next: the next unfinished video in the library's order. */
  next: videoCard.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetail>;

export const videoSort = z.enum(['newest', 'most-watched']);
export type VideoSort = z.infer<typeof videoSort>;

export const videoListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  topic: videoTopic.optional(),
  sort: videoSort.optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type VideoListQuery = z.input<typeof videoListQuery>;

export const videoPage = z.object({ items: z.array(videoCard), ...pageFields });
export type VideoPage = z.infer<typeof videoPage>;

/** What the player reports every few seconds and on pause: where it is, how long the video is, and seconds watched since the last report. */
export const progressInput = z
  .object({
    position: z.number().min(0).max(86_400),
    duration: z.number().min(0).max(86_400),
    watched: z.number().min(0).max(120).default(0),
  })
  .strict();
export type ProgressInput = z.input<typeof progressInput>;

/* ---------- Administration ---------- */

export const videoStatus = z.enum(['draft', 'published']);
export type VideoStatus = z.infer<typeof videoStatus>;
/** Where a video's media is: waiting for its file, queued or being processed, ready, or failed (with the reason). External videos are always ready. */
export const processingState = z.enum(['waiting', 'queued', 'processing', 'ready', 'failed']);
export type ProcessingState = z.infer<typeof processingState>;

export const videoProcessing = z.object({
  state: processingState,
  /** 0..100 while processing. */
  percent: z.number(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type VideoProcessing = z.infer<typeof videoProcessing>;

export const adminVideo = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  topic: videoTopic,
  speakerName: z.string().nullable(),
  speakerRole: z.string().nullable(),
  status: videoStatus,
  membersOnly: z.boolean(),
  order: z.number(),
  externalUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  chapters: z.array(videoChapter),
  transcript: z.array(transcriptLine),
  /** The WebVTT captions, as stored. */
  captions: z.string().nullable(),
  relatedArticleSlugs: z.array(z.string()),
  processing: videoProcessing,
  sourceFileName: z.string().nullable(),
  sourceBytes: z.number().nullable(),
  renditions: z.array(z.number()),
  views: z.number(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

export const adminVideoRow = adminVideo.omit({ transcript: true, captions: true, chapters: true, description: true });
export type AdminVideoRow = z.infer<typeof adminVideoRow>;

export const adminVideosQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'draft', 'published']).optional().default('all'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type AdminVideosQuery = z.input<typeof adminVideosQuery>;
export const adminVideosPage = z.object({ items: z.array(adminVideoRow), ...pageFields });
export type AdminVideosPage = z.infer<typeof adminVideosPage>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A YouTube (played from its privacy-enhanced domain) or Vimeo address: watch, short, embed and
 * share forms are all understood (shared/video-links.ts).
 */
export const externalUrl = z.string().trim().max(300);

const videoFields = z
  .object({
    title: z.string().trim().min(1, 'Please give the video a title').max(200),
    slug: videoSlug.optional(),
    description: z.string().trim().max(5_000).optional(),
    topic: videoTopic.optional(),
    speakerName: optionalText(120),
    speakerRole: optionalText(160),
    membersOnly: z.boolean().optional(),
    status: videoStatus.optional(),
    chapters: z.array(videoChapter).max(100).optional(),
    transcript: z.array(transcriptLine).max(5_000).optional(),
    relatedArticleSlugs: z.array(z.string().max(120)).max(6).optional(),
  })
  .strict();

/** A new video: an upload (its file follows through the resumable upload) or another site's video by its address. */
export const videoInput = videoFields.extend({ source: z.enum(['upload', 'external']), externalUrl: externalUrl.optional() }).strict();
export type VideoInput = z.input<typeof videoInput>;
export const videoUpdate = videoFields.partial().extend({ externalUrl: externalUrl.optional() }).strict();
export type VideoUpdate = z.input<typeof videoUpdate>;

export const videoOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1_000) }).strict();

/** The dashboard's card. */
export const videoFigures = z.object({
  videos: z.number(),
  published: z.number(),
  processing: z.number(),
  failed: z.number(),
  minutesWatchedThisMonth: z.number(),
  mostWatched: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string(), views: z.number(), minutes: z.number() })),
});
export type VideoFigures = z.infer<typeof videoFigures>;

/* ---------- Endpoints ---------- */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: rowId });
/** A media folder's id and one of its files (playlists, segments, the MP4, the poster, thumbnails). */
export const mediaParams = z.object({
  mediaId: z.string().regex(/^[0-9a-f]{32}$/, 'Not a media folder'),
  file: z.string().regex(/^[a-z0-9_-]{1,40}\.(m3u8|ts|mp4|jpg|vtt)$/, 'Not a media file'),
});
export const uploadParams = z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Not an upload') });

const publicErrors = { 400: errorBody, 401: errorBody, 404: errorBody };
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };

const videoText = ['title', 'description', 'speakerName', 'speakerRole'];
/** Where a video's words are read: the library (a published video), its page, and the admin list. */
const videoShown: ShownOn[] = [
  { viewer: 'admin', page: () => '/admin/videos', fields: ['title'] },
  { viewer: 'admin', page: ({ result }) => `/admin/videos?edit=${result.id}`, fields: [...videoText, 'chapters', 'transcript'] },
  { viewer: 'visitor', page: () => '/videos?sort=newest', fields: ['title', 'speakerName'] },
  { viewer: 'member', page: ({ result }) => `/videos/${result.slug}`, fields: [...videoText, 'chapters', 'transcript'] },
  { viewer: 'visitor', page: ({ body }) => `/videos?q=${firstWordOf(body.title)}`, fields: ['title'] },
];

export const videoEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/videos', access: 'public', query: videoListQuery, responses: { 200: videoPage, 400: errorBody } }),
  /** The member's unfinished videos, most recent first. */
  continueWatching: endpoint({ method: 'GET', path: '/api/videos/continue', access: 'member', responses: { 200: z.array(videoCard), 401: errorBody } }),
  /** Members-only videos answer 401 to visitors ("Please sign in to watch"). */
  detail: endpoint({ method: 'GET', path: '/api/videos/:slug', access: 'public', params: slugParams, responses: { 200: videoDetail, ...publicErrors } }),
  /** The captions (WebVTT) of a video its caller may watch. */
  captions: endpoint({ method: 'GET', path: '/api/videos/:slug/captions', access: 'public', produces: 'text', params: slugParams, responses: publicErrors }),
  saveProgress: endpoint({
    method: 'PUT',
    path: '/api/videos/:slug/progress',
    access: 'member',
    shownOn: [],
    params: slugParams,
    body: progressInput,
    responses: { 200: videoProgress, ...publicErrors },
  }),
  /** A playlist, segment, MP4, poster or thumbnail: checked on every request (ranges answer 206). */
  media: endpoint({ method: 'GET', path: '/api/videos/media/:mediaId/:file', access: 'public', produces: 'file', params: mediaParams, responses: { ...publicErrors, 416: errorBody } }),
};

export const videoAdminEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/admin/videos', access: 'admin', query: adminVideosQuery, responses: { 200: adminVideosPage, ...adminErrors } }),
  figures: endpoint({ method: 'GET', path: '/api/admin/videos/figures', access: 'admin', responses: { 200: videoFigures, ...adminErrors } }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/videos',
    access: 'admin',
    idempotent: true,
    shownOn: videoShown,
    body: videoInput,
    responses: { 201: adminVideo, ...adminErrors },
  }),
  get: endpoint({ method: 'GET', path: '/api/admin/videos/:id', access: 'admin', params: idParams, responses: { 200: adminVideo, ...adminErrors } }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/videos/:id',
    access: 'admin',
    shownOn: videoShown,
    params: idParams,
    body: videoUpdate,
    responses: { 200: adminVideo, ...adminErrors },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/videos/:id', access: 'admin', params: idParams, responses: { 200: okBody, ...adminErrors } }),
  reorder: endpoint({ method: 'PUT', path: '/api/admin/videos/order', access: 'admin', body: videoOrder, responses: { 200: okBody, ...adminErrors } }),
  /** Processes the uploaded file again (after a failure). */
  reprocess: endpoint({ method: 'POST', path: '/api/admin/videos/:id/process', access: 'admin', params: idParams, responses: { 202: adminVideo, ...adminErrors } }),
  /** Multipart: one .vtt or .srt file (an .srt is converted to WebVTT); the transcript is made from it when empty. */
  uploadCaptions: endpoint({
    method: 'POST',
    path: '/api/admin/videos/:id/captions',
    access: 'admin',
    consumes: 'multipart',
    params: idParams,
    responses: { 201: adminVideo, ...adminErrors },
  }),
  /** Multipart: one image, the poster (an external video's facade, or in place of the frame processing picked). */
  uploadPoster: endpoint({
    method: 'POST',
    path: '/api/admin/videos/:id/poster',
    access: 'admin',
    consumes: 'multipart',
    params: idParams,
    responses: { 201: adminVideo, ...adminErrors },
  }),
  /**
   * The resumable upload (the tus protocol, 1.0.0): POST creates an upload for a video (its id in
   * Upload-Metadata as `videoId`), HEAD asks how much arrived, PATCH sends the next bytes, DELETE
   * gives up. The bytes decide the type (MP4, MOV or WebM); at most 2 GB.
   */
  createUpload: endpoint({ method: 'POST', path: '/api/admin/videos/uploads', access: 'admin', consumes: 'tus', responses: { 201: z.unknown(), ...adminErrors } }),
  sendUpload: endpoint({
    method: 'PATCH',
    path: '/api/admin/videos/uploads/:uploadId',
    access: 'admin',
    consumes: 'tus',
    params: uploadParams,
    responses: { 204: z.unknown(), ...adminErrors },
  }),
  cancelUpload: endpoint({
    method: 'DELETE',
    path: '/api/admin/videos/uploads/:uploadId',
    access: 'admin',
    consumes: 'tus',
    params: uploadParams,
    responses: { 204: z.unknown(), ...adminErrors },
  }),
};

export { VIDEO_PAGE_SIZE };
