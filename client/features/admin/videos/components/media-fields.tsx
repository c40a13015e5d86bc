import { Captions, ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AdminVideo } from '@shared/api/videos';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { captionFileProblem, cueCount, posterFileProblem, useUploadCaptions, useUploadPoster } from '../api';
import { videosAdminMessages } from '../messages';
import { captionsNotices, posterNotices } from './notices';

type PickerProps = {
  label: string;
  accept: string;
  testId: string;
  pending: boolean;
  /** Why a file cannot be sent, or null (the server checks again). */
  problemOf: (file: File) => string | null;
  /** Sends the file; `fail` shows why it did not go. */
  onFile: (file: File, fail: (reason: string) => void) => void;
};

/** A button that opens the file chooser; the file is checked in the browser first and the problem shown below. */
function FilePicker({ label, accept, testId, pending, problemOf, onFile }: PickerProps) {
  const t = useT(videosAdminMessages);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = problemOf(file);
    setProblem(reason);
    if (!reason) onFile(file, setProblem);
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => input.current?.click()}>
        {pending ? t('media.uploading') : label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={testId}
        accept={accept}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="text-sm text-red-700" role="status">
        {problem}
      </p>
    </>
  );
}

/** The picture members see before pressing play: processing picks a frame; an upload replaces it. Saved at once. */
export function PosterField({ video }: { video: AdminVideo }) {
  const id = useId();
  const t = useT(videosAdminMessages);
  const upload = useUploadPoster(posterNotices);
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{t('media.poster')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {video.externalUrl ? t('media.posterHintExternal') : t('media.posterHintUpload')}
      </p>
      {video.posterUrl ? (
        <img src={video.posterUrl} alt={t('media.posterAlt')} className="aspect-video w-full max-w-xs rounded-md border border-slate-200 object-cover" />
      ) : (
        <div className="flex aspect-video w-full max-w-xs flex-col items-center justify-center gap-1 rounded-md border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-700">
          <ImageIcon aria-hidden="true" className="size-6" />
          {t('media.noPoster')}
        </div>
      )}
      <FilePicker
        label={video.posterUrl ? t('media.replacePoster') : t('media.uploadPoster')}
        accept="image/jpeg,image/png,image/webp"
        testId="poster-input"
        pending={upload.isPending}
        problemOf={posterFileProblem}
        onFile={(file, fail) => upload.mutate({ id: video.id, file }, { onError: () => fail(t('media.posterFailed')) })}
      />
    </fieldset>
  );
}

type CaptionsProps = {
  video: AdminVideo;
  /** The transcript the server made from the captions (it does so when the video had none). */
  onTranscript: (video: AdminVideo) => void;
};

/** The captions (WebVTT; an .srt is converted): whether there are any and how many cues. Saved at once. */
export function CaptionsField({ video, onTranscript }: CaptionsProps) {
  const id = useId();
  const t = useT(videosAdminMessages);
  const upload = useUploadCaptions(captionsNotices);
  const cues = video.captions ? cueCount(video.captions) : 0;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-900">{t('media.captions')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {t('media.captionsHint')}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-800" data-testid="captions-state">
        <Captions aria-hidden="true" className="size-4 shrink-0" />
        {video.captions ? t('media.captionsCount', { count: cues }) : t('media.noCaptions')}
      </p>
      <FilePicker
        label={video.captions ? t('media.replaceCaptions') : t('media.uploadCaptions')}
        accept=".vtt,.srt,text/vtt"
        testId="captions-input"
        pending={upload.isPending}
        problemOf={captionFileProblem}
        onFile={(file, fail) =>
          upload.mutate({ id: video.id, file }, { onSuccess: onTranscript, onError: () => fail(t('media.captionsFailed')) })
        }
      />
    </fieldset>
  );
}
