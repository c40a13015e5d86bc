import {
  AuthorBadgePill,
  AuthorBadges,
  type AuthorBadgeTone,
  type BadgeAuthor,
} from '@client/components/author-badges';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageMeta } from '@client/lib/page-meta';
import { useT } from '@client/lib/i18n';
import { badgesMessages } from '../messages';

type BadgesKey = keyof (typeof badgesMessages)['en'];

type SampleMember = BadgeAuthor & {
  id: string;
  firstName: string;
  lastName: string;
  /** A key of the badges messages. */
  about: BadgesKey;
};

/** Fictional sample members (spec section 2, Badge demo). */
const SAMPLE_MEMBERS: SampleMember[] = [
  {
    id: 'sample-admin',
    firstName: 'Rowan',
    lastName: 'Ashby',
    role: 'admin',
    about: 'sample.admin.about',
  },
  {
    id: 'sample-parent-casting',
    firstName: 'Imogen',
    lastName: 'Calloway',
    role: 'member',
    isParent: true,
    clubfootSide: 'right',
    treatmentStage: 'casting',
    about: 'sample.parentCasting.about',
  },
  {
    id: 'sample-adult',
    firstName: 'Teodor',
    lastName: 'Marsh',
    role: 'member',
    isAdult: true,
    clubfootSide: 'bilateral',
    treatmentStage: 'adult',
    birthYear: 1988,
    about: 'sample.adult.about',
  },
  {
    id: 'sample-medical',
    firstName: 'Nadia',
    lastName: 'Ferrante',
    role: 'member',
    isMedicalProfessional: true,
    about: 'sample.medical.about',
  },
  {
    id: 'sample-parent-bracing',
    firstName: 'Owen',
    lastName: 'Pritchard',
    role: 'member',
    isParent: true,
    clubfootSide: 'left',
    treatmentStage: 'bracing',
    about: 'sample.parentBracing.about',
  },
];

const ADULT_BIRTH_YEAR = 1988;

/** The badges explained (their texts are keys of the badges messages: `legend.<key>.label` and `.meaning`). */
const LEGEND = [
  { key: 'admin', tone: 'admin' },
  { key: 'parent', tone: 'parent' },
  { key: 'adult', tone: 'adult' },
  { key: 'medical', tone: 'medical' },
  { key: 'left', tone: 'side' },
  { key: 'right', tone: 'side' },
  { key: 'bilateral', tone: 'side' },
  { key: 'diagnosed', tone: 'stage' },
  { key: 'casting', tone: 'stage' },
  { key: 'bracing', tone: 'stage' },
  { key: 'postTreatment', tone: 'stage' },
  { key: 'adultStage', tone: 'stage' },
  // Its label is the sample adult's age: `count` years.
  { key: 'age', tone: 'age' },
] as const satisfies readonly { key: string; tone: AuthorBadgeTone }[];

export default function BadgeDemoPage() {
  const t = useT(badgesMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const currentYear = new Date().getFullYear();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-slate-700">
          {t('intro')}
        </p>
      </header>

      <section aria-labelledby="sample-members-heading" className="mt-10">
        <h2 id="sample-members-heading" className="text-2xl font-semibold text-slate-900">
          {t('samples.title')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SAMPLE_MEMBERS.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.id}>
                <Card className="h-full">
                  <CardContent className="flex h-full gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                    >
                      {member.firstName.charAt(0).toUpperCase()}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900">{name}</h3>
                      <p className="text-sm text-slate-600">{t('role', { role: member.role === 'admin' ? 'admin' : 'member' })}</p>
                      <AuthorBadges author={member} className="mt-3" />
                      <p className="mt-3 text-sm text-slate-700">{t(member.about)}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="badge-legend-heading" className="mt-12">
        <h2 id="badge-legend-heading" className="text-2xl font-semibold text-slate-900">
          {t('legend.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t('legend.intro')}
        </p>
        <dl className="mt-6 grid gap-x-8 gap-y-4 md:grid-cols-2">
          {LEGEND.map((item) => (
            <div key={item.key} className="flex items-start gap-3">
              <dt className="w-40 shrink-0">
                <AuthorBadgePill tone={item.tone}>{t(`legend.${item.key}.label`, { count: currentYear - ADULT_BIRTH_YEAR })}</AuthorBadgePill>
              </dt>
              <dd className="text-sm text-slate-700">{t(`legend.${item.key}.meaning`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
