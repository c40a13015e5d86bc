/** What a push carries (server/features/push): read defensively, since anything may arrive. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export function pushPayload(text: string | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof PushMessage, unknown>>;
    if (typeof value.title !== 'string' || !value.title) return null;
    const url = typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//') ? value.url : '/';
    return { title: value.title, body: typeof value.body === 'string' ? value.body : '', url, tag: typeof value.tag === 'string' ? value.tag : 'site' };
  } catch {
    return null;
  }
}
