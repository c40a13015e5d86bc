import { defineCatalog } from '@client/lib/i18n';
import en from './messages/en.json';

/**
 * The admin area's shell and shared parts: its navigation and areas, the dashboard, members, audit log,
 * site settings, inbox, reported messages and donations, and the tables, pagers and filters the areas share.
 */
export const adminMessages = defineCatalog('admin', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });
