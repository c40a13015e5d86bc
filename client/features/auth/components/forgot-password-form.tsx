import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, call, errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n';
import { authMessages } from '../messages';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useT(authMessages);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await call(api.accounts.requestPasswordReset, { body: { email } });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <div className="space-y-4">
      {sent ? (
        <p role="status" className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
          {t('forgot.sent')}
        </p>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('forgot.formLabel')}>
          <p className="text-sm text-slate-700">{t('forgot.intro')}</p>
          {failure ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            {...register('email', { required: t('forgot.emailRequired') })}
            error={formState.errors.email?.message}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <Button type="button" variant="link" className="px-0" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </div>
  );
}
