import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n';
import { useOnline } from '@client/lib/online';
import { braceKeys } from '../api';
import { braceMessages } from '../messages';
import { sendOfflineTaps, useOfflineTaps } from '../offline-taps';

/**
 * Sends the taps kept offline whenever the connection is there (on opening, and as it comes back),
 * then reads the logs again and says what happened to them.
 */
export function useSendOfflineTaps(keepsTaps: boolean) {
  const online = useOnline();
  const waiting = useOfflineTaps().length;
  const queryClient = useQueryClient();
  const t = useT(braceMessages);
  useEffect(() => {
    if (!keepsTaps || !online || !waiting) return;
    void sendOfflineTaps().then(async ({ sent, refused }) => {
      if (sent) toast({ title: t('pending.sentTitle'), description: t('pending.sentText', { count: sent }) });
      for (const { reason } of refused) toast({ title: t('pending.refusedTitle'), description: reason, variant: 'destructive' });
      if (sent || refused.length) await queryClient.invalidateQueries({ queryKey: braceKeys.all });
    });
  }, [keepsTaps, online, waiting, queryClient, t]);
}

