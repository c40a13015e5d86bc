import fs from 'node:fs';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../shared/api/endpoint';

/**
 * Bad inputs made from an endpoint's own zod schemas (tests/api/fuzz*.test.ts): a valid call first,
 * then the same call with one part broken at a time. Nothing here names an endpoint or a field, so a
 * new endpoint or field in the contract is fuzzed without a line of test code.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const inner = (schema: unknown, key: string) => defOf(schema)[key] as z.ZodType;

/** A small seeded generator (mulberry32), so every run sends the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The Big List of Naughty Strings (tests/fixtures/README.md), as vendored with the tests. */
export const naughtyStrings: string[] = JSON.parse(fs.readFileSync(new URL('../fixtures/blns.json', import.meta.url), 'utf8'));

/** `count` naughty strings chosen by `seed`: each field gets its own sample, so together they cover the list. */
export function naughtySample(seed: number, count: number) {
  const random = seeded(seed);
  const pool = [...naughtyStrings];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as string);
  return chosen;
}

const PASSWORD = 'casting-weeks-2026';
const stringCandidates = (min: number, max: number) => {
  const fit = (text: string) => (text.length < min ? text.padEnd(min, 'a') : text.slice(0, max));
  return [
    'Hello from the fuzz test',
    'fuzz@example.org',
    PASSWORD,
    'https://example.org/fuzz',
    '00000000-0000-4000-8000-000000000000',
    new Date(Date.UTC(2020, 0, 1)).toISOString(),
    // A later moment the same day: a span's end (an object whose end must follow its start).
    new Date(Date.UTC(2020, 0, 1, 12)).toISOString(),
    '2020-01-01',
    'fuzz-slug',
    'abc',
    '1',
    'pm_card_visa',
    'session_fuzz0123456789',
    '/fuzz',
    'This is an ordinary sentence, written by the fuzz test to be long enough for any text field.',
    // Last, so they only serve fields nothing above fits: a wall-clock time as a date-time field sends it, a time zone.
    '2030-01-01T10:00',
    'UTC',
  ].map(fit);
};

/** Values the schema accepts, most ordinary first (empty when none could be made). */
export function validValues(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const accepted = (values: unknown[]) => values.filter((value) => schema.safeParse(value).success);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return accepted(validValues(inner(schema, 'innerType'), depth + 1));
    case 'pipe':
      return accepted(validValues(inner(schema, 'in'), depth + 1));
    case 'lazy':
      return accepted(validValues((def.getter as () => z.ZodType)(), depth + 1));
    case 'string': {
      const s = schema as unknown as { minLength: number | null; maxLength: number | null };
      return accepted(stringCandidates(s.minLength ?? 0, s.maxLength ?? 10_000));
    }
    case 'number':
    case 'int':
    case 'bigint': {
      const n = schema as unknown as { minValue: number | null; maxValue: number | null };
      return accepted([1, 10, 2020, n.minValue, n.maxValue, 0, 0.5, 3.5, 25].filter((v) => v !== null && Number.isFinite(v)));
    }
    case 'boolean':
      return [true, false];
    case 'enum':
      return accepted(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return accepted(def.values as unknown[]);
    case 'date':
      return [new Date(Date.UTC(2020, 0, 1)).toISOString()];
    case 'array': {
      const items = validValues(def.element as z.ZodType, depth + 1);
      return accepted([[], items.slice(0, 1), items.slice(0, 2), items.slice(0, 3), [...Array(5)].map((_, i) => items[i % Math.max(items.length, 1)])]);
    }
    case 'union':
      return accepted((def.options as z.ZodType[]).flatMap((option) => validValues(option, depth + 1)));
    case 'object':
      return accepted(objectCandidates(schema as z.ZodObject, depth));
    case 'record':
      return [{}];
    default:
      return accepted(['x', 1, true, {}, null]);
  }
}

