import { AlertTriangle, ArrowLeft, CheckCircle2, Clock, Footprints } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SplitPairView } from '@shared/api/shop';
import { SPLIT_PAIR_DAYS } from '@shared/shop';
import { INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { CurrentUser } from '@shared/api/user';
import NotFoundPage from '@client/components/not-found-page';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { usePageMeta } from '@client/lib/page-meta';
import { orderPath, statusOf } from '../api';
import { HalfCheckout } from '../components/half-checkout';
import { PageLoadError, PageLoading } from '../components/page-states';
import { ProductPhoto } from '../components/product-card';
import { formatCents, orderDate } from '../format';
import { shopMessages } from '../messages';
import { splitPairPath, usePaySplitPairHalf, useCloseSplitPair, useRefreshSplitPair, useSplitPair } from '../split-pairs-api';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
type Half = SplitPairView['initiator'];

const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>();
function deadlineFormat(locale: Locale) {
  let format = deadlineFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
    deadlineFormats.set(locale, format);
  }
  return format;
}

/** One member's shoes: which size on which foot, the half's price, paid or not, and the viewer's own order. */
function HalfCard({ half, yours }: { half: Half; yours: boolean }) {
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid={yours ? 'your-half' : 'buddy-half'}>
      <h3 className="font-semibold text-slate-900">{yours ? t('split.yourHalf') : t('split.theirHalf', { name: half.member.name })}</h3>
      <p className="mt-1 text-slate-800">
        {t('split.sizes', { left: half.leftSize, right: half.rightSize })}
      </p>
      <p className="mt-1 text-slate-700">
        {t('split.plusShipping', { price: formatCents(half.halfCents, locale) })}{' '}
        {half.paid ? (
          <strong className="inline-flex items-center gap-1 text-brand-800">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {t('split.paid')}
          </strong>
        ) : (
          <strong className="text-slate-900">{t('split.notPaid')}</strong>
        )}
      </p>
      {yours && half.orderNumber ? (
        <p className="mt-2 text-sm">
          <Link to={orderPath(half.orderNumber)} className={linkClass}>
            {t('split.yourOrder', { number: half.orderNumber })}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** Where the split pair stands, in words for the member looking at it. */
function StatusNote({ split, paying }: { split: SplitPairView; paying: boolean }) {
  const mine = split.you === 'initiator' ? split.initiator : split.partner;
  const buddy = split.you === 'initiator' ? split.partner : split.initiator;
  const t = useT(shopMessages);
  const locale = useLocale();
  const deadline = deadlineFormat(locale).format(new Date(split.expiresAt));
  if (split.status === 'waiting-initiator' || (paying && split.status === 'waiting-partner' && !mine.paid)) {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {split.you === 'initiator' || paying ? t('payment.waiting') : t('split.startedBy', { name: buddy.member.name })}
      </p>
    );
  }
  if (split.status === 'waiting-partner') {
    return (
      <p className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          {split.you === 'initiator'
            ? t('split.waitingForThem', { name: buddy.member.name, deadline })
            : t('split.waitingForYou', { name: buddy.member.name, deadline })}
        </span>
      </p>
    );
  }
  if (split.status === 'complete') {
    return (
      <p role="status" className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {t('split.complete')}
      </p>
    );
  }
  const why =
    split.status === 'declined'
      ? split.you === 'partner'
        ? t('split.youDeclined')
        : t('split.theyDeclined', { name: buddy.member.name })
      : split.status === 'expired'
        ? t('split.expired', { days: SPLIT_PAIR_DAYS })
        : t('split.calledOff');
  return (
    <p className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-700" />
      {why} {t('split.refunds')}
    </p>
  );
}

/** "Decline" for the buddy, "Call it off" for the first buyer, while the second half is awaited. */
function CloseSplitPair({ split }: { split: SplitPairView }) {
  const [open, setOpen] = useState(false);
  const close = useCloseSplitPair(split.id);
  const t = useT(shopMessages);
  const partner = split.you === 'partner';
  const buddy = partner ? split.initiator.member.name : split.partner.member.name;
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: partner ? t('split.declinedToast') : t('split.calledOffToast'),
          description: partner ? t('split.buddyRefunded', { name: buddy }) : t('split.youRefunded'),
        });
      },
      onError: (error) => {
        setOpen(false);
        toast({ title: t('split.nothingChanged'), description: errorMessage(error), variant: 'destructive' });
      },
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {partner ? t('split.decline') : t('split.callOff')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={partner ? t('split.declineTitle') : t('split.callOffTitle')}
        description={
          partner ? t('split.declineText', { name: buddy }) : t('split.callOffText', { name: buddy })
        }
        confirmLabel={partner ? t('split.decline') : t('split.callOff')}
        cancelLabel={partner ? t('split.keepOpen') : t('split.keepWaiting')}
        onConfirm={confirm}
        pending={close.isPending}
      />
    </>
  );
}

