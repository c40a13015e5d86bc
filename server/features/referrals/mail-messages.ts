import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db, Tx } from '../../db';
import { users } from '../../db/schema';
import { defineCatalog, memberLocale } from '../../lib/i18n';
import en from './messages/en.json';

/** Find a Doctor's e-mails to the family and its notices, in the recipient's language. */
export const referralMailMessages = defineCatalog('referrals-mail', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

/** A request from a member is answered in their language; anyone else's (no account) in English. */
export async function memberLocaleOf(db: Db | Tx, userId: string | null): Promise<Locale> {
  if (!userId) return memberLocale({});
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return memberLocale(member ?? {});
}
