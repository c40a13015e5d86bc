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
  type TranslationChange,
  type TranslationSave,
} from '../api';
import { languageName, tIn } from '@client/lib/i18n';
import type { ArticleTranslation } from '@shared/api/resources';
import { articlesMessages } from '../messages';

type Key = keyof (typeof articlesMessages)['en'];
const t = (key: Key, values?: Record<string, unknown>) => tIn(articlesMessages)(key, values);

/*
 * The notices of the articles and library screens, passed to the API hooks by the screens that
 * make each change: a notice on success, a destructive one with the server's reason on failure.
 */

const failed = (title: Key) => (error: unknown) => {
  toast({ title: t(title), description: errorMessage(error), variant: 'destructive' });
};

const changeNotices: Record<ArticleChangeKind, { title: Key; description: Key; failure: Key }> = {
  save: { title: 'notice.saved', description: 'notice.savedText', failure: 'notice.saveFailed' },
  publish: { title: 'notice.published', description: 'notice.publishedText', failure: 'notice.publishFailed' },
  unpublish: { title: 'notice.unpublished', description: 'notice.unpublishedText', failure: 'notice.unpublishFailed' },
  feature: { title: 'notice.featured', description: 'notice.featuredText', failure: 'notice.featureFailed' },
  unfeature: { title: 'notice.unfeatured', description: 'notice.unfeaturedText', failure: 'notice.unfeatureFailed' },
};

export const createArticleNotices: Outcome<AdminArticle, ArticleInput> = {
  onSuccess: (article) =>
    toast(
      article.status === 'published'
        ? { title: t('notice.published'), description: t('notice.publishedText', { title: articleTitle(article) }) }
        : { title: t('notice.saved'), description: t('notice.draftSaved', { title: articleTitle(article) }) },
    ),
  onError: failed('notice.saveFailed'),
};

export const updateArticleNotices: Outcome<AdminArticle, ArticleChange> = {
  onSuccess: (article, { kind }) => {
    const notice = changeNotices[kind];
    toast({ title: t(notice.title), description: t(notice.description, { title: articleTitle(article) }) });
  },
  onError: (error, { kind }) => failed(changeNotices[kind].failure)(error),
};

export const deleteArticleNotices: Outcome<unknown, ArticleRemoval> = {
  onSuccess: (_done, { article }) => toast({ title: t('notice.deleted'), description: t('notice.deletedText', { title: articleTitle(article) }) }),
  onError: failed('notice.deleteFailed'),
};

export const uploadImageNotices: Outcome<string, File> = { onError: failed('notice.uploadImageFailed') };

export const uploadGuideNotices: Outcome<AdminArticle, GuideUpload> = {
  onSuccess: (article, { title, file }) =>
    toast({ title: t('notice.guideUploaded'), description: t('notice.guideUploadedText', { guide: title || file.name, title: articleTitle(article) }) }),
  onError: failed('notice.guideUploadFailed'),
};

export const removeGuideNotices: Outcome<AdminArticle, GuideRemoval> = {
  onSuccess: (article, { file }) =>
    toast({ title: t('notice.guideRemoved'), description: t('notice.guideRemovedText', { guide: file.title, title: articleTitle(article) }) }),
  onError: failed('notice.guideRemoveFailed'),
};


export const saveTranslationNotices: Outcome<ArticleTranslation, TranslationSave> = {
  onSuccess: (_saved, { article, language }) =>
    toast({ title: t('notice.translationSaved'), description: t('notice.translationSavedText', { title: articleTitle(article), language: languageName(language) }) }),
  onError: failed('notice.translationSaveFailed'),
};

export const deleteTranslationNotices: Outcome<unknown, TranslationChange> = {
  onSuccess: (_done, { article, language }) =>
    toast({ title: t('notice.translationRemoved'), description: t('notice.translationRemovedText', { title: articleTitle(article), language: languageName(language) }) }),
  onError: failed('notice.translationRemoveFailed'),
};
