import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStoriesPage, HomeStory, OwnStory, StoryDetail, StoryPage } from '../../shared/api/stories';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { seedSuccessStories } from '../../server/seed/factories/stories';
import { DEMO_PASSWORD, demoUsers } from '../../server/seed/factories/users';
import { createTestApp } from '../support/test-app';

/** The demo success stories: one featured on the home page, one in the moderators' queue, one declined for its author to read. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // The demo accounts, then the stories' seeder alone (the whole demo takes half a minute).
  await app.db.insert(users).values(demoUsers(await hashPassword(DEMO_PASSWORD)));
  await seedSuccessStories(app.db);
});
afterAll(async () => {
  await app.close();
});

const signIn = async (email: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie']).match(/sid=[^;]+/)?.[0] ?? '';
};
const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('demo stories', () => {
  it('publishes six, features one on the home page and names each teller as they chose', async () => {
    const home = (await get('/api/stories/home')).json() as HomeStory;
    expect(home.story).toMatchObject({ title: 'From weekly casts to cartwheels', featured: true, authorName: 'Rachel Kim' });
    const list = (await get('/api/stories')).json() as StoryPage;
    expect(list.total).toBe(6);
    expect(list.items[0]?.title).toBe('Week four: what I have learned so far');
    expect(list.items.find((story) => story.title === 'When her foot started turning in again')?.authorName).toBe('A member of our community');
    expect(((await get('/api/stories?stage=adult')).json() as StoryPage).items.map((story) => story.authorName)).toEqual(['Daniel Reyes']);
    const spanish = (await get('/api/stories/los-primeros-pasos-de-martina')).json() as StoryDetail;
    expect(spanish).toMatchObject({ authorName: 'Lucía', stage: 'post-treatment' });
  });

  it('keeps one waiting in the queue and shows Jonas why another was declined', async () => {
    const admin = await signIn('admin@clubfoot.example');
    const queue = (await get('/api/admin/stories', admin)).json() as AdminStoriesPage;
    expect(queue.pending).toBe(1);
    expect(queue.items.map((story) => story.title)).toEqual(['Starting at ten months']);
    const jonas = await signIn('jonas@clubfoot.example');
    const mine = ((await get('/api/stories/mine', jonas)).json() as { stories: OwnStory[] }).stories;
    expect(mine.map((story) => [story.title, story.status])).toEqual([
      ['The boots we wish we had bought first', 'declined'],
      ['Ella and the first night in boots and bar', 'published'],
    ]);
    expect(mine[0]?.reviewNote).toMatch(/review in the shop/);
    expect((await get('/api/stories/the-boots-we-wish-we-had-bought-first')).statusCode).toBe(404);
  });
});
