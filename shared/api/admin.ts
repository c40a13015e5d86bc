import { z } from 'zod';
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
