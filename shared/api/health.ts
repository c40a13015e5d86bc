import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  /** For the load balancer and uptime checks: 503 while the database cannot be reached. */
  status: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.literal('up'), engine: z.enum(['pglite', 'postgres']) }),
      503: errorBody,
    },
  }),
};
