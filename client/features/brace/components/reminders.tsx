import { Link } from 'react-router';
import { useState } from 'react';
import type { BraceChild, BraceReminders } from '@shared/api/brace';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { CheckboxField, TextField } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useReminders, useSaveReminders } from '../api';

/** My reminders for the child: each member who shares the log chooses their own. */
export function Reminders({ child }: { child: BraceChild }) {
  const { data, isPending, isError, refetch } = useReminders(child.id);
  if (isPending) return <Skeleton className="h-56" />;
  if (isError) {
    return (
      <div role="alert">
        <p className="text-sm text-slate-800">Your reminders could not be loaded.</p>
        <Button className="mt-3" variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <RemindersForm child={child} saved={data} />;
}

function RemindersForm({ child, saved }: { child: BraceChild; saved: BraceReminders }) {
  const save = useSaveReminders(child.id);
  const [bootsOn, setBootsOn] = useState(saved.bootsOnTime !== null);
  const [bootsOnTime, setBootsOnTime] = useState(saved.bootsOnTime ?? '19:00');
  const [skin, setSkin] = useState(saved.skinCheckTime !== null);
  const [skinTime, setSkinTime] = useState(saved.skinCheckTime ?? '07:00');
  const [milestones, setMilestones] = useState(saved.milestones);
  const [email, setEmail] = useState(saved.email);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { bootsOnTime: bootsOn ? bootsOnTime : null, skinCheckTime: skin ? skinTime : null, milestones, email },
      {
        onSuccess: (next) =>
          toast({ title: 'Reminders saved', description: next.bootsOnTime || next.skinCheckTime || next.milestones ? 'They come under the bell at the top of the page.' : 'No reminders for now.' }),
        onError: (error) => toast({ title: 'Could not save the reminders', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Reminders" className="space-y-4">
      <p className="text-sm text-slate-700">Just for you: others who share {child.name}’s log choose their own. Times are in {child.timeZone.replace(/_/g, ' ')}.</p>
      <div className="space-y-2">
        <CheckboxField label="Boots on" hint="Skipped when the timer is already running." checked={bootsOn} onChange={(event) => setBootsOn(event.target.checked)} />
        {bootsOn ? <TextField label="Boots-on reminder at" type="time" required value={bootsOnTime} onChange={(event) => setBootsOnTime(event.target.value)} className="sm:max-w-48" /> : null}
      </div>
      <div className="space-y-2">
        <CheckboxField label="Skin check" hint="Skipped once the day’s check is noted." checked={skin} onChange={(event) => setSkin(event.target.checked)} />
        {skin ? <TextField label="Skin check reminder at" type="time" required value={skinTime} onChange={(event) => setSkinTime(event.target.value)} className="sm:max-w-48" /> : null}
      </div>
      <CheckboxField label="The day before a phase change or a clinic visit" checked={milestones} onChange={(event) => setMilestones(event.target.checked)} />
      <CheckboxField
        label="By e-mail too"
        hint={saved.emailAllowed ? 'Otherwise they come in the site only.' : 'Your e-mail notifications are off, so reminders come in the site only.'}
        checked={email && saved.emailAllowed}
        disabled={!saved.emailAllowed}
        onChange={(event) => setEmail(event.target.checked)}
      />
      {!saved.emailAllowed ? (
        <p className="text-sm">
          <Link className="font-medium text-brand-800 underline" to={paths.profile}>
            Turn on e-mail notifications in your profile
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Save reminders
      </Button>
    </form>
  );
}
