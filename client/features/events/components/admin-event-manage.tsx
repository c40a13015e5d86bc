import { Download, Mail, Send, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { hasEnded, hasStarted } from '@shared/policies/events';
import { Button } from '@client/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useClock } from '@client/lib/clock';
import { api, errorMessage, hrefOf } from '@client/lib/api';
import { useAttendees, useEventActions, usePublishedVideos } from '../api';
import { audienceLabels, eventDate, stageLabel } from '../format';
import type { AdminEvent, Attendee } from '../types';

function AttendeeTable({ caption, rows }: { caption: string; rows: Attendee[] }) {
  const zone = useClock();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="px-4 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              {rows[0]?.position ? 'Place' : '#'}
            </th>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2">
              E-mail
            </th>
            <th scope="col" className="px-4 py-2">
              Stage
            </th>
            <th scope="col" className="px-4 py-2">
              Since
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-3 text-slate-700">
                Nobody yet.
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
                <td className="px-4 py-2">{row.treatmentStage ? stageLabel(row.treatmentStage) : '—'}</td>
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
  const options = (videos.data?.items ?? []).map((video) => ({ value: video.slug, label: video.title }));
  return (
    <form method="post"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        setRecording.mutate(choice || null, {
          onSuccess: (saved) =>
            toast({
              title: saved.recording ? 'Recording linked' : 'Recording removed',
              description: saved.recording ? (saved.recordingSentAt ? 'Those registered already had the link.' : 'Those registered get its link by e-mail once the event is over.') : '',
            }),
          onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The recording could not be set.'), variant: 'destructive' }),
        });
      }}
    >
      <SelectField label="Recording (a published video)" emptyLabel="No recording" options={options} value={choice} onChange={(e) => setChoice(e.target.value)} className="flex-1" />
      <Button type="submit" variant="outline" disabled={setRecording.isPending}>
        Save recording
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
  const audience = audienceLabels(event.audience);
  const live = event.status === 'published' && !hasStarted(event);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Attendees and messages
      </h2>
      <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">Invite by stage</h3>
        <p className="text-sm text-slate-700">
          Sends an in-site notice (and an e-mail, when they allow it) to members whose profile fits this event’s audience
          {audience.length ? ` (${audience.join(', ')})` : ' (everyone)'}, who were not invited before and are not registered.{' '}
          <strong>{event.invitedCount}</strong> invited so far.
        </p>
        <Button
          type="button"
          disabled={!live || invite.isPending}
          onClick={() =>
            invite.mutate(undefined, {
              onSuccess: (result) =>
                toast({
                  title: result.invited ? `${result.invited} ${result.invited === 1 ? 'member' : 'members'} invited` : 'No new members to invite',
                  description: `${result.totalInvited} invited to this event in all.`,
                }),
              onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The invitations could not be sent.'), variant: 'destructive' }),
            })
          }
        >
          <Send aria-hidden="true" /> {invite.isPending ? 'Inviting…' : 'Invite matching members'}
        </Button>
        {!live ? <p className="text-sm text-slate-700">Only a published event that has not started can be sent to members.</p> : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setWriting(true)}>
          <Mail aria-hidden="true" /> Message attendees
        </Button>
        <Button asChild variant="outline">
          <a href={hrefOf(api.eventAdmin.exportAttendees, { params: { id: event.id } })} download>
            <Download aria-hidden="true" /> Export attendees (CSV)
          </a>
        </Button>
        {event.status !== 'cancelled' && !hasEnded(event) ? (
          <Button type="button" variant="outline" className="text-red-800" onClick={() => setCancelling(true)}>
            <XCircle aria-hidden="true" /> Cancel event
          </Button>
        ) : null}
      </div>

      <Recording event={event} />

      {attendees.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The attendee list could not be loaded.
        </p>
      ) : attendees.data ? (
        <div className="space-y-4">
          <AttendeeTable caption={`Registered (${attendees.data.registered.length}${event.capacity ? ` of ${event.capacity}` : ''})`} rows={attendees.data.registered} />
          <AttendeeTable caption={`Waiting list (${attendees.data.waitlisted.length})`} rows={attendees.data.waitlisted} />
        </div>
      ) : (
        <p role="status" className="text-sm text-slate-700">
          Loading attendees…
        </p>
      )}

      <FormDialog
        open={writing}
        onOpenChange={setWriting}
        title="Message attendees"
        description="An e-mail to everyone registered for this event."
        submitLabel="Send message"
        pendingLabel="Sending…"
        pending={message.isPending}
        onSubmit={() =>
          message.mutate(
            { subject, message: text, includeWaitlist },
            {
              onSuccess: (result) => {
                toast({ title: 'Message sent', description: `It goes to ${result.recipients} ${result.recipients === 1 ? 'person' : 'people'}.` });
                setWriting(false);
                setSubject('');
                setText('');
              },
            },
          )
        }
      >
        <TextField label="Subject" required value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} />
        <TextAreaField label="Message" required value={text} onChange={(e) => setText(e.target.value)} maxLength={5_000} />
        <CheckboxField label="Also send to the waiting list" checked={includeWaitlist} onChange={(e) => setIncludeWaitlist(e.target.checked)} />
        <FormError error={message.error} fallback="The message could not be sent. Please try again." />
      </FormDialog>

      <FormDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this event?"
        description="Everyone registered and on the waiting list gets an e-mail and a notice with your reason. This cannot be undone."
        submitLabel="Cancel event"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onSubmit={() =>
          cancel.mutate(reason, {
            onSuccess: () => {
              toast({ title: 'Event cancelled', description: 'Those registered and waiting are being told.' });
              setCancelling(false);
            },
          })
        }
      >
        <TextAreaField label="Reason" required value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1_000} hint="Shown on the event’s page and in the e-mail." />
        <FormError error={cancel.error} fallback="The event could not be cancelled. Please try again." />
      </FormDialog>
    </section>
  );
}
