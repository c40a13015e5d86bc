import { Link } from 'react-router';
import { Rich, type Translate, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { LastUpdated } from '../components/last-updated';
import { LegalAddress, type LegalContact, legalLinkClass, type LegalSection, LegalSections, useLegalContact } from '../components/legal-sections';
import { legalMessages } from '../messages';

const LAST_UPDATED_ISO = '2026-11-22';


type Messages = (typeof legalMessages)['en'];
type Key = keyof Messages & string;

/** The terms' sections in the page's language; links and the e-mail address are tags of their messages. */
function termsSections(t: Translate<Messages>, contact: LegalContact): LegalSection[] {
  const text = (k: Key) => (
    <Rich
      t={t}
      k={k}
      values={{ email: contact.text }}
      tags={{
        privacy: (inner) => (
          <Link to="/privacy-policy" className={legalLinkClass}>
            {inner}
          </Link>
        ),
        link: (inner) => (
          <Link to="/community" className={legalLinkClass}>
            {inner}
          </Link>
        ),
        email: (inner) => (
          <a href={contact.href} className={`${legalLinkClass} break-all`}>
            {inner}
          </a>
        ),
      }}
    />
  );

  return [
    {
      id: 'acceptance',
      title: t('terms.acceptance.title'),
      body: (
        <>
          <p>{text('terms.acceptance.p1')}</p>
          <p>{text('terms.acceptance.p2')}</p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      body: <p>{text('terms.eligibility.p')}</p>,
    },
    {
      id: 'accounts',
      title: t('terms.accounts.title'),
      body: (
        <>
          <p>{text('terms.accounts.p1')}</p>
          <p>{text('terms.accounts.p2')}</p>
        </>
      ),
    },
    {
      id: 'community-rules',
      title: t('terms.rules.title'),
      body: (
        <>
          <p>{text('terms.rules.intro')}</p>
          <ul>
            {(['terms.rules.harass', 'terms.rules.privacy', 'terms.rules.diagnose', 'terms.rules.advertise', 'terms.rules.unlawful', 'terms.rules.misuse'] as const).map((k) => (
              <li key={k}>{text(k)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'no-medical-advice',
      title: t('terms.medical.title'),
      body: (
        <>
          <p>{text('terms.medical.p1')}</p>
          <p>{text('terms.medical.p2')}</p>
        </>
      ),
    },
    {
      id: 'user-content',
      title: t('terms.content.title'),
      body: (
        <>
          <p>{text('terms.content.p1')}</p>
          <p>{text('terms.content.p2')}</p>
          <p>{text('terms.content.p3')}</p>
        </>
      ),
    },
    {
      id: 'donations',
      title: t('terms.donations.title'),
      body: (
        <>
          <p>{text('terms.donations.p1')}</p>
          <p>{text('terms.donations.p2')}</p>
        </>
      ),
    },
    {
      id: 'clubfoot-buddy',
      title: t('terms.buddy.title'),
      body: <p>{text('terms.buddy.p')}</p>,
    },
    {
      id: 'doctor-referrals',
      title: t('terms.referrals.title'),
      body: <p>{text('terms.referrals.p')}</p>,
    },
    {
      id: 'termination',
      title: t('terms.termination.title'),
      body: <p>{text('terms.termination.p')}</p>,
    },
    {
      id: 'disclaimers',
      title: t('terms.disclaimers.title'),
      body: (
        <>
          <p>{text('terms.disclaimers.p1')}</p>
          <p>{text('terms.disclaimers.p2')}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      body: <p>{text('terms.changes.p')}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: (
        <>
          <p>{text('terms.contact.p1')}</p>
          <LegalAddress />
          <p>{text('terms.contact.p2')}</p>
        </>
      ),
    },
  ];
}

export default function TermsPage() {
  const t = useT(legalMessages);
  usePageMeta(t('terms.meta.title'), t('terms.meta.description'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('terms.title')}</h1>
          <p className="mt-4 text-slate-700">
            <LastUpdated iso={LAST_UPDATED_ISO} />
          </p>
        </header>

        <LegalSections sections={termsSections(t, useLegalContact())} linkClass={legalLinkClass} />
      </article>
    </div>
  );
}
