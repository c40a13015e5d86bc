import { paths } from '@shared/routes';

/** Where the author edits a story. */
export const editPath = (slug: string) => paths.successStoryEdit.replace(':slug', encodeURIComponent(slug));
