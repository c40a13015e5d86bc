import type { LucideIcon } from 'lucide-react';
import { BookOpen, ChevronDown, HeartHandshake, Info, Megaphone, Users } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Card, CardContent } from '@client/components/ui/card';
import { OrganisationDetails } from '@client/components/organisation-details';
import { usePageMeta } from '@client/lib/page-meta';
import { useSiteSettings } from '@client/lib/site-settings';
import type { TeamMember } from '@shared/api/settings';
import { initialsOf } from '@shared/display-name';
import { ABOUT_FAQ } from '@shared/about-faq';

interface Pillar {
  title: string;
  text: string;
  icon: LucideIcon;
}

const PILLARS: Pillar[] = [
  {
    title: 'Support Families',
    text: 'A clubfoot diagnosis can feel overwhelming. We walk alongside parents and carers from the first appointment to the last night in the brace, so no family has to go through treatment alone.',
    icon: HeartHandshake,
  },
  {
    title: 'Connect Communities',
    text: 'We bring together parents, adults with clubfoot and medical professionals so people can share experience, ask questions and find others who truly understand.',
    icon: Users,
  },
  {
    title: 'Share Resources',
    text: 'We gather clear, practical information about clubfoot and its treatment in one place, written in plain language and easy to come back to.',
    icon: BookOpen,
  },
  {
    title: 'Promote Awareness',
    text: 'We help more people learn that clubfoot is treatable, and support efforts to reach children around the world whose clubfoot has not yet been corrected.',
    icon: Megaphone,
  },
];

export default function AboutPage() {
  const settings = useSiteSettings();
  usePageMeta(
    'About Us',
    'Learn about the mission, story and team behind Clubfoot Community, plus answers to common questions about clubfoot.',
  );

  return (
    <div className="bg-white">
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Our Mission &amp; Vision</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-50">
            We believe every child born with clubfoot deserves good treatment, and every family deserves support along the
            way. Our vision is a world where clubfoot is caught early, treated well and never faced alone.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Mission
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
          Clubfoot Community is a place for parents, adults with clubfoot and medical professionals to learn, share and
          support one another. Our work rests on four pillars.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent>
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Our Story
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
              <p>
                Clubfoot Community was founded in 2018 by a small group of parents and medical professionals. The parents
                had all heard the words &ldquo;your baby has clubfoot&rdquo; and remembered how isolating the weeks of
                casting and the long months of bracing could feel. The clinicians saw every day how much families
                benefited from talking to someone who had been there.
              </p>
              <p>
                What began as a handful of families swapping tips about boots and bars has grown into a community
                connecting families across many countries. Members share what has helped them, welcome newcomers and
                celebrate milestones together, from the last cast to the first steps and beyond.
              </p>
              <p>
                We are still guided by the same simple idea: clear information and kind, experienced people make a hard
                journey easier.
              </p>
            </div>
          </div>
        </div>
      </section>

      <Team team={settings?.team ?? []} />

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Frequently Asked Questions
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">Short answers to the questions families ask us most.</p>

            <Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {ABOUT_FAQ.map((faq, index) => (
                <Accordion.Item key={faq.question} value={`faq-${index}`}>
                  <Accordion.Header className="m-0 text-base font-semibold">
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50">
                      <span>{faq.question}</span>
                      <ChevronDown
                        className="size-5 shrink-0 text-slate-700 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="space-y-3 px-5 pb-5 leading-7 text-slate-700">
                    {faq.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>

            <div className="mt-6 flex gap-3 rounded-lg border border-accent-400 bg-accent-100 p-4 text-slate-900">
              <Info className="mt-1 size-5 shrink-0" aria-hidden="true" />
              <p className="leading-7">
                <strong>Please note:</strong> Clubfoot Community shares general information and peer support. We do not
                give medical advice or diagnose any condition. Always follow the advice of your own doctor or care team,
                and ask them about anything that worries you.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Get in Touch
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
          Have a question, an idea or a story to share? We would love to hear from you.
        </p>
        <OrganisationDetails className="mt-10 sm:grid-cols-2 lg:grid-cols-4" />
      </section>
    </div>
  );
}

/** The team from the site settings, in their order; left out while there is nobody to show. */
function Team({ team }: { team: TeamMember[] }) {
  if (!team.length) return null;
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="team-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Meet Our Team
      </h2>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">Our team brings together lived experience and clinical knowledge.</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.id} className="min-w-0">
            <Card className="h-full">
              <CardContent>
                {member.photoUrl ? (
                  <img src={member.photoUrl} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-full object-cover" />
                ) : (
                  <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white" aria-hidden="true">
                    {initialsOf(member.name)}
                  </span>
                )}
                <h3 className="mt-4 text-lg font-semibold break-words text-slate-900">{member.name}</h3>
                <p className="mt-1 text-sm font-medium break-words text-brand-800">{member.role}</p>
                {member.bio ? <p className="mt-3 leading-7 break-words whitespace-pre-line text-slate-700">{member.bio}</p> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
