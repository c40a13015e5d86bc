import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** The community overview page: its areas and the community guidelines. */
export const communityMessages = defineCatalog('community', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
