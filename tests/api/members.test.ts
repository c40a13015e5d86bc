import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { presentMember } from '../../server/lib/present-user';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 50 });
});
afterAll(async () => {
  await app.close();
});

async function memberWithDetails(privacySettings: Record<string, boolean>) {
  const member = await signUp(app);
  await app.inject({ method: 'PATCH', url: '/api/profile/personal', headers: { cookie: member.cookie }, payload: { location: 'Leeds, UK', bio: 'Hello!' } });
  await app.inject({
    method: 'PATCH',
    url: '/api/profile/clubfoot',
    headers: { cookie: member.cookie },
    payload: { clubfootSide: 'left', treatmentStage: 'bracing', treatmentType: 'ponseti', diagnosisDate: '2025-01-02', isParent: true },
  });
  await app.inject({
    method: 'PATCH',
    url: '/api/profile/privacy',
    headers: { cookie: member.cookie },
    payload: { privacySettings: { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: true, ...privacySettings } },
  });
  return member;
}

const view = (id: string, cookie?: string) => app.inject({ method: 'GET', url: `/api/members/${id}`, headers: cookie ? { cookie } : {} });

describe('members as others see them', () => {
  it('shows what privacy allows: e-mail hidden by default, location and treatment shown', async () => {
    const member = await memberWithDetails({});
    const viewer = await signUp(app);
    const res = await view(member.user.id, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: null, location: 'Leeds, UK', clubfootSide: 'left', treatmentStage: 'bracing', isParent: true, bio: 'Hello!' });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|privacySettings|notificationPreferences/);
  });

  it('hides e-mail, location and treatment details when the member says so', async () => {
    const member = await memberWithDetails({ showEmail: true, showLocation: false, showTreatmentDetails: false });
    const viewer = await signUp(app);
    const body = (await view(member.user.id, viewer.cookie)).json();
    expect(body.email).toBe(member.user.email);
    expect(body).toMatchObject({ location: null, clubfootSide: null, treatmentStage: null, treatmentType: null, diagnosisDate: null });
  });

  it('hides the whole profile from other members when showProfileToMembers is off, but not from its owner', async () => {
    const member = await memberWithDetails({ showProfileToMembers: false });
    const viewer = await signUp(app);
    expect((await view(member.user.id, viewer.cookie)).statusCode).toBe(404);
    expect((await view(member.user.id, member.cookie)).statusCode).toBe(200);
  });

  it('is for signed-in members only, and refuses a malformed id', async () => {
    const member = await memberWithDetails({});
    expect((await view(member.user.id)).statusCode).toBe(401);
    expect((await view('not-a-uuid', member.cookie)).statusCode).toBe(400);
    expect((await view('00000000-0000-4000-8000-000000000000', member.cookie)).statusCode).toBe(404);
  });

  it('shows a deleted member as "Deleted member" with nothing personal', async () => {
    const member = await memberWithDetails({ showEmail: true });
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    const [row] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    const shown = presentMember(row as typeof users.$inferSelect, null);
    expect(shown).toMatchObject({ firstName: 'Deleted', lastName: 'member', email: null, location: null, bio: null, deleted: true });
  });
});
