import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '@client/lib/i18n';
import { rememberLocale } from '@client/lib/locale-choice';
import { cn } from '@client/lib/utils';
import { isLocale, LOCALE_NAMES, LOCALES, localizedPath } from '@shared/i18n/locales';
import { layoutMessages } from './messages';

/**
 * The language choice (header, footer, phone menu): each language by its own name. Choosing one keeps
 * the choice (the browser, and a member's profile) and opens the same page at that language's address.
 */
export function LanguagePicker({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useT(layoutMessages);
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-1.5 text-sm text-slate-700', className)}>
      <Globe aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className={compact ? 'sr-only' : undefined}>
        {t('language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen) || chosen === locale) return;
          void rememberLocale(chosen).finally(() => window.location.assign(localizedPath(`${pathname}${search}${hash}`, chosen)));
        }}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
