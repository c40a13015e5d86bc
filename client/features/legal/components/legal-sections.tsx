import type { ReactNode } from 'react';
import { SITE_NAME } from '@shared/constants';
import { addressLines } from '@shared/settings';
import { useLocale, useT } from '@client/lib/i18n';
import { localizedPath } from '@shared/i18n/locales';
import { useSiteSettings } from '@client/lib/site-settings';
import { legalMessages } from '../messages';

/** A link inside a legal document's text. */
export const legalLinkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The organisation's postal address, as its administrators set it (site settings), written as on an envelope. */
export function LegalAddress() {
  const settings = useSiteSettings();
  const lines = addressLines(settings?.contact.address ?? '');
  if (!lines.length) return null;
  return (
    <address className="not-italic" data-user-text>
      {[settings?.organisation.name || SITE_NAME, ...lines].map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** How the documents' "e-mail us at ..." reaches the organisation: its address from the site settings, else the contact form. */
export type LegalContact = { text: string; href: string };

export function useLegalContact(): LegalContact {
  const t = useT(legalMessages);
  const locale = useLocale();
  const email = useSiteSettings()?.contact.email?.trim();
  return email ? { text: email, href: `mailto:${email}` } : { text: t('contactForm'), href: localizedPath('/contact', locale) };
}

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal document's table of contents and its numbered sections. */
export function LegalSections({ sections, linkClass }: { sections: readonly LegalSection[]; linkClass: string }) {
  const t = useT(legalMessages);
  return (
    <>
      <nav aria-label={t('toc.label')} className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6">
        <p className="font-semibold text-slate-900">{t('toc.heading')}</p>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 leading-7 text-slate-700 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={linkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-12">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
