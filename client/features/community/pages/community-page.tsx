import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  Ban,
  CalendarDays,
  Flag,
  Heart,
  Lock,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  Star,
  Stethoscope,
  Users,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageMeta } from '@client/lib/page-meta';

interface CommunityArea {
  title: string;
  description: string;
  to: string;
  linkText: string;
  icon: LucideIcon;
}

const AREAS: CommunityArea[] = [
  {
    title: 'Discussion Forums',
    description:
      'Ask questions, share what has worked for your family and talk with parents, adults with clubfoot and professionals about casting, bracing and everyday life.',
    to: '/community/forum',
    linkText: 'Visit the forums',
    icon: MessagesSquare,
  },
  {
    title: 'Support Groups',
    description:
      'Join smaller groups of people at a similar stage, from new parents facing the first casts to families in the bracing years and adults living with clubfoot.',
    to: '/community/groups',
    linkText: 'Find a support group',
    icon: UsersRound,
  },
  {
    title: 'Upcoming Events',
    description:
      'Meet others at online get-togethers, expert-led webinars and local meet-ups where families can connect, learn and have fun together.',
    to: '/events',
    linkText: 'See upcoming events',
    icon: CalendarDays,
  },
  {
    title: 'Success Stories',
    description:
      'Read real journeys from families and adults with clubfoot, from the first cast to first steps and beyond, and find hope for the road ahead.',
    to: '/community/success-stories',
    linkText: 'Read success stories',
    icon: Star,
  },
];

interface Guideline {
  title: string;
  text: string;
  icon: LucideIcon;
}

const GUIDELINES: Guideline[] = [
  {
    title: 'Be kind and welcoming',
    text: 'Everyone here is at a different point in their journey. Treat other members with patience and respect, and remember there is a real person behind every post.',
    icon: Heart,
  },
  {
    title: 'Respect privacy',
    text: "Share only what you are comfortable with. Never post another person's private details, and never share names, photos or information about other people's children.",
    icon: Lock,
  },
  {
    title: 'Share experience, not diagnoses',
    text: 'Talk about what you have lived through, but do not diagnose or prescribe treatment for anyone else. Always follow the advice of your own doctor and care team.',
    icon: Stethoscope,
  },
  {
    title: 'Respect different choices',
    text: 'Families make different decisions with their clinicians. Offer support and information without judging or pressuring others.',
    icon: Users,
  },
  {
    title: 'No selling or spam',
    text: 'Do not advertise products or services, post sales links or ask members for money. Sharing honest experiences of products that helped you is welcome.',
    icon: Ban,
  },
  {
    title: 'Keep it safe and on topic',
    text: 'No harassment, hate speech or offensive content. Keep discussions focused on clubfoot, treatment, family life and support.',
    icon: ShieldCheck,
  },
  {
    title: 'Report concerns to moderators',
    text: 'If a post worries you or breaks these guidelines, report it to our moderators rather than arguing in the thread. If someone may be in danger, contact local emergency services.',
    icon: Flag,
  },
];

export default function CommunityPage() {
  usePageMeta(
    'Our Community',
    'Connect with families, adults with clubfoot and professionals through forums, support groups, events and success stories.',
  );

  return (
    <div className="bg-white">
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
            <Sparkles className="size-4" aria-hidden="true" />
            You are not alone
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Our Community</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-50">
            Clubfoot Community brings together parents, adults with clubfoot and medical professionals. Find answers, share
            your journey and meet people who understand what clubfoot treatment is really like.
          </p>
        </div>
      </section>

      <section aria-label="Ways to take part" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2">
          {AREAS.map(({ title, description, to, linkText, icon: Icon }) => (
            <li key={title}>
              <Card className="flex h-full flex-col">
                <CardContent className="flex flex-1 flex-col">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
                  <p className="mt-2 flex-1 leading-7 text-slate-700">{description}</p>
                  <div className="mt-6">
                    <Button asChild variant="outline">
                      <Link to={to}>
                        {linkText}
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guidelines-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="guidelines-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Community Guidelines
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              Our community is moderated so that it stays a safe, supportive place for everyone. By taking part, you agree
              to follow these guidelines.
            </p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {GUIDELINES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 leading-7 text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-3xl leading-7 text-slate-700">
            Content shared in the community is for peer support and general information only. It is not medical advice.
            Moderators may edit or remove posts that break these guidelines. Read our{' '}
            <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy-policy"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Privacy Policy
            </Link>{' '}
            to learn more.
          </p>
        </div>
      </section>
    </div>
  );
}
