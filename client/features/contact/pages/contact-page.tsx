import { Link } from 'react-router';
import { REFERRAL_RESPONSE_HOURS } from '@shared/referrals';
import { Card, CardContent } from '@client/components/ui/card';
import { OrganisationDetails } from '@client/components/organisation-details';
import { usePageMeta } from '@client/lib/page-meta';
import { ContactForm } from '@client/components/contact/contact-form';
import { Rich, useT } from '@client/lib/i18n';
import { contactMessages } from '../messages';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** /contact: write to the team (the message reaches the admin inbox), and the organisation's details. */
export default function ContactPage() {
  const t = useT(contactMessages);
  usePageMeta(t('meta.title'), t('meta.description', { hours: REFERRAL_RESPONSE_HOURS }));
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          <Rich
            t={t}
            k="intro"
            values={{ hours: REFERRAL_RESPONSE_HOURS }}
            tags={{
              link: (text) => (
                <Link to="/find-doctor" className={linkClass}>
                  {text}
                </Link>
              ),
            }}
          />
        </p>
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <CardContent className="p-6 sm:p-8">
              <h2 className="mb-4 text-xl font-semibold text-slate-900">{t('form.title')}</h2>
              <ContactForm />
            </CardContent>
          </Card>
          <section aria-labelledby="organisation-heading">
            <h2 id="organisation-heading" className="text-xl font-semibold text-slate-900">
              {t('details.title')}
            </h2>
            <OrganisationDetails className="mt-4 gap-4" />
          </section>
        </div>
      </div>
    </div>
  );
}
