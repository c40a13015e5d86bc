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
import { Rich, useT } from '@client/lib/i18n';
import { communityMessages } from '../messages';

/** The ways to take part (their texts are keys of the community messages: `area.<key>.title`, `.description` and `.link`). */
const AREAS = [
  { key: 'forums', to: '/community/forum', icon: MessagesSquare },
  { key: 'groups', to: '/community/groups', icon: UsersRound },
  { key: 'events', to: '/events', icon: CalendarDays },
  { key: 'stories', to: '/community/success-stories', icon: Star },
] as const satisfies readonly { key: string; to: string; icon: LucideIcon }[];

/** The community guidelines (their texts are keys of the community messages: `guideline.<key>.title` and `.text`). */
const GUIDELINES = [
  { key: 'kind', icon: Heart },
  { key: 'privacy', icon: Lock },
  { key: 'experience', icon: Stethoscope },
  { key: 'choices', icon: Users },
  { key: 'selling', icon: Ban },
  { key: 'safe', icon: ShieldCheck },
  { key: 'report', icon: Flag },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export default function CommunityPage() {
  const t = useT(communityMessages);
  usePageMeta(t('meta.title'), t('meta.description'));

  return (
    <div className="bg-white">
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-6 max-w-3xl text-lg leading-8 text-brand-50">
            {t('hero.text')}
          </p>
        </div>
      </section>

      <section aria-label={t('areas.label')} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2">
          {AREAS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Card className="flex h-full flex-col">
                <CardContent className="flex flex-1 flex-col">
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{t(`area.${key}.title`)}</h2>
                  <p className="mt-2 flex-1 leading-7 text-slate-700">{t(`area.${key}.description`)}</p>
                  <div className="mt-6">
                    <Button asChild variant="outline">
                      <Link to={to}>
                        {t(`area.${key}.link`)}
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
              {t('guidelines.title')}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              {t('guidelines.intro')}
            </p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {GUIDELINES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`guideline.${key}.title`)}</h3>
                  <p className="mt-1 leading-7 text-slate-700">{t(`guideline.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-3xl leading-7 text-slate-700">
            <Rich
              t={t}
              k="guidelines.footer"
              tags={{
                terms: (text) => (
                  <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {text}
                  </Link>
                ),
                privacy: (text) => (
                  <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </section>
    </div>
  );
}
