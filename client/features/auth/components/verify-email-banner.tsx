import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { api, call, errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';

/** Asks a signed-in member to confirm their address: messages and buddy requests need it. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      await call(api.accounts.requestVerification);
      toast({ title: 'Link sent', description: `We sent a new confirmation link to ${user.email ?? 'your address'}.` });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div role="region" aria-label="Confirm your email address" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <p>Please confirm your email address: private messages and Clubfoot Buddy requests need it. Check your inbox for our link.</p>
        <Button size="sm" variant="outline" onClick={resend} disabled={sending}>
          {sending ? 'Sending...' : 'Send the link again'}
        </Button>
      </div>
    </div>
  );
}
