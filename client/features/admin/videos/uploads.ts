import { adminApi } from '@client/lib/admin-api';
import { useSyncExternalStore } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';

import { tIn } from '@client/lib/i18n';
import { videosAdminMessages } from './messages';

/*
 * The video files on their way to the server, by video id: the resumable upload (the tus protocol,
 * with tus-js-client, loaded only when a file is sent). Kept outside any one screen so the add
 * dialog and the list's row show the same progress, and closing the dialog does not stop it.
 */

export type UploadPhase = 'starting' | 'uploading' | 'done' | 'failed' | 'cancelled';
export type UploadState = { videoId: number; fileName: string; sent: number; total: number; phase: UploadPhase; error: string | null };

/** tus-js-client sends the file in pieces of this size; a broken connection loses one piece at most. */
const CHUNK_BYTES = 8 * 1024 * 1024;

const states = new Map<number, UploadState>();
const running = new Map<number, Upload>();
const listeners = new Set<() => void>();

function set(videoId: number, change: Partial<UploadState>) {
  const previous = states.get(videoId);
  if (!previous) return;
  states.set(videoId, { ...previous, ...change });
  for (const listener of listeners) listener();
}

/** Closing the tab while a file is on its way asks first (it could go on later, but only from this browser). */
function warnWhileSending(event: BeforeUnloadEvent) {
  if (running.size > 0) event.preventDefault();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The upload of one video's file in this browser, or undefined. */
export function useUpload(videoId: number | null): UploadState | undefined {
  return useSyncExternalStore(subscribe, () => (videoId === null ? undefined : states.get(videoId)));
}

/** Whether this browser is sending, or has just sent, a video's file (its row is then read again until the server queues it). */
export function hasUploadFor(videoId: number) {
  const phase = states.get(videoId)?.phase;
  return phase === 'starting' || phase === 'uploading' || phase === 'done';
}

/** The server's own reason (its JSON `{message}`), else what went wrong on the way (in the page's language). */
function reasonOf(error: Error) {
  const t = tIn(videosAdminMessages);
  const response = (error as Partial<DetailedError>).originalResponse;
  if (response) {
    try {
      const body = JSON.parse(response.getBody()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: the status says enough.
    }
    return t('upload.refused', { status: String(response.getStatus()) });
  }
  return t('upload.stopped');
}

/**
 * Sends a video's file. A file this browser began sending for the same video before (the page was
 * closed, the connection dropped) goes on from where it stopped. `onDone` runs when the last byte is in
 * (the server has queued its processing by then).
 */
export async function startUpload(videoId: number, file: File, onDone?: () => void) {
  if (running.has(videoId)) return;
  window.addEventListener('beforeunload', warnWhileSending);
  states.set(videoId, { videoId, fileName: file.name, sent: 0, total: file.size, phase: 'starting', error: null });
  for (const listener of listeners) listener();
  try {
    const { Upload } = await import('tus-js-client');
    const upload = new Upload(file, {
      endpoint: new URL(adminApi.videoAdmin.createUpload.path, window.location.origin).href,
      metadata: { videoId: String(videoId), filename: file.name, filetype: file.type || 'application/octet-stream' },
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The server's cross-site check reads the Origin header, which the browser adds to every non-GET request itself (server/lib/same-origin.ts).
      headers: {},
      onProgress: (sent, total) => set(videoId, { phase: 'uploading', sent, total }),
      onSuccess: () => {
        running.delete(videoId);
        set(videoId, { phase: 'done', sent: file.size });
        onDone?.();
      },
      onError: (error) => {
        running.delete(videoId);
        set(videoId, { phase: 'failed', error: reasonOf(error) });
      },
    });
    running.set(videoId, upload);
    // An earlier start of this file for this video (another video's is not this one's).
    const previous = (await upload.findPreviousUploads()).filter((earlier) => earlier.metadata.videoId === String(videoId));
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) upload.resumeFromPreviousUpload(latest);
    if (states.get(videoId)?.phase === 'cancelled') return;
    upload.start();
  } catch (error) {
    running.delete(videoId);
    set(videoId, { phase: 'failed', error: error instanceof Error ? reasonOf(error) : tIn(videosAdminMessages)('upload.notStarted') });
  }
}

/** Stops sending and asks the server to drop what arrived. */
export async function cancelUpload(videoId: number) {
  const upload = running.get(videoId);
  running.delete(videoId);
  set(videoId, { phase: 'cancelled', error: null });
  try {
    await upload?.abort(true);
  } catch {
    // The server drops an unfinished upload on its own in time; nothing more to do here.
  }
}

/** Forgets a finished, failed or cancelled upload (its row then shows the server's state alone). */
export function forgetUpload(videoId: number) {
  if (running.has(videoId) || !states.has(videoId)) return;
  states.delete(videoId);
  for (const listener of listeners) listener();
}
