import { z } from 'zod';
import { errorBody } from './common';
import { endpoint } from './endpoint';
import { roles } from './user';

export const ADMIN_PAGE_SIZE_MAX = 100;

export const adminUsersQuery = z
  .object({
    q: z.string().trim().max(200).optional().default(''),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).optional().default(25),
  })
  .strict();

export const adminUserRow = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  flags: z.object({ isParent: z.boolean(), isAdult: z.boolean(), isMedicalProfessional: z.boolean() }),
  /** Share of the profile fields filled in, 0 to 100. */
  profileCompleteness: z.number().int().min(0).max(100),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersPage = z.object({
  users: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPage>;

export const roleChangeBody = z.object({ role: z.enum(roles) }).strict();

export const adminStats = z.object({ members: z.number().int(), newMembersThisWeek: z.number().int() });
export type AdminStats = z.infer<typeof adminStats>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const auditPage = z.object({ entries: z.array(auditEntry) });

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const memberIdParams = z.object({ id: z.string().uuid() });

/** Member administration: counts, the members list, role changes, suspensions and the audit log. */
export const adminEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/admin/stats', access: 'admin', responses: { 200: adminStats, ...adminErrors } }),
  users: endpoint({ method: 'GET', path: '/api/admin/users', access: 'admin', query: adminUsersQuery, responses: { 200: adminUsersPage, ...adminErrors } }),
  /** 409 when it would demote the last administrator. */
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    params: memberIdParams,
    body: roleChangeBody,
    responses: { 200: adminUserRow, ...adminErrors },
  }),
  /** Signs the member out everywhere; 409 for your own account. */
  suspend: endpoint({ method: 'POST', path: '/api/admin/users/:id/suspend', access: 'admin', params: memberIdParams, responses: { 200: adminUserRow, ...adminErrors } }),
  restore: endpoint({ method: 'POST', path: '/api/admin/users/:id/restore', access: 'admin', params: memberIdParams, responses: { 200: adminUserRow, ...adminErrors } }),
  auditLog: endpoint({ method: 'GET', path: '/api/admin/audit-log', access: 'admin', responses: { 200: auditPage, ...adminErrors } }),
};
