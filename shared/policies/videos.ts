import { isAdmin, type Viewer } from './viewer';

/**
 * Videos (issue 19): the library lists published videos to everyone; a members-only video plays for
 * signed-in members, an open one for anyone; drafts only for administrators, who check them before
 * publishing. Media requests are held to the same rule as the page.
 */
export type VideoAccessFacts = { status: 'draft' | 'published' | string; membersOnly: boolean };

export const seesDraftVideos = (viewer: Viewer | null | undefined) => isAdmin(viewer);

export const canSeeVideo = (viewer: Viewer | null | undefined, video: VideoAccessFacts) => video.status === 'published' || seesDraftVideos(viewer);

/** 'ok', 'sign-in' (a visitor on a members-only video) or 'not-found' (a draft to anyone but an administrator). */
export function watchVerdict(viewer: Viewer | null | undefined, video: VideoAccessFacts | null | undefined): 'ok' | 'sign-in' | 'not-found' {
  if (!video || !canSeeVideo(viewer, video)) return 'not-found';
  if (video.membersOnly && !viewer) return 'sign-in';
  return 'ok';
}

export const canWatchVideo = (viewer: Viewer | null | undefined, video: VideoAccessFacts | null | undefined) => watchVerdict(viewer, video) === 'ok';

/** Progress is kept for signed-in members only. */
export const keepsProgress = (viewer: Viewer | null | undefined) => !!viewer;
