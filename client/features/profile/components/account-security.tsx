import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '@shared/api/auth-forms';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage, hrefOf } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n';
import { localizedPath } from '@shared/i18n/locales';
import { profileMessages } from '../messages';

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
  const t = useT(profileMessages);
  const { register, handleSubmit, formState, reset } = useForm<{ currentPassword: string; newPassword: string }>();
  const submit = handleSubmit(async (values) => {
    try {
      await call(api.accounts.changePassword, { body: values });
      reset({ currentPassword: '', newPassword: '' });
      toast({ title: t('password.changedTitle'), description: t('password.changed') });
    } catch (error) {
      toast({ title: t('error'), description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="grid max-w-md gap-3" aria-label={t('password.formLabel')}>
      {hasPassword ? (
        <TextField label={t('password.current')} type="password" autoComplete="current-password" {...register('currentPassword', { required: t('password.currentRequired') })} error={formState.errors.currentPassword?.message} />
      ) : (
        <p className="text-sm text-slate-700">{t('password.google')}</p>
      )}
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint', { min: PASSWORD_MIN })}
        {...register('newPassword', { required: t('password.newRequired'), minLength: { value: PASSWORD_MIN, message: t('password.tooShort', { min: PASSWORD_MIN }) } })}
        error={formState.errors.newPassword?.message}
      />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('saving') : hasPassword ? t('password.change') : t('password.set')}
        </Button>
      </div>
    </form>
  );
}

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT(profileMessages);
  const locale = useLocale();
  const { register, handleSubmit, formState } = useForm<{ password: string; confirmEmail: string }>();
  const submit = handleSubmit(async ({ password, confirmEmail }) => {
    try {
      await call(api.accounts.deleteAccount, { body: hasPassword ? { password } : { confirmEmail } });
      window.location.assign(localizedPath('/', locale));
    } catch (error) {
      toast({ title: t('error'), description: errorMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="border-red-700 text-red-800 hover:bg-red-50">
          {t('delete.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('delete.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('delete.dialogText', { method: hasPassword ? 'password' : 'email' })}
          </Dialog.Description>
          <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t('delete.button')}>
            {hasPassword ? (
              <TextField label={t('delete.password')} type="password" autoComplete="current-password" {...register('password', { required: t('delete.passwordRequired') })} error={formState.errors.password?.message} />
            ) : (
              <TextField label={t('delete.email')} type="email" autoComplete="off" {...register('confirmEmail', { required: t('delete.emailRequired') })} error={formState.errors.confirmEmail?.message} />
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('delete.deleting') : t('delete.button')}
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
  const t = useT(profileMessages);
  const locale = useLocale();
  const signOutEverywhere = async () => {
    setSigningOut(true);
    try {
      // This device hears no more pushes once signed out (best effort, a second at most).
      await import('@client/lib/push-subscription').then((push) => push.forgetPushOnThisDevice());
      await call(api.accounts.signOutEverywhere);
      window.location.assign(localizedPath('/', locale));
    } catch (error) {
      setSigningOut(false);
      toast({ title: t('error'), description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="mt-10 space-y-8">
      <Section id="password-heading" title={t('password.title')}>
        <ChangePassword hasPassword={user.hasPassword} />
      </Section>
      <Section id="devices-heading" title={t('devices.title')}>
        <p className="text-sm text-slate-700">{t('devices.text')}</p>
        <Button variant="outline" onClick={signOutEverywhere} disabled={signingOut}>
          {signingOut ? t('devices.signingOut') : t('devices.signOutAll')}
        </Button>
      </Section>
      <Section id="data-heading" title={t('data.title')}>
        <p className="text-sm text-slate-700">{t('data.text')}</p>
        <Button asChild variant="outline">
          <a href={hrefOf(api.accounts.exportData)} download>
            {t('data.download')}
          </a>
        </Button>
      </Section>
      <Section id="delete-heading" title={t('delete.title')}>
        <DeleteAccount hasPassword={user.hasPassword} />
      </Section>
    </div>
  );
}
