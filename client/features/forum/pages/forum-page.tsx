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
import { useCategoryTopics, useForumCategories, useForumSearch, useRecentTopics } from '../api';
import { AuthorAvatar, authorName, ForumTime } from '../components/forum-author';
import { NewTopicDialog } from '../components/new-topic-dialog';
import { useForumPolicy } from '../policy';
import { NoDiscussions, TopicRow, TopicRowSkeletons } from '../components/topic-row';

const container = 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8';

function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label }: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown; label: string }) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}

function TopicList({ topics, isPending, isError }: { topics: ForumTopic[]; isPending: boolean; isError: boolean }) {
  if (isPending) return <TopicRowSkeletons />;
  if (isError) return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">The discussions could not be loaded. Please try again in a moment.</p>;
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
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading categories">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Forum categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Card className="h-full transition-shadow hover:shadow-md">
            <Link to={`/community/forum?category=${encodeURIComponent(category.slug)}`} className="flex h-full flex-col p-5">
              <h3 className="font-semibold text-brand-800">{category.name}</h3>
              {category.description ? <p className="mt-2 text-sm text-slate-700">{category.description}</p> : null}
              <p className="mt-auto pt-3 text-xs font-medium text-slate-700">
                {category.topicCount} {category.topicCount === 1 ? 'topic' : 'topics'}
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
  return (
    <section aria-labelledby="recent-title" className="mt-12">
      <h2 id="recent-title" className="mb-4 text-2xl font-bold text-slate-900">
        Recent Discussions
      </h2>
      <TopicList topics={topics} isPending={recent.isPending} isError={recent.isError} />
      <LoadMore hasNextPage={recent.hasNextPage} isFetchingNextPage={recent.isFetchingNextPage} fetchNextPage={recent.fetchNextPage} label="Load more discussions" />
    </section>
  );
}

function CategoryView({ slug }: { slug: string }) {
  const category = useCategoryTopics(slug);
  const first = category.data?.pages[0];
  const topics = category.data?.pages.flatMap((page) => page.topics) ?? [];
  const notFound = category.isError && category.error.message.startsWith('404');
  return (
    <section className="mt-8" aria-labelledby="category-title">
      <Link to="/community/forum" className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to All Categories
      </Link>
      {notFound ? (
        <div className="mt-6">
          <h2 id="category-title" className="text-2xl font-bold text-slate-900">
            Category not found
          </h2>
          <p className="mt-2 text-slate-700">This category does not exist or has been removed.</p>
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
          <h2 className="mt-8 mb-4 text-xl font-semibold text-slate-900">{first ? `Topics in ${first.name}` : 'Topics'}</h2>
          <TopicList topics={topics} isPending={category.isPending} isError={category.isError} />
          <LoadMore hasNextPage={category.hasNextPage} isFetchingNextPage={category.isFetchingNextPage} fetchNextPage={category.fetchNextPage} label="Load more topics" />
        </>
      )}
    </section>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useForumSearch(q);
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const more = search.hasNextPage ? '+' : '';
  return (
    <section className="mt-8" aria-labelledby="search-title">
      <h2 id="search-title" className="sr-only">
        Search results
      </h2>
      {search.isPending ? (
        <TopicRowSkeletons />
      ) : (
        <>
          <p role="status" className="text-lg text-slate-800" data-testid="forum-search-summary">
            {hits.length}
            {more} {hits.length === 1 && !more ? 'result' : 'results'} for &apos;{q}&apos;
          </p>
          {hits.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
              <p className="text-slate-700">Nothing in the forum matches those words yet. Try other words, or start a topic and ask.</p>
              <Button asChild variant="outline" className="mt-4">
                <Link to="/community/forum">Clear search and browse the forum</Link>
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
                      <h3 className="font-semibold text-slate-900">{hit.kind === 'post' ? `Reply in: ${hit.topic.title}` : hit.topic.title}</h3>
                      {/* Escaped on the server; only the <mark> around matched words is HTML. */}
                      <p className="mt-1 text-sm text-slate-700" dangerouslySetInnerHTML={{ __html: hit.snippet }} data-testid="forum-search-snippet" />
                      <p className="mt-1 text-xs text-slate-700">
                        {authorName(hit.author, 'Unknown')} · <ForumTime value={hit.createdAt} pattern="MMM d, yyyy" /> · {hit.topic.category.name}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <LoadMore hasNextPage={search.hasNextPage} isFetchingNextPage={search.isFetchingNextPage} fetchNextPage={search.fetchNextPage} label="Load more results" />
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
  usePageMeta(
    current ? `${current.name} - Community Forum` : 'Community Forum',
    'Ask questions and share experiences with parents, adults with clubfoot and clinicians: casting, bracing, shoes, and life after treatment.',
  );
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
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Community Forum</h1>
          <p className="mt-2 max-w-2xl text-slate-700">Ask, share and support one another. Experience is shared here; medical advice comes from your own treatment team.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Button asChild variant="outline">
              <Link to="/admin/user-data">View User Dashboard</Link>
            </Button>
          ) : null}
          {policy.can('topic.create') ? (
            <NewTopicDialog categories={categories.data ?? []} defaultCategoryId={current?.id} />
          ) : (
            <Button asChild>
              <a href={hrefOf(api.accounts.login, { query: { returnTo } })}>Login to Create Topic</a>
            </Button>
          )}
        </div>
      </div>
      <SearchBox key={q} label="Search the forum" placeholder="Search discussions..." initial={q} onSearch={search} action={paths.forum} />
      {q ? (
        <SearchResults q={q} />
      ) : categorySlug ? (
        <CategoryView slug={categorySlug} />
      ) : (
        <>
          <section aria-labelledby="categories-title" className="mt-10">
            <h2 id="categories-title" className="mb-4 text-2xl font-bold text-slate-900">
              Categories
            </h2>
            <CategoryGrid categories={categories.data ?? []} isPending={categories.isPending} />
          </section>
          <RecentDiscussions />
        </>
      )}
    </div>
  );
}
