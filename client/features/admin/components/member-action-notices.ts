import type { AdminUserRow } from '@shared/api/admin';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { tIn } from '@client/lib/i18n';
import { memberName } from '../api';
import { adminMessages } from '../messages';

type Key = keyof (typeof adminMessages)['en'];
type Notice = { title: Key; description: Key; failure: Key };

/** Callbacks for a member action's `mutate`: a notice on success, a destructive notice with the server's message on failure (in the page's language). */
function notices(notice: Notice) {
  return {
    onSuccess: (updated: AdminUserRow) => {
      const t = tIn(adminMessages);
      toast({ title: t(notice.title), description: t(notice.description, { name: memberName(updated), role: updated.role }) });
    },
    onError: (error: unknown) => toast({ title: tIn(adminMessages)(notice.failure), description: errorMessage(error), variant: 'destructive' }),
  };
}

export const roleChanged = notices({ title: 'members.roleChanged', description: 'members.roleChanged.text', failure: 'members.roleChanged.failed' });

export const suspended = notices({ title: 'members.suspended', description: 'members.suspended.text', failure: 'members.suspended.failed' });

export const restored = notices({ title: 'members.restored', description: 'members.restored.text', failure: 'members.restored.failed' });
