import { Copy, Share2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { BraceChild, NewBraceInvite } from '@shared/api/brace';
import { INVITE_DAYS } from '@shared/policies/brace';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useCreateInvite, useInvites, useLeaveLog, useRemoveCarer, useRevokeInvite } from '../api';
import { canInvite, canRemoveCarer } from '../policy';

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The page an invitation opens: the secret rides in the fragment, which never reaches a server or a log. */
export const inviteUrl = (token: string) => `${window.location.origin}${paths.braceJoin}#${token}`;

const untilLabel = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));

/** A new link, shown once: copy it, or hand it to the phone's share sheet. */
function NewLink({ invite, childName }: { invite: NewBraceInvite; childName: string }) {
  const id = useId();
  const url = inviteUrl(invite.token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into a message to the person you are inviting.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ title: `${childName}’s Brace Tracker`, text: `Join me in logging ${childName}’s boots and bar:`, url }).catch(() => {
      // Closing the share sheet is not a failure.
    });
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Invitation link
      </label>
      <input id={id} readOnly value={url} className={`${inputClass} text-sm`} onFocus={(event) => event.currentTarget.select()} />
      <p className="text-sm text-slate-800">
        Send it only to the person you mean: whoever opens it first, signed in, can see and add to {childName}’s log. It works once, until{' '}
        {untilLabel(invite.expiresAt)}. It is shown only now; you can always make another.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy the link
        </Button>
        {canShare ? (
          <Button type="button" size="sm" variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" /> Share…
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Who shares the child's log; the member who set it up invites others and takes them off, anyone else may stop sharing. */
export function Sharing({ child, me }: { child: BraceChild; me: string }) {
  const owner = canInvite(child);
  const invites = useInvites(child.id, owner);
  const create = useCreateInvite(child.id);
  const revoke = useRevokeInvite(child.id);
  const removeCarer = useRemoveCarer(child.id);
  const leave = useLeaveLog(child.id, me, () => toast({ title: 'You no longer share this log', description: `${child.name}’s log stays with the family.` }));
  const [made, setMade] = useState<NewBraceInvite | null>(null);
  const [takingOff, setTakingOff] = useState<{ id: string; name: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const open = invites.data?.invites.filter((invite) => invite.id !== made?.id) ?? [];
  return (
    <div className="space-y-5">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {child.carers.map((carer) => {
          const name = carer.firstName ?? 'A former member';
          const isMe = carer.id === me;
          return (
            <li key={carer.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-900">
                <span className="font-medium">{isMe ? `${name} (you)` : name}</span>
                <span className="text-slate-700"> · {carer.role === 'owner' ? 'set up the log' : 'shares the log'}</span>
              </span>
              {isMe && carer.role === 'carer' ? (
                <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
                  Stop sharing
                </Button>
              ) : !isMe && canRemoveCarer(child, carer.id, me) ? (
                <Button variant="outline" size="sm" onClick={() => setTakingOff({ id: carer.id, name })} aria-label={`Take ${name} off the log`}>
                  Take off
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {owner ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            The other parent, a grandparent or a childminder can log too. They need to be a member (it is free); a link works for one person, for{' '}
            {INVITE_DAYS} days.
          </p>
          {made ? <NewLink invite={made} childName={child.name} /> : null}
          <Button
            variant="outline"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: (invite) => setMade(invite), onError: failed('Could not make a link') })}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {made ? 'Make another link' : 'Invite someone to share the log'}
          </Button>
          {open.length ? (
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Links not used yet</h3>
              <ul className="mt-2 space-y-2 text-sm">
                {open.map((invite) => (
                  <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-slate-800">
                    <span>
                      Made {untilLabel(invite.createdAt)}, works until {untilLabel(invite.expiresAt)}
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      aria-label={`Withdraw the link made ${untilLabel(invite.createdAt)}`}
                      onClick={() => revoke.mutate(invite.id, { onSuccess: () => toast({ title: 'Link withdrawn', description: 'It no longer lets anyone in.' }), onError: failed('Could not withdraw the link') })}
                    >
                      Withdraw
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={takingOff !== null}
        onOpenChange={(next) => (next ? undefined : setTakingOff(null))}
        title={`Take ${takingOff?.name ?? ''} off ${child.name}’s log?`}
        description="They will no longer see the log or add to it. What they logged stays."
        confirmLabel="Take off"
        pending={removeCarer.isPending}
        onConfirm={() =>
          takingOff &&
          removeCarer.mutate(takingOff.id, {
            onSuccess: () => {
              toast({ title: 'Done', description: `${takingOff.name} no longer shares ${child.name}’s log.` });
              setTakingOff(null);
            },
            onError: failed('Could not take them off'),
          })
        }
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Stop sharing ${child.name}’s log?`}
        description="You will no longer see it or add to it; the family keeps it, with what you logged. To share it again, ask for a new link."
        confirmLabel="Stop sharing"
        pending={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onError: failed('Could not stop sharing') })}
      />
    </div>
  );
}
