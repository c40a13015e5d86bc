import { useId, useState } from 'react';
import type { AdminPayout } from '@shared/api/transparency';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { receiptProblem, useAttachReceipt, useVoidPayout } from '../api';
import { payoutsAdminMessages } from '../messages';

const dayLabel = (day: string, locale: keyof typeof INTL_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A receipt to download, or a file picker to attach one (a label styled as a button, so the keyboard reaches it). */
function ReceiptCell({ payout }: { payout: AdminPayout }) {
  const t = useT(payoutsAdminMessages);
  const attach = useAttachReceipt();
  const inputId = useId();
  if (payout.receiptUrl && payout.receiptName) {
    return (
      <a href={payout.receiptUrl} download className="break-all font-medium text-brand-800 underline underline-offset-2">
        {t('row.download', { name: payout.receiptName })}
      </a>
    );
  }
  if (payout.voidedAt) return <span className="text-slate-600">{t('row.noReceipt')}</span>;
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = receiptProblem(file);
    if (problem) return toast({ title: t(`form.receipt.${problem}`), variant: 'destructive' });
    attach.mutate(
      { id: payout.id, file },
      { onSuccess: () => toast({ title: t('row.attached') }), onError: (error) => toast({ title: t('form.refused'), description: errorMessage(error), variant: 'destructive' }) },
    );
  };
  return (
    <span>
      <input id={inputId} type="file" accept="application/pdf,image/jpeg,image/png" className="sr-only" disabled={attach.isPending} onChange={(event) => choose(event.currentTarget.files?.[0])} />
      <label htmlFor={inputId} className="cursor-pointer font-medium text-brand-800 underline underline-offset-2 [input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-brand-700">
        {t('row.attach')}
      </label>
    </span>
  );
}

/** Every payout, newest first; voided ones stay, crossed out, with their reason. */
export function PayoutsLedger({ payouts }: { payouts: AdminPayout[] }) {
  const t = useT(payoutsAdminMessages);
  const locale = useLocale();
  const captionId = useId();
  const voiding = useVoidPayout();
  const [target, setTarget] = useState<AdminPayout | null>(null);
  const [reason, setReason] = useState('');

  if (!payouts.length) return <p className="text-slate-700">{t('list.empty')}</p>;
  const confirmVoid = () => {
    if (!target) return;
    // A reason too short is refused by the server with its own words; the dialog stays open to fix it.
    voiding.mutate(
      { id: target.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t('void.done') });
          setTarget(null);
          setReason('');
        },
        onError: (error) => toast({ title: t('void.failed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <caption id={captionId} className="px-3 py-2 text-left font-medium text-slate-800">
            {t('list.caption')}
          </caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {(['column.date', 'column.recipient', 'column.amount', 'column.reference', 'column.receipt', 'column.actions'] as const).map((key) => (
                <th key={key} scope="col" className="px-3 py-2">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payouts.map((payout) => (
              <tr key={payout.id} className="border-t border-slate-100 align-top" data-testid="payout-row">
                <td className="whitespace-nowrap px-3 py-2">{dayLabel(payout.paidOn, locale)}</td>
                <td className="px-3 py-2">
                  <p className={payout.voidedAt ? 'break-words text-slate-600 line-through' : 'break-words font-medium text-slate-900'}>{payout.recipient}</p>
                  {payout.recordedBy ? <p className="text-xs text-slate-600">{t('row.recordedBy', { name: payout.recordedBy })}</p> : null}
                  {payout.note ? <p className="mt-1 whitespace-pre-wrap break-words text-xs text-slate-700">{payout.note}</p> : null}
                  {payout.voidedAt ? <p className="mt-1 break-words text-xs font-medium text-red-800">{t('row.voided', { reason: payout.voidReason ?? '' })}</p> : null}
                </td>
                <td className={`whitespace-nowrap px-3 py-2 tabular-nums ${payout.voidedAt ? 'text-slate-600 line-through' : ''}`}>{formatCents(payout.amountCents, locale)}</td>
                <td className="break-words px-3 py-2">{payout.reference ?? ''}</td>
                <td className="px-3 py-2">
                  <ReceiptCell payout={payout} />
                </td>
                <td className="px-3 py-2">
                  {payout.voidedAt ? null : (
                    <Button variant="outline" size="sm" onClick={() => setTarget(payout)} aria-label={`${t('row.void')}: ${payout.recipient}`}>
                      {t('row.void')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (open) return;
          setTarget(null);
          setReason('');
        }}
        title={t('void.title', { recipient: target?.recipient ?? '' })}
        description={t('void.text', { amount: formatCents(target?.amountCents ?? 0, locale) })}
        confirmLabel={t('void.confirm')}
        pending={voiding.isPending}
        onConfirm={confirmVoid}
      >
        <TextAreaField label={t('void.reason')} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      </ConfirmDialog>
    </>
  );
}
