import type { ForumTopic } from '@shared/api/forum';
import type { ForumReport, RemovedReport } from '@shared/api/forum-admin';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { type Outcome, type ReportDecision, type ReportRemoval, reportedThing } from '../api';
import type { TopicChange, TopicModeration, TopicRemoval, WritingRemoval } from '../moderation-api';
import { tIn, type Translate } from '@client/lib/i18n';
import { forumsAdminMessages } from '../messages';

/** The notices' words in the page's language. */
const t: Translate<(typeof forumsAdminMessages)['en']> = (key, values) => tIn(forumsAdminMessages)(key, values);

/*
 * The notices of /admin/forums, passed to the API hooks by the sections that make each change: a
 * notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

/* ---------- Reports ---------- */

export const dismissReportNotices: Outcome<ForumReport, ReportDecision> = {
  onSuccess: (_dismissed, { report }) => toast({ title: t('notice.reportDismissed'), description: t('notice.reportDismissedText', { thing: reportedThing(report) }) }),
  onError: (error) => failed(t('notice.dismissFailed'))(error),
};

export const removeReportedNotices: Outcome<RemovedReport, ReportRemoval> = {
  onSuccess: (result, { report }) => {
    const others = result.resolved - 1;
    const parts = [t('notice.removedText', { thing: reportedThing(report) })];
    if (others > 0) parts.push(t('notice.othersClosed', { count: others }));
    if (result.authorSuspended) parts.push(report.target.author ? t('notice.authorSuspended', { name: report.target.author.name }) : t('notice.theAuthorSuspended'));
    toast({ title: t('notice.contentRemoved'), description: parts.join(' ') });
  },
  onError: (error) => failed(t('notice.removeFailed'))(error),
};

/* ---------- Topics and writing ---------- */

/** What a change did, in words, and what to say when it fails. */
function describe(topic: ForumTopic, change: TopicChange) {
  const title = topic.title;
  if ('isPinned' in change) {
    return change.isPinned
      ? { done: t('notice.pinned'), detail: t('notice.pinnedText', { title }), failure: t('notice.pinFailed') }
      : { done: t('notice.unpinned'), detail: t('notice.unpinnedText', { title }), failure: t('notice.unpinFailed') };
  }
  if ('isLocked' in change) {
    return change.isLocked
      ? { done: t('notice.locked'), detail: t('notice.lockedText', { title }), failure: t('notice.lockFailed') }
      : { done: t('notice.unlocked'), detail: t('notice.unlockedText', { title }), failure: t('notice.unlockFailed') };
  }
  return { done: t('notice.moved'), detail: t('notice.movedText', { title, category: change.categoryName }), failure: t('notice.moveFailed') };
}

export const moderateTopicNotices: Outcome<ForumTopic, TopicModeration> = {
  onSuccess: (_moderated, { topic, change }) => {
    const { done, detail } = describe(topic, change);
    toast({ title: done, description: detail });
  },
  onError: (error, { topic, change }) => failed(describe(topic, change).failure)(error),
};

export const deleteTopicNotices: Outcome<unknown, TopicRemoval> = {
  onSuccess: (_done, { topic, own }) =>
    toast(
      own
        ? { title: t('notice.topicRemoved'), description: t('notice.topicRemovedText', { title: topic.title }) }
        : { title: t('notice.topicDeleted'), description: t('notice.topicDeletedText', { title: topic.title }) },
    ),
  onError: (error) => failed(t('notice.deleteFailed'))(error),
};

export const removeWritingNotices: Outcome<unknown, WritingRemoval> = {
  onSuccess: (_done, { item }) => {
    const values = { kind: item.kind, hasAuthor: item.author ? 'yes' : 'no', author: item.author?.name ?? '', title: item.topic.title };
    toast({ title: t('notice.writingRemoved', { kind: item.kind }), description: t('notice.writingRemovedText', values) });
  },
  onError: (error, { item }) => failed(t('notice.writingRemoveFailed', { kind: item.kind }))(error),
};
