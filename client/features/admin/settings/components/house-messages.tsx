import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { AD_SLOT_MESSAGES, HOUSE_MESSAGES, type HouseMessageKind, houseMessageKinds, SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { type Translate, useT } from '@client/lib/i18n';
import { adminMessages } from '../../messages';
import { useSaveHouseMessage } from '../api';
import { HOUSE_MESSAGE_LABELS } from './house-message-labels';
import { saveMessageNotices } from './notices';
import { SettingsCard } from './settings-card';

type Messages = (typeof adminMessages)['en'];

const SLOT_PLACES: Record<string, keyof Messages> = {
  'home-banner': 'settings.messages.place.home',
  'resources-top': 'settings.messages.place.library',
  'resources-middle': 'settings.messages.place.library',
  'resources-bottom': 'settings.messages.place.library',
  'resource-detail-bottom': 'settings.messages.place.articles',
  'resource-sidebar-top': 'settings.messages.place.articles',
  'resource-sidebar-bottom': 'settings.messages.place.articles',
};

/** Where a message is shown, in words: "the home page and articles". */
function placesOf(t: Translate<Messages>, kind: HouseMessageKind) {
  const places = [...new Set(Object.entries(AD_SLOT_MESSAGES).flatMap(([slot, shown]) => (shown === kind ? [t(SLOT_PLACES[slot]!)] : [])))];
  return places.length > 1 ? t('settings.messages.places', { list: places.slice(0, -1).join(', '), last: places.at(-1) }) : (places[0] ?? '');
}

type Errors = Partial<Record<'title' | 'text' | 'linkLabel', string>>;

function MessageDialog({ kind, settings, onClose, onClosed }: { kind: HouseMessageKind; settings: AdminSettings; onClose: () => void; onClosed: () => void }) {
  const t = useT(adminMessages);
  const save = useSaveHouseMessage(saveMessageNotices);
  const [values, setValues] = useState(settings.houseMessages[kind]);
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: 'title' | 'text' | 'linkLabel') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });
  const submit = () => {
    const found: Errors = {};
    if (!values.title.trim()) found.title = t('settings.messages.titleRequired');
    if (!values.text.trim()) found.text = t('settings.messages.textRequired');
    if (!values.linkLabel.trim()) found.linkLabel = t('settings.messages.linkRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ kind, body: { title: values.title.trim(), text: values.text.trim(), linkLabel: values.linkLabel.trim() } }, { onSuccess: onClose });
  };
  const original = HOUSE_MESSAGES[kind];
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('settings.messages.editTitle', { kind: t(HOUSE_MESSAGE_LABELS[kind].lower) })}
      description={t('settings.messages.dialogText', { href: original.href.split('?')[0] })}
      submitLabel={t('settings.messages.save')}
      pendingLabel={t('saving')}
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
      extraAction={
        <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setValues({ title: original.title, text: original.text, linkLabel: original.linkLabel })}>
          {t('settings.messages.original')}
        </Button>
      }
    >
      <TextField label={t('settings.messages.title')} autoComplete="off" maxLength={SETTINGS_LIMITS.messageTitle} {...field('title')} />
      <TextAreaField label={t('settings.messages.text')} rows={3} maxLength={SETTINGS_LIMITS.messageText} {...field('text')} />
      <TextField label={t('settings.messages.linkText')} autoComplete="off" maxLength={SETTINGS_LIMITS.messageLinkLabel} {...field('linkLabel')} />
      <FormError error={save.error} fallback={t('settings.messages.failed')} />
    </FormDialog>
  );
}

/** The ad slots' house messages: what visitors see where an advertisement would be. */
export function HouseMessages({ settings }: { settings: AdminSettings }) {
  const t = useT(adminMessages);
  const [editing, setEditing] = useState<HouseMessageKind | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <SettingsCard
      id="messages"
      title={t('settings.messages.heading')}
      intro={t('settings.messages.intro')}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {houseMessageKinds.map((kind) => {
          const message = settings.houseMessages[kind];
          return (
            <li key={kind} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{t(HOUSE_MESSAGE_LABELS[kind].label)}</p>
              <p className="font-semibold break-words text-slate-900">{message.title}</p>
              <p className="text-sm break-words text-slate-700">{message.text}</p>
              <p className="text-sm font-semibold break-words text-brand-800">{message.linkLabel}</p>
              <p className="text-xs text-slate-700">{t('settings.messages.shownOn', { places: placesOf(t, kind) })}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-auto h-10 self-start"
                aria-label={t('settings.messages.editTitle', { kind: t(HOUSE_MESSAGE_LABELS[kind].lower) })}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setEditing(kind);
                }}
              >
                <Pencil aria-hidden="true" /> {t('edit')}
              </Button>
            </li>
          );
        })}
      </ul>
      {editing ? <MessageDialog kind={editing} settings={settings} onClose={() => setEditing(null)} onClosed={() => opener.current?.focus()} /> : null}
    </SettingsCard>
  );
}
