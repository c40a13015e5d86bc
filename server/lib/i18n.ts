import { compileMessage } from '@lingui/message-utils/compileMessage';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { users } from '../db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales';
import { type Catalog, installMessageCompiler, loadAllCatalogs, type MessageMap, type MessageValues, translate } from '../../shared/i18n/runtime';

export { formatMessage } from '../../shared/i18n/runtime';

export { defineCatalog } from '../../shared/i18n/runtime';

/*
 * What the server writes for people (e-mails, notices) in their language (decision 0032). The server
 * runs from source, so its catalogues are compiled as they load; every language is loaded as it starts.
 */
installMessageCompiler(compileMessage);

/** Loads every language of every catalogue the server's modules registered: awaited once, as the app is built. */
export const loadServerCatalogs = () => loadAllCatalogs();

/** A member's language, English for anything the site does not speak. */
export const memberLocale = (member: { language?: string | null }): Locale => (isLocale(member.language) ? member.language : DEFAULT_LOCALE);

/** A member's language read by id; English for no account (a visitor) or one that is gone. */
export async function memberLocaleOf(db: Db | Tx, userId: string | null): Promise<Locale> {
  if (!userId) return DEFAULT_LOCALE;
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return memberLocale(member ?? {});
}

export type ServerTranslate<M extends MessageMap> = (key: keyof M & string, values?: MessageValues) => string;

/** A catalogue's messages in one language. */
export const messagesIn =
  <M extends MessageMap>(catalog: Catalog<M>, locale: Locale): ServerTranslate<M> =>
  (key, values) =>
    translate(locale, catalog, key, values);
