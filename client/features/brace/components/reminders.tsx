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
import { useT } from '@client/lib/i18n';
import { braceMessages } from '../messages';

/** My reminders for the child: each member who shares the log chooses their own. */
export function Reminders({ child }: { child: BraceChild }) {
  const { data, isPending, isError, refetch } = useReminders(child.id);
  const t = useT(braceMessages);
  if (isPending) return <Skeleton className="h-56" />;
  if (isError) {
    return (
      <div role="alert">
        <p className="text-sm text-slate-800">{t('reminders.loadError')}</p>
        <Button className="mt-3" variant="outline" size="sm" onClick={() => void refetch()}>
          {t('common.tryAgain')}
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
  const t = useT(braceMessages);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { bootsOnTime: bootsOn ? bootsOnTime : null, skinCheckTime: skin ? skinTime : null, milestones, email },
      {
        onSuccess: (next) =>
          toast({ title: t('reminders.savedTitle'), description: next.bootsOnTime || next.skinCheckTime || next.milestones ? t('reminders.savedSome') : t('reminders.savedNone') }),
        onError: (error) => toast({ title: t('reminders.failed'), description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('reminders.label')} className="space-y-4">
      <p className="text-sm text-slate-700">{t('reminders.intro', { name: child.name, zone: child.timeZone.replace(/_/g, ' ') })}</p>
      <div className="space-y-2">
        <CheckboxField label={t('reminders.bootsOn')} hint={t('reminders.bootsOnHint')} checked={bootsOn} onChange={(event) => setBootsOn(event.target.checked)} />
        {bootsOn ? <TextField label={t('reminders.bootsOnAt')} type="time" required value={bootsOnTime} onChange={(event) => setBootsOnTime(event.target.value)} className="sm:max-w-48" /> : null}
      </div>
      <div className="space-y-2">
        <CheckboxField label={t('reminders.skin')} hint={t('reminders.skinHint')} checked={skin} onChange={(event) => setSkin(event.target.checked)} />
        {skin ? <TextField label={t('reminders.skinAt')} type="time" required value={skinTime} onChange={(event) => setSkinTime(event.target.value)} className="sm:max-w-48" /> : null}
      </div>
      <CheckboxField label={t('reminders.milestones')} checked={milestones} onChange={(event) => setMilestones(event.target.checked)} />
      <CheckboxField
        label={t('reminders.email')}
        hint={saved.emailAllowed ? t('reminders.emailHint') : t('reminders.emailOff')}
        checked={email && saved.emailAllowed}
        disabled={!saved.emailAllowed}
        onChange={(event) => setEmail(event.target.checked)}
      />
      {!saved.emailAllowed ? (
        <p className="text-sm">
          <Link className="font-medium text-brand-800 underline" to={paths.profile}>
            {t('reminders.turnOn')}
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t('reminders.save')}
      </Button>
    </form>
  );
}
