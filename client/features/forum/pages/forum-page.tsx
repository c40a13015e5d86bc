import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ForumCategory, ForumTopic } from '@shared/api/forum';
import { paths } from '@shared/routes';
import { SearchBox } from '@client/components/search-box';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';
import { useCategoryTopics, useForumCategories, useForumSearch, useRecentTopics } from '../api';
import { AuthorAvatar, authorName, ForumTime } from '../components/forum-author';
import { NewTopicDialog } from '../components/new-topic-dialog';
import { useForumPolicy } from '../policy';
import { NoDiscussions, TopicRow, TopicRowSkeletons } from '../components/topic-row';

const container = 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8';

function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label }: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown; label: string }) {
  const t = useT(forumMessages);
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? t('common.loading') : label}
      </Button>
    </div>
  );
}

function TopicList({ topics, isPending, isError }: { topics: ForumTopic[]; isPending: boolean; isError: boolean }) {
  const t = useT(forumMessages);
  if (isPending) return <TopicRowSkeletons />;
  if (isError) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t('forum.loadError')}</p>;
  if (topics.length === 0) return <NoDiscussions />;
  return (
    <ul className="space-y-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicRow topic={topic} />
        </li>
      ))}
    </ul>
  );
}

function CategoryGrid({ categories, isPending }: { categories: ForumCategory[]; isPending: boolean }) {
  const t = useT(forumMessages);
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('forum.loadingCategories')}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('forum.categoriesLabel')}>
      {categories.map((category) => (
        <li key={category.id}>
          <Card className="h-full transition-shadow hover:shadow-md">
            <Link to={`/community/forum?category=${encodeURIComponent(category.slug)}`} className="flex h-full flex-col p-5">
              <h3 className="font-semibold text-brand-800" data-user-text>
                {category.name}
              </h3>
              {category.description ? (
                <p className="mt-2 text-sm text-slate-700" data-user-text>
                  {category.description}
                </p>
              ) : null}
              <p className="mt-auto pt-3 text-xs font-medium text-slate-700">
                {t('forum.topicCount', { count: category.topicCount })}
              </p>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function RecentDiscussions() {
  const recent = useRecentTopics();
  const topics = recent.data?.pages.flatMap((page) => page.items) ?? [];
  const t = useT(forumMessages);
  return (
    <section aria-labelledby="recent-title" className="mt-12">
      <h2 id="recent-title" className="mb-4 text-2xl font-bold text-slate-900">
        {t('forum.recent')}
      </h2>
      <TopicList topics={topics} isPending={recent.isPending} isError={recent.isError} />
      <LoadMore hasNextPage={recent.hasNextPage} isFetchingNextPage={recent.isFetchingNextPage} fetchNextPage={recent.fetchNextPage} label={t('forum.loadMoreDiscussions')} />
    </section>
  );
}

function CategoryView({ slug }: { slug: string }) {
  const category = useCategoryTopics(slug);
  const first = category.data?.pages[0];
  const topics = category.data?.pages.flatMap((page) => page.topics) ?? [];
  const notFound = category.isError && category.error.message.startsWith('404');
  const t = useT(forumMessages);
  return (
    <section className="mt-8" aria-labelledby="category-title">
      <Link to="/community/forum" className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('category.back')}
      </Link>
      {notFound ? (
        <div className="mt-6">
          <h2 id="category-title" className="text-2xl font-bold text-slate-900">
            {t('category.notFound')}
          </h2>
          <p className="mt-2 text-slate-700">{t('category.notFoundText')}</p>
        </div>
      ) : (
        <>
          <div className="mt-6">
            {first ? (
              <>
                <h2 id="category-title" className="text-2xl font-bold text-slate-900">
                  {first.name}
                </h2>
                {first.description ? <p className="mt-2 max-w-3xl text-slate-700">{first.description}</p> : null}
              </>
            ) : (
              <Skeleton className="h-8 w-64" />
            )}
          </div>
          <h2 className="mt-8 mb-4 text-xl font-semibold text-slate-900">{first ? t('category.topicsIn', { name: first.name }) : t('category.topics')}</h2>
          <TopicList topics={topics} isPending={category.isPending} isError={category.isError} />
          <LoadMore hasNextPage={category.hasNextPage} isFetchingNextPage={category.isFetchingNextPage} fetchNextPage={category.fetchNextPage} label={t('category.loadMore')} />
        </>
      )}
    </section>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useForumSearch(q);
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const more = search.hasNextPage;
  const t = useT(forumMessages);
  return (
    <section className="mt-8" aria-labelledby="search-title">
      <h2 id="search-title" className="sr-only">
        {t('search.title')}
      </h2>
      {search.isPending ? (
        <TopicRowSkeletons />
      ) : (
        <>
          <p role="status" className="text-lg text-slate-800" data-testid="forum-search-summary">
            {t('search.summary', { count: hits.length, more: more ? 'yes' : 'no', q })}
          </p>
          {hits.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
              <p className="text-slate-700">{t('search.none')}</p>
              <Button asChild variant="outline" className="mt-4">
                <Link to="/community/forum">{t('search.clear')}</Link>
              </Button>
            </div>
          ) : (
            <ul className="mt-4 space-y-3">
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.postId ?? hit.topic.id}`}>
                  <Link
                    to={`/community/forum/${hit.topic.slug}${hit.postId ? `#reply-${hit.postId}` : ''}`}
                    className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 hover:shadow-md"
                  >
                    <AuthorAvatar author={hit.author} />
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">{hit.kind === 'post' ? t('search.replyIn', { title: hit.topic.title }) : hit.topic.title}</h3>
                      {/* Escaped on the server; only the <mark> around matched words is HTML. */}
                      <p className="mt-1 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: hit.snippet }} data-testid="forum-search-snippet" />
                      <p className="mt-1 text-xs text-slate-700">
                        {authorName(hit.author, t('author.unknown'))} · <ForumTime value={hit.createdAt} pattern="MMM d, yyyy" /> · {hit.topic.category.name}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} label={t('search.loadMore')} />
        </>
      )}
    </section>
  );
}

/** Spec section 2, "Forum home": categories and recent discussions; ?category= shows one category; ?q= searches. */
export default function ForumPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { isAdmin } = useAuth();
  const policy = useForumPolicy();
  const categorySlug = params.get('category');
  const q = (params.get('q') ?? '').trim();
  const categories = useForumCategories();
  const current = categories.data?.find((category) => category.slug === categorySlug);
  const t = useT(forumMessages);
  usePageMeta(current ? t('meta.categoryTitle', { name: current.name }) : t('meta.title'), t('meta.description'));
  const returnTo = `${location.pathname}${location.search}`;

  const search = (next: string) => {
    const updated = new URLSearchParams();
    if (next) updated.set('q', next);
    setParams(updated);
  };

  return (
    <div className={container}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('forum.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t('forum.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Button asChild variant="outline">
              <Link to="/admin/user-data">{t('forum.userDashboard')}</Link>
            </Button>
          ) : null}
          {policy.can('topic.create') ? (
            <NewTopicDialog categories={categories.data ?? []} defaultCategoryId={current?.id} />
          ) : (
            <Button asChild>
              <a href={hrefOf(api.accounts.login, { query: { returnTo } })}>{t('forum.loginToCreate')}</a>
            </Button>
          )}
        </div>
      </div>
      <SearchBox key={q} label={t('forum.searchLabel')} placeholder={t('forum.searchPlaceholder')} initial={q} onSearch={search} action={paths.forum} />
      {q ? (
        <SearchResults q={q} />
      ) : categorySlug ? (
        <CategoryView slug={categorySlug} />
      ) : (
        <>
          <section aria-labelledby="categories-title" className="mt-10">
            <h2 id="categories-title" className="mb-4 text-2xl font-bold text-slate-900">
              {t('forum.categories')}
            </h2>
            <CategoryGrid categories={categories.data ?? []} isPending={categories.isPending} />
          </section>
          <RecentDiscussions />
        </>
      )}
    </div>
  );
}
