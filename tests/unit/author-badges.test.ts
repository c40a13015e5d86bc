import { describe, expect, it } from 'vitest';
import { authorBadges, normalizeAuthor } from '../../client/components/author-badges';

const YEAR = 2025;
const labels = (author: Parameters<typeof authorBadges>[0]) => authorBadges(author, YEAR).map((b) => b.label);

describe('authorBadges', () => {
  it('gives no badges for an empty, null or undefined author', () => {
    expect(authorBadges({}, YEAR)).toEqual([]);
    expect(authorBadges(null, YEAR)).toEqual([]);
    expect(authorBadges(undefined, YEAR)).toEqual([]);
    expect(labels({ role: 'member' })).toEqual([]);
  });

  it('shows Admin only for role admin', () => {
    expect(authorBadges({ role: 'admin' }, YEAR)).toEqual([{ key: 'admin', label: 'Admin', tone: 'admin' }]);
    expect(labels({ role: 'member' })).toEqual([]);
  });

  it('shows the status badges', () => {
    expect(labels({ isParent: true })).toEqual(['Parent']);
    expect(labels({ isAdult: true })).toEqual(['Adult with CF']);
    expect(labels({ isMedicalProfessional: true })).toEqual(['Medical Pro']);
    expect(labels({ isParent: false, isAdult: false, isMedicalProfessional: false })).toEqual([]);
  });

  it('shows Supporter only when the server says so (a chosen, current supporting membership), as words', () => {
    expect(authorBadges({ supporter: true }).map((b) => b.label)).toEqual(['Supporter']);
    expect(authorBadges({ supporter: false })).toEqual([]);
    expect(authorBadges({ role: 'admin', supporter: true }).map((b) => b.key)).toEqual(['admin', 'supporter']);
  });

  it('shows the clubfoot side', () => {
    expect(labels({ clubfootSide: 'left' })).toEqual(['Left CF']);
    expect(labels({ clubfootSide: 'right' })).toEqual(['Right CF']);
    expect(labels({ clubfootSide: 'bilateral' })).toEqual(['Bilateral CF']);
    expect(labels({ clubfootSide: 'unsure' })).toEqual([]);
    expect(labels({ clubfootSide: '' })).toEqual([]);
  });

  it('maps each known treatment stage', () => {
    expect(labels({ treatmentStage: 'diagnosed' })).toEqual(['Recently Diagnosed']);
    expect(labels({ treatmentStage: 'casting' })).toEqual(['Casting']);
    expect(labels({ treatmentStage: 'bracing' })).toEqual(['Bracing']);
    expect(labels({ treatmentStage: 'post-treatment' })).toEqual(['Post-Treatment']);
    expect(labels({ treatmentStage: 'adult' })).toEqual(['Adult CF']);
  });

  it('ignores unknown treatment stages', () => {
    expect(labels({ treatmentStage: 'adult-maintenance' })).toEqual([]);
    expect(labels({ treatmentStage: 'recurrence' })).toEqual([]);
    expect(labels({ treatmentStage: 'something-else' })).toEqual([]);
  });

  it('shows the age only for adults with a sensible birth year', () => {
    expect(labels({ isAdult: true, birthYear: 1988 })).toEqual(['Adult with CF', '37 years']);
    expect(authorBadges({ isAdult: true, birthYear: 1988 }, YEAR).at(-1)).toEqual({ key: 'age', label: '37 years', tone: 'age' });
    expect(labels({ isParent: true, birthYear: 1988 })).toEqual(['Parent']);
    expect(labels({ isAdult: false, birthYear: 1988 })).toEqual([]);
    expect(labels({ isAdult: true, birthYear: null })).toEqual(['Adult with CF']);
    expect(labels({ isAdult: true, birthYear: 2030 })).toEqual(['Adult with CF']);
    expect(labels({ isAdult: true, birthYear: 1800 })).toEqual(['Adult with CF']);
    expect(labels({ isAdult: true, birthYear: Number.NaN })).toEqual(['Adult with CF']);
    expect(labels({ isAdult: true, birthYear: YEAR })).toEqual(['Adult with CF', '0 years']);
    expect(labels({ isAdult: true, birthYear: YEAR - 120 })).toEqual(['Adult with CF', '120 years']);
  });

  it('uses the current year by default', () => {
    const year = new Date().getFullYear();
    expect(authorBadges({ isAdult: true, birthYear: year - 30 }).map((b) => b.label)).toContain('30 years');
  });

  it('keeps the order Admin, Parent, Adult, Medical Pro, side, stage, age', () => {
    const all = authorBadges(
      {
        role: 'admin',
        isParent: true,
        isAdult: true,
        isMedicalProfessional: true,
        clubfootSide: 'bilateral',
        treatmentStage: 'adult',
        birthYear: 1990,
      },
      YEAR,
    );
    expect(all.map((b) => b.label)).toEqual([
      'Admin',
      'Parent',
      'Adult with CF',
      'Medical Pro',
      'Bilateral CF',
      'Adult CF',
      '35 years',
    ]);
    expect(all.map((b) => b.tone)).toEqual(['admin', 'parent', 'adult', 'medical', 'side', 'stage', 'age']);
    expect(new Set(all.map((b) => b.key)).size).toBe(all.length);
  });

  it('reads the snake_case shape from the home page topic list', () => {
    expect(
      labels({
        is_parent: true,
        is_adult: true,
        is_medical_professional: true,
        clubfoot_side: 'right',
        treatment_stage: 'casting',
        birth_year: 2000,
      }),
    ).toEqual(['Parent', 'Adult with CF', 'Medical Pro', 'Right CF', 'Casting', '25 years']);
  });

  it('prefers camelCase when both shapes are present', () => {
    const mixed = { clubfootSide: 'left', clubfoot_side: 'right', isParent: false, is_parent: true, birthYear: 1990, birth_year: 1970, isAdult: true };
    expect(labels(mixed)).toEqual(['Adult with CF', 'Left CF', '35 years']);
    expect(normalizeAuthor(mixed)).toMatchObject({ clubfootSide: 'left', isParent: false, birthYear: 1990 });
  });

  it('falls back to snake_case when the camelCase value is missing or null', () => {
    expect(labels({ clubfootSide: null, clubfoot_side: 'left' })).toEqual(['Left CF']);
  });
});

describe('normalizeAuthor', () => {
  it('returns safe defaults for anything that is not an object', () => {
    const empty = {
      role: null,
      isParent: false,
      isAdult: false,
      isMedicalProfessional: false,
      clubfootSide: null,
      treatmentStage: null,
      birthYear: null,
      supporter: false,
    };
    expect(normalizeAuthor(null)).toEqual(empty);
    expect(normalizeAuthor('admin')).toEqual(empty);
    expect(normalizeAuthor(42)).toEqual(empty);
  });
});
