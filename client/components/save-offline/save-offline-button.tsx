import { CheckCircle2, CloudDownload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedKind } from '@shared/offline';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/auth';
import { useHydrated } from '@client/lib/hydrated';
import { useLocale, useT } from '@client/lib/i18n';
import { canSaveOffline, formatBytes, removeSaved, saveForOffline, useSavedItem } from '@client/lib/offline-saves';
import { saveOfflineMessages } from './messages';

/** Only this site's own files can be kept (a picture from elsewhere shows when online). */
const sameSite = (urls: string[]) => urls.filter((url) => url.startsWith('/') && !url.startsWith('//'));

/** The addresses of the pictures in a piece of HTML and in a `srcset`. */
export function pictureUrls(html: string, ...srcSets: (string | undefined)[]) {
  const found = [...srcSets.flatMap((set) => (set ? set.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : []))];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const image of doc.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (src) found.push(src);
    found.push(...(image.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
  }
  return found.filter(Boolean);
}

type Props = {
  kind: SavedKind;
  /** The item's slug. */
  slugKey: string;
  title: string;
  /** Where it opens, without the language prefix. */
  path: string;
  /** Every address it needs offline (its answer first, then its pictures or file): worked out when it is saved. */
  urls: () => string[];
};

/**
 * "Save for offline" for a signed-in member (issue 26): keeps an article or a video on this device,
 * then says how much space it takes and offers to remove it. Shown only where the browser can keep it.
 */
export function SaveOfflineButton({ kind, slugKey, title, path, urls }: Props) {
  const { user } = useAuth();
  const t = useT(saveOfflineMessages);
  const locale = useLocale();
  // Known only in the browser (the server's page has no button to hydrate).
  const supported = useHydrated() && canSaveOffline();
  const [busy, setBusy] = useState(false);
  const { item, checked } = useSavedItem(kind, slugKey);
  if (!user || !supported || !checked) return null;

  const save = async () => {
    setBusy(true);
    try {
      await saveForOffline({ kind, key: slugKey, title, path, urls: sameSite(urls()) });
      toast({ title: t('savedTitle'), description: t('savedText', { title }) });
    } catch {
      toast({ title: t('failedTitle'), description: t('failedText'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await removeSaved(item);
      toast({ title: t('removedTitle') });
    } catch {
      toast({ title: t('removeFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (item) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm" data-testid="saved-offline">
        <span role="status" className="flex items-center gap-2 font-semibold text-brand-900">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('saved', { size: formatBytes(item.bytes, locale) })}
        </span>
        <Button variant="outline" size="sm" disabled={busy} aria-label={t('removeLabel', { title })} onClick={() => void remove()}>
          {t('remove')}
        </Button>
        <Link to={paths.saved} className="font-medium text-brand-800 underline">
          {t('seeAll')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <Button variant="outline" disabled={busy} onClick={() => void save()}>
        <CloudDownload aria-hidden="true" />
        {busy ? t('saving') : t('save')}
      </Button>
      <span className="text-slate-700">{kind === 'article' ? t('hint.article') : t('hint.video')}</span>
    </div>
  );
}
