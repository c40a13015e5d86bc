import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminSettings } from '@shared/api/settings';
import { AD_SLOT_MESSAGES, HOUSE_MESSAGES, type HouseMessageKind, houseMessageKinds, SETTINGS_LIMITS } from '@shared/settings';
import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { useSaveHouseMessage } from '../api';
import { saveMessageNotices } from './notices';
import { SettingsCard } from './settings-card';

const SLOT_PLACES: Record<string, string> = {
  'home-banner': 'the home page',
  'resources-top': 'the resource library',
  'resources-middle': 'the resource library',
  'resources-bottom': 'the resource library',
  'resource-detail-bottom': 'articles',
  'resource-sidebar-top': 'articles',
  'resource-sidebar-bottom': 'articles',
};

/** Where a message is shown, in words: "the home page and articles". */
function placesOf(kind: HouseMessageKind) {
  const places = [...new Set(Object.entries(AD_SLOT_MESSAGES).flatMap(([slot, shown]) => (shown === kind ? [SLOT_PLACES[slot]!] : [])))];
  return places.length > 1 ? `${places.slice(0, -1).join(', ')} and ${places.at(-1)}` : (places[0] ?? '');
}

type Errors = Partial<Record<'title' | 'text' | 'linkLabel', string>>;

function MessageDialog({ kind, settings, onClose, onClosed }: { kind: HouseMessageKind; settings: AdminSettings; onClose: () => void; onClosed: () => void }) {
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
    if (!values.title.trim()) found.title = 'Title is required';
    if (!values.text.trim()) found.text = 'Text is required';
    if (!values.linkLabel.trim()) found.linkLabel = 'Link text is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({ kind, body: { title: values.title.trim(), text: values.text.trim(), linkLabel: values.linkLabel.trim() } }, { onSuccess: onClose });
  };
  const original = HOUSE_MESSAGES[kind];
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Edit the ${original.label.toLowerCase()} message`}
      description={`Its link goes to ${original.href.split('?')[0]}. Long text is cut short in the small slots.`}
      submitLabel="Save message"
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onClosed={onClosed}
      extraAction={
        <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setValues({ title: original.title, text: original.text, linkLabel: original.linkLabel })}>
          Use the original wording
        </Button>
      }
    >
      <TextField label="Title" autoComplete="off" maxLength={SETTINGS_LIMITS.messageTitle} {...field('title')} />
      <TextAreaField label="Text" rows={3} maxLength={SETTINGS_LIMITS.messageText} {...field('text')} />
      <TextField label="Link text" autoComplete="off" maxLength={SETTINGS_LIMITS.messageLinkLabel} {...field('linkLabel')} />
      <FormError error={save.error} fallback="Could not save the message. Please try again." />
    </FormDialog>
  );
}

/** The ad slots' house messages: what visitors see where an advertisement would be. */
export function HouseMessages({ settings }: { settings: AdminSettings }) {
  const [editing, setEditing] = useState<HouseMessageKind | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <SettingsCard
      id="messages"
      title="Ad slot messages"
      intro="Visitors who are not signed in see these where an advertisement would be; members see no ads."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {houseMessageKinds.map((kind) => {
          const message = settings.houseMessages[kind];
          return (
            <li key={kind} className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{HOUSE_MESSAGES[kind].label}</p>
              <p className="font-semibold break-words text-slate-900">{message.title}</p>
              <p className="text-sm break-words text-slate-700">{message.text}</p>
              <p className="text-sm font-semibold break-words text-brand-800">{message.linkLabel}</p>
              <p className="text-xs text-slate-700">Shown on {placesOf(kind)}.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-auto h-10 self-start"
                aria-label={`Edit the ${HOUSE_MESSAGES[kind].label.toLowerCase()} message`}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setEditing(kind);
                }}
              >
                <Pencil aria-hidden="true" /> Edit
              </Button>
            </li>
          );
        })}
      </ul>
      {editing ? <MessageDialog kind={editing} settings={settings} onClose={() => setEditing(null)} onClosed={() => opener.current?.focus()} /> : null}
    </SettingsCard>
  );
}
