import { Footprints, Globe2, MessagesSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { AdSlot } from '@client/components/ad-slot';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/lib/i18n';
import { homeMessages } from '../messages';
import { container, SectionHeading } from './section';

const benefits = [
  { icon: MessagesSquare, key: 'access' },
  { icon: ShieldCheck, key: 'community' },
  { icon: Globe2, key: 'global' },
  { icon: Footprints, key: 'reviews' },
] as const;

/** What membership brings, four cards; the global card's promise links to supporting membership. */
export function Benefits() {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="benefits-title" className={`${container} py-16`}>
      <SectionHeading id="benefits-title" title={t('benefits.title')} intro={t('benefits.intro')} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, key }) => (
          <li key={key}>
            <Card className="h-full">
              <CardContent>
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-700">{t(`benefits.${key}.text`)}</p>
                {key === 'global' ? (
                  <Link to={paths.membership} className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                    {t('benefits.global.link')}
                  </Link>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <AdSlot id="home-banner" className="mt-12" />
    </section>
  );
}
