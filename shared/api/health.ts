import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  /** Liveness, for uptime checks: 503 while the database cannot be reached. */
  status: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.literal('up'), engine: z.enum(['pglite', 'postgres']) }),
      503: errorBody,
    },
  }),
  /**
   * Readiness, for the load balancer: 200 once the database answers, every migration this version
   * ships is applied, and the load shedding is not refusing requests; otherwise 503 with a message
   * saying which (while shedding, the load shedding's own message).
   */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    responses: {
      200: z.object({ status: z.literal('ready'), engine: z.enum(['pglite', 'postgres']), migrations: z.number().int() }),
      503: errorBody,
    },
  }),
};
