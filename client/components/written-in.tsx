import type { Locale } from '@shared/i18n/locales';
import { languageName, useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { componentsMessages } from './messages';

/**
 * "Written in English" beside what a member wrote in another language than the page's (issue 25):
 * the forum and messages stay in the language members write in, and each says which it is.
 */
export function WrittenIn({ language, className }: { language: Locale | undefined; className?: string }) {
  const locale = useLocale();
  const t = useT(componentsMessages);
  if (!language || language === locale) return null;
  return (
    <span className={cn('text-xs text-slate-700', className)} data-testid="written-in">
      {t('writtenIn', { language: languageName(language, locale) })}
    </span>
  );
}
