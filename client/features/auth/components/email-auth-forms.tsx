import { contractResolver } from '@client/lib/contract-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginBody, PASSWORD_MAX, PASSWORD_MIN, registerBody, type LoginBody, type RegisterBody } from '@shared/api/auth-forms';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, call, errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { currentUserKey } from '@client/lib/auth';
import { Rich, type Translate, useT } from '@client/lib/i18n';
import { authMessages } from '../messages';
import { ForgotPasswordForm } from './forgot-password-form';

type Props = { initialTab: 'signin' | 'signup'; returnTo: string | null };

type AuthKey = keyof (typeof authMessages)['en'];

/**
 * The sign-up form's checks come from the shared schema (shared/api/auth.ts) in English: each known one
 * (by field and zod issue code) is shown from the catalogue, with the same English; any other as it is.
 */
const SIGN_UP_ERRORS: Partial<Record<keyof RegisterBody, Partial<Record<string, AuthKey>>>> = {
  firstName: { too_small: 'signUp.error.firstNameRequired', too_big: 'signUp.error.firstNameTooLong' },
  lastName: { too_small: 'signUp.error.lastNameRequired', too_big: 'signUp.error.lastNameTooLong' },
  email: { invalid_format: 'signUp.error.emailInvalid' },
  password: { too_small: 'signUp.error.passwordTooShort', too_big: 'signUp.error.passwordTooLong' },
  acceptTerms: { invalid_value: 'signUp.error.acceptTerms' },
};

function signUpError(t: Translate<(typeof authMessages)['en']>, field: keyof RegisterBody, error: FieldError | undefined) {
  if (!error) return undefined;
  const key = SIGN_UP_ERRORS[field]?.[error.type];
  return key ? t(key, { min: PASSWORD_MIN, max: PASSWORD_MAX }) : error.message;
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

function useSignedIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: CurrentUser) => {
    queryClient.setQueryData(currentUserKey, user);
    void navigate(returnTo ?? '/', { replace: true });
  };
}

function SignInForm({ returnTo, onForgot }: { returnTo: string | null; onForgot: () => void }) {
  const onSignedIn = useSignedIn(returnTo);
  const t = useT(authMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: contractResolver<LoginBody>(loginBody), defaultValues: { email: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await call(api.accounts.signIn, { body: values }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('signIn.formLabel')}>
      <FormError message={failure} />
      <TextField label={t('signIn.email')} type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
      <TextField label={t('signIn.password')} type="password" autoComplete="current-password" required {...register('password')} error={formState.errors.password?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      <Button type="button" variant="link" className="px-0" onClick={onForgot}>
        {t('signIn.forgot')}
      </Button>
    </form>
  );
}

function SignUpForm({ returnTo }: { returnTo: string | null }) {
  const onSignedIn = useSignedIn(returnTo);
  const t = useT(authMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterBody>({
    resolver: contractResolver<RegisterBody>(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', acceptTerms: false as unknown as true },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await call(api.accounts.register, { body: values }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const e = formState.errors;
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('signUp.formLabel')}>
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('signUp.firstName')} autoComplete="given-name" required {...register('firstName')} error={signUpError(t, 'firstName', e.firstName)} />
        <TextField label={t('signUp.lastName')} autoComplete="family-name" required {...register('lastName')} error={signUpError(t, 'lastName', e.lastName)} />
      </div>
      <TextField label={t('signUp.email')} type="email" autoComplete="email" required {...register('email')} error={signUpError(t, 'email', e.email)} />
      <TextField
        label={t('signUp.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('signUp.passwordHint', { min: PASSWORD_MIN })}
        {...register('password')}
        error={signUpError(t, 'password', e.password)}
      />
      <div className="space-y-1">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-4 rounded border-slate-400 accent-brand-700"
            aria-invalid={e.acceptTerms ? true : undefined}
            aria-describedby={e.acceptTerms ? 'accept-terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            <Rich
              t={t}
              k="signUp.terms"
              tags={{
                terms: (text) => (
                  <Link to="/terms" className="font-medium text-brand-800 underline">
                    {text}
                  </Link>
                ),
                privacy: (text) => (
                  <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
                    {text}
                  </Link>
                ),
              }}
            />
          </span>
        </label>
        {e.acceptTerms ? (
          <p id="accept-terms-error" className="text-sm text-red-700">
            {signUpError(t, 'acceptTerms', e.acceptTerms)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}

const tabClass = (active: boolean) =>
  cn('flex-1 rounded-md px-3 py-2 text-sm font-semibold', active ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900');

/** The e-mail sign-in and create-account forms (/login?method=email). */
export default function EmailAuthForms({ initialTab, returnTo }: Props) {
  const t = useT(authMessages);
  const [tab, setTab] = useState(initialTab);
  const [forgot, setForgot] = useState(false);
  if (forgot) {
    return (
      <div className="mt-6">
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </div>
    );
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Props['initialTab'])} className="mt-6">
      <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="signin" className={tabClass(tab === 'signin')}>
          {t('tabs.signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass(tab === 'signup')}>
          {t('tabs.signUp')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin" className="mt-6">
        <SignInForm returnTo={returnTo} onForgot={() => setForgot(true)} />
      </Tabs.Content>
      <Tabs.Content value="signup" className="mt-6">
        <SignUpForm returnTo={returnTo} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
