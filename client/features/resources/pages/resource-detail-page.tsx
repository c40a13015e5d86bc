import { ArrowLeft, Clock, Download, FileText, Lock, Share2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { ResourceDetail, ResourceFile } from '@shared/api/resources';
import { RESOURCE_DEFAULTS } from '@shared/constants';
import { AdSlot } from '@client/components/ad-slot';
import { pictureUrls, SaveOfflineButton } from '@client/components/save-offline/save-offline-button';
import { DateTime } from '@client/components/date-time';
import { RESOURCE_PLACEHOLDER_IMAGE, ResourceCard } from '@client/components/resource-card';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useAuth } from '@client/lib/auth';
import { api, hrefOf } from '@client/lib/api';
import { srcSetOf } from '@client/lib/images';
import { languageName, tIn, type Translate, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, LOCALE_NAMES, localizedPath } from '@shared/i18n/locales';
import { useResource } from '../api';
import { resourcesMessages } from '../messages';
import { useMayDownloadGuides } from '../policy';

type T = Translate<(typeof resourcesMessages)['en']>;

function BackLink() {
  const t = useT(resourcesMessages);
  return (
    <Link to="/resources" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('detail.back')}
    </Link>
  );
}

/** '1.5 MB', '320 KB' (in French '1,5 Mo'). */
const fileSize = (bytes: number, locale: Locale, t: T) =>
  bytes >= 1024 * 1024
    ? t('detail.sizeMb', {
        size: new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(bytes / (1024 * 1024)),
      })
    : t('detail.sizeKb', { size: new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false }).format(Math.max(1, Math.round(bytes / 1024))) });

/** The Web Share API where the browser has it; otherwise the link goes to the clipboard, and a notice says so. */
async function shareResource(resource: ResourceDetail) {
  const url = window.location.href;
  const data = { title: resource.title, text: resource.excerpt ?? undefined, url };
  if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const t = tIn(resourcesMessages);
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('detail.linkCopied'), description: t('detail.linkCopiedText') });
  } catch {
    toast({ title: t('detail.copyLink'), description: url });
  }
}

