import {
  AuthorBadgePill,
  AuthorBadges,
  type AuthorBadgeTone,
  type BadgeAuthor,
} from '@client/components/author-badges';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageMeta } from '@client/lib/page-meta';

type SampleMember = BadgeAuthor & {
  id: string;
  firstName: string;
  lastName: string;
  about: string;
};

/** Fictional sample members (spec section 2, Badge demo). */
const SAMPLE_MEMBERS: SampleMember[] = [
  {
    id: 'sample-admin',
    firstName: 'Rowan',
    lastName: 'Ashby',
    role: 'admin',
    about: 'Keeps the community running and moderates the forums.',
  },
  {
    id: 'sample-parent-casting',
    firstName: 'Imogen',
    lastName: 'Calloway',
    role: 'member',
    isParent: true,
    clubfootSide: 'right',
    treatmentStage: 'casting',
    about: 'Parent of a baby in weekly Ponseti casting for a right clubfoot.',
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
    about: 'Adult born with bilateral clubfoot, sharing life after treatment.',
  },
  {
    id: 'sample-medical',
    firstName: 'Nadia',
    lastName: 'Ferrante',
    role: 'member',
    isMedicalProfessional: true,
    about: 'Paediatric physiotherapist who answers questions about exercises and bracing.',
  },
  {
    id: 'sample-parent-bracing',
    firstName: 'Owen',
    lastName: 'Pritchard',
    role: 'member',
    isParent: true,
    clubfootSide: 'left',
    treatmentStage: 'bracing',
    about: 'Parent of a toddler in boots and bar at night for a left clubfoot.',
  },
];

const ADULT_BIRTH_YEAR = 1988;

function legend(currentYear: number): { tone: AuthorBadgeTone; label: string; meaning: string }[] {
  return [
    { tone: 'admin', label: 'Admin', meaning: 'A site administrator who looks after the community.' },
    { tone: 'parent', label: 'Parent', meaning: 'A parent or carer of a child with clubfoot.' },
    { tone: 'adult', label: 'Adult with CF', meaning: 'An adult who was born with clubfoot.' },
    { tone: 'medical', label: 'Medical Pro', meaning: 'A medical professional, such as a doctor, nurse or physiotherapist.' },
    { tone: 'side', label: 'Left CF', meaning: 'Clubfoot affects the left foot.' },
    { tone: 'side', label: 'Right CF', meaning: 'Clubfoot affects the right foot.' },
    { tone: 'side', label: 'Bilateral CF', meaning: 'Clubfoot affects both feet.' },
    { tone: 'stage', label: 'Recently Diagnosed', meaning: 'Clubfoot has just been diagnosed and treatment has not started yet.' },
    { tone: 'stage', label: 'Casting', meaning: 'In the casting phase of treatment, with plaster casts changed regularly.' },
    { tone: 'stage', label: 'Bracing', meaning: 'Wearing a foot abduction brace (boots and bar) to keep the correction.' },
    { tone: 'stage', label: 'Post-Treatment', meaning: 'Treatment is finished.' },
    { tone: 'stage', label: 'Adult CF', meaning: 'Living with clubfoot as an adult.' },
    {
      tone: 'age',
      label: `${currentYear - ADULT_BIRTH_YEAR} years`,
      meaning: 'The age of an adult member (current year minus birth year). Shown only for adults with clubfoot.',
    },
  ];
}

function roleText(role: string | null | undefined) {
  return role === 'admin' ? 'Administrator' : 'Member';
}

export default function BadgeDemoPage() {
  usePageMeta(
    'Member Badges',
    'See the badges members can show in the forum: role, parent, adult or medical status, clubfoot side and treatment stage.',
  );
  const currentYear = new Date().getFullYear();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Member Badges</h1>
        <p className="mt-3 text-lg text-slate-700">
          Badges appear next to a member&apos;s name in the forum. They come from the member&apos;s profile and help
          you see at a glance who you are talking to and where they are in their clubfoot journey.
        </p>
      </header>

      <section aria-labelledby="sample-members-heading" className="mt-10">
        <h2 id="sample-members-heading" className="text-2xl font-semibold text-slate-900">
          Sample members
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
                      {member.firstName.charAt(0).toUpperCase() || 'U'}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900">{name}</h3>
                      <p className="text-sm text-slate-600">{roleText(member.role)}</p>
                      <AuthorBadges author={member} className="mt-3" />
                      <p className="mt-3 text-sm text-slate-700">{member.about}</p>
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
          What the badges mean
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Members choose what to share in their profile settings. A member with nothing filled in shows no badges.
        </p>
        <dl className="mt-6 grid gap-x-8 gap-y-4 md:grid-cols-2">
          {legend(currentYear).map((item) => (
            <div key={item.label} className="flex items-start gap-3">
              <dt className="w-40 shrink-0">
                <AuthorBadgePill tone={item.tone}>{item.label}</AuthorBadgePill>
              </dt>
              <dd className="text-sm text-slate-700">{item.meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
