import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec section 4 and 9: one notice at a time, 5000 ms, a dismissed one removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts() {
  return toasts;
}

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts,
    getToasts,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast, toasts: useToasts() };
}

let viewportFocusRequested = false;
let viewportMounted = false;

/** F8 pressed before the notices region loaded: it focuses itself once mounted. */
export function requestViewportFocus() {
  if (!viewportMounted) viewportFocusRequested = true;
}

/** Called by the region when it mounts; true when F8 was pressed while it was loading. */
export function takeViewportFocusRequest() {
  viewportMounted = true;
  const requested = viewportFocusRequested;
  viewportFocusRequested = false;
  return requested;
}
