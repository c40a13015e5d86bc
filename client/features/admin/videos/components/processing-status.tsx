import { AlertTriangle, CheckCircle2, Clock, Loader2, RotateCw, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminVideoRow } from '@shared/api/videos';
import { Button } from '@client/components/ui/button';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { formatMegabytes, formatPercent, useReprocessVideo, videoTitle } from '../api';
import { videosAdminMessages } from '../messages';
import { useUpload } from '../uploads';
import { reprocessNotices } from './notices';
import { ProgressBar } from './progress-bar';

type Props = {
  video: Pick<AdminVideoRow, 'id' | 'title' | 'externalUrl' | 'processing'>;
  /** Offered while the video waits for its file (the row's "Upload the file"). */
  onUploadFile?: () => void;
  className?: string;
};

/** The part of a button's words only screen readers read (which video). */
const hidden = (text: ReactNode) => <span className="sr-only">{text}</span>;

/**
 * Where a video's media is: its file on the way, queued, processing with its percent, ready, or failed
 * with the reason and a way to try again. The state's words are announced politely as they change
 * (the percent is on the bar, not read out every second).
 */
export function ProcessingStatus({ video, onUploadFile, className }: Props) {
  const t = useT(videosAdminMessages);
  const locale = useLocale();
  const upload = useUpload(video.id);
  const reprocess = useReprocessVideo(reprocessNotices);
  const name = videoTitle(video, locale);
  const { state, percent, error } = video.processing;
  const sending = upload && (upload.phase === 'starting' || upload.phase === 'uploading') && state === 'waiting';

  let icon = <Clock aria-hidden="true" className="size-4 text-slate-600" />;
  let words: string;
  let bar: { percent: number; label: string; valueText?: string } | null = null;
  if (sending) {
    const sentPercent = upload.total ? (upload.sent / upload.total) * 100 : 0;
    icon = <Upload aria-hidden="true" className="size-4 text-brand-700" />;
    words = t('processing.uploading');
    const amounts = t('progress.amounts', { sent: formatMegabytes(upload.sent, locale), total: formatMegabytes(upload.total, locale) });
    bar = { percent: sentPercent, label: t('processing.uploadingName', { name }), valueText: t('progress.value', { percent: formatPercent(sentPercent, locale), amounts }) };
  } else if (state === 'waiting') {
    words =
      upload?.phase === 'done'
        ? t('processing.uploaded')
        : upload?.phase === 'failed'
          ? t('processing.uploadFailed', { reason: upload.error ?? '' })
          : t('processing.waiting');
  } else if (state === 'queued') {
    words = t('processing.queued');
  } else if (state === 'processing') {
    icon = <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-700 motion-reduce:animate-none" />;
    words = t('processing.processing');
    bar = { percent, label: t('processing.processingName', { name }) };
  } else if (state === 'ready') {
    icon = <CheckCircle2 aria-hidden="true" className="size-4 text-brand-700" />;
    words = t('processing.ready');
  } else {
    icon = <AlertTriangle aria-hidden="true" className="size-4 text-red-700" />;
    words = error === null ? t('processing.failedUnknown') : t('processing.failed', { reason: error });
  }

  return (
    <div className={cn('min-w-0 space-y-1.5', className)} data-testid="processing-status" data-state={sending ? 'uploading' : state}>
      <p className={cn('flex items-start gap-1.5 text-sm', state === 'failed' ? 'text-red-800' : 'text-slate-800')}>
        <span className="mt-0.5">{icon}</span>
        <span className="min-w-0 break-words">
          <span aria-live="polite">{words}</span>
          {bar ? <span className="tabular-nums"> {formatPercent(bar.percent, locale)}</span> : null}
        </span>
      </p>
      {bar ? <ProgressBar percent={bar.percent} label={bar.label} valueText={bar.valueText} className="max-w-40" /> : null}
      {state === 'failed' && !video.externalUrl ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-disabled={reprocess.isPending || undefined}
          onClick={() => {
            if (!reprocess.isPending) reprocess.mutate(video);
          }}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" /> <Rich t={t} k="processing.retry" values={{ name }} tags={{ hidden }} />
        </Button>
      ) : null}
      {state === 'waiting' && !sending && onUploadFile ? (
        <Button type="button" variant="outline" size="sm" onClick={onUploadFile}>
          <Upload aria-hidden="true" /> <Rich t={t} k="processing.uploadFile" values={{ name }} tags={{ hidden }} />
        </Button>
      ) : null}
    </div>
  );
}
