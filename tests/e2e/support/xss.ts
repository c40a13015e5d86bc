import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../../shared/api/endpoint';
import { fieldsOf, seedOf, takesText } from '../../support/fuzz-inputs';

/**
 * The XSS suite's tools (tests/e2e/xss.spec.ts): the payload corpus packed into a field's room, a hook
 * installed before any page script that records what a payload would do if it ran, and a scan of the
 * rendered page for markup a payload would leave behind.
 */

/** PayloadsAllTheThings' intruder lists (tests/fixtures/README.md), one payload per line. */
export const xssPayloads = fs
  .readFileSync(new URL('../../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim());

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** A text field's room: its maximum length (looking through wrappers and arrays), and whether it takes a list. */
export function roomOf(schema: z.ZodType): { max: number; list: boolean; items: number } {
  let current: unknown = schema;
  let list = false;
  let items = 1;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const def = defOf(current);
    if (def.type === 'string') return { max: (current as { maxLength: number | null }).maxLength ?? 2_000, list, items };
    if (def.type === 'array') {
      list = true;
      const checks = (def.checks as { _zod: { def: { check: string; maximum?: number } } }[] | undefined) ?? [];
      items = Math.min(5, checks.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum ?? 5);
      current = def.element;
    } else current = def.innerType ?? def.in;
  }
  return { max: 2_000, list, items };
}

/** The text fields of an endpoint's body, by the contract's schema. */
export function textFields(e: AnyEndpoint): [string, z.ZodType][] {
  return Object.entries(fieldsOf(e.body)).flatMap(([field, schema]): [string, z.ZodType][] => {
    if (takesText(schema)) return [[field, schema]];
    // An object of text (a shipping address): each of its text fields, named 'address.city'.
    return Object.entries(fieldsOf(schema))
      .filter(([, inner]) => takesText(inner))
      .map(([inner, innerSchema]) => [`${field}.${inner}`, innerSchema]);
  });
}

/** The body field a text field belongs to ('shippingAddress' for 'shippingAddress.city'). */
export const topFieldOf = (field: string) => field.split('.')[0]!;

/** Sets a text field in a body, inside its object for a nested one. */
export function setField(body: Record<string, unknown>, field: string, value: unknown) {
  const [top, inner] = field.split('.');
  if (!inner) {
    body[top!] = value;
    return;
  }
  body[top!] = { ...(body[top!] as Record<string, unknown> | undefined), [inner]: value };
}

/** A marker that starts each stored value, so the page that shows it can be found and checked. */
export const markerOf = (tag: string) => `XSSMARK${tag}`;

/**
 * The payloads packed into `room` characters after the marker, one per line, from `start` in the
 * corpus (wrapping round); answers the text and where the next value should start.
 */
export function pack(marker: string, room: number, start: number) {
  const lines = [marker];
  let length = marker.length;
  let next = start;
  for (let taken = 0; taken < xssPayloads.length; taken += 1) {
    const payload = xssPayloads[(start + taken) % xssPayloads.length]!;
    if (length + 1 + payload.length > room) {
      // Too long for what is left: a small field skips it for a shorter one; a full one stops.
      if (room - length < 12) break;
      continue;
    }
    lines.push(payload);
    length += 1 + payload.length;
    next = (start + taken + 1) % xssPayloads.length;
  }
  return { text: lines.join('\n'), next, payloads: lines.length - 1 };
}

/** Where a field's payloads start in the corpus: each endpoint and field its own place, so together they cover it. */
export const corpusStart = (name: string, field: string) => seedOf(`${name}.${field}`) % xssPayloads.length;

/** Installed before every page script: what a payload would do if it ran, and every CSP violation, go to window.__xss. */
export async function installXssHook(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xss: string[] };
    w.__xss = [];
    const record = (what: string) => (arg?: unknown) => {
      w.__xss.push(`${what}(${String(arg).slice(0, 60)})`);
      return null;
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) w[name] = record(name);
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__xss.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample.slice(0, 60)}`),
    );
  });
  context.on('dialog', (dialog) => void dialog.dismiss());
}

/** What ran or was blocked on this page so far (the hook's record). */
export const executions = (page: Page) => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss ?? []);

/**
 * Markup in the rendered page that a payload would have needed: an event-handler attribute, a
 * script-bearing address, or an element that loads or runs something, anywhere under <body>.
 */
export const activeMarkup = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const risky = /^(SCRIPT|IFRAME|FRAME|FRAMESET|OBJECT|EMBED|BASE|META|LINK|APPLET|ISINDEX)$/;
    for (const element of document.body.querySelectorAll('*')) {
      if (risky.test(element.tagName) && !(element.tagName === 'SCRIPT' && element.getAttribute('type') === 'application/ld+json')) found.push(`<${element.tagName.toLowerCase()}>`);
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
        if (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attribute.name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value.replace(/\s/g, ''))) {
          found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
        }
      }
    }
    return found;
  });

/** The markers of `wanted` that the page shows as text. */
export const shownMarkers = (page: Page, wanted: string[]) =>
  page.evaluate((markers) => {
    // textContent: what the page holds as text, also inside a closed disclosure (a message not yet opened).
    const text = document.body.textContent ?? '';
    return markers.filter((marker) => text.includes(marker));
  }, wanted);

/** The assistant's bar, panel, box and button as each language names them. */
const ASSISTANT_WORDS: Record<string, { bar: string; panel: string; box: string; send: string }> = {
  en: { bar: 'Type your question about clubfoot...', panel: 'Your clubfoot pal', box: 'Your question', send: 'Send' },
  es: { bar: 'Escribe tu pregunta sobre el pie zambo...', panel: 'Tu amigo del pie zambo', box: 'Tu pregunta', send: 'Enviar' },
  fr: { bar: 'Posez votre question sur le pied bot...', panel: 'Votre ami du pied bot', box: 'Votre question', send: 'Envoyer' },
};

/** Opens the assistant on the page and asks it a question (the bar, then the panel's box), in the page's language. */
export async function askAssistant(page: Page, question: string) {
  const words = ASSISTANT_WORDS[await page.evaluate(() => document.documentElement.lang)] ?? ASSISTANT_WORDS.en!;
  await page.getByRole('button', { name: words.bar, exact: true }).click();
  const panel = page.getByRole('dialog', { name: words.panel });
  await panel.getByRole('textbox', { name: words.box }).fill(question);
  await panel.getByRole('button', { name: words.send, exact: true }).click();
}
