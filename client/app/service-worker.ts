import { api, hrefOf } from '@client/lib/api';
import { hasSignedInHint } from '@client/lib/auth';

/*
 * Registers the service worker (client/sw/sw.ts, issue 26) once the page runs. The first time it takes
 * charge of the page, the answers this page had before it did are asked again through it, so a
 * member's brace tracker opens offline from the very first visit, not the second.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const hadWorker = Boolean(navigator.serviceWorker.controller);
  if (!hadWorker) navigator.serviceWorker.addEventListener('controllerchange', () => void keepOfflineAnswers(), { once: true });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No worker (an old browser, a blocked one): the site works as it always did, online.
  });
}

async function keepOfflineAnswers() {
  // A visitor has nothing kept offline, and asking who they are would only be refused.
  if (!hasSignedInHint()) return;
  const read = (url: string) => fetch(url, { credentials: 'include' });
  const me = await read(hrefOf(api.accounts.user));
  if (!me.ok) return;
  const children = await read(hrefOf(api.brace.children));
  if (!children.ok) return;
  const { children: list } = (await children.json()) as { children: { id: string }[] };
  await Promise.all(list.map((child) => read(hrefOf(api.brace.log, { params: { id: child.id } }))));
}
