import { ArrowDown, ArrowUp, Film, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminVideoRow } from '@shared/api/videos';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { DataTable } from '../../components/data-table';
import { formatTime, videoTitle } from '../api';
import { TOPIC } from '../labels';
import { videosAdminMessages } from '../messages';
import { ProcessingStatus } from './processing-status';

export type VideoActions = {
  /** Offered on the whole, unfiltered list only: the order is the library's. */
  canReorder: boolean;
  reordering: boolean;
  onMove: (video: AdminVideoRow, by: -1 | 1) => void;
  onEdit: (video: AdminVideoRow) => void;
  onUploadFile: (video: AdminVideoRow) => void;
};

type Props = VideoActions & {
  caption: string;
  videos: AdminVideoRow[] | undefined;
  /** A new search is loading while the last one stays on screen. */
  stale: boolean;
  empty: ReactNode;
};

export const VIDEO_COLUMNS = ['list.order', 'list.video', 'list.topic', 'list.status', 'list.duration', 'list.views', 'list.processing', 'list.actions'] as const;

/** Whole numbers as the page's language writes them. */
const useNumberFormat = () => new Intl.NumberFormat(INTL_LOCALE[useLocale()]);

/** The part of a message only screen readers read (the row's video, after "Edit"). */
const hidden = (text: ReactNode) => <span className="sr-only">{text}</span>;

function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function Poster({ video, className }: { video: AdminVideoRow; className?: string }) {
  return video.posterUrl ? (
    <img src={video.posterUrl} alt="" loading="lazy" className={cn('aspect-video shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover', className)} />
  ) : (
    <span aria-hidden="true" className={cn('flex aspect-video shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-500', className)}>
      <Film className="size-5" />
    </span>
  );
}

export function VideoStatusBadge({ status }: { status: AdminVideoRow['status'] }) {
  const t = useT(videosAdminMessages);
  return status === 'published' ? <Badge>{t('status.published')}</Badge> : <Badge variant="secondary">{t('status.draft')}</Badge>;
}

export function AccessBadge({ membersOnly }: { membersOnly: boolean }) {
  const t = useT(videosAdminMessages);
  return membersOnly ? (
    <Badge variant="outline">{t('access.membersOnly')}</Badge>
  ) : (
    <Badge variant="outline" className="border-brand-200 text-brand-800">
      {t('access.open')}
    </Badge>
  );
}

function Duration({ video }: { video: AdminVideoRow }) {
  const t = useT(videosAdminMessages);
  return video.durationSeconds === null ? <Nothing label={t('list.durationUnknown')} /> : formatTime(video.durationSeconds);
}

/** Move up / down, named by the video; `data-move` lets the list put the focus back after the row has moved. */
function MoveButtons({ video, index, count, reordering, onMove }: { video: AdminVideoRow; index: number; count: number } & Pick<VideoActions, 'reordering' | 'onMove'>) {
  const t = useT(videosAdminMessages);
  const name = videoTitle(video, useLocale());
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('list.moveUp', { name })}
        data-move={`${video.id}:up`}
        disabled={index === 0}
        aria-disabled={reordering || undefined}
        onClick={() => {
          if (!reordering) onMove(video, -1);
        }}
        className="aria-disabled:cursor-wait"
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('list.moveDown', { name })}
        data-move={`${video.id}:down`}
        disabled={index === count - 1}
        aria-disabled={reordering || undefined}
        onClick={() => {
          if (!reordering) onMove(video, 1);
        }}
        className="aria-disabled:cursor-wait"
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}

