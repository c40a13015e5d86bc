import type { LucideIcon } from 'lucide-react';
import { BookOpen, ChevronDown, HeartHandshake, Info, Megaphone, Users } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Card, CardContent } from '@client/components/ui/card';
import { OrganisationDetails } from '@client/components/organisation-details';
import { usePageMeta } from '@client/lib/page-meta';
import { useSiteSettings } from '@client/lib/site-settings';
import type { TeamMember } from '@shared/api/settings';
import { initialsOf } from '@shared/display-name';
import { Rich, useT } from '@client/lib/i18n';
import { aboutFaqMessages, aboutMessages, FAQ_NUMBERS, faqParagraphs } from '../messages';

/** The four pillars (their texts are keys of the about messages: `pillar.<key>.title` and `.text`). */
const PILLARS = [
  { key: 'support', icon: HeartHandshake },
  { key: 'connect', icon: Users },
  { key: 'share', icon: BookOpen },
  { key: 'awareness', icon: Megaphone },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export default function AboutPage() {
  const settings = useSiteSettings();
  const t = useT(aboutMessages);
  const tf = useT(aboutFaqMessages);
  usePageMeta(t('meta.title'), t('meta.description'));

  return (
    <div className="bg-white">
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-50">
            {t('hero.text')}
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('mission.title')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
          {t('mission.intro')}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardContent>
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`pillar.${key}.title`)}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{t(`pillar.${key}.text`)}</p>
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
              {t('story.title')}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700">
              <p>{t('story.p1')}</p>
              <p>{t('story.p2')}</p>
              <p>{t('story.p3')}</p>
            </div>
          </div>
        </div>
      </section>

      <Team team={settings?.team ?? []} />

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-3xl">
            <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('faq.title')}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{t('faq.intro')}</p>

            <Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {FAQ_NUMBERS.map((n, index) => (
                <Accordion.Item key={n} value={`faq-${index}`}>
                  <Accordion.Header className="m-0 text-base font-semibold">
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50">
                      <span>{tf(`faq.${n}.question`)}</span>
                      <ChevronDown
                        className="size-5 shrink-0 text-slate-700 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="space-y-3 px-5 pb-5 leading-7 text-slate-700">
                    {faqParagraphs(tf(`faq.${n}.answer`)).map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>

            <div className="mt-6 flex gap-3 rounded-lg border border-accent-400 bg-accent-100 p-4 text-slate-900">
              <Info className="mt-1 size-5 shrink-0" aria-hidden="true" />
              <p className="leading-7">
                <Rich t={t} k="faq.note" tags={{ strong: (text) => <strong>{text}</strong> }} />
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('contact.title')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
          {t('contact.intro')}
        </p>
        <OrganisationDetails className="mt-10 sm:grid-cols-2 lg:grid-cols-4" />
      </section>
    </div>
  );
}

/** The team from the site settings, in their order; left out while there is nobody to show. */
function Team({ team }: { team: TeamMember[] }) {
  const t = useT(aboutMessages);
  if (!team.length) return null;
  return (
    <section aria-labelledby="team-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="team-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {t('team.title')}
      </h2>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{t('team.intro')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.id} className="min-w-0">
            {/* The team as the administrators describe it (site settings). */}
            <Card className="h-full" data-user-text>
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
