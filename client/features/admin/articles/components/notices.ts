import type { AdminArticle, ArticleInput } from '@shared/api/resources';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import {
  articleTitle,
  type ArticleChange,
  type ArticleChangeKind,
  type ArticleRemoval,
  type GuideRemoval,
  type GuideUpload,
  type Outcome,
} from '../api';

/*
 * The notices of the articles and library screens, passed to the API hooks by the screens that
 * make each change: a notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: string) => (error: unknown) => {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
};

const changeNotices: Record<ArticleChangeKind, { title: string; description: (article: AdminArticle) => string; failure: string }> = {
  save: { title: 'Article saved', description: (a) => `Your changes to “${articleTitle(a)}” are saved.`, failure: 'Could not save the article' },
  publish: {
    title: 'Article published',
    description: (a) => `“${articleTitle(a)}” is now in the resource library.`,
    failure: 'Could not publish the article',
  },
  unpublish: {
    title: 'Article unpublished',
    description: (a) => `“${articleTitle(a)}” is a draft again and no longer in the library.`,
    failure: 'Could not unpublish the article',
  },
  feature: {
    title: 'Article featured',
    description: (a) => `“${articleTitle(a)}” is now featured.`,
    failure: 'Could not feature the article',
  },
  unfeature: {
    title: 'Article no longer featured',
    description: (a) => `“${articleTitle(a)}” is no longer featured.`,
    failure: 'Could not change the article',
  },
};

export const createArticleNotices: Outcome<AdminArticle, ArticleInput> = {
  onSuccess: (article) =>
    toast(
      article.status === 'published'
        ? { title: 'Article published', description: `“${articleTitle(article)}” is now in the resource library.` }
        : { title: 'Article saved', description: `“${articleTitle(article)}” is saved as a draft.` },
    ),
  onError: failed('Could not save the article'),
};

export const updateArticleNotices: Outcome<AdminArticle, ArticleChange> = {
  onSuccess: (article, { kind }) => {
    const notice = changeNotices[kind];
    toast({ title: notice.title, description: notice.description(article) });
  },
  onError: (error, { kind }) => failed(changeNotices[kind].failure)(error),
};

export const deleteArticleNotices: Outcome<unknown, ArticleRemoval> = {
  onSuccess: (_done, { article }) => toast({ title: 'Article deleted', description: `“${articleTitle(article)}” has been deleted.` }),
  onError: failed('Could not delete the article'),
};

export const uploadImageNotices: Outcome<string, File> = { onError: failed('Could not upload the picture') };

export const uploadGuideNotices: Outcome<AdminArticle, GuideUpload> = {
  onSuccess: (article, { title, file }) =>
    toast({ title: 'Guide uploaded', description: `“${title || file.name}” is attached to “${articleTitle(article)}”.` }),
  onError: failed('Could not upload the guide'),
};

export const removeGuideNotices: Outcome<AdminArticle, GuideRemoval> = {
  onSuccess: (article, { file }) =>
    toast({ title: 'Guide removed', description: `“${file.title}” is no longer attached to “${articleTitle(article)}”.` }),
  onError: failed('Could not remove the guide'),
};
