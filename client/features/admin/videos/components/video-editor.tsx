import { format } from 'date-fns';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { AdminVideo } from '@shared/api/videos';
import { VIDEO_TOPIC_LABELS, VIDEO_TOPICS, type VideoTopic } from '@shared/videos';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatFileSize, formatTime, useAdminVideo, useDeleteVideo, useUpdateVideo, videoTitle } from '../api';
import { hasUploadFor } from '../uploads';
import { comparable, formValues, LIMITS, transcriptText, videoBody, type VideoFormErrors, type VideoFormValues } from '../video-form';
import { ChaptersField } from './chapters-field';
import { CaptionsField, PosterField } from './media-fields';
import { deleteVideoNotices, updateVideoNotices } from './notices';
import { ProcessingStatus } from './processing-status';
import { AccessBadge, VideoStatusBadge } from './videos-list';

type Props = {
  id: number;
  onClose: () => void;
  /** The video's row is gone: the focus goes back to the list's heading. */
  onDeleted: () => void;
};

const TOPIC_OPTIONS = VIDEO_TOPICS.map((topic) => ({ value: topic, label: VIDEO_TOPIC_LABELS[topic] }));

/** Asks the browser to confirm closing the tab while there are unsaved changes. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The side panel around the editor: the whole height on the right, the whole width on a phone. */
function Panel({ title, description, onOpenChange, children }: { title: string; description: ReactNode; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-white shadow-xl focus-visible:outline-none">
          <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-1 text-sm text-slate-700">{description}</div>
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label="Close the editor">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The editor's form, started from the video as first loaded; `live` is the same video as read since (its processing, poster, captions). */
function VideoForm({ live, onClose, onDeleted }: { live: AdminVideo; onClose: () => void; onDeleted: () => void }) {
  const id = useId();
  const [baseline, setBaseline] = useState<VideoFormValues>(() => formValues(live));
  const [values, setValues] = useState<VideoFormValues>(baseline);
  const [errors, setErrors] = useState<VideoFormErrors>({});
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const update = useUpdateVideo(updateVideoNotices);
  const remove = useDeleteVideo(deleteVideoNotices);
  const dirty = comparable(values) !== comparable(baseline);
  useWarnBeforeUnload(dirty && !remove.isSuccess);

  const set = <K extends keyof VideoFormValues>(name: K, value: VideoFormValues[K]) => setValues((previous) => ({ ...previous, [name]: value }));
  const text = (name: 'title' | 'slug' | 'description' | 'speakerName' | 'speakerRole' | 'externalUrl' | 'related' | 'transcript') => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: name in errors ? errors[name as keyof VideoFormErrors] : undefined,
  });

  const close = (open: boolean) => {
    if (open) return;
    if (dirty && !remove.isSuccess) setConfirm('leave');
    else onClose();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = videoBody(values, live);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first === 'chapters') document.querySelector<HTMLElement>(`#${CSS.escape(id)}-chapters input`)?.focus();
      else if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    const sent = comparable(values);
    update.mutate(
      { id: live.id, changes: result.body },
      {
        onSuccess: (saved) => {
          const next = formValues(saved);
          setBaseline(next);
          // Anything typed while the save was on its way is kept, and still counts as unsaved.
          setValues((current) => (comparable(current) === sent ? next : current));
        },
      },
    );
  };

  /** The server made a transcript from new captions: shown in the form unless one was typed meanwhile. */
  const captionsUploaded = (video: AdminVideo) => {
    if (video.transcript.length === 0) return;
    const made = transcriptText(video.transcript);
    setBaseline((previous) => (previous.transcript.trim() === '' ? { ...previous, transcript: made } : previous));
    setValues((current) => (current.transcript.trim() === '' ? { ...current, transcript: made } : current));
  };

  const external = live.externalUrl !== null;
  const speaker = [live.speakerName, live.speakerRole].filter(Boolean).join(', ');

  return (
    <Panel
      title={`Edit “${videoTitle(live)}”`}
      onOpenChange={close}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <VideoStatusBadge status={live.status} />
          <AccessBadge membersOnly={live.membersOnly} />
          {speaker ? <span className="break-words">{speaker}</span> : null}
          <span>
            Last saved <time dateTime={live.updatedAt}>{format(new Date(live.updatedAt), 'MMM d, yyyy h:mm a')}</time>
          </span>
        </span>
      }
    >
      <form method="post" noValidate onSubmit={save} aria-label={`Edit “${videoTitle(live)}”`} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
          <Section title="Media">
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="mb-1 text-sm font-medium text-slate-900">Media status</p>
              <ProcessingStatus video={live} />
              <p className="mt-2 text-xs break-words text-slate-700">
                {external
                  ? 'Played from the other site.'
                  : live.sourceFileName
                    ? `${live.sourceFileName}${live.sourceBytes ? `, ${formatFileSize(live.sourceBytes)}` : ''}${live.durationSeconds !== null ? `, ${formatTime(live.durationSeconds)}` : ''}${
                        live.renditions.length ? `; ${live.renditions.map((height) => `${height}p`).join(', ')}` : ''
                      }`
                    : 'No file yet.'}
              </p>
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <PosterField video={live} />
              <CaptionsField video={live} onTranscript={captionsUploaded} />
            </div>
          </Section>

          <Section title="Details">
            <TextField label="Title" maxLength={LIMITS.title} autoComplete="off" {...text('title')} />
            <TextField
              label="Slug"
              hint={`The video's address: /videos/${values.slug.trim() || live.slug}. Lower-case letters, digits and hyphens.`}
              maxLength={LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              {...text('slug')}
            />
            <TextAreaField label="Description" rows={5} maxLength={LIMITS.description} {...text('description')} />
            <SelectField label="Topic" options={TOPIC_OPTIONS} emptyLabel={null} value={values.topic} onChange={(event) => set('topic', event.target.value as VideoTopic)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Speaker name" maxLength={LIMITS.speakerName} autoComplete="off" {...text('speakerName')} />
              <TextField label="Speaker role" hint="e.g. Paediatric physiotherapist" maxLength={LIMITS.speakerRole} autoComplete="off" {...text('speakerRole')} />
            </div>
            {external ? <TextField label="YouTube or Vimeo address" type="url" maxLength={300} autoComplete="off" spellCheck={false} {...text('externalUrl')} /> : null}
            <TextField
              label="Related articles"
              hint="Up to 6 articles' addresses (the part after /resources/), separated by commas."
              autoComplete="off"
              spellCheck={false}
              placeholder="caring-for-casts, first-week-of-bracing"
              {...text('related')}
            />
          </Section>

          <Section title="Who sees it">
            <CheckboxField
              label="Members only"
              hint="Only signed-in members can watch; visitors see it in the list with an invitation to sign in."
              checked={values.membersOnly}
              onChange={(event) => set('membersOnly', event.target.checked)}
            />
            <CheckboxField
              label="Published"
              hint="Shown in the library. A draft is seen by administrators only."
              checked={values.published}
              onChange={(event) => set('published', event.target.checked)}
            />
          </Section>

          <Section title="Chapters and transcript">
            <div id={`${id}-chapters`}>
              <ChaptersField rows={values.chapters} onChange={(rows) => set('chapters', rows)} error={errors.chapters} />
            </div>
            <TextAreaField
              label="Transcript"
              hint="One line per passage: its time, then the words, e.g. “1:05 Put the boots on with the heel down.” Uploaded captions make one when it is empty."
              rows={10}
              spellCheck
              className="[&_textarea]:font-mono [&_textarea]:text-sm"
              {...text('transcript')}
            />
          </Section>
          <FormError error={update.error} fallback="Could not save the video. Please try again." />
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              Save changes
            </Button>
            <Button type="button" variant="outline" disabled={update.isPending} onClick={() => setConfirm('delete')} className="border-red-200 text-red-700 hover:bg-red-50">
              Delete
            </Button>
          </div>
          <p className="text-sm text-slate-700 sm:ml-auto" role="status">
            {update.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
        </div>
      </form>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm === 'leave') {
            setConfirm(null);
            onClose();
            return;
          }
          remove.mutate(
            { video: live },
            {
              onSuccess: () => {
                setConfirm(null);
                onDeleted();
              },
              onError: () => setConfirm(null),
            },
          );
        }}
        {...(confirm === 'leave'
          ? { title: 'Leave without saving?', description: 'Your changes to this video have not been saved and will be lost.', confirmLabel: 'Leave without saving' }
          : {
              title: 'Delete this video and its files?',
              description: `“${videoTitle(live)}”, its uploaded file, streams, poster and captions will be deleted, and members lose their place in it. This cannot be undone.`,
              confirmLabel: 'Delete video',
            })}
      />
    </Panel>
  );
}

/** Edit a video in a side panel (`/admin/videos?edit=<id>`): its details, who sees it, chapters, captions, transcript and poster; delete it. */
export function VideoEditor({ id, onClose, onDeleted }: Props) {
  const video = useAdminVideo(id, hasUploadFor);
  if (video.data) return <VideoForm key={id} live={video.data} onClose={onClose} onDeleted={onDeleted} />;
  const missing = /^404:/.test(video.error?.message ?? '');
  return (
    <Panel title={missing ? 'Video not found' : 'Edit video'} description={missing ? 'There is no video with this number. It may have been deleted.' : 'Loading the video…'} onOpenChange={(open) => (open ? undefined : onClose())}>
      <div className="space-y-4 px-4 py-6 sm:px-6" aria-busy={video.isPending}>
        {video.isError && !missing ? (
          <QueryError title="Could not load the video" error={video.error} onRetry={() => void video.refetch()} retrying={video.isFetching} />
        ) : video.isPending ? (
          <>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-40 w-full" />
          </>
        ) : null}
      </div>
    </Panel>
  );
}
