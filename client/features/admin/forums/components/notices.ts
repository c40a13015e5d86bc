import type { ForumTopic } from '@shared/api/forum';
import type { ForumReport, RemovedReport } from '@shared/api/forum-admin';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { type Outcome, type ReportDecision, type ReportRemoval, reportedThing } from '../api';
import type { TopicChange, TopicModeration, TopicRemoval, WritingRemoval } from '../moderation-api';

/*
 * The notices of /admin/forums, passed to the API hooks by the sections that make each change: a
 * notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

/* ---------- Reports ---------- */

export const dismissReportNotices: Outcome<ForumReport, ReportDecision> = {
  onSuccess: (_dismissed, { report }) => toast({ title: 'Report dismissed', description: `The ${reportedThing(report)} stays as it is.` }),
  onError: failed('Could not dismiss the report'),
};

export const removeReportedNotices: Outcome<RemovedReport, ReportRemoval> = {
  onSuccess: (result, { report }) => {
    const others = result.resolved - 1;
    const parts = [`The ${reportedThing(report)} has been removed.`];
    if (others > 0) parts.push(`${others} other ${others === 1 ? 'report' : 'reports'} on it ${others === 1 ? 'was' : 'were'} closed too.`);
    if (result.authorSuspended) parts.push(`${report.target.author?.name ?? 'The author'} is suspended.`);
    toast({ title: 'Content removed', description: parts.join(' ') });
  },
  onError: failed('Could not remove the content'),
};

/* ---------- Topics and writing ---------- */

/** What a change did, in words, and what to say when it fails. */
function describe(topic: ForumTopic, change: TopicChange) {
  const name = `“${topic.title}”`;
  if ('isPinned' in change) {
    return change.isPinned
      ? { done: 'Topic pinned', detail: `${name} stays at the top of its category.`, failure: 'Could not pin the topic' }
      : { done: 'Topic unpinned', detail: `${name} is no longer pinned.`, failure: 'Could not unpin the topic' };
  }
  if ('isLocked' in change) {
    return change.isLocked
      ? { done: 'Topic locked', detail: `${name} no longer takes replies or comments.`, failure: 'Could not lock the topic' }
      : { done: 'Topic unlocked', detail: `Members can reply to ${name} again.`, failure: 'Could not unlock the topic' };
  }
  return { done: 'Topic moved', detail: `${name} is now in ${change.categoryName}.`, failure: 'Could not move the topic' };
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
        ? { title: 'Topic removed', description: `“${topic.title}” is shown as removed.` }
        : { title: 'Topic deleted', description: `“${topic.title}” has been deleted with its replies and comments.` },
    ),
  onError: failed('Could not delete the topic'),
};

export const removeWritingNotices: Outcome<unknown, WritingRemoval> = {
  onSuccess: (_done, { item }) => {
    const by = item.author ? ` by ${item.author.name}` : '';
    toast({ title: item.kind === 'reply' ? 'Reply removed' : 'Comment removed', description: `The ${item.kind}${by} in “${item.topic.title}” has been removed.` });
  },
  onError: (error, { item }) => failed(`Could not remove the ${item.kind}`)(error),
};
