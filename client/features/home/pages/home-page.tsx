import { ArrowRight, Footprints, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { SITE_NAME, usePageMeta } from '@client/lib/page-meta';
import { useFeaturedResources, useLatestTopics } from '../api';
import { Benefits } from '../components/benefits';
import { Hero } from '../components/hero';
import { container, SectionHeading } from '../components/section';
import { ResourceCard, ResourceCardSkeletons } from '@client/components/resource-card';
import { TopicCard } from '../components/topic-card';
import { FeaturedStory } from '../components/featured-story-slot';
import { useLocale, useT } from '@client/lib/i18n';
import { formatDollars, percent } from '@client/lib/format';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { homeMessages } from '../messages';

/** Sample gifts from spec section 2 and 9 (their texts are keys of the home page's messages). */
export const DONATION_TIERS = [
  { amount: 25, text: 'mission.tier25' },
  { amount: 50, text: 'mission.tier50' },
  { amount: 100, text: 'mission.tier100' },
  { amount: 250, text: 'mission.tier250' },
] as const;

const FEATURED_SKELETONS = 3;

function FeaturedResources() {
  const { data, isPending, isError } = useFeaturedResources();
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="featured-title" className="bg-slate-50 py-16">
      <div className={container}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="featured-title" title={t('featured.title')} intro={t('featured.intro')} />
          <Link to="/resources" className="flex items-center gap-1 font-semibold text-brand-800 hover:underline">
            {t('featured.viewAll')} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-10">
          {isPending ? (
            <ResourceCardSkeletons count={FEATURED_SKELETONS} className="grid gap-6 md:grid-cols-3" />
          ) : isError ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
              {t('featured.error')}
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {(data ?? []).map((resource) => (
                <li key={resource.id}>
                  <ResourceCard resource={resource} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function DoctorMatching() {
  const t = useT(homeMessages);
  const steps = [t('doctor.step1'), t('doctor.step2'), t('doctor.step3'), t('doctor.step4')];
  return (
    <section aria-labelledby="doctor-title" className={`${container} grid items-center gap-10 py-16 lg:grid-cols-2`}>
      <div>
        <SectionHeading
          id="doctor-title"
          title={t('doctor.title')}
          intro={t('doctor.intro')}
        />
        <Button asChild className="mt-8" size="lg">
          <Link to="/find-doctor">{t('doctor.action')}</Link>
        </Button>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step} className="rounded-xl border border-slate-200 p-5">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
            <p className="mt-3 font-medium text-slate-900">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function BuddyProgramme() {
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="buddy-title" className="bg-accent-100 py-16">
      <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
        <div>
          <SectionHeading
            id="buddy-title"
            title={t('buddy.title')}
            intro={t('buddy.intro')}
          />
          <Button asChild className="mt-8" size="lg">
            <Link to="/clubfoot-buddy">{t('buddy.action')}</Link>
          </Button>
        </div>
        <Card>
          <CardContent className="flex items-center gap-6">
            <Footprints aria-hidden="true" className="size-16 shrink-0 text-brand-700" />
            <p className="text-slate-800">{t('buddy.example')}</p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function MissionAndDonation() {
  const t = useT(homeMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="mission-title" className={`${container} py-16`}>
      <SectionHeading
        id="mission-title"
        title={t('mission.title')}
        intro={t('mission.intro')}
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="bg-brand-800 text-white lg:col-span-1">
          <CardContent>
            <p className="text-5xl font-extrabold">{percent(80, locale)}</p>
            <p className="mt-1 text-brand-100">{t('mission.charities')}</p>
            <p className="mt-6 text-5xl font-extrabold">{percent(20, locale)}</p>
            <p className="mt-1 text-brand-100">{t('mission.platform')}</p>
          </CardContent>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
          {DONATION_TIERS.map((tier) => (
            <li key={tier.amount} className="rounded-xl border border-slate-200 p-5">
              <p className="text-2xl font-bold text-brand-800">{formatDollars(tier.amount, locale)}</p>
              <p className="mt-1 text-slate-700">{t(tier.text)}</p>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="accent" size="lg" className="mt-8">
        <Link to="/donate">
          <HeartHandshake aria-hidden="true" /> {t('mission.donate')}
        </Link>
      </Button>
    </section>
  );
}

function Impact() {
  const t = useT(homeMessages);
  const locale = useLocale();
  const stats = [
    { value: `${new Intl.NumberFormat(INTL_LOCALE[locale]).format(2500)}+`, label: t('impact.families') },
    { value: '45+', label: t('impact.countries') },
    { value: percent(95, locale), label: t('impact.success') },
  ];
  return (
    <section aria-labelledby="impact-title" className="bg-brand-900 py-16 text-white">
      <div className={container}>
        <h2 id="impact-title" className="text-3xl font-bold tracking-tight">
          {t('impact.title')}
        </h2>
        <dl className="mt-10 grid gap-8 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt className="sr-only">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-accent-400">{stat.value}</dd>
              <dd className="mt-1 text-brand-100">{stat.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function LatestDiscussions() {
  const { data } = useLatestTopics();
  const topics = data ?? [];
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="discussions-title" className={`${container} py-16`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="discussions-title" title={t('discussions.title')} />
        <Link to="/community/forum" className="flex items-center gap-1 font-semibold text-brand-800 hover:underline">
          {t('discussions.visit')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {topics.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-10" aria-label={t('discussions.none')} />
      )}
    </section>
  );
}

function JoinCallToAction() {
  const { isAuthenticated } = useAuth();
  const t = useT(homeMessages);
  return (
    <section aria-labelledby="join-title" className={`${container} pb-8`}>
      <div className="rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="join-title" className="text-3xl font-bold tracking-tight">
          {isAuthenticated ? t('join.memberTitle') : t('join.visitorTitle')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100">
          {isAuthenticated ? t('join.memberText') : t('join.visitorText')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isAuthenticated ? (
            <>
              <Button asChild variant="inverse" size="lg">
                <Link to="/videos">{t('join.videos')}</Link>
              </Button>
              <Button asChild variant="accent" size="lg">
                <Link to="/community">{t('join.community')}</Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="inverse" size="lg">
                <Link to="/login">{t('join.signIn')}</Link>
              </Button>
              <Button asChild variant="accent" size="lg">
                <a href={hrefOf(api.accounts.login)}>{t('join.join')}</a>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  const t = useT(homeMessages);
  usePageMeta(SITE_NAME, t('meta.description'));
  return (
    <>
      <Hero />
      <Benefits />
      <FeaturedResources />
      <DoctorMatching />
      <BuddyProgramme />
      <MissionAndDonation />
      <Impact />
      <FeaturedStory />
      <LatestDiscussions />
      <JoinCallToAction />
    </>
  );
}
