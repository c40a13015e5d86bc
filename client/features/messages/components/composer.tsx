import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { MESSAGE_MAX, useSendMessage } from '../api';
import { useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

/** The counter shows from this many characters left. */
const COUNTER_FROM = 500;

/** A random UUID, also where crypto.randomUUID is missing (a page served over plain http). */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The box to write in: Enter sends, Shift+Enter starts a new line. A failed send keeps the text and
 * its clientId, so sending it again is stored once even if the first attempt did reach the server.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const id = useId();
  const t = useT(messagesMessages);
  const [body, setBody] = useState('');
  const send = useSendMessage(conversationId);
  const failed = useRef<{ body: string; clientId: string } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const left = MESSAGE_MAX - body.length;
  const empty = body.trim().length === 0;

  const submit = async () => {
    const text = body.trim();
    if (!text) return;
    const clientId = failed.current?.body === text ? failed.current.clientId : newClientId();
    setBody('');
    box.current?.focus();
    try {
      await send.mutateAsync({ body: text, clientId });
      failed.current = null;
    } catch (error) {
      failed.current = { body: text, clientId };
      setBody((current) => current || text);
      toast({ title: t('composer.failed.title'), description: errorMessage(error, t('composer.failed.text')), variant: 'destructive' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form method="post"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
    >
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX}
          rows={1}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-hint${left <= COUNTER_FROM ? ` ${id}-count` : ''}`}
          className={cn(inputClass, 'max-h-40 min-h-11 resize-none [field-sizing:content]')}
        />
        <Button type="submit" disabled={empty} className="h-11 shrink-0">
          <SendHorizontal aria-hidden="true" /> {t('composer.send')}
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-slate-700">
        <p id={`${id}-hint`}>{t('composer.hint')}</p>
        {left <= COUNTER_FROM ? (
          <p id={`${id}-count`} className={cn(left === 0 && 'font-semibold text-red-700')}>
            {left === 0 ? t('composer.limit', { max: MESSAGE_MAX }) : t('composer.left', { count: left })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
