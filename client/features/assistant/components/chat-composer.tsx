import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '@shared/assistant';
import { sendChatMessage } from '../chat-store';
import { useT } from '@client/lib/i18n';
import { assistantBarMessages } from '../bar/messages';
import { assistantMessages } from '../messages';

type Props = { pending: boolean; inputRef: Ref<HTMLTextAreaElement> };

/** Spec section 5: Enter sends, Shift+Enter starts a new line; nothing blank is sent; all disabled while waiting. */
export function ChatComposer({ pending, inputRef }: Props) {
  const [draft, setDraft] = useState('');
  const noteId = useId();
  const canSend = !pending && draft.trim().length > 0;
  const t = useT(assistantMessages);
  const bar = useT(assistantBarMessages);

  const send = () => {
    if (!canSend) return;
    const text = draft;
    setDraft('');
    void sendChatMessage(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form method="post"
      className="border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={pending}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={bar('placeholder')}
          aria-label={t('question')}
          aria-describedby={noteId}
          className="block max-h-32 min-h-11 flex-1 resize-none rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('send')}
          className="flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={noteId} className="mt-2 text-xs text-slate-700">
        {t('note')}
      </p>
    </form>
  );
}
