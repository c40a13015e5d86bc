import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import type { AdminVideoRow } from '@shared/api/videos';
import { parseExternalVideo } from '@shared/video-links';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { toast } from '@client/components/ui/use-toast';
import { useLocale, useT } from '@client/lib/i18n';
import { formatMegabytes, formatPercent, useAdminVideo, useCreateVideo, videoChanged, videoFileProblem, videoKeys, videoTitle } from '../api';
import { videosAdminMessages } from '../messages';
import { cancelUpload, forgetUpload, hasUploadFor, startUpload, useUpload } from '../uploads';
import { createVideoNotices } from './notices';
import { ProcessingStatus } from './processing-status';
import { ProgressBar } from './progress-bar';

type Source = 'upload' | 'external';

type Props = {
  /** A video that waits for its file (its row's "Upload the file"), or null for a new video. */
  waiting: Pick<AdminVideoRow, 'id' | 'title'> | null;
  onClose: () => void;
  /** Opens the editor for a video (after an external link is added, or from "Edit details"). */
  onEdit: (id: number) => void;
};

const FILE_TYPES = 'video/mp4,video/quicktime,video/webm,.mp4,.m4v,.mov,.webm';
/** An address as the field expects it (the same in every language). */
const LINK_EXAMPLE = 'https://www.youtube.com/watch?v=…';

