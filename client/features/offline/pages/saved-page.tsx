import { FileText, PlayCircle, Timer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedItem } from '@shared/offline';
import { paths } from '@shared/routes';
import { INTL_LOCALE } from '@shared/i18n/locales';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useHydrated } from '@client/lib/hydrated';
import { useLocale, useT } from '@client/lib/i18n';
import { canSaveOffline, formatBytes, removeSaved, useSavedItems } from '@client/lib/offline-saves';
import { usePageMeta } from '@client/lib/page-meta';
import { offlineMessages } from '../messages';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function SavedRow({ item }: { item: SavedItem }) {
  const t = useT(offlineMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const Icon = item.kind === 'article' ? FileText : PlayCircle;
  const remove = async () => {
    setBusy(true);
    try {
      await removeSaved(item);
      toast({ title: t('removed') });
    } catch {
      toast({ title: t('removeFailed'), variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <li className={`${card} flex flex-wrap items-start gap-4`}>
      <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{t(`kind.${item.kind}`)}</p>
        <Link to={item.path} className="text-lg font-semibold break-words text-brand-800 underline-offset-2 hover:underline">
          {item.title}
        </Link>
        <p className="mt-1 text-sm text-slate-700">
          {t('savedOn', { date: new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long' }).format(new Date(item.savedAt)), size: formatBytes(item.bytes, locale) })}
        </p>
      </div>
      <Button variant="outline" size="sm" disabled={busy} aria-label={t('removeLabel', { title: item.title })} onClick={() => void remove()}>
        {t('remove')}
      </Button>
    </li>
  );
}

function SavedList() {
  const t = useT(offlineMessages);
  const locale = useLocale();
  const { items, usage, loaded } = useSavedItems();
  if (!loaded) return <Skeleton className="h-40" />;
  const bytes = items.reduce((sum, item) => sum + item.bytes, 0);
  return (
    <div className="space-y-6">
      {items.length ? (
        <>
          <p className="text-slate-800" data-testid="saved-space">
            {t('space', { size: formatBytes(bytes, locale) })} {usage ? t('usage', { size: formatBytes(usage, locale) }) : null}
          </p>
          <ul aria-label={t('list')} className="space-y-3">
            {items.map((item) => (
              <SavedRow key={`${item.kind}/${item.key}`} item={item} />
            ))}
          </ul>
        </>
      ) : (
        <div className={card}>
          <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
          <p className="mt-2 text-slate-700">{t('empty.text')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={paths.resources}>{t('empty.articles')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.videos}>{t('empty.videos')}</Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** /saved: what this device keeps for reading and watching offline, the space it takes, and removing it (issue 26). */
export default function SavedPage() {
  const t = useT(offlineMessages);
  usePageMeta(t('meta.title'), t('meta.description'));
  const supported = useHydrated() ? canSaveOffline() : null;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('meta.title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <div className="mt-8">{supported === null ? <Skeleton className="h-40" /> : supported ? <SavedList /> : <p className={card}>{t('unsupported')}</p>}</div>
        <aside aria-labelledby="saved-tracker-heading" className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-5">
          <h2 id="saved-tracker-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Timer aria-hidden="true" className="size-5 text-brand-700" />
            {t('tracker.title')}
          </h2>
          <p className="mt-2 text-sm text-slate-800">{t('tracker.text')}</p>
          <Link to={paths.braceTracker} className="mt-3 inline-block font-medium text-brand-800 underline">
            {t('tracker.link')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
