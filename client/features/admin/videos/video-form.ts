import type { AdminVideo, TranscriptLine, VideoChapter, VideoUpdate } from '@shared/api/videos';
import { parseExternalVideo } from '@shared/video-links';
import type { VideoTopic } from '@shared/videos';
import { formatTime, parseTime } from './api';

/*
 * The video editor's fields as the form holds them (text for times and lists), and the checks the
 * contract makes (shared/api/videos.ts), so the server should not refuse what passes here.
 */

export type ChapterRow = { key: number; time: string; title: string };

export type VideoFormValues = {
  title: string;
  slug: string;
  description: string;
  topic: VideoTopic;
  speakerName: string;
  speakerRole: string;
  externalUrl: string;
  membersOnly: boolean;
  published: boolean;
  /** Slugs of related articles, separated by commas or spaces. */
  related: string;
  chapters: ChapterRow[];
  /** One line per cue: "m:ss text". */
  transcript: string;
};

export type VideoFormErrors = Partial<Record<'title' | 'slug' | 'description' | 'externalUrl' | 'related' | 'chapters' | 'transcript', string>>;

export const LIMITS = { title: 200, slug: 120, description: 5_000, speakerName: 120, speakerRole: 160, chapterTitle: 120, chapters: 100, related: 6, transcriptLines: 5_000, line: 1_000 };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let nextKey = 1;
export const chapterRow = (time = '', title = ''): ChapterRow => ({ key: nextKey++, time, title });

/** "0:00 Welcome" lines from the saved transcript. */
export const transcriptText = (lines: TranscriptLine[]) => lines.map((line) => `${formatTime(line.start)} ${line.text}`).join('\n');

export function formValues(video: AdminVideo): VideoFormValues {
  return {
    title: video.title,
    slug: video.slug,
    description: video.description,
    topic: video.topic,
    speakerName: video.speakerName ?? '',
    speakerRole: video.speakerRole ?? '',
    externalUrl: video.externalUrl ?? '',
    membersOnly: video.membersOnly,
    published: video.status === 'published',
    related: video.relatedArticleSlugs.join(', '),
    chapters: video.chapters.map((chapter) => chapterRow(formatTime(chapter.start), chapter.title)),
    transcript: transcriptText(video.transcript),
  };
}

/** The values as compared for "unsaved changes" (the rows' keys are not a change). */
export const comparable = (values: VideoFormValues) => JSON.stringify({ ...values, chapters: values.chapters.map(({ time, title }) => [time.trim(), title.trim()]) });

/** The transcript's lines: each "m:ss text"; a line ends where the next begins (the last at the video's end, or 5 s on). */
export function parseTranscript(text: string, durationSeconds: number | null): { lines: TranscriptLine[] } | { error: string } {
  const rows = text.split(/\r?\n/).map((row, index) => ({ row: row.trim(), number: index + 1 })).filter(({ row }) => row !== '');
  if (rows.length > LIMITS.transcriptLines) return { error: `Use at most ${LIMITS.transcriptLines} lines.` };
  const parsed: { start: number; text: string }[] = [];
  for (const { row, number } of rows) {
    const match = /^\[?(\d+(?::\d{1,2}){1,2}(?:\.\d+)?)\]?\s+(.+)$/.exec(row);
    const start = match ? parseTime(match[1]!) : null;
    if (!match || start === null) return { error: `Line ${number} needs a time first, like “1:05 Put the boots on”.` };
    if (match[2]!.length > LIMITS.line) return { error: `Line ${number} is too long: use at most ${LIMITS.line} characters.` };
    if (start > 86_400) return { error: `Line ${number}: the time is past 24 hours.` };
    parsed.push({ start, text: match[2]!.trim() });
  }
  parsed.sort((a, b) => a.start - b.start);
  const lines = parsed.map((line, index) => {
    const following = parsed[index + 1]?.start;
    const end = following ?? Math.max(line.start + 5, Math.min(durationSeconds ?? 0, line.start + 30));
    return { start: line.start, end: Math.min(86_400, Math.max(line.start, end)), text: line.text };
  });
  return { lines };
}

