/**
 * The client's half of decision 0016: every create is sent with an `Idempotency-Key`, one per
 * submit. A submit is its endpoint, URL and body: the key is made when it is first sent and kept
 * until an answer settles it, so sending the same submit again after a timeout or a lost
 * connection reuses the key and the server answers the first result instead of storing a copy.
 */
const pendingKeys = new Map<string, string>();
const inFlight = new Map<string, Promise<unknown>>();

/** 16 random bytes as hex (getRandomValues also works where randomUUID needs a secure context). */
export function newIdempotencyKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What makes two submits the same one: the endpoint, the address and the body. */
export const submitOf = (method: string, url: string, body: unknown) => `${method} ${url} ${JSON.stringify(body ?? null)}`;

/**
 * A submit kept somewhere that outlives the page (the brace tracker's taps made offline) brings its
 * own key: sent again after a reload, it is still the same submit.
 */
export function adoptIdempotencyKey(submit: string, key: string) {
  pendingKeys.set(submit, key);
}

/** The key of this submit: the one still pending for the same submit, or a new one. */
export function idempotencyKeyFor(submit: string) {
  let key = pendingKeys.get(submit);
  if (!key) {
    key = newIdempotencyKey();
    pendingKeys.set(submit, key);
  }
  return key;
}

/**
 * After an answer: a success or a refusal settles the submit (the next one is new). No answer
 * (0), a fault (5xx) or "the first is still running" (409) keeps the key for the retry.
 */
export function settleIdempotencyKey(submit: string, key: string, status: number) {
  const retryable = status === 0 || status === 409 || status >= 500;
  if (!retryable && pendingKeys.get(submit) === key) pendingKeys.delete(submit);
}

/** While a submit is on its way, the same submit again shares its answer. */
export function sharedWhileInFlight<T>(submit: string, run: () => Promise<T>): Promise<T> {
  const running = inFlight.get(submit) as Promise<T> | undefined;
  if (running) return running;
  const started = run().finally(() => inFlight.delete(submit));
  inFlight.set(submit, started);
  return started;
}