/** A valid object: each field's first value, then others where the object's own refinements refuse. */
function objectCandidates(schema: z.ZodObject, depth: number) {
  const fields = Object.entries(schema.shape).map(([key, field]) => {
    const values = validValues(field as z.ZodType, depth + 1);
    // A password field gets the fuzz accounts' own password first, so the calls that check it go on.
    return [key, /password/i.test(key) ? [...values.filter((value) => value === PASSWORD), ...values] : values] as const;
  });
  const base = Object.fromEntries(fields.filter(([, values]) => values.length).map(([key, values]) => [key, values[0]]));
  const candidates: Record<string, unknown>[] = [base];
  for (const [key, values] of fields) for (const value of values.slice(1, 4)) candidates.push({ ...base, [key]: value });
  return candidates;
}

/** The first valid value of a schema, or an empty object when none could be made. */
export function validValue(schema: z.ZodType | undefined) {
  if (!schema) return undefined;
  return validValues(schema)[0] ?? {};
}

/** The fields of an object schema (looking through optional, default and pipes), or none. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') return (current as z.ZodObject).shape as Record<string, z.ZodType>;
    current = def.innerType ?? def.in;
  }
  return {};
}

/** The schema of an array's items (looking through wrappers), or the schema itself. */
function elementOf(schema: z.ZodType): z.ZodType {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const def = defOf(current);
    if (def.type === 'array') return def.element as z.ZodType;
    if (def.type === 'object') return current as z.ZodType;
    current = def.innerType ?? def.in;
  }
  return schema;
}

/** Whether a field (looking through wrappers) holds text, so the string fuzz applies. */
export function takesText(schema: z.ZodType) {
  let current: unknown = schema;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const def = defOf(current);
    if (def.type === 'string') return true;
    if (def.type === 'array') current = def.element;
    else current = def.innerType ?? def.in;
  }
  return false;
}

const HUGE = 'x'.repeat(100_000);

/** What a JSON field is set to: every kind of value a field of another type does not expect. */
export const wrongTypes: { title: string; value: unknown }[] = [
  { title: 'a number', value: 42 },
  { title: 'a negative number', value: -1 },
  { title: 'a huge number', value: 1e308 },
  { title: 'a fraction', value: 0.000001 },
  { title: 'an unsafe integer', value: 2 ** 63 },
  { title: 'a string', value: 'fuzz' },
  { title: 'an empty string', value: '' },
  { title: 'a NaN-ish string', value: 'NaN' },
  { title: 'an Infinity string', value: '-Infinity' },
  { title: 'a boolean', value: true },
  { title: 'null', value: null },
  { title: 'an array', value: ['fuzz', 1] },
  { title: 'an object', value: { fuzz: 1 } },
  { title: 'a prototype key', value: { __proto__: { admin: true }, constructor: { prototype: 1 } } },
  { title: 'an oversized string', value: HUGE },
  { title: 'deep nesting', value: JSON.parse('['.repeat(500) + ']'.repeat(500)) },
];

