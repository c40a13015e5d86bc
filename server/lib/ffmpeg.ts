import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * ffmpeg and ffprobe come inside registry packages (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe),
 * so `npm ci` brings them on a fresh machine with no download step (decision 0021). FFMPEG_PATH and
 * FFPROBE_PATH point at other binaries (a newer system ffmpeg, say).
 */
const require = createRequire(import.meta.url);

export const ffmpegPath: string = process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
export const ffprobePath: string = process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path;

export type RunOptions = {
  /** Called with each line ffmpeg writes to stderr (progress lines, with `-progress pipe:2`). */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
};

/** ffmpeg or ffprobe ran and failed: its exit code (null when a signal ended it) and the last lines it wrote. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} exited with ${code ?? 'a signal'}: ${stderr}`);
    this.name = 'ToolFailed';
  }

  /** The input is at fault (it cannot be read or decoded), not this machine (no space, no memory, killed). */
  get inputAtFault() {
    return this.code !== null && !/No space left|Cannot allocate memory|Resource temporarily unavailable|Too many open files/i.test(this.stderr);
  }
}

/** Runs a binary to its end; rejects with ToolFailed (and the last lines of stderr) when it fails, with the spawn error when it cannot start. */
export function run(binary: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let tail: string[] = [];
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split(/\r?\n|\r/);
      partial = lines.pop() ?? '';
      for (const line of lines) {
        options.onLine?.(line);
        tail.push(line);
      }
      if (tail.length > 40) tail = tail.slice(-20);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new ToolFailed(binary.split('/').pop() ?? binary, code, [...tail, partial].filter(Boolean).slice(-6).join(' | ')));
    });
  });
}

export const runFfmpeg = (args: string[], options?: RunOptions) => run(ffmpegPath, ['-hide_banner', '-nostdin', '-y', ...args], options);

export type ProbeResult = {
  format: { duration?: string; format_name?: string; size?: string; bit_rate?: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; duration?: string; bit_rate?: string }[];
};

/** ffprobe's JSON for a file or URL. */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const out = await run(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { signal });
  return JSON.parse(out) as ProbeResult;
}