/** Downloadable guides are a member benefit: visitors see what there is and a way to sign in. */
function Guides({ files }: { files: ResourceFile[] }) {
  const { mayDownload, isLoading } = useMayDownloadGuides();
  const { pathname } = useLocation();
  const t = useT(resourcesMessages);
  const locale = useLocale();
  if (files.length === 0 || isLoading) return null;
  return (
    <section aria-labelledby="guides-title" className="mt-12 rounded-xl border border-brand-200 bg-brand-50 p-6">
      <h2 id="guides-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <FileText aria-hidden="true" className="size-5 text-brand-800" /> {t('detail.guidesTitle', { count: files.length })}
      </h2>
      {mayDownload ? (
        <ul className="mt-4 space-y-3">
          {files.map((file) => (
            <li key={file.id}>
              <a
                href={file.downloadUrl}
                download={file.fileName}
                className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-brand-600"
              >
                <span className="font-medium text-slate-900">{file.title}</span>
                <span className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
                  {t('detail.fileInfo', { size: fileSize(file.sizeBytes, locale, t) })} <Download aria-hidden="true" className="size-4 text-brand-800" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4" data-testid="guides-sign-in">
          <ul className="space-y-1 text-slate-800">
            {files.map((file) => (
              <li key={file.id} className="flex items-center gap-2">
                <Lock aria-hidden="true" className="size-4 text-slate-600" /> {file.title}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-slate-800">{t('detail.guidesMembers')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/login" state={{ returnTo: pathname }}>
                {t('detail.signInToDownload')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login?signup=true" state={{ returnTo: pathname }}>
                {t('detail.becomeMember')}
              </Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function Sidebar() {
  const { isAuthenticated } = useAuth();
  const t = useT(resourcesMessages);
  return (
    <aside aria-label={t('detail.sidebar')} className="space-y-6">
      <AdSlot id="resource-sidebar-top" />
      {isAuthenticated ? (
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t('detail.questionsTitle')}</h2>
          <p className="mt-2 text-slate-700">{t('detail.questionsText')}</p>
          <Button asChild className="mt-4 w-full">
            <Link to="/community">{t('detail.visitCommunity')}</Link>
          </Button>
        </Card>
      ) : (
        <Card className="bg-brand-800 p-6 text-white">
          <h2 className="text-lg font-semibold">{t('detail.joinTitle')}</h2>
          <p className="mt-2 text-brand-50">{t('detail.joinText')}</p>
          <Button asChild variant="inverse" className="mt-4 w-full">
            <Link to="/login?signup=true">{t('detail.becomeMember')}</Link>
          </Button>
        </Card>
      )}
      <AdSlot id="resource-sidebar-bottom" />
    </aside>
  );
}

function Loading() {
  const t = useT(resourcesMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('detail.loading')} className="space-y-6">
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

function NotFound() {
  const t = useT(resourcesMessages);
  usePageMeta(t('detail.notFoundTitle'), t('detail.notFoundText'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('detail.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('detail.notFoundText')}</p>
      <div className="mt-8">
        <BackLink />
      </div>
    </div>
  );
}

function Article({ resource }: { resource: ResourceDetail }) {
  const t = useT(resourcesMessages);
  usePageMeta(resource.title, resource.excerpt || t('detail.metaDescription', { title: resource.title }));
  const author = resource.author;
  const authorName = (author && [author.firstName, author.lastName].filter(Boolean).join(' ')) || t('detail.defaultAuthorName');
  const categoryName = resource.category?.name || t('detail.defaultCategory');
  const locale = useLocale();
  // Not yet translated into the page's language: the English, said so (and marked, for screen readers).
  const shownIn = resource.language ?? DEFAULT_LOCALE;
  const lang = shownIn === locale ? undefined : shownIn;
  const otherLanguages = (resource.languages ?? []).filter((language) => language !== locale);
  return (
    <>
      <article aria-labelledby="resource-title">
        {lang ? (
          <p role="note" data-testid="translation-missing" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {t('detail.notTranslated', { language: languageName(locale, locale) })}
          </p>
        ) : null}
        <h1 id="resource-title" lang={lang} className="text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {resource.title}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <Badge>{categoryName}</Badge>
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span data-testid="read-time">{t('detail.minRead', { minutes: resource.readTime ?? RESOURCE_DEFAULTS.readTime })}</span>
          </span>
          <DateTime value={resource.createdAt} pattern="MMMM d, yyyy" />
          {otherLanguages.length > 0 ? (
            <span data-testid="article-languages">
              {t('detail.otherLanguages')}{' '}
              {otherLanguages.map((language, index) => (
                <span key={language}>
                  {index > 0 ? ' · ' : null}
                  {/* Another language is another page (its own address and messages): a full load. */}
                  <a href={localizedPath(`/resources/${resource.slug}`, language)} hrefLang={language} lang={language} className="font-medium text-brand-800 underline">
                    {LOCALE_NAMES[language]}
                  </a>
                </span>
              ))}
            </span>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          <div className="flex items-center gap-3">
            {author?.profileImageUrl ? (
              <img src={author.profileImageUrl} alt="" width={44} height={44} className="size-11 rounded-full object-cover" />
            ) : (
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900" aria-hidden="true">
                {authorName[0]}
              </span>
            )}
            <div>
              <p className="font-semibold text-slate-900">{authorName}</p>
              <p className="text-sm text-slate-700">{author?.role || t('detail.defaultAuthorRole')}</p>
            </div>
          </div>
          <Button variant="outline" onClick={() => void shareResource(resource)}>
            <Share2 aria-hidden="true" /> {t('detail.share')}
          </Button>
        </div>
        <div className="mt-6">
          <SaveOfflineButton
            kind="article"
            slugKey={resource.slug}
            title={resource.title}
            path={`/resources/${resource.slug}`}
            urls={() => [
              hrefOf(api.resources.detail, { params: { slug: resource.slug } }),
              resource.featuredImage || RESOURCE_PLACEHOLDER_IMAGE,
              ...(author?.profileImageUrl ? [author.profileImageUrl] : []),
              ...pictureUrls(resource.content ?? '', srcSetOf(resource.featuredImage)),
            ]}
          />
        </div>
        <img
          src={resource.featuredImage || RESOURCE_PLACEHOLDER_IMAGE}
          srcSet={srcSetOf(resource.featuredImage)}
          sizes="(min-width: 1280px) 830px, (min-width: 1024px) calc(100vw - 450px), calc(100vw - 2rem)"
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
        />
        {/* Sanitised on the server with an allow-list, when saved and again when served. */}
        <div className="article-content mt-8" lang={lang} dangerouslySetInnerHTML={{ __html: resource.content || `<p>${t('detail.contentMissing')}</p>` }} />
        <p className="mt-10 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{t('detail.disclaimer')}</p>
        <Guides files={resource.files} />
      </article>
      <AdSlot id="resource-detail-bottom" className="mt-12" />
      {resource.related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="text-2xl font-bold text-slate-900">
            {t('detail.moreIn', { category: categoryName })}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {resource.related.map((related) => (
              <li key={related.id}>
                <ResourceCard resource={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default function ResourceDetailPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useResource(slug);
  if (isError) return <NotFound />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BackLink />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0">{isPending ? <Loading /> : <Article resource={data} />}</div>
        <Sidebar />
      </div>
    </div>
  );
}
