import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import type { ResourceCategory, ResourceListItem } from '@shared/api/resources';
import { localizedPath } from '@shared/i18n/locales';
import { paths } from '@shared/routes';
import { AdSlot } from '@client/components/ad-slot';
import { ResourceCard, ResourceCardSkeletons } from '@client/components/resource-card';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useHydrated } from '@client/lib/hydrated';
import { useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { cn } from '@client/lib/utils';
import { useResourceCategories, useResourcePages } from '../api';
import { resourcesMessages } from '../messages';

const ALL = 'all';
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Spec section 2: the middle ad only when there are more than three resources. */
const MIDDLE_AD_AFTER = 3;

const tabClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-white hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/** Cards' titles are the page's second level, or the third under a category's own heading. */
function CardGrid({ items, headingLevel }: { items: ResourceListItem[]; headingLevel: 2 | 3 }) {
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ResourceCard resource={item} snippet={item.snippet} first={index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The cards of one tab (and search), with the spec's ad slots and "Load more" paging. */
function ResourceResults({ q, category }: { q: string; category: ResourceCategory | null }) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useResourcePages(q, category?.slug ?? null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? items.length;
  const more = data?.pages[0]?.totalCapped ? '+' : '';
  const t = useT(resourcesMessages);

  if (isPending) return <ResourceCardSkeletons count={6} className={GRID} />;
  if (isError) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
        <p>{t('library.error')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          {t('library.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      {q ? (
        <p role="status" className="text-lg text-slate-800" data-testid="search-summary">
          {more ? t('library.summaryCapped', { total, q }) : t('library.summary', { count: total, total, q })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{q ? t('library.noMatchTitle') : t('library.emptyTitle')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            {q ? t('library.noMatchText') : t('library.emptyText')}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/resources">{q ? t('library.clearSearch') : t('library.browseAll')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <CardGrid items={items.slice(0, MIDDLE_AD_AFTER)} headingLevel={category ? 3 : 2} />
          {items.length > MIDDLE_AD_AFTER ? (
            <>
              <AdSlot id="resources-middle" />
              <CardGrid items={items.slice(MIDDLE_AD_AFTER)} headingLevel={category ? 3 : 2} />
            </>
          ) : null}
        </>
      )}
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('library.loadingMore') : t('library.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Our own tab and panel ids: Radix derives them from useId, and the prerendered page's ids need not
 * match the hydrated tree's, which left a tab pointing at no panel.
 */
const tabId = (id: string) => `resource-tab-${id}`;
const panelId = (id: string) => `resource-panel-${id}`;
const tabIds = (id: string) => ({ id: tabId(id), 'aria-controls': panelId(id) });

/**
 * One tab's panel. Every panel stays mounted (hidden when inactive) so each tab's aria-controls
 * names an element on the page; only the active one renders, and so fetches, its cards.
 */
function Panel({ category, active, q }: { category: ResourceCategory | null; active: string; q: string }) {
  const id = category?.slug ?? ALL;
  const shown = id === active;
  const t = useT(resourcesMessages);
  return (
    <Tabs.Content value={id} forceMount hidden={!shown} id={panelId(id)} aria-labelledby={tabId(id)} className="mt-8 focus-visible:outline-offset-4">
      {shown && category ? (
        <div className="mb-8">
          <h2 className="text-2xl font-bold text-slate-900">{t('library.categoryTitle', { name: category.name })}</h2>
          {category.description ? <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p> : null}
        </div>
      ) : null}
      {shown ? <ResourceResults q={q} category={category} /> : null}
    </Tabs.Content>
  );
}

export default function ResourceLibraryPage() {
  // Radix counts the tabs once it runs; until then the strip itself is the keyboard's way in (axe: a scrolling region needs one).
  const listTabStop = useHydrated() ? {} : { tabIndex: 0 };
  const t = useT(resourcesMessages);
  const locale = useLocale();
  usePageMeta(t('library.title'), t('library.description'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const tab = params.get('category') || ALL;
  const { data: categories, isPending: categoriesPending } = useResourceCategories();
  // A link to a category that no longer exists shows everything.
  const active = categories?.find((category) => category.slug === tab) ?? null;
  const value = active ? active.slug : ALL;

  const update = (next: { q?: string; category?: string }) => {
    const result = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextCategory = next.category ?? value;
    if (nextQ) result.set('q', nextQ);
    if (nextCategory !== ALL) result.set('category', nextCategory);
    setParams(result);
  };

  const panels: (ResourceCategory | null)[] = [null, ...(categories ?? [])];
  // A category tab named in the URL waits for the categories rather than flashing everything first.
  const waitingForTab = categoriesPending && tab !== ALL;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('library.title')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('library.intro')}</p>
        </header>

        {/* Keyed by the query, so going back or following a link shows that link's words. */}
        <SearchBox
          key={q}
          label={t('library.searchLabel')}
          placeholder={t('library.searchPlaceholder')}
          initial={q}
          onSearch={(next) => update({ q: next })}
          action={localizedPath(paths.resources, locale)}
        />

        <AdSlot id="resources-top" className="mt-8" />

        <Tabs.Root value={value} onValueChange={(next) => update({ category: next })} className="mt-8">
          {categoriesPending ? (
            <div className="flex gap-2 rounded-lg bg-slate-200/60 p-1" role="status" aria-label={t('library.loadingCategories')}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className={cn('h-9', i === 0 ? 'w-32' : 'w-28')} />
              ))}
            </div>
          ) : (
            <Tabs.List aria-label={t('library.categories')} {...listTabStop} className="flex gap-1 overflow-x-auto rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 bg-slate-200/60 p-1">
              <Tabs.Trigger value={ALL} {...tabIds(ALL)} className={tabClass}>
                {t('library.allResources')}
              </Tabs.Trigger>
              {(categories ?? []).map((category) => (
                <Tabs.Trigger key={category.slug} value={category.slug} {...tabIds(category.slug)} className={tabClass} data-user-text>
                  {category.name}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          {waitingForTab ? (
            <div className="mt-8">
              <ResourceCardSkeletons count={6} className={GRID} />
            </div>
          ) : null}
          {(waitingForTab ? [] : panels).map((category) => (
            <Panel key={category?.slug ?? ALL} category={category} active={value} q={q} />
          ))}
        </Tabs.Root>

        <AdSlot id="resources-bottom" className="mt-12" />
      </div>
    </div>
  );
}
