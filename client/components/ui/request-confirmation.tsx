import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { commonMessages } from '@client/lib/common-messages';
import { componentsMessages } from '@client/components/messages';
import { Rich, useT } from '@client/lib/i18n';
import { Button } from './button';

type Props = {
  title: string;
  /** The short reference the person can quote to the team (DR-1A2B-3C4D). */
  reference: string;
  /** What happens next, in a few short lines. */
  children: ReactNode;
  /** The way to send another ('Send another request'), which brings the emptied form back. */
  anotherLabel: string;
  onAnother: () => void;
  /** Offered beside it, e.g. a dialog's Close. */
  onDone?: () => void;
};

/**
 * What a sent request leaves on the page once its 5-second notice has gone: that it arrived, its
 * reference and what happens next. It takes the focus when it appears, so a screen reader reads it
 * and a keyboard carries on from it.
 */
export function RequestConfirmation({ title, reference, children, anotherLabel, onAnother, onDone }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useT(componentsMessages);
  const tc = useT(commonMessages);
  useEffect(() => {
    // Read from its top (the page's scroll padding keeps it below the sticky header).
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div
      ref={box}
      role="status"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="request-confirmation"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        {title}
      </h2>
      <p className="mt-3 text-slate-800">
        <Rich
          t={t}
          k="confirmation.reference"
          values={{ reference }}
          tags={{ ref: () => <strong className="whitespace-nowrap font-mono text-lg tracking-wide text-slate-900">{reference}</strong> }}
        />
      </p>
      <p className="text-sm text-slate-700">{t('confirmation.quote')}</p>
      <h3 className="mt-4 font-semibold text-slate-900">{t('confirmation.next')}</h3>
      <div className="mt-2 space-y-2 text-slate-800">{children}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="outline" onClick={onAnother}>
          {anotherLabel}
        </Button>
        {onDone ? <Button onClick={onDone}>{tc('action.close')}</Button> : null}
      </div>
    </div>
  );
}
