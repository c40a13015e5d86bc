import { PictureField, type PictureFieldText } from '../../components/picture-field';
import { imageFileProblem, useUploadArticleImage } from '../api';
import { uploadImageNotices } from './notices';
import { type Translate, useT } from '@client/lib/i18n';
import { articlesMessages } from '../messages';

const KINDS = (t: Translate<(typeof articlesMessages)['en']>): Record<'featured' | 'author', PictureFieldText> => ({
  featured: {
    legend: t('image.featuredLegend'),
    hint: t('image.featuredHint'),
    alt: t('image.featuredAlt'),
    empty: t('image.featuredEmpty'),
    frame: 'aspect-video w-full',
    noun: t('image.noun'),
    failed: t('image.failed'),
  },
  author: {
    legend: t('image.authorLegend'),
    hint: t('image.authorHint'),
    alt: t('image.authorAlt'),
    empty: t('image.authorEmpty'),
    frame: 'size-24 rounded-full',
    noun: t('image.noun'),
    failed: t('image.failed'),
  },
});

type Props = {
  kind: 'featured' | 'author';
  value: string | null;
  onChange: (url: string | null) => void;
};

/** One of the article's pictures: uploaded at once, saved with the article. */
export function ImageField({ kind, value, onChange }: Props) {
  const upload = useUploadArticleImage(uploadImageNotices);
  const t = useT(articlesMessages);
  return <PictureField text={KINDS(t)[kind]} value={value} onChange={onChange} upload={upload} problemOf={imageFileProblem} testId={`${kind}-image-input`} />;
}
