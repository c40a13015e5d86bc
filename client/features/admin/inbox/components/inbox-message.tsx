import { ChevronDown, Mail } from 'lucide-react';
import type { ContactMessage } from '@shared/api/referrals';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useClock } from '@client/lib/clock';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { adminMessages } from '../../messages';
import { replyMailto, whenSent } from '../api';

type Props = { message: ContactMessage; busy: boolean; onStatus: (status: ContactMessage['status']) => void };

/** One message: its sender, subject and date; opened, the message itself, a reply link and its status. */
export function InboxMessage({ message, busy, onStatus }: Props) {
  const fresh = message.status === 'new';
  const t = useT(adminMessages);
  const locale = useLocale();
  const clock = useClock();
  return (
    <li className={cn('rounded-xl border bg-white shadow-sm', fresh ? 'border-brand-200' : 'border-slate-200')}>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-700 transition-transform group-open:rotate-180" />
          <span className={cn('min-w-0 flex-1', fresh ? 'font-semibold text-slate-900' : 'text-slate-800')}>
            {message.subject}
            <span className="block text-sm font-normal text-slate-700">
              {message.name}
              {message.fromMember ? t('inbox.fromMember') : ''}
              <span className="font-mono text-xs"> · {message.reference}</span>
            </span>
          </span>
          <time dateTime={message.createdAt} className="text-sm text-slate-700">
            {whenSent(message.createdAt, clock, locale)}
          </time>
          <Badge className={cn('border-transparent', fresh ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800')}>{fresh ? t('inbox.status.new') : t('inbox.status.handled')}</Badge>
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-4">
          <p className="text-sm text-slate-700">
            <Rich
              t={t}
              k="inbox.from"
              values={{
                name: message.name,
                email: message.email,
                handled: message.handledAt ? 'yes' : 'no',
                date: message.handledAt ? whenSent(message.handledAt, clock, locale) : '',
              }}
              tags={{
                email: (text) => (
                  <a href={`mailto:${message.email}`} className="break-all font-medium text-brand-800 underline underline-offset-2">
                    {text}
                  </a>
                ),
              }}
            />
          </p>
          <p className="whitespace-pre-line text-slate-900">{message.message}</p>
          <div className="flex flex-wrap gap-2">
            <a href={replyMailto(message, { clock, locale })} className={buttonVariants({ size: 'sm' })}>
              <Mail aria-hidden="true" /> {t('inbox.reply')}
            </a>
            <Button
              variant="outline"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onStatus(fresh ? 'handled' : 'new');
              }}
            >
              {fresh ? t('inbox.markHandled') : t('inbox.markNew')}
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
