import { urlOf } from '@shared/api/endpoint';
import { api } from './api';

/**
 * The browser tracker of spec section 4: a session starts when first needed, a page view on
 * load and each route change, the session ends on unload, page hide or a hidden tab, and a new
 * one starts (with the page view sent again) when the tab is visible again. Failures only warn.
 */
export function newSessionId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `session_${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}

/**
 * A keepalive request, so a call made while the page unloads still arrives (call() cannot ask for
 * that); cookies and the JSON body as everywhere else.
 */
async function post(url: string, body: unknown) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    });
    if (!res.ok) console.warn(`Analytics: ${url} answered ${res.status}`);
  } catch (error) {
    console.warn('Analytics call failed', error);
  }
}

export class AnalyticsTracker {
  private sessionId: string | null = null;
  private startedAt = 0;
  private currentPath = '/';
  private started: Promise<void> | null = null;

  private ensureSession() {
    if (!this.sessionId) {
      this.sessionId = newSessionId();
      this.startedAt = Date.now();
      this.started = post(api.analytics.startSession.path, { sessionId: this.sessionId, userAgent: navigator.userAgent });
    }
    return this.sessionId;
  }

  trackPageView(path: string) {
    this.currentPath = path;
    const sessionId = this.ensureSession();
    const send = () =>
      post(api.analytics.pageView.path, { sessionId, path, referrer: document.referrer, userAgent: navigator.userAgent });
    // The server accepts a page view before its start; waiting keeps the rows in order.
    void (this.started ?? Promise.resolve()).then(send);
  }

  endSession() {
    if (!this.sessionId) return;
    const target = { params: { sessionId: this.sessionId } };
    const body = JSON.stringify({ duration: Math.round((Date.now() - this.startedAt) / 1000) });
    this.sessionId = null;
    this.started = null;
    try {
      if (navigator.sendBeacon?.(urlOf(api.analytics.endSessionBeacon.path, target), body)) return;
    } catch {
      // fall through to the keepalive request
    }
    const { method } = api.analytics.endSession;
    fetch(urlOf(api.analytics.endSession.path, target), { method, headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch((error: unknown) =>
      console.warn('Analytics end failed', error),
    );
  }

  /** Wires the page lifecycle; returns a function that removes the listeners. */
  attach() {
    const end = () => this.endSession();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') this.endSession();
      else if (!this.sessionId) this.trackPageView(this.currentPath);
    };
    window.addEventListener('beforeunload', end);
    window.addEventListener('pagehide', end);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', end);
      window.removeEventListener('pagehide', end);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }
}

export const analytics = new AnalyticsTracker();
