import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Rich, type Translate, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { LastUpdated } from '../components/last-updated';
import { LegalAddress, type LegalContact, legalLinkClass, type LegalSection, LegalSections, useLegalContact } from '../components/legal-sections';
import { legalMessages } from '../messages';

const PRIVACY_POLICY_VERSION = '2026-11-22';


type Messages = (typeof legalMessages)['en'];
type Key = keyof Messages & string;

/** The policy's sections in the page's language; `#anchor` links and the e-mail address are tags of their messages. */
function policySections(t: Translate<Messages>, contact: LegalContact): LegalSection[] {
  const text = (k: Key, anchor?: string) => (
    <Rich
      t={t}
      k={k}
      values={{ email: contact.text }}
      tags={{
        strong: (inner) => <strong>{inner}</strong>,
        email: (inner) => (
          <a href={contact.href} className={`${legalLinkClass} break-all`}>
            {inner}
          </a>
        ),
        link: (inner) => (
          <a href={`#${anchor}`} className={legalLinkClass}>
            {inner}
          </a>
        ),
      }}
    />
  );
  const list = (keys: Key[]): ReactNode => (
    <ul>
      {keys.map((k) => (
        <li key={k}>{text(k)}</li>
      ))}
    </ul>
  );

  return [
    {
      id: 'introduction',
      title: t('privacy.introduction.title'),
      body: (
        <>
          <p>{text('privacy.introduction.p1')}</p>
          <p>{text('privacy.introduction.p2')}</p>
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: t('privacy.collect.title'),
      body: (
        <>
          <p>{text('privacy.collect.intro')}</p>
          {list([
            'privacy.collect.account',
            'privacy.collect.profile',
            'privacy.collect.posts',
            'privacy.collect.buddy',
            'privacy.collect.referrals',
            'privacy.collect.donations',
            'privacy.collect.analytics',
          ])}
        </>
      ),
    },
    {
      id: 'how-we-use-your-information',
      title: t('privacy.use.title'),
      body: (
        <>
          <p>{text('privacy.use.intro')}</p>
          {list([
            'privacy.use.account',
            'privacy.use.show',
            'privacy.use.messages',
            'privacy.use.buddy',
            'privacy.use.referrals',
            'privacy.use.donations',
            'privacy.use.notifications',
            'privacy.use.moderate',
            'privacy.use.improve',
          ])}
          <p>{text('privacy.use.outro')}</p>
        </>
      ),
    },
    {
      id: 'how-we-share-information',
      title: t('privacy.share.title'),
      body: (
        <>
          <p>{text('privacy.share.intro')}</p>
          <ul>
            <li>{text('privacy.share.members')}</li>
            <li>{text('privacy.share.specialists')}</li>
            <li>{text('privacy.share.providers', 'third-party-services')}</li>
            <li>{text('privacy.share.law')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'data-security',
      title: t('privacy.security.title'),
      body: (
        <>
          <p>{text('privacy.security.intro')}</p>
          {list(['privacy.security.passwords', 'privacy.security.cookie', 'privacy.security.cards', 'privacy.security.access'])}
          <p>{text('privacy.security.outro')}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.rights.title'),
      body: (
        <>
          <p>{text('privacy.rights.intro')}</p>
          {list(['privacy.rights.settings', 'privacy.rights.update', 'privacy.rights.download', 'privacy.rights.delete', 'privacy.rights.notifications'])}
          <p>{text('privacy.rights.outro', 'gdpr-and-ccpa-compliance')}</p>
        </>
      ),
    },
    {
      id: 'children-under-13',
      title: t('privacy.children.title'),
      body: (
        <>
          <p>{text('privacy.children.p1')}</p>
          <p>{text('privacy.children.p2')}</p>
        </>
      ),
    },
    {
      id: 'international-data-transfers',
      title: t('privacy.transfers.title'),
      body: <p>{text('privacy.transfers.p')}</p>,
    },
    {
      id: 'data-retention',
      title: t('privacy.retention.title'),
      body: (
        <>
          <p>{text('privacy.retention.p1')}</p>
          <p>{text('privacy.retention.p2')}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t('privacy.cookies.title'),
      body: (
        <>
          <p>{text('privacy.cookies.intro')}</p>
          {list(['privacy.cookies.session', 'privacy.cookies.language', 'privacy.cookies.local'])}
          <p>{text('privacy.cookies.outro')}</p>
        </>
      ),
    },
    {
      id: 'third-party-services',
      title: t('privacy.thirdParty.title'),
      body: (
        <>
          <p>{text('privacy.thirdParty.intro')}</p>
          {list(['privacy.thirdParty.google', 'privacy.thirdParty.stripe'])}
          <p>{text('privacy.thirdParty.outro')}</p>
        </>
      ),
    },
    {
      id: 'changes-to-this-policy',
      title: t('privacy.changes.title'),
      body: <p>{text('privacy.changes.p')}</p>,
    },
    {
      id: 'contact-us',
      title: t('privacy.contact.title'),
      body: (
        <>
          <p>{text('privacy.contact.p1')}</p>
          <p>{text('privacy.contact.p2')}</p>
          <LegalAddress />
        </>
      ),
    },
    {
      id: 'gdpr-and-ccpa-compliance',
      title: t('privacy.gdpr.title'),
      body: (
        <>
          <h3>{t('privacy.gdpr.euHeading')}</h3>
          <p>{text('privacy.gdpr.euIntro')}</p>
          {list([
            'privacy.gdpr.access',
            'privacy.gdpr.rectification',
            'privacy.gdpr.erasure',
            'privacy.gdpr.portability',
            'privacy.gdpr.restriction',
            'privacy.gdpr.objection',
            'privacy.gdpr.complaint',
          ])}
          <h3>{t('privacy.gdpr.caHeading')}</h3>
          <p>{text('privacy.gdpr.caIntro')}</p>
          {list(['privacy.gdpr.know', 'privacy.gdpr.delete', 'privacy.gdpr.correct', 'privacy.gdpr.optOut'])}
          <p>{text('privacy.gdpr.outro')}</p>
        </>
      ),
    },
  ];
}

export default function PrivacyPolicyPage() {
  const t = useT(legalMessages);
  usePageMeta(t('privacy.meta.title'), t('privacy.meta.description'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('privacy.title')}</h1>
          <p className="mt-4 text-slate-700">
            <LastUpdated iso={PRIVACY_POLICY_VERSION} />
          </p>
          <p className="mt-1 text-sm text-slate-700">{t('privacy.version', { version: PRIVACY_POLICY_VERSION })}</p>
        </header>

        <LegalSections sections={policySections(t, useLegalContact())} linkClass={legalLinkClass} />

        <p className="mt-12 border-t border-slate-200 pt-8 leading-7 text-slate-700">
          <Rich
            t={t}
            k="privacy.seeAlso"
            tags={{
              link: (inner) => (
                <Link to="/terms" className={legalLinkClass}>
                  {inner}
                </Link>
              ),
            }}
          />
        </p>
      </article>
    </div>
  );
}