function RowActions({ video, onEdit }: { video: AdminVideoRow; onEdit: VideoActions['onEdit'] }) {
  const t = useT(videosAdminMessages);
  const name = videoTitle(video, useLocale());
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" onClick={() => onEdit(video)}>
        <Pencil aria-hidden="true" /> <Rich t={t} k="list.edit" values={{ name }} tags={{ hidden }} />
      </Button>
      {video.status === 'published' ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/videos/${video.slug}`}>
            <Rich t={t} k="list.view" values={{ name }} tags={{ hidden }} />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function VideoRow({ video, index, count, canReorder, reordering, onMove, onEdit, onUploadFile }: VideoActions & { video: AdminVideoRow; index: number; count: number }) {
  const t = useT(videosAdminMessages);
  const numberFormat = useNumberFormat();
  const name = videoTitle(video, useLocale());
  const address = `/videos/${video.slug}`;
  return (
    <tr className="align-top" data-video-id={video.id}>
      <td className="px-4 py-3">
        <div className="flex items-center gap-2">
          <span className="w-6 text-right tabular-nums text-slate-700">{index + 1}</span>
          {canReorder ? <MoveButtons video={video} index={index} count={count} reordering={reordering} onMove={onMove} /> : null}
        </div>
      </td>
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        <div className="flex min-w-56 items-start gap-3">
          <Poster video={video} className="w-20" />
          <div className="min-w-0">
            <span className="block max-w-xs break-words">{name}</span>
            <span className="block text-xs font-normal break-all text-slate-700">{address}</span>
            {video.externalUrl ? <span className="block text-xs font-normal text-slate-700">{t('list.external')}</span> : null}
          </div>
        </div>
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{t(TOPIC[video.topic])}</td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1 whitespace-nowrap">
          <VideoStatusBadge status={video.status} />
          <AccessBadge membersOnly={video.membersOnly} />
        </div>
      </td>
      <td className="px-4 py-3 tabular-nums">
        <Duration video={video} />
      </td>
      <td className="px-4 py-3 tabular-nums">{numberFormat.format(video.views)}</td>
      <td className="px-4 py-3">
        <ProcessingStatus video={video} onUploadFile={() => onUploadFile(video)} className="w-40" />
      </td>
      <td className="px-4 py-3">
        <RowActions video={video} onEdit={onEdit} />
      </td>
    </tr>
  );
}

/** A phone's card for one video: the same facts and actions as the table's row, stacked. */
function VideoCard({ video, index, count, canReorder, reordering, onMove, onEdit, onUploadFile }: VideoActions & { video: AdminVideoRow; index: number; count: number }) {
  const t = useT(videosAdminMessages);
  const name = videoTitle(video, useLocale());
  const address = `/videos/${video.slug}`;
  return (
    <li className="space-y-3 p-4" data-video-id={video.id}>
      <div className="flex items-start gap-3">
        <Poster video={video} className="w-24" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <span className="sr-only">{index + 1}. </span>
            {name}
          </h3>
          <p className="text-xs break-all text-slate-700">{address}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <VideoStatusBadge status={video.status} />
        <AccessBadge membersOnly={video.membersOnly} />
      </div>
      <p className="text-sm text-slate-800">
        {[t(TOPIC[video.topic]), video.durationSeconds === null ? null : formatTime(video.durationSeconds), t('list.viewCount', { count: video.views })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ProcessingStatus video={video} onUploadFile={() => onUploadFile(video)} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RowActions video={video} onEdit={onEdit} />
        {canReorder ? <MoveButtons video={video} index={index} count={count} reordering={reordering} onMove={onMove} /> : null}
      </div>
    </li>
  );
}

/** The videos: a table on wide screens (from 1024 px) (scrolling sideways inside its own region if it must), cards on phones. */
export function VideosList({ caption, videos, stale, empty, ...actions }: Props) {
  const t = useT(videosAdminMessages);
  const count = videos?.length ?? 0;
  return (
    <>
      <div className="hidden lg:block">
        <DataTable caption={caption} columns={VIDEO_COLUMNS.map((column) => t(column))} items={videos} stale={stale} empty={empty}>
          {(video) => <VideoRow key={video.id} video={video} index={videos!.indexOf(video)} count={count} {...actions} />}
        </DataTable>
      </div>
      <section aria-label={caption} aria-busy={videos === undefined || stale} className="rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden">
        <p className="px-4 pt-4 pb-2 text-sm font-medium text-slate-700">{caption}</p>
        {videos === undefined ? (
          <div aria-hidden="true" className="space-y-3 p-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : videos.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-700">{empty}</p>
        ) : (
          <ol className={cn('divide-y divide-slate-200 border-t border-slate-200', stale && 'opacity-60')}>
            {videos.map((video, index) => (
              <VideoCard key={video.id} video={video} index={index} count={count} {...actions} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
