import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminUserRow } from '@shared/api/admin';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { ADMIN_USERS_PAGE_SIZE, memberName, useAdminUsers, useChangeRole, useRestoreMember, useSuspendMember } from '../api';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { restored, roleChanged, suspended } from '../components/member-action-notices';
import { MembersTable } from '../components/members-table';
import { MemberSearch } from '../components/member-search';
import { SEARCH_MAX_LENGTH } from '../components/use-typed-search';
import { NoSuchPage, Pager, readPage } from '../components/pager';
import { demotesSelf } from '../policy';
import { QueryError } from '@client/components/query-error';

const MAX_PAGE = 100_000;

type Confirmation = { kind: 'suspend' | 'demote-self'; user: AdminUserRow };

export default function UserDataPage() {
  usePageMeta('Members', "Search the community's members, change their role, and suspend or restore accounts.");
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const page = readPage(searchParams.get('page'), MAX_PAGE);
  const users = useAdminUsers({ q, page });
  const { user: me } = useAuth();
  const navigate = useNavigate();

  const changeRole = useChangeRole();
  const suspend = useSuspendMember();
  const restore = useRestoreMember();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const search = useCallback(
    (next: string, { typing }: { typing: boolean }) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('q', next);
          else params.delete('q');
          params.delete('page');
          return params;
        },
        { replace: typing },
      );
    },
    [setSearchParams],
  );

  const goToPage = (next: number) => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  };

  const busyId =
    (changeRole.isPending && changeRole.variables?.user.id) ||
    (suspend.isPending && suspend.variables?.user.id) ||
    (restore.isPending && restore.variables?.user.id) ||
    null;

  const toggleRole = (user: AdminUserRow) => {
    if (me && demotesSelf(me, user)) {
      setConfirmation({ kind: 'demote-self', user });
      return;
    }
    changeRole.mutate({ user, role: user.role === 'admin' ? 'member' : 'admin' }, roleChanged);
  };

  const confirm = () => {
    if (!confirmation) return;
    const close = () => setConfirmation(null);
    if (confirmation.kind === 'suspend') {
      suspend.mutate({ user: confirmation.user }, { ...suspended, onSettled: close });
      return;
    }
    // Made a member, the admin leaves the admin area for the home page.
    changeRole.mutate(
      { user: confirmation.user, role: 'member', self: true },
      {
        ...roleChanged,
        onSuccess: (updated) => {
          roleChanged.onSuccess(updated);
          void navigate('/');
        },
        onSettled: close,
      },
    );
  };
  const confirming = confirmation?.kind === 'suspend' ? suspend.isPending : changeRole.isPending;

  const data = users.data;
  const total = data?.total ?? 0;
  const pageSize = data?.pageSize ?? ADMIN_USERS_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const shownPage = data?.page ?? page;
  const caption = q ? `Members matching “${q}”, newest first` : 'All members, newest first';
  const beyondLastPage = data !== undefined && data.users.length === 0 && total > 0;

  const empty = beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : q ? (
    `No members match “${q}”.`
  ) : (
    'No members yet.'
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Members</h1>
        <p className="mt-2 text-slate-700">Find a member by name or e-mail, change their role, or suspend and restore their account.</p>
      </div>

      <MemberSearch q={q} onSearch={search} />

      {users.isError ? (
        <QueryError title="Could not load the members" error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : null}

      <MembersTable
        caption={caption}
        users={users.isError && !users.isPlaceholderData ? (data?.users ?? []) : data?.users}
        stale={users.isPlaceholderData}
        empty={users.isError ? 'The members could not be loaded.' : empty}
        me={me}
        busyId={busyId}
        onToggleRole={toggleRole}
        onSuspend={(user) => setConfirmation({ kind: 'suspend', user })}
        onRestore={(user) => restore.mutate({ user }, restored)}
      />

      <Pager
        label="Members pages"
        page={page}
        shown={data ? { page: shownPage, totalPages, total } : null}
        noun={['member', 'members']}
        loadingText={users.isError ? '' : 'Loading members…'}
        onPage={goToPage}
      />

      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmation(null);
        }}
        pending={confirming}
        onConfirm={confirm}
        {...(confirmation?.kind === 'demote-self'
          ? {
              title: 'Remove your own admin access?',
              description: 'You will become a member and can no longer open the admin area. Another administrator can make you an admin again.',
              confirmLabel: 'Make me a member',
            }
          : {
              title: `Suspend ${confirmation ? memberName(confirmation.user) : 'member'}?`,
              description: 'They will be signed out everywhere and cannot sign in or post until restored.',
              confirmLabel: 'Suspend',
            })}
      />
    </div>
  );
}
