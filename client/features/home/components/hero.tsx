import { ArrowRight, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { SocialLinks } from '@client/components/social-links';
import { useSiteSettings } from '@client/lib/site-settings';
import { HeroActions } from './hero-actions';
import { container } from './section';
import { useT } from '@client/lib/i18n';
import { homeMessages } from '../messages';

/** The top of the home page: headline, tagline, the visitor's or member's next steps, the picture with its statistic, and the doctor call to action. */
export function Hero() {
  const settings = useSiteSettings();
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`${container} grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24`}>
        <div>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 text-lg text-slate-700">{t('hero.text')}</p>
          <HeroActions />
          {/* Only the pages the organisation has set (site settings): a guessed handle could be someone else's. */}
          <SocialLinks settings={settings} label={t('hero.followUs')} className="mt-8" />
        </div>
        {/* The statistic sits under the picture, never over it: the family's faces stay in sight. */}
        <figure>
          <img
            src="/images/hero-family.svg"
            alt={t('hero.imageAlt')}
            width={600}
            height={480}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-lg"
          />
          <figcaption data-testid="hero-statistic" className="mt-4 flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span className="shrink-0 text-3xl font-extrabold text-brand-800">{t('hero.statistic')}</span>
            <span className="text-sm text-slate-700">{t('hero.statisticText')}</span>
          </figcaption>
        </figure>
      </div>
      <div className={`${container} pb-12`}>
        <Link
          to="/find-doctor"
          className="flex flex-col items-start justify-between gap-3 rounded-2xl bg-brand-800 p-6 text-white hover:bg-brand-900 sm:flex-row sm:items-center"
        >
          <span className="flex items-center gap-3 text-lg font-semibold">
            <Stethoscope aria-hidden="true" className="size-6" /> {t('hero.doctor')}
          </span>
          <span className="flex items-center gap-2 font-medium text-brand-100">
            {t('hero.doctorAction')} <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </Link>
      </div>
    </section>
  );
}
