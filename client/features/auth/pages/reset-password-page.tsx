import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@shared/api/auth';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';
import { currentUserKey } from '@client/lib/auth';

type Values = { newPassword: string; confirm: string };

/** /reset-password?token=...: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Choose a new password for your Clubfoot Community account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values>({ defaultValues: { newPassword: '', confirm: '' } });

  const submit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      queryClient.setQueryData(currentUserKey, await call(api.accounts.resetPassword, { body: { token, newPassword } }));
      toast({ title: 'Password changed', description: 'You are signed in with your new password. Other devices have been signed out.' });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Choose a new password</h1>
          {token ? (
            <form method="post" onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label="Choose a new password">
              {failure ? (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  {failure}{' '}
                  <Link to="/login?method=email" className="font-semibold underline">
                    Ask for a new link
                  </Link>
                </p>
              ) : null}
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={`At least ${PASSWORD_MIN} characters.`}
                {...register('newPassword', {
                  required: 'Please choose a password',
                  minLength: { value: PASSWORD_MIN, message: `Password must be at least ${PASSWORD_MIN} characters` },
                })}
                error={formState.errors.newPassword?.message}
              />
              <TextField
                label="Repeat the new password"
                type="password"
                autoComplete="new-password"
                {...register('confirm', { validate: (value) => value === getValues('newPassword') || 'The two passwords are not the same' })}
                error={formState.errors.confirm?.message}
              />
              <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Saving...' : 'Save new password'}
              </Button>
            </form>
          ) : (
            <p className="mt-4 text-slate-700">
              This link is incomplete.{' '}
              <Link to="/login?method=email" className="font-semibold text-brand-800 underline">
                Ask for a new one
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
