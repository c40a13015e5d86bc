import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | undefined };

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A local stand-in for the parts of Stripe's HTTP API the donations feature calls. It keeps every
 * request, answers a repeated Idempotency-Key with the first answer (as Stripe does), and can be told
 * to refuse the next request.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  let refuseNext: { status: number; message: string } | null = null;
  /** Which invoice each payment intent paid, as GET /v1/invoice_payments answers it. */
  const invoicePaid = new Map<string, string>();

  function answer(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (refuseNext) {
      const { status, message } = refuseNext;
      refuseNext = null;
      return { status, body: { error: { type: 'invalid_request_error', message } } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi = id('pi');
      return {
        status: 200,
        body: { id: pi, object: 'payment_intent', amount: Number(params.amount), currency: params.currency, status: 'requires_payment_method', client_secret: `${pi}_secret_${randomBytes(8).toString('hex')}`, metadata: {} },
      };
    }
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: id('cus'), object: 'customer', email: params.email ?? null } };
    if (method === 'POST' && path === '/v1/prices') {
      return { status: 200, body: { id: id('price'), object: 'price', unit_amount: Number(params.unit_amount), currency: params.currency, recurring: { interval: params['recurring[interval]'] } } };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const pi = id('pi');
      return {
        status: 200,
        body: {
          id: id('sub'),
          object: 'subscription',
          customer: params.customer,
          status: 'incomplete',
          latest_invoice: { id: id('in'), object: 'invoice', confirmation_secret: { client_secret: `${pi}_secret_${randomBytes(8).toString('hex')}`, type: 'payment_intent' } },
        },
      };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = invoicePaid.get(params['payment[payment_intent]'] ?? '');
      const data = invoice ? [{ id: id('inpay'), object: 'invoice_payment', invoice, payment: { type: 'payment_intent', payment_intent: params['payment[payment_intent]'] } }] : [];
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    const retrieve = method === 'GET' && path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (retrieve) return { status: 200, body: { id: retrieve[1], object: 'subscription', status: 'incomplete' } };
    const cancel = method === 'DELETE' && path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (cancel) return { status: 200, body: { id: cancel[1], object: 'subscription', status: 'canceled' } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? url.search : raw));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method ?? '', path: url.pathname, params, idempotencyKey });
      const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
      const reply = (replayKey && replies.get(replayKey)) || answer(request.method ?? '', url.pathname, params);
      if (replayKey && reply.status < 500) replies.set(replayKey, reply);
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Stripe knows that this payment intent paid this invoice. */
    invoicePaid(paymentIntentId: string, invoiceId: string) {
      invoicePaid.set(paymentIntentId, invoiceId);
    },
    refuseNext(status: number, message: string) {
      refuseNext = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
