import type { CSSProperties } from 'react';
import { CHAT_HEIGHT_PX, CHAT_MINIMISED_HEIGHT_PX, CHAT_WIDTH_PX } from '@shared/assistant';
import { cn } from '@client/lib/utils';

/** Spec section 9's sizes, as the variables the frame's classes use. */
export const chatSizeVars = {
  '--chat-width': `${CHAT_WIDTH_PX}px`,
  '--chat-height': `${CHAT_HEIGHT_PX}px`,
  '--chat-minimised-height': `${CHAT_MINIMISED_HEIGHT_PX}px`,
} as CSSProperties;

/**
 * Wide enough for the open panel to sit in a column of its own: the page then makes room for it
 * (client/styles.css, `html[data-chat='open']`), so it covers nothing. Narrower, an open panel is
 * minimised when the page changes.
 */
export const CHAT_DOCK_QUERY = '(min-width: 1024px)';

/**
 * Where the panel sits: bottom left, 380 x 500 px (the notices keep the bottom right); on a phone
 * the whole width and all the height below the header; 64 px when minimised. Minimised, it steps
 * aside on a phone while a text field has the focus (data-chat-float, client/styles.css).
 */
export const panelFrameClass = (minimised: boolean) =>
  cn(
    'fixed inset-x-0 bottom-0 z-40 flex flex-col overflow-hidden border border-slate-300 bg-white shadow-2xl',
    'sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[var(--chat-width)] sm:rounded-xl',
    minimised ? 'h-[var(--chat-minimised-height)]' : 'top-20 sm:top-auto sm:h-[var(--chat-height)] sm:max-h-[calc(100dvh-6rem)]',
  );
