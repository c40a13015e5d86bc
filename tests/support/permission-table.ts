import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../shared/api/contract';

/**
 * Who may call what: one entry per endpoint of the contract (shared/api/contract.ts), checked by
 * tests/api/contract-permissions.test.ts. Every endpoint is called by a visitor, a member and an
 * administrator and must answer as its `access` says; an entry adds cases with real data where the
 * answer depends on who owns what (an author, another member, a privacy setting).
 */
export const callers = ['visitor', 'member', 'other', 'admin'] as const;
export type Caller = (typeof callers)[number];

type Account = { cookie: string; user: { id: string } };
export type TableContext = { app: FastifyInstance; who: Record<Exclude<Caller, 'visitor'>, Account> };

export type PermissionCase = {
  title: string;
  /** Path parameters, query and body of the call, made from the context (and data created for it). */
  input: (context: TableContext) => Promise<{ params?: object; query?: object; body?: unknown }> | { params?: object; query?: object; body?: unknown };
  /** The status each caller gets, called in the order visitor, member, other, admin. */
  expect: Record<Caller, number>;
};

export type PermissionEntry = { cases?: PermissionCase[] };

type EndpointName = { [F in keyof Contract]: `${F & string}.${keyof Contract[F] & string}` }[keyof Contract];

export const members = (status = 200) => ({ visitor: 401, member: status, other: status, admin: status });
export const admins = (status = 200) => ({ visitor: 401, member: 403, other: 403, admin: status });
export const everyone = (status = 200) => ({ visitor: status, member: status, other: status, admin: status });

/** Data made once per test file and shared by its cases. */
export function once<T>(make: (context: TableContext) => Promise<T>) {
  let made: Promise<T> | null = null;
  return (context: TableContext) => (made ??= make(context));
}

export const permissionTable: Record<EndpointName, PermissionEntry> = {
  'notifications.list': { cases: [{ title: 'my notices', input: () => ({}), expect: members() }] },
  'notifications.markRead': { cases: [{ title: 'mark all read', input: () => ({ body: {} }), expect: members() }] },
};
