import { MessageCircle } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazy } from '@client/lib/lazy';
import { useLocation } from 'react-router';
import { cn } from '@client/lib/utils';
import { CHAT_DOCK_QUERY, chatSizeVars, panelFrameClass } from '../panel-frame';
import { type ChatView, readStoredView, writeStoredView } from '../chat-view';
import { useT } from '@client/lib/i18n';
import { assistantBarMessages } from '../bar/messages';

// The panel (messages, answers, reactions) loads when the bar is first pointed at, focused or opened.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** While the panel's code loads after a click: its frame, so the bar does not flash back. */
function LoadingPanel({ minimised }: { minimised: boolean }) {
  const t = useT(assistantBarMessages);
  return (
    <div
      aria-busy="true"
      style={chatSizeVars}
      data-chat-float={minimised ? '' : undefined}
      className={cn(panelFrameClass(minimised), 'items-center justify-center text-sm text-slate-700')}
    >
      {t('loading')}
    </div>
  );
}

const docked = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(CHAT_DOCK_QUERY).matches;

/**
 * The page's view of the assistant, on <html data-chat>: an open panel on a wide screen gets a
 * column of its own (client/styles.css), so it never sits over the page.
 */
function useViewOnDocument(view: ChatView) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.chat = view;
    return () => {
      delete root.dataset.chat;
    };
  }, [view]);
}

/**
 * 'Your clubfoot pal' on every page (spec sections 2 and 4): closed, it is a bar that reads
 * 'Type your question about clubfoot...' (on a phone a round button by that name, so it covers
 * little); open, a panel; minimised, the panel's header. The first load carries only this bar.
 * Whether it is open is kept for the tab, like the conversation; on a screen too narrow for the
 * panel to sit beside the page, moving to another page minimises it, so the new page is seen.
 */
export function ChatWidget() {
  // Closed until mounted: a prerendered page hydrates unchanged, then the stored view applies.
  const [view, setView] = useState<ChatView>('closed');
  const [focusRequest, setFocusRequest] = useState(0);
  const bar = useRef<HTMLButtonElement>(null);
  const focusBar = useRef(false);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    const stored = readStoredView();
    if (stored !== 'closed') {
      void loadPanel();
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView(stored);
    }
  }, []);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (view !== 'open' || docked()) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setView('minimised');
    writeStoredView('minimised');
  }, [pathname, view]);

  useViewOnDocument(view);

  useEffect(() => {
    if (view !== 'closed' || !focusBar.current) return;
    focusBar.current = false;
    bar.current?.focus();
  }, [view]);

  const t = useT(assistantBarMessages);
  const change = (next: ChatView) => {
    setView(next);
    writeStoredView(next);
  };
  const open = () => {
    change('open');
    setFocusRequest((n) => n + 1);
  };
  const close = () => {
    focusBar.current = true;
    change('closed');
  };

  return (
    <aside aria-label={t('chatWith')}>
      {view === 'closed' ? (
        <button
          ref={bar}
          type="button"
          aria-haspopup="dialog"
          onClick={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          data-chat-float=""
          className={cn(
            'fixed bottom-4 right-4 z-40 flex size-14 items-center justify-center rounded-full border border-brand-800 bg-brand-700 text-sm text-white shadow-lg transition-colors hover:bg-brand-800',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            'sm:right-auto sm:left-4 sm:h-12 sm:w-auto sm:max-w-[calc(100%-2rem)] sm:justify-start sm:gap-2 sm:border-slate-300 sm:bg-white sm:pl-3 sm:pr-5 sm:text-slate-700 sm:hover:border-brand-700 sm:hover:bg-white sm:hover:text-slate-900',
          )}
        >
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <MessageCircle className="size-5 sm:size-4" />
          </span>
          <span className="sr-only sm:not-sr-only sm:truncate">{t('placeholder')}</span>
        </button>
      ) : (
        <Suspense fallback={<LoadingPanel minimised={view === 'minimised'} />}>
          <ChatPanel view={view} focusRequest={focusRequest} onOpen={open} onMinimise={() => change('minimised')} onClose={close} />
        </Suspense>
      )}
    </aside>
  );
}
