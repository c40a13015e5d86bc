import {
  ArrowRight,
  Footprints,
  Globe2,
  HeartHandshake,
  MessagesSquare,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdSlot } from '@client/components/ad-slot';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { SITE_NAME, usePageMeta } from '@client/lib/page-meta';
import { useFeaturedResources, useLatestTopics } from '../api';
import { Hero } from '../components/hero';
import { container, SectionHeading } from '../components/section';
import { ResourceCard, ResourceCardSkeletons } from '@client/components/resource-card';
import { TopicCard } from '../components/topic-card';
import { FeaturedStory } from '../components/featured-story-slot';

const benefits = [
  {
    icon: MessagesSquare,
    title: 'Direct Access to Experienced Clubfooters',
    text: 'Ask adults who grew up with clubfoot what casting, bracing and life afterwards were really like.',
  },
  {
    icon: ShieldCheck,
    title: 'Supportive Community',
    text: 'A moderated, kind space where parents, adults and clinicians share what helped them.',
  },
  {
    icon: Globe2,
    title: 'Support Clubfoot Babies Globally',
    text: '50% of all memberships goes to helping children with uncorrected clubfoot around the world.',
  },
  {
    icon: Footprints,
    title: 'Trusted Product Reviews',
    text: 'Honest reviews of braces, boots, socks and shoes from families who have used them.',
  },
];

/** Sample gifts from spec section 2 and 9. */
export const DONATION_TIERS = [
  { amount: 25, text: 'Casting materials for one treatment' },
  { amount: 50, text: 'Physical therapy sessions' },
  { amount: 100, text: 'Family travel to treatment centres' },
  { amount: 250, text: 'Comprehensive treatment for one child' },
];

const FEATURED_SKELETONS = 3;

function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className={`${container} py-16`}>
      <SectionHeading id="benefits-title" title="Why families join" intro="Membership brings you closer to people who understand." />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent>
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-700">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <AdSlot id="home-banner" className="mt-12" />
    </section>
  );
}

function FeaturedResources() {
  const { data, isPending, isError } = useFeaturedResources();
  return (
    <section aria-labelledby="featured-title" className="bg-slate-50 py-16">
      <div className={container}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="featured-title" title="Featured Resources" intro="Clear, reviewed articles for every stage of treatment." />
          <Link to="/resources" className="flex items-center gap-1 font-semibold text-brand-800 hover:underline">
            View all resources <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-10">
          {isPending ? (
            <ResourceCardSkeletons count={FEATURED_SKELETONS} className="grid gap-6 md:grid-cols-3" />
          ) : isError ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
              Unable to load resources at this time.
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
  const steps = ['Tell us about your child or yourself', 'Our team reviews your request within 48 hours', 'We match you with up to three specialists', 'You choose who to contact'];
  return (
    <section aria-labelledby="doctor-title" className={`${container} grid items-center gap-10 py-16 lg:grid-cols-2`}>
      <div>
        <SectionHeading
          id="doctor-title"
          title="Find a clubfoot specialist"
          intro="Our free referral service connects you with experienced, Ponseti-trained specialists in over 40 countries."
        />
        <Button asChild className="mt-8" size="lg">
          <Link to="/find-doctor">Request a referral</Link>
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
  return (
    <section aria-labelledby="buddy-title" className="bg-accent-100 py-16">
      <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
        <div>
          <SectionHeading
            id="buddy-title"
            title="Clubfoot Buddy"
            intro="Many people with clubfoot need two different shoe sizes. Clubfoot Buddy matches you with someone who needs the opposite sizes, so you can split the cost of new pairs."
          />
          <Button asChild className="mt-8" size="lg">
            <Link to="/clubfoot-buddy">Find your shoe buddy</Link>
          </Button>
        </div>
        <Card>
          <CardContent className="flex items-center gap-6">
            <Footprints aria-hidden="true" className="size-16 shrink-0 text-brand-700" />
            <p className="text-slate-800">
              You wear a left 8 and a right 7.5; your buddy wears a left 7.5 and a right 8. Buy two pairs, swap, and
              each of you gets a perfect fit for the price of one.
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

function MissionAndDonation() {
  return (
    <section aria-labelledby="mission-title" className={`${container} py-16`}>
      <SectionHeading
        id="mission-title"
        title="Our mission: every child walking freely"
        intro="Clubfoot is very treatable, yet many children worldwide never receive care. Your gift changes that."
      />
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="bg-brand-800 text-white lg:col-span-1">
          <CardContent>
            <p className="text-5xl font-extrabold">80%</p>
            <p className="mt-1 text-brand-100">of every donation goes to clubfoot charities</p>
            <p className="mt-6 text-5xl font-extrabold">20%</p>
            <p className="mt-1 text-brand-100">supports running this platform</p>
          </CardContent>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
          {DONATION_TIERS.map((tier) => (
            <li key={tier.amount} className="rounded-xl border border-slate-200 p-5">
              <p className="text-2xl font-bold text-brand-800">${tier.amount}</p>
              <p className="mt-1 text-slate-700">{tier.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild variant="accent" size="lg" className="mt-8">
        <Link to="/donate">
          <HeartHandshake aria-hidden="true" /> Donate now
        </Link>
      </Button>
    </section>
  );
}

function Impact() {
  const stats = [
    { value: '2,500+', label: 'families connected last year' },
    { value: '45+', label: 'countries in our community' },
    { value: '95%', label: 'treatment success with the Ponseti method' },
  ];
  return (
    <section aria-labelledby="impact-title" className="bg-brand-900 py-16 text-white">
      <div className={container}>
        <h2 id="impact-title" className="text-3xl font-bold tracking-tight">
          A community that reaches around the world
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
  return (
    <section aria-labelledby="discussions-title" className={`${container} py-16`}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="discussions-title" title="Latest Community Discussions" />
        <Link to="/community/forum" className="flex items-center gap-1 font-semibold text-brand-800 hover:underline">
          Visit the forum <ArrowRight aria-hidden="true" className="size-4" />
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
        <ul className="mt-10" aria-label="No discussions to show" />
      )}
    </section>
  );
}

function JoinCallToAction() {
  const { isAuthenticated } = useAuth();
  return (
    <section aria-labelledby="join-title" className={`${container} pb-8`}>
      <div className="rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="join-title" className="text-3xl font-bold tracking-tight">
          {isAuthenticated ? 'Keep exploring' : 'Join a community that understands'}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100">
          {isAuthenticated
            ? 'Watch expert videos and catch up with families who are on the same road.'
            : 'Sign in for free to ask questions, share your story and find your Clubfoot Buddy.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isAuthenticated ? (
            <>
              <Button asChild variant="inverse" size="lg">
                <Link to="/videos">Explore Videos</Link>
              </Button>
              <Button asChild variant="accent" size="lg">
                <Link to="/community">Community</Link>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="inverse" size="lg">
                <Link to="/login">Sign In Now</Link>
              </Button>
              <Button asChild variant="accent" size="lg">
                <a href={hrefOf(api.accounts.login)}>Join Community</a>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  usePageMeta(
    SITE_NAME,
    'A warm, moderated community for parents of children born with clubfoot, adults with clubfoot and clinicians: trusted articles, forums, shoe-sharing and doctor referrals.',
  );
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
