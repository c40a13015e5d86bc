import type { AdminVideo, TranscriptLine, VideoChapter, VideoUpdate } from '@shared/api/videos';
import { parseExternalVideo } from '@shared/video-links';
import type { VideoTopic } from '@shared/videos';
import { tIn } from '@client/lib/i18n';
import { formatTime, parseTime } from './api';
import { videosAdminMessages } from './messages';

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

/** A problem's words, in the page's language. */
const say = (key: keyof (typeof videosAdminMessages)['en'], values?: Record<string, unknown>) => tIn(videosAdminMessages)(key, values);

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
  if (rows.length > LIMITS.transcriptLines) return { error: say('form.transcriptLines', { max: LIMITS.transcriptLines }) };
  const parsed: { start: number; text: string }[] = [];
  for (const { row, number } of rows) {
    const match = /^\[?(\d+(?::\d{1,2}){1,2}(?:\.\d+)?)\]?\s+(.+)$/.exec(row);
    const start = match ? parseTime(match[1]!) : null;
    if (!match || start === null) return { error: say('form.lineTime', { line: number }) };
    if (match[2]!.length > LIMITS.line) return { error: say('form.lineLong', { line: number, max: LIMITS.line }) };
    if (start > 86_400) return { error: say('form.lineLate', { line: number }) };
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
  if (filled.length > LIMITS.chapters) return { error: say('form.chaptersMax', { max: LIMITS.chapters }) };
  const chapters: VideoChapter[] = [];
  for (const [index, row] of filled.entries()) {
    const start = parseTime(row.time);
    if (start === null || start > 86_400) return { error: say('form.chapterTime', { number: index + 1 }) };
    if (!row.title.trim()) return { error: say('form.chapterTitle', { number: index + 1 }) };
    if (row.title.trim().length > LIMITS.chapterTitle) return { error: say('form.chapterTitleLong', { number: index + 1, max: LIMITS.chapterTitle }) };
    chapters.push({ start, title: row.title.trim() });
  }
  return { chapters: chapters.sort((a, b) => a.start - b.start) };
}

function parseRelated(text: string): { slugs: string[] } | { error: string } {
  const slugs = [...new Set(text.split(/[\s,]+/).map((slug) => slug.trim().replace(/^\/?resources\//, '')).filter(Boolean))];
  if (slugs.length > LIMITS.related) return { error: say('form.relatedMax', { max: LIMITS.related }) };
  const wrong = slugs.find((slug) => !SLUG.test(slug) || slug.length > 120);
  if (wrong) return { error: say('form.relatedSlug', { slug: wrong }) };
  return { slugs };
}

/** The changes to send, or the problems to show. */
export function videoBody(values: VideoFormValues, video: AdminVideo): { body: VideoUpdate } | { errors: VideoFormErrors } {
  const errors: VideoFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = say('form.titleRequired');
  else if (title.length > LIMITS.title) errors.title = say('form.atMost', { max: LIMITS.title });
  const slug = values.slug.trim();
  if (slug && (!SLUG.test(slug) || slug.length > LIMITS.slug)) errors.slug = say('form.slug');
  else if (slug === 'media' || slug === 'continue') errors.slug = say('form.slugTaken');
  if (values.description.trim().length > LIMITS.description) errors.description = say('form.atMost', { max: LIMITS.description });
  const external = video.externalUrl !== null;
  if (external && !parseExternalVideo(values.externalUrl)) errors.externalUrl = say('form.externalUrl');
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
