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
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import { useLocale, useT } from '@client/lib/i18n';
import { messagesMessages } from '../messages';

type Key = keyof typeof messagesMessages.en;

/** The choices, their words keys of the messages catalogue. */
const CHOICES = [
  { value: 'members', label: 'privacy.choice.members', description: 'privacy.choice.membersText' },
  { value: 'nobody', label: 'privacy.choice.nobody', description: 'privacy.choice.nobodyText' },
] as const satisfies readonly { value: WhoCanMessage; label: Key; description: Key }[];

const blockedOn = (value: string, locale: Locale) => new Date(value).toLocaleDateString(INTL_LOCALE[locale], { month: 'long', day: 'numeric', year: 'numeric' });

function WhoCanMessageForm({ saved }: { saved: WhoCanMessage }) {
  const t = useT(messagesMessages);
  const [choice, setChoice] = useState<WhoCanMessage>(saved);
  const save = useUpdateMessageSettings({
    done: () => toast({ title: t('privacy.saved.title'), description: t('privacy.saved.text') }),
    failed: (error) => toast({ title: t('error'), description: errorMessage(error, t('privacy.saveFailed')), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ whoCanMessage: choice });
  };
  return (
    <form method="post" onSubmit={submit}>
      <fieldset>
        <legend className="font-medium text-slate-900">{t('privacy.legend')}</legend>
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
                <span className="block text-slate-900">{t(option.label)}</span>
                <span className="block text-sm text-slate-700">{t(option.description)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6">
        <SaveButton pending={save.isPending}>{t('privacy.save')}</SaveButton>
      </div>
    </form>
  );
}

function BlockedMembers() {
  const t = useT(messagesMessages);
  const locale = useLocale();
  const blocks = useBlockedMembers();
  const unblock = useUnblockMember({
    done: (member) => toast({ title: t('toast.unblocked.title'), description: t('toast.unblocked.text', { name: member.name }) }),
    failed: (error) => toast({ title: t('toast.unblockFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  if (blocks.isPending) {
    return (
      <div role="status" aria-label={t('privacy.blocked.loading')}>
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (blocks.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-900">
        <p>{t('privacy.blocked.error', { error: errorMessage(blocks.error) })}</p>
        <Button variant="outline" size="sm" onClick={() => void blocks.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (blocks.data.blocked.length === 0) return <p className="text-sm text-slate-700">{t('privacy.blocked.none')}</p>;
  return (
    <ul aria-labelledby="blocked-members-heading" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {blocks.data.blocked.map((member) => {
        const name = displayName(member);
        const busy = unblock.isPending && unblock.variables?.id === member.id;
        return (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{member.unavailable ? name : <Link to={`/members/${encodeURIComponent(member.id)}`} className="hover:underline">{name}</Link>}</p>
              <p className="text-sm text-slate-700">{t('privacy.blocked.on', { date: blockedOn(member.blockedAt, locale) })}</p>
            </div>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => unblock.mutate({ id: member.id, name })}>
              {busy ? t('unblocking') : t('unblock')}
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
  const t = useT(messagesMessages);
  const settings = useMessageSettings();
  return (
    <section aria-labelledby="messages-privacy-heading" className="mt-10 space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h3 id="messages-privacy-heading" className="text-lg font-semibold text-slate-900">
          {t('privacy.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('privacy.intro')}</p>
      </div>
      {settings.isPending ? (
        <div role="status" aria-label={t('privacy.loading')}>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : settings.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-900">
          <p>{t('privacy.error', { error: errorMessage(settings.error) })}</p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <WhoCanMessageForm saved={settings.data.whoCanMessage} />
      )}
      <div className="mt-8 space-y-3">
        <div>
          <h4 id="blocked-members-heading" className="font-semibold text-slate-900">
            {t('privacy.blocked.title')}
          </h4>
          <p className="mt-1 text-sm text-slate-700">{t('privacy.blocked.intro')}</p>
        </div>
        <BlockedMembers />
      </div>
    </section>
  );
}
