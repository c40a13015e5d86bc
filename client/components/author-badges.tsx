import { Fragment } from 'react';
import { useClock } from '@client/lib/clock';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { translate } from '@shared/i18n/runtime';
import { componentsMessages } from '@client/components/messages';
import { useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

type ComponentsKey = keyof (typeof componentsMessages)['en'];

/** Author fields the forum pages send (camelCase). Spec section 3, "Forum author". */
export type BadgeAuthor = {
  role?: string | null;
  isParent?: boolean | null;
  isAdult?: boolean | null;
  isMedicalProfessional?: boolean | null;
  clubfootSide?: string | null;
  treatmentStage?: string | null;
  birthYear?: number | null;
  /** A supporting member who chose to show the badge (the server sends it only then). */
  supporter?: boolean | null;
};

/** The same fields as the home page's topic list sends them (snake_case). */
export type SnakeBadgeAuthor = {
  role?: string | null;
  is_parent?: boolean | null;
  is_adult?: boolean | null;
  is_medical_professional?: boolean | null;
  clubfoot_side?: string | null;
  treatment_stage?: string | null;
  birth_year?: number | null;
  supporter?: boolean | null;
};

/** Either shape (or a mix of both); missing authors are allowed. */
export type AnyBadgeAuthor = BadgeAuthor | SnakeBadgeAuthor | (BadgeAuthor & SnakeBadgeAuthor) | null | undefined;

export type AuthorBadgeTone = 'supporter' | 'admin' | 'parent' | 'adult' | 'medical' | 'side' | 'stage' | 'age';

export type AuthorBadge = { key: string; label: string; tone: AuthorBadgeTone };

type NormalizedAuthor = {
  role: string | null;
  isParent: boolean;
  isAdult: boolean;
  isMedicalProfessional: boolean;
  clubfootSide: string | null;
  treatmentStage: string | null;
  birthYear: number | null;
  supporter: boolean;
};

function pick(source: Record<string, unknown>, camel: string, snake: string): unknown {
  const value = source[camel];
  return value === undefined || value === null ? source[snake] : value;
}

function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

function toText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return text === '' ? null : text;
}

function toYear(value: unknown): number | null {
  const year = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) ? year : null;
}

/** Reads an author in either the camelCase or snake_case shape; camelCase wins when both are set. */
export function normalizeAuthor(author: unknown): NormalizedAuthor {
  const source = author !== null && typeof author === 'object' ? (author as Record<string, unknown>) : {};
  const role = source.role;
  return {
    role: typeof role === 'string' && role.trim() !== '' ? role.trim().toLowerCase() : null,
    isParent: toBool(pick(source, 'isParent', 'is_parent')),
    isAdult: toBool(pick(source, 'isAdult', 'is_adult')),
    isMedicalProfessional: toBool(pick(source, 'isMedicalProfessional', 'is_medical_professional')),
    clubfootSide: toText(pick(source, 'clubfootSide', 'clubfoot_side')),
    treatmentStage: toText(pick(source, 'treatmentStage', 'treatment_stage')),
    birthYear: toYear(pick(source, 'birthYear', 'birth_year')),
    supporter: toBool(source.supporter),
  };
}

const SIDE_LABELS: Record<string, ComponentsKey> = {
  left: 'badge.side.left',
  right: 'badge.side.right',
  bilateral: 'badge.side.bilateral',
};

/** The forum badge mapping (spec section 3); other stages show no badge. */
const STAGE_LABELS: Record<string, ComponentsKey> = {
  diagnosed: 'badge.stage.diagnosed',
  casting: 'badge.stage.casting',
  bracing: 'badge.stage.bracing',
  'post-treatment': 'badge.stage.postTreatment',
  adult: 'badge.stage.adult',
};

const MAX_AGE = 120;

/**
 * The badges for an author, in display order: Admin, Parent, Adult with CF, Medical Pro, Supporter,
 * side, treatment stage, then age ('{n} years', only for adults with a sensible birth year), in the
 * given language (English unless told).
 */
