import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ResourceSummary } from '@shared/api/resources';
import { RESOURCE_DEFAULTS } from '@shared/constants';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CARD_IMAGE_SIZES, srcSetOf } from '@client/lib/images';
import { commonMessages } from '@client/lib/common-messages';
import { useLocale, useT } from '@client/lib/i18n';

export const RESOURCE_PLACEHOLDER_IMAGE = '/images/resource-placeholder.svg';

/**
 * A resource card with the spec's defaults for missing data (section 3). A search hit shows its
 * snippet instead of the excerpt: HTML the server escaped, whose only tags are <mark>.
 */
export function ResourceCard({
  resource,
  snippet,
  headingLevel = 3,
  first = false,
}: {
  resource: ResourceSummary;
  snippet?: string | null;
  headingLevel?: 2 | 3;
  /** The first card of a list, on screen at once: its picture loads first, not when scrolled to. */
  first?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT(commonMessages);
  const author = resource.author;
  const authorName = author ? [author.firstName, author.lastName].filter(Boolean).join(' ') : '';
  const name = authorName || t('resource.authorName');
  // An article not yet translated into the page's language is listed in English: said so to screen readers and translators.
  const locale = useLocale();
  const lang = resource.language && resource.language !== locale ? resource.language : undefined;
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={`/resources/${resource.slug}`} className="flex h-full flex-col focus-visible:outline-offset-[-2px]">
        <img
          src={resource.featuredImage || RESOURCE_PLACEHOLDER_IMAGE}
          srcSet={srcSetOf(resource.featuredImage)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={640}
          height={360}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <div className="flex items-center gap-3 text-xs">
            <Badge data-testid="resource-category" data-user-text={resource.category?.name ? true : undefined}>{resource.category?.name || t('resource.category')}</Badge>
            <span className="flex items-center gap-1 text-slate-700">
              <Clock aria-hidden="true" className="size-3.5" /> {t('resource.minRead', { minutes: resource.readTime ?? RESOURCE_DEFAULTS.readTime })}
            </span>
          </div>
          <Heading className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-800" data-user-text lang={lang}>
            {resource.title}
          </Heading>
          {snippet ? (
            <p className="mt-2 line-clamp-4 text-sm text-slate-700" data-testid="search-snippet" data-user-text lang={locale === 'en' ? undefined : 'en'} dangerouslySetInnerHTML={{ __html: snippet }} />
          ) : resource.excerpt ? (
            <p className="mt-2 line-clamp-3 text-sm text-slate-700" data-user-text lang={lang}>
              {resource.excerpt}
            </p>
          ) : null}
          <div className="mt-auto flex items-center gap-3 pt-4">
            {author?.profileImageUrl ? (
              <img src={author.profileImageUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
            ) : (
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900" aria-hidden="true">
                {name[0]}
              </span>
            )}
            <div className="text-sm">
              <p className="font-medium text-slate-900" data-user-text={authorName ? true : undefined}>
                {name}
              </p>
              <p className="text-slate-700" data-user-text={author?.role ? true : undefined}>
                {author?.role || t('resource.authorRole')}
              </p>
            </div>
          </div>
        </div>
      </Link>
    </Card>
  );
}

/** Grey cards in a resource card's shape while a list loads. */
export function ResourceCardSkeletons({ count, className }: { count: number; className: string }) {
  const t = useT(commonMessages);
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('resource.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="resource-skeleton" className="rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-video w-full rounded-b-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
