import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { AdminVideo } from '@shared/api/videos';
import { VIDEO_TOPICS, type VideoTopic } from '@shared/videos';
import { DateTime } from '@client/components/date-time';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { formatFileSize, formatTime, useAdminVideo, useDeleteVideo, useUpdateVideo, videoTitle } from '../api';
import { TOPIC } from '../labels';
import { videosAdminMessages } from '../messages';
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

/** Articles' addresses as the field expects them (the same in every language). */
const RELATED_EXAMPLE = 'caring-for-casts, first-week-of-bracing';

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
  const t = useT(videosAdminMessages);
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
              <Button type="button" variant="ghost" size="icon" aria-label={t('editor.close')}>
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
  const t = useT(videosAdminMessages);
  const locale = useLocale();
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
  const name = videoTitle(live, locale);
  const topics = VIDEO_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC[topic]) }));
  /** The uploaded file: its name, size and length, and the heights processing made ("720p"). */
  const file = live.sourceFileName
    ? [
        live.sourceFileName,
        live.sourceBytes ? `, ${formatFileSize(live.sourceBytes, locale)}` : '',
        live.durationSeconds !== null ? `, ${formatTime(live.durationSeconds)}` : '',
        live.renditions.length ? `; ${live.renditions.map((height) => `${height}p`).join(', ')}` : '',
      ].join('')
    : null;

  return (
    <Panel
      title={t('editor.title', { title: name })}
      onOpenChange={close}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <VideoStatusBadge status={live.status} />
          <AccessBadge membersOnly={live.membersOnly} />
          {speaker ? <span className="break-words">{speaker}</span> : null}
          <span>
            <Rich t={t} k="editor.lastSaved" tags={{ time: () => <DateTime value={live.updatedAt} pattern="MMM d, yyyy h:mm a" /> }} />
          </span>
        </span>
      }
    >
      <form method="post" noValidate onSubmit={save} aria-label={t('editor.title', { title: name })} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
          <Section title={t('editor.media')}>
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="mb-1 text-sm font-medium text-slate-900">{t('editor.mediaStatus')}</p>
              <ProcessingStatus video={live} />
              <p className="mt-2 text-xs break-words text-slate-700">
                {external ? t('editor.external') : (file ?? t('editor.noFile'))}
              </p>
            </div>
            <div className="grid gap-6 sm:grid-cols-2">
              <PosterField video={live} />
              <CaptionsField video={live} onTranscript={captionsUploaded} />
            </div>
          </Section>

          <Section title={t('editor.details')}>
            <TextField label={t('editor.titleLabel')} maxLength={LIMITS.title} autoComplete="off" {...text('title')} />
            <TextField
              label={t('editor.slug')}
              hint={t('editor.slugHint', { slug: values.slug.trim() || live.slug })}
              maxLength={LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              {...text('slug')}
            />
            <TextAreaField label={t('editor.description')} rows={5} maxLength={LIMITS.description} {...text('description')} />
            <SelectField label={t('editor.topic')} options={topics} emptyLabel={null} value={values.topic} onChange={(event) => set('topic', event.target.value as VideoTopic)} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('editor.speakerName')} maxLength={LIMITS.speakerName} autoComplete="off" {...text('speakerName')} />
              <TextField label={t('editor.speakerRole')} hint={t('editor.speakerRoleHint')} maxLength={LIMITS.speakerRole} autoComplete="off" {...text('speakerRole')} />
            </div>
            {external ? <TextField label={t('editor.externalUrl')} type="url" maxLength={300} autoComplete="off" spellCheck={false} {...text('externalUrl')} /> : null}
            <TextField
              label={t('editor.related')}
              hint={t('editor.relatedHint', { max: LIMITS.related })}
              autoComplete="off"
              spellCheck={false}
              placeholder={RELATED_EXAMPLE}
              {...text('related')}
            />
          </Section>

          <Section title={t('editor.access')}>
            <CheckboxField
              label={t('editor.membersOnly')}
              hint={t('editor.membersOnlyHint')}
              checked={values.membersOnly}
              onChange={(event) => set('membersOnly', event.target.checked)}
            />
            <CheckboxField
              label={t('editor.published')}
              hint={t('editor.publishedHint')}
              checked={values.published}
              onChange={(event) => set('published', event.target.checked)}
            />
          </Section>

          <Section title={t('editor.chaptersTranscript')}>
            <div id={`${id}-chapters`}>
              <ChaptersField rows={values.chapters} onChange={(rows) => set('chapters', rows)} error={errors.chapters} />
            </div>
            <TextAreaField
              label={t('editor.transcript')}
              hint={t('editor.transcriptHint')}
              rows={10}
              spellCheck
              className="[&_textarea]:font-mono [&_textarea]:text-sm"
              {...text('transcript')}
            />
          </Section>
          <FormError error={update.error} fallback={t('editor.saveFailed')} />
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              {t('editor.save')}
            </Button>
            <Button type="button" variant="outline" disabled={update.isPending} onClick={() => setConfirm('delete')} className="border-red-200 text-red-700 hover:bg-red-50">
              {t('editor.delete')}
            </Button>
          </div>
          <p className="text-sm text-slate-700 sm:ml-auto" role="status">
            {update.isPending ? t('editor.saving') : dirty ? t('editor.unsaved') : t('editor.allSaved')}
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
          ? { title: t('editor.leaveTitle'), description: t('editor.leaveText'), confirmLabel: t('editor.leave') }
          : { title: t('editor.deleteTitle'), description: t('editor.deleteText', { title: name }), confirmLabel: t('editor.deleteConfirm') })}
      />
    </Panel>
  );
}

/** Edit a video in a side panel (`/admin/videos?edit=<id>`): its details, who sees it, chapters, captions, transcript and poster; delete it. */
export function VideoEditor({ id, onClose, onDeleted }: Props) {
  const t = useT(videosAdminMessages);
  const video = useAdminVideo(id, hasUploadFor);
  if (video.data) return <VideoForm key={id} live={video.data} onClose={onClose} onDeleted={onDeleted} />;
  const missing = /^404:/.test(video.error?.message ?? '');
  return (
    <Panel
      title={missing ? t('editor.notFound') : t('editor.loadingTitle')}
      description={missing ? t('editor.notFoundText') : t('editor.loading')}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <div className="space-y-4 px-4 py-6 sm:px-6" aria-busy={video.isPending}>
        {video.isError && !missing ? (
          <QueryError title={t('editor.loadFailed')} error={video.error} onRetry={() => void video.refetch()} retrying={video.isFetching} />
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
