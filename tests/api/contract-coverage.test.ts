import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api/contract';
import { createTestApp } from '../support/test-app';

/**
 * One definition per endpoint: every API route the server registers is in the contract
 * (shared/api/contract.ts), and every endpoint of the contract is registered, with its method.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ e2eHooks: true });
});
afterAll(async () => {
  await app.close();
});

/** The server's routes under /api, as "METHOD /path" (HEAD is Fastify's own twin of each GET). */
const registeredApiRoutes = () => [...app.apiRoutes].sort();

describe('the API contract', () => {
  const defined = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);

  it('defines each endpoint once', () => {
    expect(defined.filter((route, index) => defined.indexOf(route) !== index)).toEqual([]);
  });

  it('has a definition for every route the server registers under /api', () => {
    expect(registeredApiRoutes().filter((route) => !defined.includes(route))).toEqual([]);
  });

  it('has every endpoint registered by the server', () => {
    const registered = registeredApiRoutes();
    expect(defined.filter((route) => !registered.includes(route)).sort()).toEqual([]);
  });
});
