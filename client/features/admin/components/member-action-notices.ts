import type { AdminUserRow } from '@shared/api/admin';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { memberName } from '../api';

type Notice = { title: string; description: (user: AdminUserRow) => string; failure: string };

/** Callbacks for a member action's `mutate`: a notice on success, a destructive notice with the server's message on failure. */
function notices(notice: Notice) {
  return {
    onSuccess: (updated: AdminUserRow) => toast({ title: notice.title, description: notice.description(updated) }),
    onError: (error: unknown) => toast({ title: notice.failure, description: errorMessage(error), variant: 'destructive' }),
  };
}

export const roleChanged = notices({
  title: 'Role updated',
  description: (user) => `${memberName(user)} is now ${user.role === 'admin' ? 'an admin' : 'a member'}.`,
  failure: 'Could not change the role',
});

export const suspended = notices({
  title: 'Member suspended',
  description: (user) => `${memberName(user)} has been signed out and cannot sign in or post until restored.`,
  failure: 'Could not suspend the member',
});

export const restored = notices({
  title: 'Member restored',
  description: (user) => `${memberName(user)} can sign in and post again.`,
  failure: 'Could not restore the member',
});
