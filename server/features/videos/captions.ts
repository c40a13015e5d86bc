/**
 * Captions (issue 19): WebVTT is what players read; an administrator may upload SubRip (.srt), which
 * is converted. The transcript under the player is made from the cues when it has none of its own.
 */
export type Cue = { start: number; end: number; text: string };

const TIME = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[.,](\d{3})$/;

function seconds(stamp: string): number | null {
  const match = TIME.exec(stamp.trim());
  if (!match) return null;
  const [, h, m, s, ms] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

function stamp(total: number) {
  const ms = Math.round(total * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text as plain words: markup such as <i> or <c.yellow> and entities are not shown in a transcript. */
function plain(text: string) {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The cues of a WebVTT or SubRip text (blocks of "start --> end" then text); null when it has none. */
export function parseCues(text: string): Cue[] | null {
  const blocks = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from, rest] = lines[timing]!.split('-->');
    const start = seconds(from ?? '');
    const end = seconds((rest ?? '').trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null || end < start) return null;
    const words = plain(lines.slice(timing + 1).join(' '));
    if (words) cues.push({ start, end, text: words.slice(0, 1_000) });
  }
  return cues.length ? cues : null;
}

const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT from cues: every cue's text escaped (no markup of anyone's reaches a player). */
export function toWebVtt(cues: Cue[]) {
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${escapeCue(cue.text)}`).join('\n\n')}\n`;
}

/**
 * An uploaded caption file as clean WebVTT and its cues: WebVTT must start with its signature;
 * anything else is read as SubRip. Null when no cue could be read.
 */
export function readCaptionFile(text: string): { vtt: string; cues: Cue[] } | null {
  const cues = parseCues(text);
  if (!cues) return null;
  return { vtt: toWebVtt(cues), cues };
}
