import type { StoryNaming, StoryStatus } from '../stories';
import { isActiveViewer, isAdmin, isSelf, type Viewer } from './viewer';

/**
 * Success stories (issue 21): everyone reads published stories; a story before or after that
 * (pending, declined, withdrawn, unpublished) only its author and administrators see, and anyone
 * else is told it does not exist. Members tell stories; only the author changes or withdraws one;
 * administrators approve, decline, feature and unpublish.
 */
export type StoryFacts = { status: StoryStatus | string; authorId: string | null };

export const isStoryAuthor = (viewer: Viewer | null | undefined, story: Pick<StoryFacts, 'authorId'>) => isSelf(viewer, story.authorId);

export const canSeeStory = (viewer: Viewer | null | undefined, story: StoryFacts) =>
  story.status === 'published' || isStoryAuthor(viewer, story) || isAdmin(viewer);

export const canTellStory = (viewer: Viewer | null | undefined) => isActiveViewer(viewer);

/** The author edits and resubmits any of their stories (it is reviewed again). */
export const canEditStory = (viewer: Viewer | null | undefined, story: Pick<StoryFacts, 'authorId'>) => isStoryAuthor(viewer, story);

/** A story on the site, or waiting for review, can be withdrawn by its author at any time. */
export const canWithdrawStory = (viewer: Viewer | null | undefined, story: StoryFacts) =>
  isStoryAuthor(viewer, story) && (story.status === 'published' || story.status === 'pending');

export const moderatesStories = (viewer: Viewer | null | undefined) => isAdmin(viewer);

/** What an administrator may do to a story in each status. */
export const canApproveStory = (story: Pick<StoryFacts, 'status'>) => story.status === 'pending';
export const canDeclineStory = (story: Pick<StoryFacts, 'status'>) => story.status === 'pending';
export const canFeatureStory = (story: Pick<StoryFacts, 'status'>) => story.status === 'published';
export const canUnpublishStory = (story: Pick<StoryFacts, 'status'>) => story.status === 'published';

/** Whether the public sees the author's name at all (an anonymous story never names them). */
export const namesAuthor = (naming: StoryNaming | string) => naming === 'full-name' || naming === 'first-name';

/** Why a story was declined or unpublished: for its author and administrators, never the public. */
export const seesReviewNote = (viewer: Viewer | null | undefined, story: StoryFacts) =>
  (story.status === 'declined' || story.status === 'unpublished') && (isStoryAuthor(viewer, story) || isAdmin(viewer));
