import type { VideoTopic } from '@shared/videos';
import type { videosAdminMessages } from './messages';

/* What the videos' administration calls things (shared/videos.ts's English labels, as keys of the catalogue). */

type Key = keyof (typeof videosAdminMessages)['en'];

/** Each topic's name (shared/videos.ts VIDEO_TOPIC_LABELS in English). */
export const TOPIC = {
  casting: 'topic.casting',
  tenotomy: 'topic.tenotomy',
  bracing: 'topic.bracing',
  shoes: 'topic.shoes',
  adults: 'topic.adults',
  stories: 'topic.stories',
} as const satisfies Record<VideoTopic, Key>;
