import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api/contract';
import { urlOf } from '../../shared/api/endpoint';
import { resources, users } from '../../server/db/schema';
import { articleValues } from '../../server/seed/factories/resources';
import { signUp } from '../support/accounts';
import { createTestApp } from '../support/test-app';

/**
 * Every upload endpoint of the contract (`consumes: 'multipart'`), now and later: whatever a broken
 * upload looks like, the answer is a 4xx with a clear message, never a 500, and the server goes on.
 */
let app: FastifyInstance;
let admin: string;
let articleId: number;

beforeAll(async () => {
  app = await createTestApp({ rateLimitScale: 100 });
  const account = await signUp(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  admin = account.cookie;
  const [article] = await app.db.insert(resources).values(articleValues({ status: 'draft' })).returning({ id: resources.id });
  articleId = article!.id;
});
afterAll(async () => {
  await app.close();
});

const uploads = allEndpoints().filter(({ endpoint }) => endpoint.consumes === 'multipart');

const broken: { title: string; contentType: string; body: string }[] = [
  { title: 'no boundary', contentType: 'multipart/form-data', body: 'garbage' },
  { title: 'a boundary the body never has', contentType: 'multipart/form-data; boundary=XX', body: 'garbage' },
  {
    title: 'a part cut off in the middle',
    contentType: 'multipart/form-data; boundary=XX',
    body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  { title: 'a part without headers', contentType: 'multipart/form-data; boundary=XX', body: '--XX\r\n\r\nhello\r\n--XX--\r\n' },
  { title: 'no parts at all', contentType: 'multipart/form-data; boundary=XX', body: '--XX--\r\n' },
];

it('the contract names the upload endpoints', () => {
  expect(uploads.map(({ name }) => name).sort()).toEqual([
    'profile.avatar',
    'resourceAdmin.uploadGuide',
    'resourceAdmin.uploadImage',
    'settingsAdmin.uploadTeamPhoto',
    'shopAdmin.uploadImage',
    'stories.uploadPhoto',
    'transparencyAdmin.attachReceipt',
    'videoAdmin.uploadCaptions',
    'videoAdmin.uploadPoster',
  ]);
});

describe.each(uploads)('$name', ({ endpoint }) => {
  it.each(broken)('answers $title with a 400 and a message', async ({ contentType, body }) => {
    const url = urlOf(endpoint.path, { params: { id: articleId } });
    const res = await app.inject({ method: endpoint.method, url, headers: { cookie: admin, 'content-type': contentType }, payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
