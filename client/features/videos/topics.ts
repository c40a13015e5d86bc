import { VIDEO_TOPICS, type VideoTopic } from '@shared/videos';
import type { Translate } from '@client/lib/i18n';
import type { videosMessages } from './messages';

type Label = keyof (typeof videosMessages)['en'];

/** Each topic's words in the videos' messages (shared/videos.ts VIDEO_TOPIC_LABELS in English). */
const TOPIC_LABELS = {
  casting: 'topic.casting',
  tenotomy: 'topic.tenotomy',
  bracing: 'topic.bracing',
  shoes: 'topic.shoes',
  adults: 'topic.adults',
  stories: 'topic.stories',
} as const satisfies Record<VideoTopic, Label>;

/** A topic's name in the page's language; a topic this version does not know shows as it is. */
export const topicLabel = (t: Translate<(typeof videosMessages)['en']>, topic: string) =>
  (VIDEO_TOPICS as readonly string[]).includes(topic) ? t(TOPIC_LABELS[topic as VideoTopic]) : topic;
