import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { authMessages } from '../messages';

/** Asks a signed-in member to confirm their address: messages and buddy requests need it. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  const t = useT(authMessages);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      await call(api.accounts.requestVerification);
      toast({ title: t('banner.sentTitle'), description: t('banner.sentText', { email: user.email ?? t('banner.yourAddress') }) });
    } catch (error) {
      toast({ title: t('banner.errorTitle'), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div role="region" aria-label={t('banner.label')} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <p>{t('banner.text')}</p>
        <Button size="sm" variant="outline" onClick={resend} disabled={sending}>
          {sending ? t('banner.sending') : t('banner.resend')}
        </Button>
      </div>
    </div>
  );
}
