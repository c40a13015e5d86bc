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

type Group = Pick<GroupSummary, 'slug' | 'name' | 'visibility' | 'membership'>;

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The private group's "Ask to join": an optional message for its moderators. */
function AskToJoinDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [message, setMessage] = useState('');
  const join = useJoinGroup(group.slug);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Ask to join ${group.name}`}
      description="A moderator of the group reads your request and answers it; you get a notification either way."
      submitLabel="Send request"
      pendingLabel="Sending…"
      pending={join.isPending}
      onSubmit={() =>
        join.mutate(message.trim() || undefined, {
          onSuccess: () => {
            onOpenChange(false);
            setMessage('');
            toast({ title: 'Request sent', description: `The moderators of ${group.name} will answer it soon.` });
          },
          onError: failed('Could not send your request'),
        })
      }
    >
      <TextAreaField
        label="A message for the moderators (optional)"
        rows={4}
        value={message}
        maxLength={JOIN_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        hint="For example where you are in treatment, or why this group suits you. Keep medical details about children general."
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
  const kind = joinKind(user, group, group.membership);
  const named = compact ? <span className="sr-only"> {group.name}</span> : null;
  const box = cn('flex flex-wrap items-center gap-2', className);

  if (!isAuthenticated) {
    if (group.visibility === 'hidden') return null;
    return (
      <div className={box}>
        <Button asChild variant="outline">
          <a href={hrefOf(api.accounts.login, { query: { returnTo: `${location.pathname}${location.search}` } })}>
            <LogIn aria-hidden="true" /> Sign in to join{named}
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
      title={withdrawing ? 'Withdraw your request?' : `Leave ${group.name}?`}
      description={
        withdrawing
          ? 'The moderators will no longer see it. You can ask again later.'
          : group.visibility === 'open'
            ? 'You can join again at any time. What you wrote in the group stays there.'
            : group.visibility === 'private'
              ? 'To come back you will need to ask again. What you wrote in the group stays there.'
              : 'Only a moderator can add you back. What you wrote in the group stays there.'
      }
      confirmLabel={withdrawing ? 'Withdraw request' : 'Leave group'}
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            setLeaving(false);
            toast({ title: withdrawing ? 'Request withdrawn' : `You left ${group.name}` });
          },
          onError: failed(withdrawing ? 'Could not withdraw your request' : 'Could not leave the group'),
        })
      }
    />
  );

  if (group.membership === 'member' || group.membership === 'moderator') {
    return (
      <div className={box}>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-900">
          {group.membership === 'moderator' ? <ShieldCheck aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
          {group.membership === 'moderator' ? 'You moderate this group' : 'You are a member'}
        </span>
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          Leave group{named}
        </Button>
        {confirmLeave}
      </div>
    );
  }
  if (withdrawing) {
    return (
      <div className={box}>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900">
          <Clock aria-hidden="true" className="size-4" /> Request pending
        </span>
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          Withdraw request{named}
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
              onSuccess: () => toast({ title: `Welcome to ${group.name}`, description: 'You can now take part in its discussions.' }),
              onError: failed('Could not join the group'),
            })
          }
        >
          {join.isPending ? 'Joining…' : 'Join group'}
          {named}
        </Button>
      </div>
    );
  }
  if (kind === 'request') {
    return (
      <div className={box}>
        <Button onClick={() => setAsking(true)}>Ask to join{named}</Button>
        <AskToJoinDialog group={group} open={asking} onOpenChange={setAsking} />
      </div>
    );
  }
  return null;
}
