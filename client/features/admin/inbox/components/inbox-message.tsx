import { ChevronDown, Mail } from 'lucide-react';
import type { ContactMessage } from '@shared/api/referrals';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { replyMailto, whenSent } from '../api';


type Props = { message: ContactMessage; busy: boolean; onStatus: (status: ContactMessage['status']) => void };

/** One message: its sender, subject and date; opened, the message itself, a reply link and its status. */
export function InboxMessage({ message, busy, onStatus }: Props) {
  const fresh = message.status === 'new';
  return (
    <li className={cn('rounded-xl border bg-white shadow-sm', fresh ? 'border-brand-200' : 'border-slate-200')}>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-700 transition-transform group-open:rotate-180" />
          <span className={cn('min-w-0 flex-1', fresh ? 'font-semibold text-slate-900' : 'text-slate-800')}>
            {message.subject}
            <span className="block text-sm font-normal text-slate-700">
              {message.name}
              {message.fromMember ? ' (member)' : ''}
              <span className="font-mono text-xs"> · {message.reference}</span>
            </span>
          </span>
          <time dateTime={message.createdAt} className="text-sm text-slate-700">
            {whenSent(message.createdAt)}
          </time>
          <Badge className={cn('border-transparent', fresh ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800')}>{fresh ? 'New' : 'Handled'}</Badge>
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-4">
          <p className="text-sm text-slate-700">
            From {message.name},{' '}
            <a href={`mailto:${message.email}`} className="break-all font-medium text-brand-800 underline underline-offset-2">
              {message.email}
            </a>
            {message.handledAt ? `. Handled ${whenSent(message.handledAt)}.` : ''}
          </p>
          <p className="whitespace-pre-line text-slate-900">{message.message}</p>
          <div className="flex flex-wrap gap-2">
            <a href={replyMailto(message)} className={buttonVariants({ size: 'sm' })}>
              <Mail aria-hidden="true" /> Reply by e-mail
            </a>
            <Button
              variant="outline"
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onStatus(fresh ? 'handled' : 'new');
              }}
            >
              {fresh ? 'Mark handled' : 'Mark as new'}
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
