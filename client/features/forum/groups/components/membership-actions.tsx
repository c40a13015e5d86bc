import { Check, Clock, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { GroupSummary } from '@shared/api/groups';
import { joinKind } from '@shared/policies/groups';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextAreaField } from '@client/components/ui/field';
import { FormDialog } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { useJoinGroup, useLeaveGroup } from '../api';
import { JOIN_MESSAGE_MAX } from '../labels';
import { useT } from '@client/lib/i18n';
import { groupsMessages } from '../messages';

type Group = Pick<GroupSummary, 'slug' | 'name' | 'visibility' | 'membership'>;

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The private group's "Ask to join": an optional message for its moderators. */
function AskToJoinDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [message, setMessage] = useState('');
  const join = useJoinGroup(group.slug);
  const t = useT(groupsMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('join.askTitle', { name: group.name })}
      description={t('join.askDescription')}
      submitLabel={t('join.sendRequest')}
      pendingLabel={t('join.sending')}
      pending={join.isPending}
      onSubmit={() =>
        join.mutate(message.trim() || undefined, {
          onSuccess: () => {
            onOpenChange(false);
            setMessage('');
            toast({ title: t('join.requestSent'), description: t('join.requestSentText', { name: group.name }) });
          },
          onError: failed(t('join.requestFailed')),
        })
      }
    >
      <TextAreaField
        label={t('join.messageLabel')}
        rows={4}
        value={message}
        maxLength={JOIN_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        hint={t('join.messageHint')}
      />
    </FormDialog>
  );
}

/**
 * What the viewer can do about a group, by shared/policies/groups.ts: join an open one, ask to join a
 * private one, withdraw a waiting request, or leave; visitors are asked to sign in first. In a list
 * (`compact`) the buttons carry the group's name for screen readers.
 */
export function MembershipActions({ group, compact = false, className }: { group: Group; compact?: boolean; className?: string }) {
  const { user, isAuthenticated } = useAuth();
  const location = useLocation();
  const join = useJoinGroup(group.slug);
  const leave = useLeaveGroup(group.slug);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const t = useT(groupsMessages);
  const kind = joinKind(user, group, group.membership);
  const named = compact ? <span className="sr-only"> {group.name}</span> : null;
  const box = cn('flex flex-wrap items-center gap-2', className);

  if (!isAuthenticated) {
    if (group.visibility === 'hidden') return null;
    return (
      <div className={box}>
        <Button asChild variant="outline">
          <a href={hrefOf(api.accounts.login, { query: { returnTo: `${location.pathname}${location.search}` } })}>
            <LogIn aria-hidden="true" /> {t('join.signIn')}
            {named}
          </a>
        </Button>
      </div>
    );
  }

  const withdrawing = group.membership === 'pending';
  const confirmLeave = (
    <ConfirmDialog
      open={leaving}
      onOpenChange={setLeaving}
      title={withdrawing ? t('leave.withdrawTitle') : t('leave.leaveTitle', { name: group.name })}
      description={
        withdrawing
          ? t('leave.withdrawText')
          : group.visibility === 'open'
            ? t('leave.openText')
            : group.visibility === 'private'
              ? t('leave.privateText')
              : t('leave.hiddenText')
      }
      confirmLabel={withdrawing ? t('leave.withdraw') : t('leave.leave')}
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            setLeaving(false);
            toast({ title: withdrawing ? t('leave.withdrawn') : t('leave.left', { name: group.name }) });
          },
          onError: failed(withdrawing ? t('leave.withdrawFailed') : t('leave.leaveFailed')),
        })
      }
    />
  );

  if (group.membership === 'member' || group.membership === 'moderator') {
    return (
      <div className={box}>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-900">
          {group.membership === 'moderator' ? <ShieldCheck aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
          {group.membership === 'moderator' ? t('status.moderator') : t('status.member')}
        </span>
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          {t('leave.leave')}
          {named}
        </Button>
        {confirmLeave}
      </div>
    );
  }
  if (withdrawing) {
    return (
      <div className={box}>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900">
          <Clock aria-hidden="true" className="size-4" /> {t('status.pending')}
        </span>
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          {t('leave.withdraw')}
          {named}
        </Button>
        {confirmLeave}
      </div>
    );
  }
  if (kind === 'join') {
    return (
      <div className={box}>
        <Button
          disabled={join.isPending}
          onClick={() =>
            join.mutate(undefined, {
              onSuccess: () => toast({ title: t('join.welcome', { name: group.name }), description: t('join.welcomeText') }),
              onError: failed(t('join.failed')),
            })
          }
        >
          {join.isPending ? t('join.joining') : t('join.join')}
          {named}
        </Button>
      </div>
    );
  }
  if (kind === 'request') {
    return (
      <div className={box}>
        <Button onClick={() => setAsking(true)}>
          {t('join.ask')}
          {named}
        </Button>
        <AskToJoinDialog group={group} open={asking} onOpenChange={setAsking} />
      </div>
    );
  }
  return null;
}
