import { Rich, useLocale, useT } from '@client/lib/i18n';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { legalMessages } from '../messages';

/** A document's date (an ISO day) as the page's language writes it: 'November 22, 2026', '22 de noviembre de 2026'. */
export const legalDate = (iso: string, locale: keyof typeof INTL_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** "Last updated: <time>November 22, 2026</time>". */
export function LastUpdated({ iso }: { iso: string }) {
  const t = useT(legalMessages);
  const locale = useLocale();
  return <Rich t={t} k="lastUpdated" values={{ date: legalDate(iso, locale) }} tags={{ time: (text) => <time dateTime={iso}>{text}</time> }} />;
}
