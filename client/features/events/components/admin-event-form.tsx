import { type FormEvent, useId, useState } from 'react';
import { EVENT_AUDIENCES, EVENT_LANGUAGES, EVENT_STAGES, type EventLanguage, SUPPORTER_EARLY_HOURS, type EventStage } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n';
import { useSaveEvent } from '../api';
import { stageLabel, viewerZone } from '../format';
import { eventsMessages } from '../messages';
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
  opensLocal: string;
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
    opensLocal: event?.registrationOpensLocal ?? '',
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
  const t = useT(eventsMessages);
  const zonesId = useId();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const cancelled = event?.status === 'cancelled';

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const capacity = form.capacity.trim() === '' ? null : Number(form.capacity);
    if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1)) return setProblem(t('form.capacityProblem'));
    if (!form.startsLocal || !form.endsLocal) return setProblem(t('form.timesProblem'));
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
      registrationOpensLocal: form.opensLocal || null,
      audience: { stages: form.stages, who: form.who, language: form.language },
      status: form.status,
    };
    save.mutate(
      { id: event?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ title: t(event ? 'form.saved' : 'form.created'), description: t(saved.status === 'published' ? 'form.publishedText' : 'form.draftText') });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-label={event ? t('form.edit', { title: event.title }) : t('form.new')}>
      {cancelled ? <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">{t('form.cancelledNote')}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('form.title')} required value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={160} className="md:col-span-2" />
        <TextField label={t('form.host')} required value={form.hostName} onChange={(e) => set('hostName', e.target.value)} maxLength={120} />
        <TextField label={t('form.hostRole')} value={form.hostRole} onChange={(e) => set('hostRole', e.target.value)} maxLength={160} hint={t('form.hostRoleHint')} />
        <TextAreaField
          label={t('form.description')}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={10_000}
          className="md:col-span-2"
          hint={t('form.descriptionHint')}
        />
        <TextField label={t('form.starts')} type="datetime-local" required value={form.startsLocal} onChange={(e) => set('startsLocal', e.target.value)} />
        <TextField label={t('form.ends')} type="datetime-local" required value={form.endsLocal} onChange={(e) => set('endsLocal', e.target.value)} />
        <TextField
          label={t('form.timeZone')}
          required
          list={zonesId}
          value={form.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          hint={t('form.timeZoneHint')}
        />
        <datalist id={zonesId}>
          {COMMON_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <SelectField
          label={t('form.format')}
          emptyLabel={null}
          options={[
            { value: 'online', label: t('format.online') },
            { value: 'in-person', label: t('format.inPerson') },
          ]}
          value={form.format}
          onChange={(e) => set('format', e.target.value as EventFormatName)}
        />
        {form.format === 'online' ? (
          <TextField
            label={t('form.joinLink')}
            type="url"
            value={form.joinUrl}
            onChange={(e) => set('joinUrl', e.target.value)}
            className="md:col-span-2"
            hint={t('form.joinLinkHint')}
          />
        ) : (
          <>
            <TextField label={t('form.venue')} value={form.venueName} onChange={(e) => set('venueName', e.target.value)} maxLength={160} />
            <TextAreaField label={t('form.address')} required value={form.address} onChange={(e) => set('address', e.target.value)} maxLength={500} hint={t('form.addressHint')} />
          </>
        )}
        <TextField
          label={t('form.places')}
          type="number"
          min={1}
          inputMode="numeric"
          value={form.capacity}
          onChange={(e) => set('capacity', e.target.value)}
          hint={t('form.placesHint')}
        />
        <TextField
          label={t('form.opens')}
          type="datetime-local"
          value={form.opensLocal}
          onChange={(e) => set('opensLocal', e.target.value)}
          hint={t('form.opensHint', { hours: SUPPORTER_EARLY_HOURS })}
        />
        <SelectField
          label={t('form.status')}
          emptyLabel={null}
          options={[
            { value: 'draft', label: t('form.statusDraft') },
            { value: 'published', label: t('form.statusPublished') },
          ]}
          value={form.status}
          onChange={(e) => set('status', e.target.value as Form['status'])}
        />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.audience')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('form.meantFor')}
            emptyLabel={null}
            options={EVENT_AUDIENCES.map((who) => ({ value: who, label: t(`audience.${who}`) }))}
            value={form.who}
            onChange={(e) => set('who', e.target.value as Form['who'])}
          />
          <SelectField
            label={t('form.language')}
            emptyLabel={null}
            options={Object.entries(EVENT_LANGUAGES).map(([code, name]) => ({ value: code, label: name }))}
            value={form.language}
            onChange={(e) => set('language', e.target.value as EventLanguage)}
          />
        </div>
        <p className="text-sm text-slate-700">{t('form.stagesNote')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {EVENT_STAGES.map((stage) => (
            <CheckboxField
              key={stage}
              label={stageLabel(t, stage)}
              checked={form.stages.includes(stage)}
              onChange={(e) => set('stages', e.target.checked ? [...form.stages, stage] : form.stages.filter((s) => s !== stage))}
            />
          ))}
        </div>
      </fieldset>
      <TextField label={t('form.slug')} value={form.slug} onChange={(e) => set('slug', e.target.value)} maxLength={120} hint={t('form.slugHint')} />
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <FormError error={save.error} fallback={t('form.saveFailed')} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.back')}
        </Button>
        <Button type="submit" disabled={save.isPending || cancelled}>
          {save.isPending ? t('form.saving') : event ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
