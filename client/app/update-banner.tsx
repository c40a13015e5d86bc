import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n';
import { appMessages } from './messages';

/** "A new version is available - Reload" (issue 26): shown once the server runs a newer build than the page. */
export default function UpdateBanner() {
  const t = useT(appMessages);
  return (
    <section role="status" aria-labelledby="update-title" data-testid="update-banner" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="update-title" className="text-base font-semibold text-slate-900">
            {t('update.title')}
          </h2>
          <p className="text-sm text-slate-800">{t('update.text')}</p>
        </div>
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
