import type { AdminVideo, AdminVideoRow } from '@shared/api/videos';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import { cueCount, type Outcome, type VideoChange, type VideoFile, type VideoOrder, type VideoRemoval, videoTitle } from '../api';
import { videosAdminMessages } from '../messages';

/*
 * The videos screen's notices, passed to the API hooks by the parts that make each change: a notice
 * on success, a destructive one with the server's reason on failure. A refused form (400) shows its
 * reason in the form as well. In the language of the page at the time of the notice.
 */

type Key = keyof (typeof videosAdminMessages)['en'];
const t = (key: Key, values?: Record<string, unknown>) => tIn(videosAdminMessages)(key, values);

const failed = (title: Key) => (error: unknown) => {
  toast({ title: t(title), description: errorMessage(error), variant: 'destructive' });
};

export const createVideoNotices: Outcome<AdminVideo, unknown> = {
  onError: failed('notice.addFailed'),
};

export const updateVideoNotices: Outcome<AdminVideo, VideoChange> = {
  onSuccess: (video) =>
    toast({
      title: t('notice.saved'),
      description: video.status === 'published' ? t('notice.savedText', { title: videoTitle(video) }) : t('notice.savedDraft', { title: videoTitle(video) }),
    }),
  onError: failed('notice.saveFailed'),
};

export const deleteVideoNotices: Outcome<unknown, VideoRemoval> = {
  onSuccess: (_done, { video }) => toast({ title: t('notice.deleted'), description: t('notice.deletedText', { title: videoTitle(video) }) }),
  onError: failed('notice.deleteFailed'),
};

export const reorderNotices: Outcome<unknown, VideoOrder> = {
  onError: failed('notice.reorderFailed'),
};

export const reprocessNotices: Outcome<AdminVideo, Pick<AdminVideoRow, 'id' | 'title'>> = {
  onSuccess: (video) => toast({ title: t('notice.reprocessed'), description: t('notice.reprocessedText', { title: videoTitle(video) }) }),
  onError: failed('notice.reprocessFailed'),
};

export const captionsNotices: Outcome<AdminVideo, VideoFile> = {
  onSuccess: (video) => {
    const cues = video.captions ? cueCount(video.captions) : 0;
    toast({ title: t('notice.captions'), description: t('notice.captionsText', { title: videoTitle(video), count: cues }) });
  },
  onError: failed('notice.captionsFailed'),
};

export const posterNotices: Outcome<AdminVideo, VideoFile> = {
  onSuccess: (video) => toast({ title: t('notice.poster'), description: t('notice.posterText', { title: videoTitle(video) }) }),
  onError: failed('notice.posterFailed'),
};