function parseChapters(rows: ChapterRow[]): { chapters: VideoChapter[] } | { error: string } {
  const filled = rows.filter((row) => row.time.trim() || row.title.trim());
  if (filled.length > LIMITS.chapters) return { error: `Use at most ${LIMITS.chapters} chapters.` };
  const chapters: VideoChapter[] = [];
  for (const [index, row] of filled.entries()) {
    const start = parseTime(row.time);
    if (start === null || start > 86_400) return { error: `Chapter ${index + 1} needs a time like 1:05.` };
    if (!row.title.trim()) return { error: `Chapter ${index + 1} needs a title.` };
    if (row.title.trim().length > LIMITS.chapterTitle) return { error: `Chapter ${index + 1}'s title is too long: use at most ${LIMITS.chapterTitle} characters.` };
    chapters.push({ start, title: row.title.trim() });
  }
  return { chapters: chapters.sort((a, b) => a.start - b.start) };
}

function parseRelated(text: string): { slugs: string[] } | { error: string } {
  const slugs = [...new Set(text.split(/[\s,]+/).map((slug) => slug.trim().replace(/^\/?resources\//, '')).filter(Boolean))];
  if (slugs.length > LIMITS.related) return { error: `Choose at most ${LIMITS.related} articles.` };
  const wrong = slugs.find((slug) => !SLUG.test(slug) || slug.length > 120);
  if (wrong) return { error: `“${wrong}” is not an article's address: use the part after /resources/, such as caring-for-casts.` };
  return { slugs };
}

/** The changes to send, or the problems to show. */
export function videoBody(values: VideoFormValues, video: AdminVideo): { body: VideoUpdate } | { errors: VideoFormErrors } {
  const errors: VideoFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Please give the video a title';
  else if (title.length > LIMITS.title) errors.title = `Use at most ${LIMITS.title} characters`;
  const slug = values.slug.trim();
  if (slug && (!SLUG.test(slug) || slug.length > LIMITS.slug)) errors.slug = 'Use lower-case letters, digits and single hyphens';
  else if (slug === 'media' || slug === 'continue') errors.slug = 'That address is taken by the library itself';
  if (values.description.trim().length > LIMITS.description) errors.description = `Use at most ${LIMITS.description} characters`;
  const external = video.externalUrl !== null;
  if (external && !parseExternalVideo(values.externalUrl)) errors.externalUrl = 'Paste a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=…';
  const related = parseRelated(values.related);
  if ('error' in related) errors.related = related.error;
  const chapters = parseChapters(values.chapters);
  if ('error' in chapters) errors.chapters = chapters.error;
  // An unchanged transcript is not sent: the saved lines keep their exact ends (from the captions, say).
  const transcriptChanged = values.transcript.trim() !== transcriptText(video.transcript).trim();
  const transcript = transcriptChanged ? parseTranscript(values.transcript, video.durationSeconds) : { lines: video.transcript };
  if ('error' in transcript) errors.transcript = transcript.error;
  if (Object.keys(errors).length || 'error' in related || 'error' in chapters || 'error' in transcript) return { errors };
  return {
    body: {
      title,
      ...(slug ? { slug } : {}),
      description: values.description.trim(),
      topic: values.topic,
      speakerName: values.speakerName.trim() || null,
      speakerRole: values.speakerRole.trim() || null,
      membersOnly: values.membersOnly,
      status: values.published ? 'published' : 'draft',
      relatedArticleSlugs: related.slugs,
      chapters: chapters.chapters,
      ...(transcriptChanged ? { transcript: transcript.lines } : {}),
      ...(external ? { externalUrl: values.externalUrl.trim() } : {}),
    },
  };
}
