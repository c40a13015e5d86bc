import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESET_REQUESTED_MESSAGE } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, call, errorMessage } from '@client/lib/api';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
          {RESET_REQUESTED_MESSAGE}
        </p>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label="Reset your password">
          <p className="text-sm text-slate-700">Enter the email address of your account and we will send you a link to choose a new password.</p>
          {failure ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register('email', { required: 'Please enter your email address' })}
            error={formState.errors.email?.message}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button type="button" variant="link" className="px-0" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
