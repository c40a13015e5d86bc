import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { WhoCanMessage } from '@shared/api/messages';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useBlockedMembers, useMessageSettings, useUnblockMember, useUpdateMessageSettings } from '@client/features/messages/api';
import { errorMessage } from '@client/lib/api';
import { SaveButton } from '@client/components/form-controls';
import { displayName } from '@shared/display-name';

const CHOICES: readonly { value: WhoCanMessage; label: string; description: string }[] = [
  { value: 'members', label: 'All members', description: 'Any signed-in member can send you a first message.' },
  { value: 'nobody', label: 'Nobody', description: 'No one can start a new conversation with you. Conversations you already have stay open.' },
];

const blockedOn = (value: string) => new Date(value).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function WhoCanMessageForm({ saved }: { saved: WhoCanMessage }) {
  const [choice, setChoice] = useState<WhoCanMessage>(saved);
  const save = useUpdateMessageSettings({
    done: () => toast({ title: 'Settings Updated', description: 'Your message settings have been saved.' }),
    failed: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update settings. Please try again.'), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ whoCanMessage: choice });
  };
  return (
    <form method="post" onSubmit={submit}>
      <fieldset>
        <legend className="font-medium text-slate-900">Who can start a conversation with me</legend>
        <div className="mt-3 space-y-3">
          {CHOICES.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-start gap-3">
              <input
                type="radio"
                name="whoCanMessage"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block text-slate-900">{option.label}</span>
                <span className="block text-sm text-slate-700">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6">
        <SaveButton pending={save.isPending}>Save Message Settings</SaveButton>
      </div>
    </form>
  );
}

function BlockedMembers() {
  const blocks = useBlockedMembers();
  const unblock = useUnblockMember({
    done: (member) => toast({ title: 'Member unblocked', description: `${member.name} can message you again.` }),
    failed: (error) => toast({ title: 'Could not unblock the member', description: errorMessage(error), variant: 'destructive' }),
  });
  if (blocks.isPending) {
    return (
      <div role="status" aria-label="Loading blocked members">
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (blocks.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-900">
        <p>Could not load the members you blocked: {errorMessage(blocks.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void blocks.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (blocks.data.blocked.length === 0) return <p className="text-sm text-slate-700">You haven&apos;t blocked anyone.</p>;
  return (
    <ul aria-labelledby="blocked-members-heading" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {blocks.data.blocked.map((member) => {
        const name = displayName(member);
        const busy = unblock.isPending && unblock.variables?.id === member.id;
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{member.unavailable ? name : <Link to={`/members/${encodeURIComponent(member.id)}`} className="hover:underline">{name}</Link>}</p>
              <p className="text-sm text-slate-700">Blocked on {blockedOn(member.blockedAt)}</p>
            </div>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => unblock.mutate({ id: member.id, name })}>
              {busy ? 'Unblocking...' : 'Unblock'}
              <span className="sr-only"> {name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The Privacy tab's Messages section: who may write first, and the members I blocked (with Unblock). */
export default function MessagesPrivacy() {
  const settings = useMessageSettings();
  return (
    <section aria-labelledby="messages-privacy-heading" className="mt-10 space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h3 id="messages-privacy-heading" className="text-lg font-semibold text-slate-900">
          Messages
        </h3>
        <p className="mt-1 text-sm text-slate-700">Choose who can write to you first, and manage the members you blocked.</p>
      </div>
      {settings.isPending ? (
        <div role="status" aria-label="Loading message settings">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : settings.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-900">
          <p>Could not load your message settings: {errorMessage(settings.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <WhoCanMessageForm saved={settings.data.whoCanMessage} />
      )}
      <div className="mt-8 space-y-3">
        <div>
          <h4 id="blocked-members-heading" className="font-semibold text-slate-900">
            Blocked members
          </h4>
          <p className="mt-1 text-sm text-slate-700">Blocked members can&apos;t message you, and your conversations with them are hidden.</p>
        </div>
        <BlockedMembers />
      </div>
    </section>
  );
}
