import { inArray, like } from 'drizzle-orm';
import type { Db } from '../../db';
import { stories, users } from '../../db/schema';
import { renderMemberText } from '../../lib/member-markdown';
import { seedStories, storyTellers } from '../content/stories';

const DAY = 86_400_000;
const ADMIN = 'admin@clubfoot.example';

/** A story row with its rendering and consents; tests and the seed share it. */
export function storyValues(input: Pick<typeof stories.$inferInsert, 'slug' | 'title' | 'content'> & Partial<typeof stories.$inferInsert>) {
  const { content, ...rest } = input;
  return {
    treatment: 'ponseti',
    stage: 'bracing',
    naming: 'first-name',
    consentAt: new Date(),
    guardianConsent: !input.isAdultStory,
    ...rest,
    content,
    contentHtml: renderMemberText(content),
  } satisfies typeof stories.$inferInsert;
}

/**
 * The demo stories (server/seed/content/stories.ts): published ones with one featured, one waiting in
 * the moderators' queue and one declined with its reason for its author (Jonas) to read. Tellers who
 * are not demo accounts are added as members, with the demo accounts' password.
 */
export async function seedSuccessStories(db: Db, now = Date.now()) {
  const [template] = await db.select({ passwordHash: users.passwordHash }).from(users).where(inArray(users.email, [ADMIN]));
  const added = storyTellers.filter((teller) => teller.add);
  if (added.length) {
    await db
      .insert(users)
      .values(
        added.map(({ email, add }) => ({
          email,
          passwordHash: template?.passwordHash ?? null,
          termsAcceptedAt: new Date(now),
          termsVersion: 'demo',
          emailVerifiedAt: new Date(now),
          createdAt: new Date(now - 120 * DAY),
          ...add,
        })),
      )
      .onConflictDoNothing();
  }
  const emails = [...new Set([ADMIN, ...seedStories.map((story) => story.author)])];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const admin = idOf(ADMIN);

  await db.insert(stories).values(
    seedStories.map((story) => {
      const sent = new Date(now - story.daysAgo * DAY);
      const decided = story.status === 'pending' ? null : new Date(sent.getTime() + 2 * 3600_000);
      return storyValues({
        slug: story.slug,
        title: story.title,
        content: story.content,
        authorId: idOf(story.author),
        ageAtStartMonths: story.ageAtStartMonths,
        treatment: story.treatment,
        stage: story.stage,
        isAdultStory: story.isAdultStory,
        naming: story.naming,
        status: story.status,
        featured: story.featured ?? false,
        declineReason: story.declineReason ?? null,
        consentAt: sent,
        submittedAt: sent,
        createdAt: sent,
        updatedAt: decided ?? sent,
        reviewedAt: decided,
        reviewedById: decided ? admin : null,
        publishedAt: story.status === 'published' ? decided : null,
      });
    }),
  );
}

const STAGES = ['casting', 'bracing', 'post-treatment', 'adult-maintenance', 'recurrence'] as const;
const NAMINGS = ['full-name', 'first-name', 'anonymous'] as const;

/** `count` further published stories by the generated members (the benchmark's larger data sets). */
export async function generateStories(db: Db, count: number, now = Date.now()) {
  const tellers = await db.select({ id: users.id }).from(users).where(like(users.email, '%@generated.clubfoot.example')).limit(500);
  if (!tellers.length) return;
  const content =
    'The casts went on every week for six weeks, then a small tenotomy and three weeks in a last cast. Three months in the boots and bar all day, then nights and naps. It was hard at first and then it was simply bedtime. Today our child runs, climbs and jumps like everyone else at the park.';
  const html = renderMemberText(content);
  const rows = Array.from({ length: count }, (_, i) => {
    const stage = STAGES[i % STAGES.length]!;
    const adult = stage === 'adult-maintenance';
    const at = new Date(now - (i + 1) * 3_600_000);
    return {
      slug: `generated-story-${i + 1}`,
      authorId: tellers[i % tellers.length]!.id,
      title: `A generated story number ${i + 1}`,
      content,
      contentHtml: html,
      ageAtStartMonths: adult ? null : i % 12,
      treatment: 'ponseti',
      stage,
      isAdultStory: adult,
      naming: NAMINGS[i % NAMINGS.length]!,
      consentAt: at,
      guardianConsent: !adult,
      status: 'published' as const,
      submittedAt: at,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(stories).values(rows.slice(i, i + 500));
}
