import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ResourceSummary } from '@shared/api/resources';
import { RESOURCE_DEFAULTS } from '@shared/constants';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';

export const RESOURCE_PLACEHOLDER_IMAGE = '/images/resource-placeholder.svg';

/** A resource card with the spec's defaults for missing data (section 3). */
export function ResourceCard({ resource }: { resource: ResourceSummary }) {
  const author = resource.author;
  const authorName = author ? [author.firstName, author.lastName].filter(Boolean).join(' ') : '';
  const name = authorName || RESOURCE_DEFAULTS.authorName;
  return (
    <Card className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <Link to={`/resources/${resource.slug}`} className="flex h-full flex-col focus-visible:outline-offset-[-2px]">
        <img
          src={resource.featuredImage || RESOURCE_PLACEHOLDER_IMAGE}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <div className="flex items-center gap-3 text-xs">
            <Badge>{resource.category?.name || RESOURCE_DEFAULTS.category}</Badge>
            <span className="flex items-center gap-1 text-slate-700">
              <Clock aria-hidden="true" className="size-3.5" /> {resource.readTime ?? RESOURCE_DEFAULTS.readTime} min read
            </span>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-slate-900 group-hover:text-brand-800">{resource.title}</h3>
          {resource.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-700">{resource.excerpt}</p> : null}
          <div className="mt-auto flex items-center gap-3 pt-4">
            {author?.profileImageUrl ? (
              <img src={author.profileImageUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
            ) : (
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900" aria-hidden="true">
                {name[0]}
              </span>
            )}
            <div className="text-sm">
              <p className="font-medium text-slate-900">{name}</p>
              <p className="text-slate-700">{author?.role || RESOURCE_DEFAULTS.authorRole}</p>
            </div>
          </div>
        </div>
      </Link>
    </Card>
  );
}
