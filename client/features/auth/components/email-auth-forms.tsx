import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginBody, PASSWORD_MIN, registerBody, type LoginBody, type RegisterBody } from '@shared/api/auth';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { api, call, errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { currentUserKey } from '@client/lib/auth';
import { ForgotPasswordForm } from './forgot-password-form';

type Props = { initialTab: 'signin' | 'signup'; returnTo: string | null };

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
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await call(api.accounts.signIn, { body: values }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in with email">
      <FormError message={failure} />
      <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={formState.errors.email?.message} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...register('password')} error={formState.errors.password?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <Button type="button" variant="link" className="px-0" onClick={onForgot}>
        Forgot your password?
      </Button>
    </form>
  );
}

function SignUpForm({ returnTo }: { returnTo: string | null }) {
  const onSignedIn = useSignedIn(returnTo);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
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
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label="Create an account">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...register('firstName')} error={e.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" required {...register('lastName')} error={e.lastName?.message} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...register('email')} error={e.email?.message} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong, memorable password.`}
        {...register('password')}
        error={e.password?.message}
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
            I am 13 or older and I accept the{' '}
            <Link to="/terms" className="font-medium text-brand-800 underline">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-800 underline">
              Privacy Policy
            </Link>
            . Children under 13 need a parent or guardian to hold the account.
          </span>
        </label>
        {e.acceptTerms ? (
          <p id="accept-terms-error" className="text-sm text-red-700">
            {e.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating your account...' : 'Create account'}
      </Button>
    </form>
  );
}

const tabClass = (active: boolean) =>
  cn('flex-1 rounded-md px-3 py-2 text-sm font-semibold', active ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900');

/** The e-mail sign-in and create-account forms (/login?method=email). */
export default function EmailAuthForms({ initialTab, returnTo }: Props) {
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
      <Tabs.List aria-label="Sign in or create an account" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="signin" className={tabClass(tab === 'signin')}>
          Sign in
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass(tab === 'signup')}>
          Create account
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
