import { adminApi } from '@client/lib/admin-api';
import { Download, Mail, Send, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { hasEnded, hasStarted } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useClock } from '@client/lib/clock';
import { errorMessage, hrefOf } from '@client/lib/api';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { useAttendees, useEventActions, usePublishedVideos } from '../api';
import { audienceLabels, eventDate, stageLabel } from '../format';
import { eventsMessages } from '../messages';
import type { AdminEvent, Attendee } from '../types';

function AttendeeTable({ caption, rows }: { caption: string; rows: Attendee[] }) {
  const zone = { ...useClock(), locale: useLocale() };
  const t = useT(eventsMessages);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="px-4 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {rows[0]?.position ? t('att.place') : '#'}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('att.name')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('att.email')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('att.stage')}
            </th>
            <th scope="col" className="px-4 py-2">
              {t('att.since')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-3 text-slate-700">
                {t('att.nobody')}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={row.userId}>
                <td className="px-4 py-2">{row.position ?? i + 1}</td>
                <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="px-4 py-2 break-all">{row.email}</td>
                <td className="px-4 py-2">{row.treatmentStage ? stageLabel(t, row.treatmentStage) : '—'}</td>
                <td className="px-4 py-2 whitespace-nowrap">{eventDate(row.since, zone)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Recording({ event }: { event: AdminEvent }) {
  const videos = usePublishedVideos(true);
  const { setRecording } = useEventActions(event.id);
  const [choice, setChoice] = useState(event.recording?.slug ?? '');
  const t = useT(eventsMessages);
  const options = (videos.data?.items ?? []).map((video) => ({ value: video.slug, label: video.title }));
  return (
    <form method="post"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        setRecording.mutate(choice || null, {
          onSuccess: (saved) =>
            toast({
              title: t(saved.recording ? 'rec.linked' : 'rec.removed'),
              description: saved.recording ? t(saved.recordingSentAt ? 'rec.alreadySent' : 'rec.willSend') : '',
            }),
          onError: (error) => toast({ title: t('error'), description: errorMessage(error, t('rec.failed')), variant: 'destructive' }),
        });
      }}
    >
      <SelectField label={t('rec.label')} emptyLabel={t('rec.none')} options={options} value={choice} onChange={(e) => setChoice(e.target.value)} className="flex-1" />
      <Button type="submit" variant="outline" disabled={setRecording.isPending}>
        {t('rec.save')}
      </Button>
    </form>
  );
}

/** Everything done to a saved event: invite by stage, attendees and their CSV, a message, the recording, cancelling. */
export function AdminEventManage({ event }: { event: AdminEvent }) {
  const attendees = useAttendees(event.id);
  const { invite, message, cancel } = useEventActions(event.id);
  const [writing, setWriting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [includeWaitlist, setIncludeWaitlist] = useState(false);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const t = useT(eventsMessages);
  const audience = audienceLabels(t, event.audience);
  const live = event.status === 'published' && !hasStarted(event);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('manage.title')}
      </h2>
      <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">{t('manage.invite.title')}</h3>
        <p className="text-sm text-slate-700">
          <Rich
            t={t}
            k="manage.invite.text"
            values={{ hasAudience: audience.length ? 'yes' : 'no', audience: audience.join(', '), count: event.invitedCount }}
            tags={{ strong: (text) => <strong>{text}</strong> }}
          />
        </p>
        <Button
          type="button"
          disabled={!live || invite.isPending}
          onClick={() =>
            invite.mutate(undefined, {
              onSuccess: (result) =>
                toast({
                  title: t('manage.invited.title', { count: result.invited }),
                  description: t('manage.invited.text', { count: result.totalInvited }),
                }),
              onError: (error) => toast({ title: t('error'), description: errorMessage(error, t('manage.inviteFailed')), variant: 'destructive' }),
            })
          }
        >
          <Send aria-hidden="true" /> {invite.isPending ? t('manage.inviting') : t('manage.invite')}
        </Button>
        {!live ? <p className="text-sm text-slate-700">{t('manage.notLive')}</p> : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setWriting(true)}>
          <Mail aria-hidden="true" /> {t('manage.message')}
        </Button>
        <Button asChild variant="outline">
          <a href={hrefOf(adminApi.eventAdmin.exportAttendees, { params: { id: event.id } })} download>
            <Download aria-hidden="true" /> {t('manage.export')}
          </a>
        </Button>
        {event.status !== 'cancelled' && !hasEnded(event) ? (
          <Button type="button" variant="outline" className="text-red-800" onClick={() => setCancelling(true)}>
            <XCircle aria-hidden="true" /> {t('manage.cancel')}
          </Button>
        ) : null}
      </div>

      <Recording event={event} />

      {attendees.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('manage.attendeesFailed')}
        </p>
      ) : attendees.data ? (
        <div className="space-y-4">
          <AttendeeTable caption={t('manage.registered', { count: attendees.data.registered.length, hasCapacity: event.capacity ? 'yes' : 'no', capacity: event.capacity ?? 0 })} rows={attendees.data.registered} />
          <AttendeeTable caption={t('manage.waitlist', { count: attendees.data.waitlisted.length })} rows={attendees.data.waitlisted} />
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          {t('manage.loadingAttendees')}
        </p>
      )}

      <FormDialog
        open={writing}
        onOpenChange={setWriting}
        title={t('manage.message')}
        description={t('msg.description')}
        submitLabel={t('msg.send')}
        pendingLabel={t('msg.sending')}
        pending={message.isPending}
        onSubmit={() =>
          message.mutate(
            { subject, message: text, includeWaitlist },
            {
              onSuccess: (result) => {
                toast({ title: t('msg.sent'), description: t('msg.sentText', { count: result.recipients }) });
                setWriting(false);
                setSubject('');
                setText('');
              },
            },
          )
        }
      >
        <TextField label={t('msg.subject')} required value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} />
        <TextAreaField label={t('msg.message')} required value={text} onChange={(e) => setText(e.target.value)} maxLength={5_000} />
        <CheckboxField label={t('msg.includeWaitlist')} checked={includeWaitlist} onChange={(e) => setIncludeWaitlist(e.target.checked)} />
        <FormError error={message.error} fallback={t('msg.failed')} />
      </FormDialog>

      <FormDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('cancelEvent.title')}
        description={t('cancelEvent.description')}
        submitLabel={t('manage.cancel')}
        pendingLabel={t('cancelEvent.pending')}
        pending={cancel.isPending}
        onSubmit={() =>
          cancel.mutate(reason, {
            onSuccess: () => {
              toast({ title: t('cancelEvent.done'), description: t('cancelEvent.doneText') });
              setCancelling(false);
            },
          })
        }
      >
        <TextAreaField label={t('cancelEvent.reason')} required value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1_000} hint={t('cancelEvent.reasonHint')} />
        <FormError error={cancel.error} fallback={t('cancelEvent.failed')} />
      </FormDialog>
    </section>
  );
}
