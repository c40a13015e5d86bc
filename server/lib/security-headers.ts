import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_HOSTS } from './sanitize-html';

/** Strict headers on every response: no inline script, no framing, no sniffing. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  // Stripe's Payment Element runs from js.stripe.com in its own frames; allowed only when Stripe is on.
  const stripe = app.config.payments.mode === 'stripe';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
