import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/** Clubfoot Buddy: the buddy page, a match's page, the shoe profile form and its notices. */
export const buddyMessages = defineCatalog('buddy', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

export type BuddyKey = keyof typeof en;
