import type { AdminVideo, AdminVideoRow } from '@shared/api/videos';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cueCount, type Outcome, type VideoChange, type VideoFile, type VideoOrder, type VideoRemoval, videoTitle } from '../api';

/*
 * The videos screen's notices, passed to the API hooks by the parts that make each change: a notice
 * on success, a destructive one with the server's reason on failure. A refused form (400) shows its
 * reason in the form as well.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

export const createVideoNotices: Outcome<AdminVideo, unknown> = {
  onError: failed('Could not add the video'),
};

export const updateVideoNotices: Outcome<AdminVideo, VideoChange> = {
  onSuccess: (video) =>
    toast({
      title: 'Video saved',
      description: video.status === 'published' ? `Your changes to “${videoTitle(video)}” are in the library.` : `“${videoTitle(video)}” is saved as a draft.`,
    }),
  onError: failed('Could not save the video'),
};

export const deleteVideoNotices: Outcome<unknown, VideoRemoval> = {
  onSuccess: (_done, { video }) => toast({ title: 'Video deleted', description: `“${videoTitle(video)}” and its files have been deleted.` }),
  onError: failed('Could not delete the video'),
};

export const reorderNotices: Outcome<unknown, VideoOrder> = {
  onError: failed('Could not change the order'),
};

export const reprocessNotices: Outcome<AdminVideo, Pick<AdminVideoRow, 'id' | 'title'>> = {
  onSuccess: (video) => toast({ title: 'Processing again', description: `“${videoTitle(video)}” is queued to be processed again.` }),
  onError: failed('Could not process the video again'),
};

export const captionsNotices: Outcome<AdminVideo, VideoFile> = {
  onSuccess: (video) => {
    const cues = video.captions ? cueCount(video.captions) : 0;
    toast({ title: 'Captions uploaded', description: `“${videoTitle(video)}” has captions: ${cues} ${cues === 1 ? 'cue' : 'cues'}.` });
  },
  onError: failed('Could not upload the captions'),
};

export const posterNotices: Outcome<AdminVideo, VideoFile> = {
  onSuccess: (video) => toast({ title: 'Poster uploaded', description: `“${videoTitle(video)}” shows the new picture.` }),
  onError: failed('Could not upload the poster'),
};
