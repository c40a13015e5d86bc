import { type FormEvent, useId, useState } from 'react';
import { EVENT_AUDIENCE_LABELS, EVENT_AUDIENCES, EVENT_LANGUAGES, EVENT_STAGES, type EventLanguage, type EventStage } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useSaveEvent } from '../api';
import { stageLabel, viewerZone } from '../format';
import type { AdminEvent, EventFormatName, EventInput } from '../types';

/** Zones offered in the list; any other IANA name may be typed. */
const COMMON_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Australia/Sydney',
];

type Form = {
  title: string;
  slug: string;
  description: string;
  hostName: string;
  hostRole: string;
  startsLocal: string;
  endsLocal: string;
  timeZone: string;
  format: EventFormatName;
  joinUrl: string;
  venueName: string;
  address: string;
  capacity: string;
  who: (typeof EVENT_AUDIENCES)[number];
  stages: EventStage[];
  language: EventLanguage;
  status: 'draft' | 'published';
};

function initialForm(event: AdminEvent | null): Form {
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    description: event?.description ?? '',
    hostName: event?.hostName ?? '',
    hostRole: event?.hostRole ?? '',
    startsLocal: event?.startsLocal ?? '',
    endsLocal: event?.endsLocal ?? '',
    timeZone: event?.timeZone ?? viewerZone(),
    format: event?.format ?? 'online',
    joinUrl: event?.joinUrl ?? '',
    venueName: event?.venueName ?? '',
    address: event?.address ?? '',
    capacity: event?.capacity === null || event?.capacity === undefined ? '' : String(event.capacity),
    who: event?.audience.who ?? 'everyone',
    stages: event?.audience.stages ?? [],
    language: event?.audience.language ?? 'en',
    status: event?.status === 'published' ? 'published' : 'draft',
  };
}

/** The create and edit form: every field of an event, its audience included. */
export function AdminEventForm({ event, onSaved, onCancel }: { event: AdminEvent | null; onSaved: (saved: AdminEvent) => void; onCancel: () => void }) {
  const [form, setForm] = useState(() => initialForm(event));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEvent();
  const zonesId = useId();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const cancelled = event?.status === 'cancelled';

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const capacity = form.capacity.trim() === '' ? null : Number(form.capacity);
    if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1)) return setProblem('Places must be a whole number of at least 1, or empty for no limit.');
    if (!form.startsLocal || !form.endsLocal) return setProblem('Please give the start and the end.');
    setProblem(null);
    const body: EventInput = {
      title: form.title,
      ...(form.slug.trim() && form.slug.trim() !== event?.slug ? { slug: form.slug.trim() } : {}),
      description: form.description,
      hostName: form.hostName,
      hostRole: form.hostRole,
      startsLocal: form.startsLocal,
      endsLocal: form.endsLocal,
      timeZone: form.timeZone.trim(),
      format: form.format,
      joinUrl: form.format === 'online' && form.joinUrl.trim() ? form.joinUrl.trim() : null,
      venueName: form.format === 'in-person' ? form.venueName : null,
      address: form.format === 'in-person' ? form.address : null,
      capacity,
      audience: { stages: form.stages, who: form.who, language: form.language },
      status: form.status,
    };
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ title: event ? 'Event saved' : 'Event created', description: saved.status === 'published' ? 'It is on the events page.' : 'It is a draft: only administrators see it.' });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-label={event ? `Edit ${event.title}` : 'New event'}>
      {cancelled ? <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">This event is cancelled and can no longer be changed.</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Title" required value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={160} className="md:col-span-2" />
        <TextField label="Host" required value={form.hostName} onChange={(e) => set('hostName', e.target.value)} maxLength={120} />
        <TextField label="Host’s role" value={form.hostRole} onChange={(e) => set('hostRole', e.target.value)} maxLength={160} hint="For example “Paediatric physiotherapist”." />
        <TextAreaField
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={10_000}
          className="md:col-span-2"
          hint="Plain text; **bold**, *italic*, lists with “- ” and links work. The first lines show on the events list."
        />
        <TextField label="Starts" type="datetime-local" required value={form.startsLocal} onChange={(e) => set('startsLocal', e.target.value)} />
        <TextField label="Ends" type="datetime-local" required value={form.endsLocal} onChange={(e) => set('endsLocal', e.target.value)} />
        <TextField
          label="Time zone of these times"
          required
          list={zonesId}
          value={form.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          hint="The organiser’s zone (for an in-person event, the venue’s). Everyone sees the times in their own zone."
        />
        <datalist id={zonesId}>
          {COMMON_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <SelectField
          label="Format"
          emptyLabel={null}
          options={[
            { value: 'online', label: 'Online webinar' },
            { value: 'in-person', label: 'In person' },
          ]}
          value={form.format}
          onChange={(e) => set('format', e.target.value as EventFormatName)}
        />
        {form.format === 'online' ? (
          <TextField
            label="Join link"
            type="url"
            value={form.joinUrl}
            onChange={(e) => set('joinUrl', e.target.value)}
            className="md:col-span-2"
            hint="Shown only to those registered, from 15 minutes before the start until the end. Must start with https://."
          />
        ) : (
          <>
            <TextField label="Venue" value={form.venueName} onChange={(e) => set('venueName', e.target.value)} maxLength={160} />
            <TextAreaField label="Address" required value={form.address} onChange={(e) => set('address', e.target.value)} maxLength={500} hint="The map link is made from this." />
          </>
        )}
        <TextField
          label="Places"
          type="number"
          min={1}
          inputMode="numeric"
          value={form.capacity}
          onChange={(e) => set('capacity', e.target.value)}
          hint="Empty for no limit. When full, members can join a waiting list; more places move it up at once."
        />
        <SelectField
          label="Status"
          emptyLabel={null}
          options={[
            { value: 'draft', label: 'Draft (administrators only)' },
            { value: 'published', label: 'Published' },
          ]}
          value={form.status}
          onChange={(e) => set('status', e.target.value as Form['status'])}
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Who it is for</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="Meant for"
            emptyLabel={null}
            options={EVENT_AUDIENCES.map((who) => ({ value: who, label: EVENT_AUDIENCE_LABELS[who] }))}
            value={form.who}
            onChange={(e) => set('who', e.target.value as Form['who'])}
          />
          <SelectField
            label="Language"
            emptyLabel={null}
            options={Object.entries(EVENT_LANGUAGES).map(([code, name]) => ({ value: code, label: name }))}
            value={form.language}
            onChange={(e) => set('language', e.target.value as EventLanguage)}
          />
        </div>
        <p className="text-sm text-slate-700">Treatment stages (none ticked: every stage). Invitations go to members whose profile matches.</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {EVENT_STAGES.map((stage) => (
            <CheckboxField
              key={stage}
              label={stageLabel(stage)}
              checked={form.stages.includes(stage)}
              onChange={(e) => set('stages', e.target.checked ? [...form.stages, stage] : form.stages.filter((s) => s !== stage))}
            />
          ))}
        </div>
      </fieldset>
      <TextField label="Address on the site (optional)" value={form.slug} onChange={(e) => set('slug', e.target.value)} maxLength={120} hint="The part after /events/. Made from the title when empty." />
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <FormError error={save.error} fallback="The event could not be saved. Please try again." />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Back to the list
        </Button>
        <Button type="submit" disabled={save.isPending || cancelled}>
          {save.isPending ? 'Saving…' : event ? 'Save changes' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}
