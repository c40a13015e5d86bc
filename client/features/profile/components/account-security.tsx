import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@shared/api/auth';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage, hrefOf } from '@client/lib/api';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const { register, handleSubmit, formState, reset } = useForm<{ currentPassword: string; newPassword: string }>();
  const submit = handleSubmit(async (values) => {
    try {
      await call(api.accounts.changePassword, { body: values });
      reset({ currentPassword: '', newPassword: '' });
      toast({ title: 'Password changed', description: 'Your other devices have been signed out.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="grid max-w-md gap-3" aria-label="Change password">
      {hasPassword ? (
        <TextField label="Current password" type="password" autoComplete="current-password" {...register('currentPassword', { required: 'Please enter your current password' })} error={formState.errors.currentPassword?.message} />
      ) : (
        <p className="text-sm text-slate-700">You sign in with Google. You can also set a password to sign in with your e-mail address.</p>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        {...register('newPassword', { required: 'Please choose a new password', minLength: { value: PASSWORD_MIN, message: `Password must be at least ${PASSWORD_MIN} characters` } })}
        error={formState.errors.newPassword?.message}
      />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : hasPassword ? 'Change password' : 'Set a password'}
        </Button>
      </div>
    </form>
  );
}

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ password: string; confirmEmail: string }>();
  const submit = handleSubmit(async ({ password, confirmEmail }) => {
    try {
      await call(api.accounts.deleteAccount, { body: hasPassword ? { password } : { confirmEmail } });
      window.location.assign('/');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="border-red-700 text-red-800 hover:bg-red-50">
          Delete my account
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Your profile, shoe sizes and personal details are removed for good. What you wrote in the community stays, shown as
            written by a deleted member. {hasPassword ? 'Enter your password to confirm.' : 'Type your email address to confirm.'}
          </Dialog.Description>
          <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Delete my account">
            {hasPassword ? (
              <TextField label="Password" type="password" autoComplete="current-password" {...register('password', { required: 'Please enter your password' })} error={formState.errors.password?.message} />
            ) : (
              <TextField label="Your email address" type="email" autoComplete="off" {...register('confirmEmail', { required: 'Please type your email address' })} error={formState.errors.confirmEmail?.message} />
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Deleting...' : 'Delete my account'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Privacy tab, below the settings: password, sessions, a copy of my data, deleting the account. */
export function AccountSecurity({ user }: { user: CurrentUser }) {
  const [signingOut, setSigningOut] = useState(false);
  const signOutEverywhere = async () => {
    setSigningOut(true);
    try {
      await call(api.accounts.signOutEverywhere);
      window.location.assign('/');
    } catch (error) {
      setSigningOut(false);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="mt-10 space-y-8">
      <Section id="password-heading" title="Password">
        <ChangePassword hasPassword={user.hasPassword} />
      </Section>
      <Section id="devices-heading" title="Signed-in devices">
        <p className="text-sm text-slate-700">Signs you out on every phone, tablet and computer, including this one.</p>
        <Button variant="outline" onClick={signOutEverywhere} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign out of all devices'}
        </Button>
      </Section>
      <Section id="data-heading" title="Your data">
        <p className="text-sm text-slate-700">A copy of everything we hold about you, as a JSON file.</p>
        <Button asChild variant="outline">
          <a href={hrefOf(api.accounts.exportData)} download>
            Download my data
          </a>
        </Button>
      </Section>
      <Section id="delete-heading" title="Delete account">
        <DeleteAccount hasPassword={user.hasPassword} />
      </Section>
    </div>
  );
}
