import { PictureField, type PictureFieldText } from '../../components/picture-field';
import { imageFileProblem, useUploadArticleImage } from '../api';
import { uploadImageNotices } from './notices';

const failed = 'The picture could not be uploaded. Please try another one.';

const KINDS: Record<'featured' | 'author', PictureFieldText> = {
  featured: {
    legend: 'Featured image',
    hint: "Shown on the article's card and at the top of the article. JPEG, PNG or WebP, up to 8 MB.",
    alt: 'The current featured image',
    empty: 'No featured image',
    frame: 'aspect-video w-full',
    noun: 'image',
    failed,
  },
  author: {
    legend: "Author's picture",
    hint: "A portrait shown beside the author's name; without one, the first letter of their name. JPEG, PNG or WebP, up to 8 MB.",
    alt: "The author's current picture",
    empty: 'No picture',
    frame: 'size-24 rounded-full',
    noun: 'image',
    failed,
  },
};

type Props = {
  kind: keyof typeof KINDS;
  value: string | null;
  onChange: (url: string | null) => void;
};

/** One of the article's pictures: uploaded at once, saved with the article. */
export function ImageField({ kind, value, onChange }: Props) {
  const upload = useUploadArticleImage(uploadImageNotices);
  return <PictureField text={KINDS[kind]} value={value} onChange={onChange} upload={upload} problemOf={imageFileProblem} testId={`${kind}-image-input`} />;
}
