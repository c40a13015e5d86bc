import { Plus } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminVideoRow } from '@shared/api/videos';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { NoSuchPage, Pager, readPage } from '../components/pager';
import { SEARCH_MAX_LENGTH } from '../components/use-typed-search';
import { ADMIN_VIDEOS_PAGE_SIZE, useAdminVideos, useReorderVideos, videoKeys, videoTitle, type VideoStatusFilter } from '../videos/api';
import { AddVideoDialog } from '../videos/components/add-video-dialog';
import { reorderNotices } from '../videos/components/notices';
import { VideoEditor } from '../videos/components/video-editor';
import { VideoFilters } from '../videos/components/video-filters';
import { VideosList } from '../videos/components/videos-list';
import { videosAdminMessages } from '../videos/messages';
import { hasUploadFor } from '../videos/uploads';

const MAX_PAGE = 10_000;

function readStatus(value: string | null): VideoStatusFilter {
  return value === 'draft' || value === 'published' ? value : 'all';
}

/** `?edit=` as a row id, or null. */
function readId(value: string | null) {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

const captions = {
  all: 'page.captionAll',
  draft: 'page.captionDraft',
  published: 'page.captionPublished',
} as const satisfies Record<VideoStatusFilter, keyof (typeof videosAdminMessages)['en']>;

/** The element a list button stands for, in the layout on screen (the table's or the phone cards'). */
function visibleButton(selector: string) {
  return [...document.querySelectorAll<HTMLButtonElement>(selector)].find((element) => element.offsetParent !== null) ?? null;
}

type Adding = { waiting: AdminVideoRow | null } | null;

/** /admin/videos: the library's videos, their uploads and processing, order, and editing (`?edit=<id>`). */
export default function VideosAdminPage() {
  const t = useT(videosAdminMessages);
  const locale = useLocale();
  usePageMeta(t('page.title'), t('page.description'));
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const status = readStatus(searchParams.get('status'));
  const page = readPage(searchParams.get('page'), MAX_PAGE);
  const editing = readId(searchParams.get('edit'));
  const params = { q, status, page };
  const videos = useAdminVideos(params, hasUploadFor);
  const reorder = useReorderVideos(videoKeys.list(params), reorderNotices);
  const [adding, setAdding] = useState<Adding>(null);
  const [moved, setMoved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const setParams = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const search = useCallback(
    (next: string, { typing }: { typing: boolean }) =>
      setParams((params) => {
        if (next) params.set('q', next);
        else params.delete('q');
        params.delete('page');
      }, typing),
    [setParams],
  );
  const filter = (next: VideoStatusFilter) =>
    setParams((params) => {
      if (next === 'all') params.delete('status');
      else params.set('status', next);
      params.delete('page');
    });
  const goToPage = (next: number) =>
    setParams((params) => {
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
    });
  const edit = (id: number | null) =>
    setParams((params) => {
      if (id === null) params.delete('edit');
      else params.set('edit', String(id));
    });

  const data = videos.data;
  const items = data?.items;
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (data?.pageSize ?? ADMIN_VIDEOS_PAGE_SIZE)));
  const whole = !q && status === 'all' && page === 1 && data !== undefined && total <= data.items.length;
  const beyondLastPage = data !== undefined && data.items.length === 0 && total > 0;
  const caption = q ? t('page.captionMatching', { kind: t(captions[status]), q }) : t('page.caption', { kind: t(captions[status]) });

  const move = (video: AdminVideoRow, by: -1 | 1) => {
    if (!items) return;
    const from = items.indexOf(video);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    const ordered = [...items];
    ordered.splice(from, 1);
    ordered.splice(to, 0, video);
    reorder.mutate({ ordered, moved: video });
    const number = new Intl.NumberFormat(INTL_LOCALE[locale]);
    setMoved(t('page.moved', { title: videoTitle(video, locale), position: number.format(to + 1), count: number.format(ordered.length) }));
    // The row has moved in the page: the focus follows it, to the other button when it reached an end.
    setTimeout(() => {
      const direction = by < 0 ? 'up' : 'down';
      const atEnd = to === 0 || to === ordered.length - 1;
      const same = visibleButton(`[data-move="${video.id}:${direction}"]`);
      const other = visibleButton(`[data-move="${video.id}:${direction === 'up' ? 'down' : 'up'}"]`);
      (atEnd && same?.disabled ? other : same)?.focus();
    }, 0);
  };

  const empty = beyondLastPage ? (
    <NoSuchPage page={page} onFirst={() => goToPage(1)} />
  ) : q || status !== 'all' ? (
    t('page.noMatch')
  ) : (
    t('page.empty')
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus-visible:outline-none">
            {t('page.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('page.intro')}</p>
        </div>
        <Button ref={addButton} type="button" className="shrink-0" onClick={() => setAdding({ waiting: null })}>
          <Plus aria-hidden="true" /> {t('page.add')}
        </Button>
      </div>

      <VideoFilters q={q} status={status} onSearch={search} onStatus={filter} />

      {videos.isError ? (
        <QueryError title={t('page.loadFailed')} error={videos.error} onRetry={() => void videos.refetch()} retrying={videos.isFetching} />
      ) : null}

      {data && data.items.length > 1 && !whole ? (
        <p className="text-sm text-slate-700">{t('page.orderHint')}</p>
      ) : null}

      <VideosList
        caption={caption}
        videos={videos.isError && !videos.isPlaceholderData ? (items ?? []) : items}
        stale={videos.isPlaceholderData}
        empty={videos.isError ? t('page.notLoaded') : empty}
        canReorder={whole}
        reordering={reorder.isPending}
        onMove={move}
        onEdit={(video) => edit(video.id)}
        onUploadFile={(video) => setAdding({ waiting: video })}
      />
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>

      <Pager
        label={t('page.pages')}
        page={page}
        shown={data ? { page: data.page, totalPages, total } : null}
        noun={[t('page.nounOne'), t('page.nounOther')]}
        loadingText={videos.isError ? '' : t('page.loading')}
        onPage={goToPage}
      />

      {adding ? (
        <AddVideoDialog
          waiting={adding.waiting}
          onClose={() => setAdding(null)}
          onEdit={(id) => {
            setAdding(null);
            edit(id);
          }}
        />
      ) : null}
      {editing !== null ? (
        <VideoEditor
          id={editing}
          onClose={() => edit(null)}
          onDeleted={() => {
            edit(null);
            setTimeout(() => heading.current?.focus(), 0);
          }}
        />
      ) : null}
    </div>
  );
}
