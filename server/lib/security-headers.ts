import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { SPLASH_SCRIPT } from '../../shared/splash';
import { VIDEO_HOSTS } from './sanitize-html';

/** The page's one inline script, the splash's (shared/splash.ts), allowed by its hash and nothing else. */
const SPLASH_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SPLASH_SCRIPT).digest('base64')}'`;

/**
 * The headers Helmet sets for these options, worked out once: none of them depends on the request,
 * and @fastify/helmet would build Helmet again (parsing the whole policy) for every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Strict headers on every response: no inline script but the splash's, no framing, no sniffing (decisions 0029, 0040). */
export async function registerSecurityHeaders(app: FastifyInstance) {
  // Stripe's Payment Element runs from js.stripe.com in its own frames; allowed only when Stripe is on.
  const stripe = app.config.payments.mode === 'stripe';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SPLASH_SCRIPT_SOURCE, ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'"],
        // The video player's adaptive stream plays through a MediaSource (a blob: address of this page's own).
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        // Articles may embed a video from these players only (the sanitiser drops any other frame).
        frameSrc: [...VIDEO_HOSTS.map((host) => `https://${host}`), ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
  });
  // An API answer is JSON, never a document: the short policy OWASP gives for APIs (nothing may load,
  // nothing may frame it), no document-only headers, and about 700 bytes less on every answer.
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  const sets = { page: headers, api: apiHeaders, pageOverHttps: { ...headers, ...hsts }, apiOverHttps: { ...apiHeaders, ...hsts } };
  // Set as the request arrives, so an answer refused by a later hook (or a 404) carries them too.
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/');
    reply.headers(request.protocol === 'https' ? (api ? sets.apiOverHttps : sets.pageOverHttps) : api ? sets.api : sets.page);
    done();
  });
}
