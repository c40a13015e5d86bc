import { Footprints, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductDetail, SplitPairOption } from '@shared/api/shop';
import { SPLIT_PAIR_DAYS } from '@shared/shop';
import type { CurrentUser } from '@shared/api/user';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { formatCents } from '../format';
import { shopMessages } from '../messages';
import { splitPairPath, useSplitPairOptions, useStartSplitPair } from '../split-pairs-api';
import { HalfCheckout } from './half-checkout';

type Ready = SplitPairOption & { mine: NonNullable<SplitPairOption['mine']>; buddys: NonNullable<SplitPairOption['buddys']>; halfCents: number; leftVariantId: string; rightVariantId: string };

const isReady = (option: SplitPairOption): option is Ready =>
  option.problem === null && option.mine !== null && option.buddys !== null && option.halfCents !== null && option.leftVariantId !== null && option.rightVariantId !== null;

/** What a split pair with this buddy means, in plain words. */
function Explanation({ option }: { option: Ready }) {
  const name = option.buddy.name;
  const t = useT(shopMessages);
  const locale = useLocale();
  return (
    <div className="space-y-2 text-sm text-slate-800">
      <p>
        {t('split.explainSizes', { myLeft: option.mine.left, myRight: option.mine.right, name, theirLeft: option.buddys.left, theirRight: option.buddys.right })}
      </p>
      <p>
        <Rich
          t={t}
          k="split.explainPay"
          values={{ amount: formatCents(option.halfCents, locale), name, days: SPLIT_PAIR_DAYS }}
          tags={{ strong: (text) => <strong className="text-slate-900">{text}</strong> }}
        />
      </p>
    </div>
  );
}

/** The first half: address and shipping, then the card; then the split pair's own page. */
function StartSplitPair({ product, option, user, onCancel }: { product: ProductDetail; option: Ready; user: CurrentUser; onCancel: () => void }) {
  const navigate = useNavigate();
  const start = useStartSplitPair(product.slug);
  const splitId = useRef<string | null>(null);
  const t = useT(shopMessages);
  return (
    <div className="space-y-4">
      <HalfCheckout
        user={user}
        halfCents={option.halfCents}
        pending={start.isPending}
        start={async (request, key) => {
          const started = await start.mutateAsync({
            request: { matchId: option.matchId, leftVariantId: option.leftVariantId, rightVariantId: option.rightVariantId, ...request },
            key,
          });
          splitId.current = started.splitPairId;
          return started;
        }}
        returnPath={() => splitPairPath(splitId.current ?? '')}
        onPaid={() => {
          if (splitId.current) void navigate(splitPairPath(splitId.current));
        }}
      />
      <Button variant="ghost" onClick={onCancel}>
        {t('split.notNow')}
      </Button>
    </div>
  );
}

function Offer({ product, option, user }: { product: ProductDetail; option: Ready; user: CurrentUser }) {
  const id = useId();
  const [starting, setStarting] = useState(false);
  const t = useT(shopMessages);
  return (
    <li className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5" data-testid="split-pair-offer">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" /> {t('split.with', { name: option.buddy.name })}
      </h3>
      <div className="mt-2">
        <Explanation option={option} />
      </div>
      <div className="mt-4">
        {starting ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <StartSplitPair product={product} option={option} user={user} onCancel={() => setStarting(false)} />
          </div>
        ) : (
          <Button onClick={() => setStarting(true)} className="h-auto min-h-10 whitespace-normal text-left">
            <Footprints aria-hidden="true" /> {t('split.buy', { name: option.buddy.name })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** For members with an accepted Clubfoot Buddy: buying this product as a split pair, or why it cannot be. */
export default function SplitPairOffer({ product }: { product: ProductDetail }) {
  const { user } = useAuth();
  const t = useT(shopMessages);
  const options = useSplitPairOptions(product.slug, user !== null).data?.options ?? [];
  if (!user || options.length === 0) return null;
  const ready = options.filter(isReady);
  const quiet = options.filter((option) => !isReady(option));
  return (
    <section aria-label={t('split.offersLabel')} className="space-y-3">
      {ready.length > 0 ? (
        <ul className="space-y-3">
          {ready.map((option) => (
            <Offer key={option.matchId} product={product} option={option} user={user} />
          ))}
        </ul>
      ) : null}
      {quiet.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700">
          {quiet.map((option) => (
            <li key={option.matchId}>
              {t('split.problem', { name: option.buddy.name, problem: option.problem ?? t('split.notPossible') })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