export function authorBadges(author: AnyBadgeAuthor, currentYear: number = new Date().getFullYear(), locale: Locale = DEFAULT_LOCALE): AuthorBadge[] {
  const a = normalizeAuthor(author);
  const badges: AuthorBadge[] = [];
  const t = (key: ComponentsKey, values?: Record<string, unknown>) => translate(locale, componentsMessages, key, values);

  if (a.role === 'admin') badges.push({ key: 'admin', label: t('badge.admin'), tone: 'admin' });
  if (a.isParent) badges.push({ key: 'parent', label: t('badge.parent'), tone: 'parent' });
  if (a.isAdult) badges.push({ key: 'adult', label: t('badge.adult'), tone: 'adult' });
  if (a.isMedicalProfessional) badges.push({ key: 'medical', label: t('badge.medical'), tone: 'medical' });
  if (a.supporter) badges.push({ key: 'supporter', label: t('badge.supporter'), tone: 'supporter' });

  const side = a.clubfootSide ? SIDE_LABELS[a.clubfootSide] : undefined;
  if (side) badges.push({ key: `side-${a.clubfootSide}`, label: t(side), tone: 'side' });

  const stage = a.treatmentStage ? STAGE_LABELS[a.treatmentStage] : undefined;
  if (stage) badges.push({ key: `stage-${a.treatmentStage}`, label: t(stage), tone: 'stage' });

  if (a.isAdult && a.birthYear !== null) {
    const age = currentYear - a.birthYear;
    if (age >= 0 && age <= MAX_AGE) badges.push({ key: 'age', label: t('badge.age', { age }), tone: 'age' });
  }

  return badges;
}

/** Pill colours per badge kind; every pair meets WCAG AA for small text. */
export const AUTHOR_BADGE_TONE_CLASSES: Record<AuthorBadgeTone, string> = {
  supporter: 'border-rose-200 bg-rose-50 text-rose-800',
  admin: 'border-red-200 bg-red-50 text-red-800',
  parent: 'border-brand-200 bg-brand-50 text-brand-800',
  adult: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  medical: 'border-blue-200 bg-blue-50 text-blue-800',
  side: 'border-slate-300 bg-slate-100 text-slate-800',
  stage: 'border-amber-200 bg-amber-50 text-amber-900',
  age: 'border-slate-300 bg-white text-slate-700',
};

export const AUTHOR_BADGE_PILL_CLASS =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap';

/** What 'CF' stands for in a badge; to clinicians it would otherwise read as cystic fibrosis. */
export const CF_MEANS = 'clubfoot';

/** A badge's words, with 'CF' marked up as the abbreviation of clubfoot ('Left CF', 'Adult with CF'). */
export function BadgeLabel({ label }: { label: string }) {
  // One span: in the pill's inline-flex box, loose text beside the <abbr> would lose its spaces.
  const t = useT(componentsMessages);
  return (
    <span>
      {label.split(/\b(CF)\b/).map((part, index) =>
        part === 'CF' ? (
          <abbr key={index} title={t('badge.cfMeans')} className="cursor-help">
            CF
          </abbr>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}

/** A single badge pill, for places (like a legend) that show one badge outside a member's list. */
export function AuthorBadgePill({ tone, children, className }: { tone: AuthorBadgeTone; children: string; className?: string }) {
  return (
    <span className={cn(AUTHOR_BADGE_PILL_CLASS, AUTHOR_BADGE_TONE_CLASSES[tone], className)}>
      <BadgeLabel label={children} />
    </span>
  );
}

/** Small pill badges describing a forum author; renders nothing when the author has none. */
export function AuthorBadges({ author, className }: { author: AnyBadgeAuthor; className?: string }) {
  const locale = useLocale();
  const t = useT(componentsMessages);
  const badges = authorBadges(author, new Date(useClock().now).getUTCFullYear(), locale);
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t('badge.list')} className={cn('flex flex-wrap gap-1.5', className)}>
      {badges.map((badge) => (
        <li key={badge.key} className={cn(AUTHOR_BADGE_PILL_CLASS, AUTHOR_BADGE_TONE_CLASSES[badge.tone])}>
          <BadgeLabel label={badge.label} />
        </li>
      ))}
    </ul>
  );
}
