import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@shared/api/auth-forms';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage } from '@client/lib/api';
import { usePageMeta } from '@client/lib/page-meta';
import { currentUserKey } from '@client/lib/auth';
import { Rich, useT } from '@client/lib/i18n';
import { authMessages } from '../messages';

type Values = { newPassword: string; confirm: string };

/** /reset-password?token=...: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const t = useT(authMessages);
  usePageMeta(t('reset.title'), t('reset.metaDescription'));
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
      toast({ title: t('reset.changedTitle'), description: t('reset.changedText') });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t('reset.title')}</h1>
          {token ? (
            <form method="post" onSubmit={submit} noValidate className="mt-6 space-y-4" aria-label={t('reset.title')}>
              {failure ? (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                  {failure}{' '}
                  <Link to="/login?method=email" className="font-semibold underline">
                    {t('reset.askNewLink')}
                  </Link>
                </p>
              ) : null}
              <TextField
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('reset.hint', { min: PASSWORD_MIN })}
                {...register('newPassword', {
                  required: t('reset.required'),
                  minLength: { value: PASSWORD_MIN, message: t('reset.tooShort', { min: PASSWORD_MIN }) },
                })}
                error={formState.errors.newPassword?.message}
              />
              <TextField
                label={t('reset.repeat')}
                type="password"
                autoComplete="new-password"
                {...register('confirm', { validate: (value) => value === getValues('newPassword') || t('reset.mismatch') })}
                error={formState.errors.confirm?.message}
              />
              <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('reset.saving') : t('reset.save')}
              </Button>
            </form>
          ) : (
            <p className="mt-4 text-slate-700">
              <Rich
                t={t}
                k="reset.incomplete"
                tags={{
                  link: (text) => (
                    <Link to="/login?method=email" className="font-semibold text-brand-800 underline">
                      {text}
                    </Link>
                  ),
                }}
              />
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
