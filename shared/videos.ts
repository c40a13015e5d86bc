/**
 * The video library's plain facts (issue 19), free of zod so screens can import them cheaply.
 */

/** Topics a video is filed under, in the order the filter shows them. */
export const VIDEO_TOPICS = ['casting', 'tenotomy', 'bracing', 'shoes', 'adults', 'stories'] as const;
export type VideoTopic = (typeof VIDEO_TOPICS)[number];

export const VIDEO_TOPIC_LABELS: Record<VideoTopic, string> = {
  casting: 'Casting',
  tenotomy: 'Tenotomy',
  bracing: 'Boots and bar',
  shoes: 'Shoes',
  adults: 'Adults with clubfoot',
  stories: 'Family stories',
};

/** The renditions processing makes (height, video bitrate in kbit/s); a source smaller than one skips it. */
export const VIDEO_RENDITIONS = [
  { height: 240, videoKbps: 400, audioKbps: 64 },
  { height: 480, videoKbps: 1000, audioKbps: 96 },
  { height: 720, videoKbps: 2500, audioKbps: 128 },
] as const;

/** Largest file an administrator may upload, and the types the bytes may be. */
export const VIDEO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const VIDEO_UPLOAD_TYPES = ['MP4', 'MOV', 'WebM'] as const;

/** Caption files an administrator may upload (.srt is converted to WebVTT), and their largest size. */
export const CAPTION_MAX_BYTES = 512 * 1024;

/** A member's place is kept once they have watched this many seconds; within this many of the end it counts as finished. */
export const RESUME_MIN_SECONDS = 5;
export const FINISHED_WITHIN_SECONDS = 10;

/** The video list's page size. */
export const VIDEO_PAGE_SIZE = 12;
