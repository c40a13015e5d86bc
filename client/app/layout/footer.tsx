import { Link } from 'react-router';
import { addressLines, charityRegistration } from '@shared/settings';
import { SITE_NAME } from '@shared/constants';
import { Logo } from '@client/components/logo';
import { SocialLinks } from '@client/components/social-links';
import { useSiteSettings } from '@client/lib/site-settings';
import { footerColumns } from './nav-links';
import { useT } from '@client/lib/i18n';
import { layoutMessages } from './messages';
import { LanguagePicker } from './language-picker';

export function Footer() {
  const settings = useSiteSettings();
  const name = settings?.organisation.name ?? SITE_NAME;
  const lines = addressLines(settings?.contact.address ?? '');
  const t = useT(layoutMessages);
  const registration = settings ? charityRegistration(settings.organisation.charityNumber, settings.organisation.charityCountry) : null;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="min-w-0">
          <Logo />
          <p className="mt-3 text-sm text-slate-700">{t('tagline')}</p>
          {lines.length ? (
            <address className="mt-4 text-sm not-italic break-words text-slate-700" data-testid="footer-address" data-user-text>
              {[name, ...lines].map((line, index) => (
                <span key={index} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          {registration ? <p className="mt-2 text-sm break-words text-slate-700">{registration}</p> : null}
          <SocialLinks settings={settings} label={t('socialMedia')} className="mt-4 gap-2" />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-slate-700 hover:text-brand-800 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 px-4 py-6 text-center text-sm break-words text-slate-700">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {name}. {t('rights')}
        <LanguagePicker className="mt-4 justify-center" />
      </div>
    </footer>
  );
}
