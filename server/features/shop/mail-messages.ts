import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db, Tx } from '../../db';
import { users } from '../../db/schema';
import { defineCatalog, memberLocale } from '../../lib/i18n';
import en from './messages/en.json';

/** The shop's e-mails (receipts, shipping, refunds) and its split-pair notices, in the recipient's language. */
export const shopMailMessages = defineCatalog('shop-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

/** A member's language; English for a visitor (no account) or an account that is gone. */
export async function memberLocaleOf(db: Db | Tx, userId: string | null): Promise<Locale> {
  if (!userId) return memberLocale({});
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return memberLocale(member ?? {});
}