/** What a query or path value is set to (both are text on the wire). */
export const wrongTexts: { title: string; value: string }[] = [
  { title: 'a number', value: '42' },
  { title: 'a negative number', value: '-1' },
  { title: 'a huge number', value: '1e308' },
  { title: 'an unsafe integer', value: '99999999999999999999999' },
  { title: 'a fraction', value: '0.5' },
  { title: 'NaN', value: 'NaN' },
  { title: 'Infinity', value: 'Infinity' },
  { title: 'an empty value', value: '' },
  { title: 'a boolean', value: 'true' },
  { title: 'a word', value: 'fuzz' },
  { title: 'null', value: 'null' },
  { title: 'a uuid', value: '00000000-0000-4000-8000-000000000000' },
  { title: 'unicode', value: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ 😀 \u202e' },
  { title: 'a NUL character', value: 'a\u0000b' },
  { title: 'a long value', value: 'x'.repeat(10_000) },
];

/** Path parameter values as sent in the URL (already encoded, or raw on purpose). */
export const nastyPathSegments: { title: string; raw: string }[] = [
  { title: 'dot-dot slash', raw: '../../../etc/passwd' },
  { title: 'encoded dot-dot slash', raw: '%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { title: 'double-encoded dot-dot slash', raw: '%252e%252e%252f' },
  { title: 'encoded NUL', raw: 'abc%00' },
  { title: 'a lone NUL', raw: '%00' },
  { title: 'a backslash traversal', raw: '..%5c..%5cwindows' },
  { title: 'a broken escape', raw: '%E0%A4%A' },
  { title: 'an invalid escape', raw: '%zz' },
  { title: 'an overlong UTF-8 dot', raw: '%c0%ae%c0%ae%2f' },
  { title: 'unicode', raw: encodeURIComponent('Ω≈ç√∫😀\u202e') },
  { title: 'a long value', raw: 'x'.repeat(5_000) },
  { title: 'a just-too-long value', raw: '1'.repeat(101) },
  { title: 'negative', raw: '-1' },
  { title: 'zero', raw: '0' },
  { title: 'a huge number', raw: '99999999999999999999999' },
  { title: 'an exponent', raw: '1e308' },
  { title: 'NaN', raw: 'NaN' },
  { title: 'a fraction', raw: '1.5' },
  { title: 'SQL', raw: encodeURIComponent("1' OR '1'='1") },
  { title: 'a space', raw: '%20' },
];

/** Headers a browser would not send: broken cookies and encodings (the session cookie is `sid`). */
export const oddHeaders: { title: string; headers: Record<string, string> }[] = [
  { title: 'a NUL session cookie', headers: { cookie: 'sid=%00' } },
  { title: 'a huge session cookie', headers: { cookie: `sid=${'a'.repeat(8_000)}` } },
  { title: 'a broken cookie header', headers: { cookie: 'sid; =; ;;=a; sid=%E0%A4%A' } },
  { title: 'odd accept headers', headers: { 'accept-encoding': 'br;q=NaN, gzip;q=-1, *;q=2', accept: '*/*;q=abc', 'accept-language': '\u0000' } },
];

/** Bodies that are not the JSON they claim to be (or not JSON at all). */
export const malformedBodies: { title: string; contentType?: string; payload: string | Buffer }[] = [
  { title: 'cut-off JSON', contentType: 'application/json', payload: '{"a":' },
  { title: 'a bare brace', contentType: 'application/json', payload: '{' },
  { title: 'an empty JSON body', contentType: 'application/json', payload: '' },
  { title: 'JSON null', contentType: 'application/json', payload: 'null' },
  { title: 'a JSON array', contentType: 'application/json', payload: '[1,2]' },
  { title: 'a JSON string', contentType: 'application/json', payload: '"fuzz"' },
  { title: 'a JSON number', contentType: 'application/json', payload: '12' },
  { title: 'a JSON prototype key', contentType: 'application/json', payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}' },
  { title: 'deeply nested JSON', contentType: 'application/json', payload: '['.repeat(10_000) + ']'.repeat(10_000) },
  { title: 'JSON with a BOM', contentType: 'application/json', payload: '\ufeff{}' },
  { title: 'invalid UTF-8', contentType: 'application/json', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { title: 'a charset it does not speak', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { title: 'text/plain', contentType: 'text/plain', payload: 'fuzz' },
  { title: 'XML', contentType: 'application/xml', payload: '<a>fuzz</a>' },
  { title: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { title: 'an invented type', contentType: 'application/x-fuzz', payload: '\u0000\u0001' },
  { title: 'a broken content type', contentType: ';;;/===', payload: '{}' },
  { title: 'multipart without a boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  {
    title: 'multipart cut off',
    contentType: 'multipart/form-data; boundary=XX',
    payload: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  { title: 'multipart with no parts', contentType: 'multipart/form-data; boundary=XX', payload: '--XX--\r\n' },
  { title: 'a body over the limit', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
];

const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--XX\r\n${headers}\r\n\r\n`), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from('\r\n')]);

/** Uploads whose file part is odd: names, types and contents a browser would never send. */
export function multipartBodies(seed: number): { title: string; contentType: string; payload: Buffer }[] {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const names = naughtySample(seed, 6);
  const files: { title: string; headers: string; content: string | Buffer }[] = [
    { title: 'a PNG header only', headers: 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', content: png },
    { title: 'a PDF that is not one', headers: 'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf', content: 'not a pdf' },
    { title: 'an empty file', headers: 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', content: '' },
    { title: 'no filename', headers: 'Content-Disposition: form-data; name="file"', content: 'abc' },
    { title: 'a field, not a file', headers: 'Content-Disposition: form-data; name="title"', content: 'fuzz' },
    { title: 'a traversal filename', headers: 'Content-Disposition: form-data; name="file"; filename="../../../etc/passwd"\r\nContent-Type: application/pdf', content: '%PDF-1.4\n%%EOF\n' },
    { title: 'a NUL in the filename', headers: 'Content-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf', content: '%PDF-1.4\n%%EOF\n' },
    { title: 'a huge filename', headers: `Content-Disposition: form-data; name="file"; filename="${'a'.repeat(10_000)}.png"\r\nContent-Type: image/png`, content: png },
    { title: 'an invented type', headers: 'Content-Disposition: form-data; name="file"; filename="a.exe"\r\nContent-Type: application/x-msdownload', content: 'MZ' },
    ...names.map((name, i) => ({
      title: `naughty filename ${i}`,
      headers: `Content-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/pdf`,
      content: '%PDF-1.4\n%%EOF\n',
    })),
  ];
  return [
    ...files.map(({ title, headers, content }) => ({
      title,
      contentType: 'multipart/form-data; boundary=XX',
      payload: Buffer.concat([part(headers, content), Buffer.from('--XX--\r\n')]),
    })),
    {
      title: 'two files',
      contentType: 'multipart/form-data; boundary=XX',
      payload: Buffer.concat([
        part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', png),
        part('Content-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png', png),
        Buffer.from('--XX--\r\n'),
      ]),
    },
  ];
}

/** A call of an endpoint as the fuzz sends it. */
export type FuzzCall = {
  title: string;
  /** Path parameters already encoded (or deliberately raw). */
  params: Record<string, string>;
  /** Query as key to one or more raw values (encoded when sent). */
  query?: Record<string, string | string[]>;
  /** Headers of the call besides the caller's cookie (a cookie here replaces it). */
  headers?: Record<string, string>;
  /** A JSON value (sent as JSON), or a raw payload with its content type. */
  body?: { json: unknown } | { raw: string | Buffer; contentType?: string };
};

export type FuzzOptions = { naughtyPerField: number };

/** Every call the fuzz makes of one endpoint: a valid one, then each part broken in turn. */
export function fuzzCalls(name: string, e: AnyEndpoint, { naughtyPerField }: FuzzOptions): FuzzCall[] {
  const paramFields = fieldsOf(e.params);
  const params = Object.fromEntries(
    Object.entries(paramFields).map(([key, schema]) => [key, encodeURIComponent(String(validValue(schema) ?? 'x'))]),
  );
  const queryFields = fieldsOf(e.query);
  const query = Object.fromEntries(
    Object.entries(queryFields).flatMap(([key, schema]) => {
      // Optional query fields are left out of the valid call (each is fuzzed on its own below).
      if (schema.safeParse(undefined).success) return [];
      const value = validValue(schema);
      return value === undefined || value === null ? [] : [[key, Array.isArray(value) ? value.map(String) : String(value)]];
    }),
  ) as Record<string, string | string[]>;
  const jsonBody = e.body && e.consumes === 'json' ? validValue(e.body) : undefined;
  const body = jsonBody !== undefined ? { json: jsonBody } : undefined;
  const base = { params, query, ...(body ? { body } : {}) };
  const calls: FuzzCall[] = [{ title: 'a valid call', ...base }];
  for (const { title, headers } of oddHeaders) calls.push({ ...base, title: `headers: ${title}`, headers });

  for (const key of Object.keys(paramFields)) {
    for (const { title, raw } of nastyPathSegments) calls.push({ ...base, title: `param ${key}: ${title}`, params: { ...params, [key]: raw } });
    for (const { title, value } of wrongTexts) calls.push({ ...base, title: `param ${key}: ${title}`, params: { ...params, [key]: encodeURIComponent(value) } });
  }

  for (const [key, schema] of Object.entries(queryFields)) {
    const without = { ...query };
    delete without[key];
    calls.push({ ...base, title: `query ${key}: left out`, query: without });
    calls.push({ ...base, title: `query ${key}: repeated`, query: { ...query, [key]: ['1', 'fuzz', ''] } });
    calls.push({ ...base, title: `query ${key}: bracketed`, query: { ...without, [`${key}[a]`]: '1' } });
    const valid = validValue(schema);
    if (valid !== undefined && valid !== null) calls.push({ ...base, title: `query ${key}: a valid value`, query: { ...query, [key]: [valid].flat().map(String) } });
    for (const { title, value } of wrongTexts) calls.push({ ...base, title: `query ${key}: ${title}`, query: { ...query, [key]: value } });
    if (takesText(schema)) {
      naughtySample(seedOf(`${name} query ${key}`), naughtyPerField).forEach((value, i) =>
        calls.push({ ...base, title: `query ${key}: naughty string ${i}`, query: { ...query, [key]: value } }),
      );
    }
  }
  if (e.query) calls.push({ ...base, title: 'query: an extra field', query: { ...query, fuzz: '1', __proto__: 'x' } as Record<string, string> });

  if (e.consumes === 'multipart') {
    for (const m of multipartBodies(seedOf(name))) calls.push({ ...base, title: `multipart: ${m.title}`, body: { raw: m.payload, contentType: m.contentType } });
    calls.push({ ...base, title: 'multipart: a JSON body', body: { json: { file: 'x' } } });
  }
  if (e.method !== 'GET') {
    for (const m of malformedBodies) calls.push({ ...base, title: `body: ${m.title}`, body: { raw: m.payload, contentType: m.contentType } });
  }

  const bodyFields = e.consumes === 'json' ? fieldsOf(e.body) : {};
  if (jsonBody && typeof jsonBody === 'object' && !Array.isArray(jsonBody)) {
    const valid = jsonBody as Record<string, unknown>;
    for (const [key, schema] of Object.entries(bodyFields)) {
      const without = { ...valid };
      delete without[key];
      calls.push({ ...base, title: `body ${key}: left out`, body: { json: without } });
      for (const { title, value } of wrongTypes) calls.push({ ...base, title: `body ${key}: ${title}`, body: { json: { ...valid, [key]: value } } });
      if (takesText(schema)) {
        const inArray = defOf(schema).type === 'array' || Array.isArray(valid[key]);
        naughtySample(seedOf(`${name} body ${key}`), naughtyPerField).forEach((value, i) =>
          calls.push({ ...base, title: `body ${key}: naughty string ${i}`, body: { json: { ...valid, [key]: inArray ? [value] : value } } }),
        );
      }
    }
    // One level down: the fields of an object field, or of an array of objects' first item.
    for (const [key, schema] of Object.entries(bodyFields)) {
      const nested = fieldsOf(elementOf(schema));
      const value = valid[key];
      const item = Array.isArray(value) ? value[0] : value;
      if (!item || typeof item !== 'object' || !Object.keys(nested).length) continue;
      const put = (inner: unknown) => (Array.isArray(value) ? [inner, ...value.slice(1)] : inner);
      for (const [innerKey, innerSchema] of Object.entries(nested)) {
        for (const { title, value: bad } of wrongTypes)
          calls.push({ ...base, title: `body ${key}.${innerKey}: ${title}`, body: { json: { ...valid, [key]: put({ ...item, [innerKey]: bad }) } } });
        if (takesText(innerSchema)) {
          naughtySample(seedOf(`${name} body ${key}.${innerKey}`), Math.ceil(naughtyPerField / 4)).forEach((bad, i) =>
            calls.push({ ...base, title: `body ${key}.${innerKey}: naughty string ${i}`, body: { json: { ...valid, [key]: put({ ...item, [innerKey]: bad }) } } }),
          );
        }
      }
    }
    calls.push({ ...base, title: 'body: an extra field', body: { json: { ...valid, fuzz: 1, role: 'admin', id: 1, userId: '00000000-0000-4000-8000-000000000000' } } });
  }
  return calls;
}

/** The URL of a call: the path with its (already encoded) parameters, then the query. */
export function fuzzUrl(path: string, call: FuzzCall) {
  const url = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, key: string) => call.params[key] ?? 'x');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) for (const item of [value].flat()) search.append(key, item);
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}