/** The buddy's half: their own address, shipping and card. */
function PayYourHalf({ split, user, onPaid }: { split: SplitPairView; user: CurrentUser; onPaid: () => void }) {
  const pay = usePaySplitPairHalf(split.id);
  const refresh = useRefreshSplitPair(split.id);
  const t = useT(shopMessages);
  return (
    <section aria-label={t('split.payHalf')} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <HalfCheckout
        user={user}
        halfCents={split.partner.halfCents}
        pending={pay.isPending}
        start={(request, key) => pay.mutateAsync({ request, key })}
        returnPath={() => `${splitPairPath(split.id)}?paid=1`}
        onPaid={onPaid}
        onPaymentFailed={() => void refresh()}
      />
    </section>
  );
}

function SplitPair({ split, user, paid }: { split: SplitPairView; user: CurrentUser; paid: boolean }) {
  const t = useT(shopMessages);
  const locale = useLocale();
  usePageMeta(t('split.metaTitle', { product: split.product.name }), t('split.metaDescription'));
  const [paying, setPaying] = useState(paid);
  const query = useSplitPair(split.id, paying);
  const view = query.data ?? split;
  const yours = view.you === 'initiator' ? view.initiator : view.partner;
  const theirs = view.you === 'initiator' ? view.partner : view.initiator;
  const waiting = view.status === 'waiting-partner';
  const payNow = waiting && view.you === 'partner' && !paying;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{t('split.with', { name: theirs.member.name })}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            <Rich
              t={t}
              k="status.line"
              values={{ status: t(`splitStatus.${view.status}`) }}
              tags={{
                strong: (text) => (
                  <strong className="text-slate-900" data-testid="split-pair-status">
                    {text}
                  </strong>
                ),
              }}
            />
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('split.startedOn', { date: orderDate(view.createdAt, locale) })}</span>
        </p>
      </div>
      <StatusNote split={view} paying={paying} />
      <Link to={`/shop/products/${view.product.slug}`} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-600">
        <ProductPhoto image={view.product.image} className="size-16 shrink-0 rounded-md" />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{view.product.name}</span>
          <span className="block text-sm text-slate-700">{t('split.twoPairs')}</span>
        </span>
      </Link>
      <section aria-labelledby="split-halves-title">
        <h2 id="split-halves-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Footprints aria-hidden="true" className="size-5 text-brand-700" /> {t('split.whoGetsWhich')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          <HalfCard half={yours} yours />
          <HalfCard half={theirs} yours={false} />
        </ul>
      </section>
      {payNow ? (
        <PayYourHalf
          split={view}
          user={user}
          onPaid={() => {
            setPaying(true);
            void query.refetch();
          }}
        />
      ) : null}
      {waiting && !paying ? (
        <div className="flex flex-wrap items-center gap-3">
          <CloseSplitPair split={view} />
        </div>
      ) : null}
    </div>
  );
}

/** /shop/split-pairs/:id: a split pair, for its two members only. */
export default function SplitPairPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user, isLoading } = useAuth();
  const query = useSplitPair(id, false);
  const t = useT(shopMessages);
  const status = query.isError ? statusOf(query.error) : null;
  if (!isLoading && !user) return <NotFoundPage forVisitor />;
  if (status !== null && status >= 400 && status < 500) return <NotFoundPage />;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <Link to="/profile" className="mb-4 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('split.yourProfile')}
        </Link>
        {query.isPending || !user ? (
          <PageLoading label={t('split.loading')} />
        ) : query.isError ? (
          <PageLoadError heading={t('split.heading')} title={t('split.error')} query={query} />
        ) : (
          <SplitPair key={query.data.id} split={query.data} user={user} paid={params.get('paid') === '1'} />
        )}
      </div>
    </div>
  );
}