/** The dialog's first step: a title and either a file or another site's address. */
function NewVideoForm({ waiting, onCreated, onExternal }: { waiting: Props['waiting']; onCreated: (id: number, file: File) => void; onExternal: (id: number) => void }) {
  const id = useId();
  const t = useT(videosAdminMessages);
  const create = useCreateVideo(createVideoNotices);
  const [title, setTitle] = useState('');
  const [source, setSource] = useState<Source>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'file' | 'link', string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (create.isPending) return;
    const found: typeof errors = {};
    if (!waiting && !title.trim()) found.title = t('form.titleRequired');
    if (source === 'upload') {
      const problem = file ? videoFileProblem(file) : t('add.chooseFile');
      if (problem) found.file = problem;
    } else if (!parseExternalVideo(link)) {
      found.link = t('add.linkInvalid');
    }
    setErrors(found);
    const first = (['title', 'file', 'link'] as const).find((name) => found[name]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (waiting && file) {
      onCreated(waiting.id, file);
      return;
    }
    create.mutate(source === 'upload' ? { title: title.trim(), source } : { title: title.trim(), source, externalUrl: link.trim() }, {
      onSuccess: (video) => (source === 'upload' && file ? onCreated(video.id, file) : onExternal(video.id)),
    });
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
      {waiting ? null : (
        <>
          <TextField
            id={`${id}-title`}
            label={t('add.titleLabel')}
            value={title}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">{t('add.source')}</legend>
            {(
              [
                ['upload', t('add.sourceUpload'), t('add.sourceUploadHint')],
                ['external', t('add.sourceExternal'), t('add.sourceExternalHint')],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={`${id}-source`}
                  value={value}
                  checked={source === value}
                  onChange={() => setSource(value)}
                  className="mt-0.5 size-4 accent-brand-700"
                  aria-describedby={`${id}-${value}-hint`}
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span id={`${id}-${value}-hint`} className="block text-xs text-slate-700">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      {source === 'upload' ? (
        <TextField
          id={`${id}-file`}
          label={t('add.file')}
          type="file"
          accept={FILE_TYPES}
          hint={waiting ? t('add.fileHint') : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors((previous) => ({ ...previous, file: chosen ? (videoFileProblem(chosen) ?? undefined) : undefined }));
          }}
          error={errors.file}
          data-testid="video-file-input"
          className="[&_input]:py-1.5"
        />
      ) : (
        <TextField
          id={`${id}-link`}
          label={t('add.link')}
          type="url"
          inputMode="url"
          value={link}
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          placeholder={LINK_EXAMPLE}
          onChange={(event) => setLink(event.target.value)}
          error={errors.link}
        />
      )}
      <FormError error={create.error} fallback={t('add.failed')} />
      <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            {t('add.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('add.adding') : waiting ? t('add.uploadFile') : source === 'upload' ? t('add.addAndUpload') : t('add.addVideo')}
        </Button>
      </div>
    </form>
  );
}

/** The second step: the file on its way (a real progress bar, Cancel), then its processing, live. */
function UploadProgress({ videoId, onEdit }: { videoId: number; onEdit: (id: number) => void }) {
  const t = useT(videosAdminMessages);
  const locale = useLocale();
  const upload = useUpload(videoId);
  const video = useAdminVideo(videoId, hasUploadFor);
  const [cancelling, setCancelling] = useState(false);
  if (!upload) return null;
  const percent = upload.total ? (upload.sent / upload.total) * 100 : 0;
  const sending = upload.phase === 'starting' || upload.phase === 'uploading';
  const amounts = t('progress.amounts', { sent: formatMegabytes(upload.sent, locale), total: formatMegabytes(upload.total, locale) });
  const percentText = formatPercent(percent, locale);

  return (
    <div className="mt-4 space-y-4">
      <div className="space-y-2">
        <p className="text-sm font-medium break-all text-slate-900">{upload.fileName}</p>
        <ProgressBar percent={percent} label={t('add.progress')} valueText={t('progress.value', { percent: percentText, amounts })} />
        <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700 tabular-nums">
          <span>{percentText}</span>
          <span>{amounts}</span>
        </p>
        <p role="status" className={upload.phase === 'failed' ? 'text-sm text-red-800' : 'text-sm text-slate-800'}>
          {upload.phase === 'starting'
            ? t('add.starting')
            : upload.phase === 'uploading'
              ? t('add.uploading')
              : upload.phase === 'done'
                ? t('add.done')
                : upload.phase === 'cancelled'
                  ? t('add.cancelled')
                  : t('add.uploadFailed', { reason: upload.error ?? '' })}
        </p>
      </div>
      {upload.phase === 'done' && video.data ? (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="mb-1 text-sm font-medium text-slate-900">{t('add.processing')}</p>
          <ProcessingStatus video={video.data} />
        </div>
      ) : null}
      <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
        {sending ? (
          <Button
            type="button"
            variant="outline"
            disabled={cancelling}
            onClick={() => {
              setCancelling(true);
              void cancelUpload(videoId).finally(() => setCancelling(false));
            }}
            className="border-red-200 text-red-700 hover:bg-red-50"
          >
            {t('add.cancelUpload')}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={() => onEdit(videoId)}>
          {t('add.editDetails')}
        </Button>
        <Dialog.Close asChild>
          <Button type="button">{t('add.close')}</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}

/** "Add a video": upload a file (resumable) or paste a YouTube or Vimeo link. Also sends the file of a video that waits for one. */
export function AddVideoDialog({ waiting, onClose, onEdit }: Props) {
  const t = useT(videosAdminMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [uploadingId, setUploadingId] = useState<number | null>(null);

  const begin = (videoId: number, file: File) => {
    forgetUpload(videoId);
    setUploadingId(videoId);
    // Once the file is in, its processing is queued: read at once rather than at the next poll.
    void startUpload(videoId, file, () => void videoChanged(queryClient, null).then(() => queryClient.invalidateQueries({ queryKey: videoKeys.video(videoId) })));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{waiting ? t('add.titleWaiting', { title: videoTitle(waiting, locale) }) : t('add.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {uploadingId !== null ? t('add.descriptionUploading') : t('add.description')}
          </Dialog.Description>
          {uploadingId === null ? (
            <NewVideoForm
              waiting={waiting}
              onCreated={begin}
              onExternal={(videoId) => {
                toast({ title: t('add.added'), description: t('add.addedText') });
                onEdit(videoId);
              }}
            />
          ) : (
            <UploadProgress videoId={uploadingId} onEdit={onEdit} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
