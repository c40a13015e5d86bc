import { ArrowLeft, FileText } from 'lucide-react';
import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { Link, useParams } from 'react-router';
import type { ProductDetail } from '@shared/api/shop';
import NotFoundPage from '@client/components/not-found-page';
import { QueryError } from '@client/components/query-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { statusOf, useProduct } from '../api';
import { AddToCart } from '../components/add-to-cart';
import { ProductCard } from '../components/product-card';
import { ProductGallery } from '../components/product-gallery';
import { Rating } from '../components/rating';
import { ShippingSummary } from '../components/shipping-summary';
import { shopMessages } from '../messages';

// Below the fold, and only for members: each in its own chunk.
const ProductReviews = lazy(() => import('../components/product-reviews'));
const SplitPairOffer = lazy(() => import('../components/split-pair-offer'));

function BackLink() {
  const t = useT(shopMessages);
  return (
    <Link to="/shop" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('product.back')}
    </Link>
  );
}

function Loading() {
  const t = useT(shopMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('product.loading')} className="mt-6 grid gap-8 lg:grid-cols-2">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-7 w-1/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-12 w-1/2" />
      </div>
    </div>
  );
}

/** The admins' text: sanitised HTML made from their markdown by the server. */
const descriptionClass =
  'space-y-4 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6';

function Related({ product }: { product: ProductDetail }) {
  const t = useT(shopMessages);
  return (
    <>
      {product.related.length > 0 ? (
        <section aria-labelledby="related-products-title" className="mt-12">
          <h2 id="related-products-title" className="text-2xl font-bold text-slate-900">
            {t('product.related')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-4">
            {product.related.map((other) => (
              <li key={other.id}>
                <ProductCard product={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.relatedArticles.length > 0 ? (
        <section aria-labelledby="related-articles-title" className="mt-12">
          <h2 id="related-articles-title" className="text-2xl font-bold text-slate-900">
            {t('product.articles')}
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {product.relatedArticles.map((article) => (
              <li key={article.slug}>
                <Link to={`/resources/${article.slug}`} className="group flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-800" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{article.title}</span>
                    {article.excerpt ? <span className="mt-1 line-clamp-3 text-sm text-slate-700">{article.excerpt}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Product({ product }: { product: ProductDetail }) {
  usePageMeta(product.name, product.summary);
  const t = useT(shopMessages);
  const { isAuthenticated } = useAuth();
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return (
    <>
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} images={images} name={product.name} />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            <Link to={`/shop?category=${product.category}`} className="hover:underline">
              {t(`category.${product.category}`)}
            </Link>
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
          <a href="#reviews" className="mt-2 inline-block rounded-sm hover:underline">
            <Rating rating={product.rating} />
          </a>
          <p className="mt-4 text-lg text-slate-800">{product.summary}</p>
          <div className="mt-6">
            <AddToCart key={product.id} product={product} />
          </div>
          {product.soldInPairs && isAuthenticated ? (
            <div className="mt-6">
              <Suspense fallback={null}>
                <SplitPairOffer product={product} />
              </Suspense>
            </div>
          ) : null}
        </div>
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {product.descriptionHtml ? (
          <section aria-labelledby="about-product-title" className="min-w-0">
            <h2 id="about-product-title" className="text-2xl font-bold text-slate-900">
              {t('product.about')}
            </h2>
            {/* Sanitised by the server (shared/api/shop.ts productDetail.descriptionHtml). */}
            <div className={`mt-4 ${descriptionClass}`} dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          </section>
        ) : (
          <div />
        )}
        <ShippingSummary />
      </div>
      <Suspense fallback={null}>
        <ProductReviews slug={product.slug} />
      </Suspense>
      <Related product={product} />
    </>
  );
}

function ProductScreen({ slug }: { slug: string }) {
  const query = useProduct(slug);
  const t = useT(shopMessages);
  const status = query.isError ? statusOf(query.error) : null;
  if (status === 404 || status === 400) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div className="mt-6">
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('product.heading')}</h1>
          <QueryError title={t('product.error')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : (
        <Product product={query.data} />
      )}
    </div>
  );
}

/** /shop/products/:slug: one product, for visitors and members alike. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  // Keyed by the product: another one starts with its own photos and choices.
  return <ProductScreen key={slug} slug={slug} />;
}
