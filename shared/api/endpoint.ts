import type { z } from 'zod';

/**
 * One API endpoint, defined once: the server registers its route from this (server/lib/endpoint.ts)
 * and the client calls it through the same object (client/lib/api.ts), so a renamed path, parameter
 * or field breaks the build on both sides. See docs/decisions/0010-api-contract.md.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it, checked on the server before the input is read (visitors get 401, members 403 on
 * an admin endpoint). Finer rules (own or any, privacy) are the feature's policy, inside the handler.
 * `test` endpoints exist only when the server runs with E2E_HOOKS.
 */
export type Access = 'public' | 'member' | 'admin' | 'test';

/** What a success answers when it is not JSON: a file, an event stream, or a redirect for a browser navigation. */
export type Produces = 'json' | 'file' | 'event-stream' | 'redirect' | 'text';

/** What a request sends: JSON (validated by `body`), or a multipart file upload read by the handler. */
export type Consumes = 'json' | 'multipart' | 'tus';

/** Who opens a page that shows what a call wrote: its writer, another member, an administrator or a visitor. */
export type Viewer = 'writer' | 'member' | 'admin' | 'visitor';

/** A write as the page that shows it sees it: its parameters, body and answer, and who wrote it. */
export type WrittenCall = {
  params: Record<string, string>;
  body: Record<string, unknown>;
  // The answer's shape is the endpoint's own; pages read an id or a slug from it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
  writer: { id: string };
  /** What the write belongs to, as its caller knows it: the topic's slug for a reply, say. */
  context: Record<string, string>;
};

/**
 * A page that shows text a write stored, and who looks at it there. The XSS suite
 * (tests/e2e/xss.spec.ts) writes the payload corpus into every text field of the call and opens each
 * page as its viewer, counting script executions; `fields` narrows which fields this page shows.
 */
export type ShownOn = {
  page: (call: WrittenCall) => string;
  viewer: Viewer;
  fields?: readonly string[];
  /** The text is shown once the assistant, opened on the page, is asked this (its answers come from what was written). */
  ask?: (call: WrittenCall) => string;
};

/** The first word of a text, as a search for it: search pages show a snippet of what they find. */
export const firstWordOf = (text: unknown) => encodeURIComponent(String(text ?? '').trim().split(/\s+/)[0] ?? '');

type Schema = z.ZodType;
type ObjectSchema = z.ZodType<Record<string, unknown>>;
export type Responses = Record<number, Schema>;

export type Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  R extends Responses = Responses,
> = {
  method: M;
  path: P;
  access: Access;
  params: Params;
  query: Query;
  body: Body;
  responses: R;
  produces: Produces;
  consumes: Consumes;
  /**
   * A create that accepts an `Idempotency-Key` header: a repeat with the same key and body answers
   * the first result and writes nothing (decision 0016). The client sends one key per submit.
   */
  idempotent: boolean;
  /**
   * Where the text this write stores is shown (pages and viewers); `[]` when it stores no text anyone
   * sees (a password, a token). Every write with a text field says which (tests/e2e/xss.spec.ts).
   */
  shownOn: readonly ShownOn[] | undefined;
};

export type AnyEndpoint = Endpoint;

/** Defines an endpoint; absent parts are undefined, so their types say "none". */
export function endpoint<
  const M extends Method,
  const P extends string,
  R extends Responses,
  Params extends ObjectSchema | undefined = undefined,
  Query extends ObjectSchema | undefined = undefined,
  Body extends Schema | undefined = undefined,
>(definition: {
  method: M;
  path: P;
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  responses: R;
  produces?: Produces;
  consumes?: Consumes;
  idempotent?: boolean;
  shownOn?: readonly ShownOn[];
}): Endpoint<M, P, Params, Query, Body, R> {
  return {
    method: definition.method,
    path: definition.path,
    access: definition.access,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    responses: definition.responses,
    produces: definition.produces ?? 'json',
    consumes: definition.consumes ?? 'json',
    idempotent: definition.idempotent ?? false,
    shownOn: definition.shownOn,
  };
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessKeys<R> = Extract<keyof R, SuccessStatus>;

/** What a successful call answers (the union over its 2xx statuses). */
export type SuccessOf<E extends AnyEndpoint> = {
  [S in SuccessKeys<E['responses']>]: E['responses'][S] extends Schema ? z.output<E['responses'][S]> : never;
}[SuccessKeys<E['responses']>];

/** A type with no required keys (an all-optional query or input). */
export type Empty = Record<never, never>;

type Part<Name extends string, S, Optional extends boolean> = S extends Schema
  ? Optional extends true
    ? Empty extends z.input<S>
      ? { [K in Name]?: z.input<S> }
      : { [K in Name]: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What a caller passes: path parameters, query and body, each only when the endpoint has one. */
export type InputOf<E extends AnyEndpoint> = Part<'params', E['params'], false> & Part<'query', E['query'], true> & Part<'body', E['body'], false>;

/** Parameters, query and body as the server's handler sees them (after parsing). */
export type ParsedParams<E extends AnyEndpoint> = E['params'] extends Schema ? z.output<E['params']> : unknown;
export type ParsedQuery<E extends AnyEndpoint> = E['query'] extends Schema ? z.output<E['query']> : unknown;
export type ParsedBody<E extends AnyEndpoint> = E['body'] extends Schema ? z.output<E['body']> : unknown;

/** The path with its `:name` parameters filled in (each encoded). */
export function pathOf(path: string, params?: Record<string, unknown>) {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its `?`), or '' when there is nothing to send; undefined and null are left out. */
export function queryString(query?: Record<string, unknown>) {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: the path with its parameters, then the query. */
export function urlOf(path: string, input?: { params?: unknown; query?: unknown }) {
  return pathOf(path, input?.params as Record<string, unknown> | undefined) + queryString(input?.query as Record<string, unknown> | undefined);
}

declare const endpointType: unique symbol;

/**
 * An endpoint as the browser holds it: method and path (and whether it takes an idempotency key) only, with the whole definition kept
 * as a type. The client imports these from `virtual:api-endpoints` (made from the contract at build
 * time, scripts/vite-plugin-api-endpoints.ts), so no schema and no zod reach the first page load.
 */
export type ClientEndpoint<E extends AnyEndpoint = AnyEndpoint> = Pick<E, 'method' | 'path'> & { readonly idempotent?: boolean; readonly [endpointType]?: E };

/** The client view of a contract of features: each endpoint without its schemas. */
export type ClientContract<C extends Record<string, Record<string, AnyEndpoint>>> = {
  [F in keyof C]: { [K in keyof C[F]]: ClientEndpoint<C[F][K]> };
};

/**
 * What the client view keeps of an endpoint at run time: what a call needs, and nothing else (every
 * byte of it is in the first page load; who may call is the server's to check).
 */
export function clientEndpoint(e: AnyEndpoint): ClientEndpoint {
  return e.idempotent ? { method: e.method, path: e.path, idempotent: true } : { method: e.method, path: e.path };
}

/** The header a create's idempotency key travels in, and the form a key must have. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
