import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdminUserRow } from '@shared/api/admin';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
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
import { adminMessages } from '../messages';

const MAX_PAGE = 100_000;

type Confirmation = { kind: 'suspend' | 'demote-self'; user: AdminUserRow };

export default function UserDataPage() {
  const t = useT(adminMessages);
  usePageMeta(t('members.meta.title'), t('members.meta.description'));
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
  const caption = q ? t('members.caption.search', { q }) : t('members.caption.all');
  const beyondLastPage = data !== undefined && data.users.length === 0 && total > 0;

  const empty = beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : q ? (
    t('members.empty.search', { q })
  ) : (
    t('members.empty.all')
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('members.title')}</h1>
        <p className="mt-2 text-slate-700">{t('members.intro')}</p>
      </div>

      <MemberSearch q={q} onSearch={search} />

      {users.isError ? (
        <QueryError title={t('members.loadFailed')} error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : null}

      <MembersTable
        caption={caption}
        users={users.isError && !users.isPlaceholderData ? (data?.users ?? []) : data?.users}
        stale={users.isPlaceholderData}
        empty={users.isError ? t('members.notLoaded') : empty}
        me={me}
        busyId={busyId}
        onToggleRole={toggleRole}
        onSuspend={(user) => setConfirmation({ kind: 'suspend', user })}
        onRestore={(user) => restore.mutate({ user }, restored)}
      />

      <Pager
        label={t('members.pages')}
        page={page}
        shown={data ? { page: shownPage, totalPages, total } : null}
        noun={[t('members.noun.one'), t('members.noun.other')]}
        loadingText={users.isError ? '' : t('members.loading')}
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
              title: t('members.demoteSelf.title'),
              description: t('members.demoteSelf.text'),
              confirmLabel: t('members.demoteSelf.confirm'),
            }
          : {
              title: t('members.suspendConfirm.title', { name: confirmation ? memberName(confirmation.user) : t('members.suspendConfirm.fallback') }),
              description: t('members.suspendConfirm.text'),
              confirmLabel: t('members.suspend'),
            })}
      />
    </div>
  );
}
