import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { formatCents } from '@client/lib/format';
import { useLocale, useT } from '@client/lib/i18n';
import { receiptProblem, useAttachReceipt, useRecordPayout } from '../api';
import { payoutsAdminMessages } from '../messages';
import { emptyPayout, payoutBody, payoutResolver, type PayoutFormValues } from '../payout-form';

/** Records a payout (and uploads its receipt after it); a refusal (over the balance, bad input) is shown in the form. */
export function RecordPayoutForm({ balanceCents }: { balanceCents: number }) {
  const t = useT(payoutsAdminMessages);
  const locale = useLocale();
  const record = useRecordPayout();
  const attach = useAttachReceipt();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const { register, handleSubmit, formState, reset } = useForm<PayoutFormValues>({ resolver: payoutResolver, defaultValues: emptyPayout() });
  const errors = formState.errors;

  const chooseReceipt = (file: File | null) => {
    const problem = file ? receiptProblem(file) : null;
    setReceiptError(problem ? t(`form.receipt.${problem}`) : null);
    setReceipt(problem ? null : file);
  };

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const payout = await record.mutateAsync(payoutBody(values));
      const amount = formatCents(payout.amountCents, locale);
      let description = t('recorded.text', { amount, recipient: payout.recipient });
      if (receipt) {
        try {
          await attach.mutateAsync({ id: payout.id, file: receipt });
        } catch (error) {
          description = t('recorded.noReceipt', { reason: errorMessage(error) });
        }
      }
      toast({ title: t('recorded.title'), description });
      reset(emptyPayout());
      setReceipt(null);
      setFileInputKey((key) => key + 1);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  const pending = record.isPending || attach.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="record-payout-heading">
      <h2 id="record-payout-heading" className="text-xl font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      {refusal ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t('form.refused')}</p>
          <p className="mt-1">{refusal}</p>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.paidOn')} type="date" error={errors.paidOn?.message} {...register('paidOn')} />
        <TextField
          label={t('form.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('form.amount.hint', { amount: formatCents(Math.max(0, balanceCents), locale) })}
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <TextField label={t('form.recipient')} autoComplete="off" maxLength={120} error={errors.recipient?.message} {...register('recipient')} />
      <TextField label={t('form.reference')} hint={t('form.reference.hint')} autoComplete="off" maxLength={120} error={errors.reference?.message} {...register('reference')} />
      <TextAreaField label={t('form.note')} rows={2} maxLength={1000} error={errors.note?.message} {...register('note')} />
      <TextField
        key={fileInputKey}
        label={t('form.receipt')}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        hint={t('form.receipt.hint')}
        error={receiptError ?? undefined}
        onChange={(event) => chooseReceipt(event.currentTarget.files?.[0] ?? null)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('form.pending') : t('form.submit')}
      </Button>
    </form>
  );
}
