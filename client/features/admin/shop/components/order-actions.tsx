import { PackageCheck, Printer, RotateCcw, Truck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminOrder, OrderStatusChange } from '@shared/api/shop';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { packingSlipHref, useChangeOrderStatus } from '../api';
import { orderStatusNotices } from './notices';
import { formatCents } from '../format';
import { useLocale, useT } from '@client/lib/i18n';
import { shopAdminMessages } from '../messages';

const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'];
const PACKABLE = ['paid', 'packed', 'shipped', 'delivered'];

/** The carrier and tracking number, asked for before an order is marked shipped; the customer is e-mailed both. */
function ShipDialog({ order, open, onOpenChange, onShipped }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void; onShipped: () => void }) {
  const id = useId();
  const t = useT(shopAdminMessages);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const ship = useChangeOrderStatus(orderStatusNotices);
  const submit = () => {
    const next = {
      carrier: carrier.trim() ? undefined : t('actions.enterCarrier'),
      tracking: tracking.trim() ? undefined : t('actions.enterTracking'),
    };
    setErrors(next);
    if (next.carrier) return document.getElementById(`${id}-carrier`)?.focus();
    if (next.tracking) return document.getElementById(`${id}-tracking`)?.focus();
    ship.mutate(
      { order, change: { status: 'shipped', carrier: carrier.trim(), trackingNumber: tracking.trim() } },
      {
        onSuccess: () => {
          onOpenChange(false);
          onShipped();
        },
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) ship.reset();
        onOpenChange(next);
      }}
      title={t('actions.shipTitle', { number: order.number })}
      description={t('actions.shipText', { email: order.email })}
      submitLabel={t('actions.markShipped')}
      pendingLabel={t('actions.shipping')}
      pending={ship.isPending}
      onSubmit={submit}
    >
      <TextField id={`${id}-carrier`} label={t('actions.carrier')} list={`${id}-carriers`} maxLength={60} autoComplete="off" value={carrier} error={errors.carrier} onChange={(event) => setCarrier(event.target.value)} />
      <datalist id={`${id}-carriers`}>
        {CARRIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField id={`${id}-tracking`} label={t('actions.tracking')} maxLength={80} autoComplete="off" spellCheck={false} value={tracking} error={errors.tracking} onChange={(event) => setTracking(event.target.value)} />
      <FormError error={ship.error} fallback={t('actions.shipFailed')} />
    </FormDialog>
  );
}

type Confirming = Extract<OrderStatusChange['status'], 'cancelled' | 'refunded'>;

/**
 * What can happen to the order next, by its status: pack, ship, deliver; cancel or refund after
 * asking; and its packing slip. `onChanged` takes the focus somewhere once the pressed button has gone.
 */
export function OrderActions({ order, onChanged }: { order: AdminOrder; onChanged: () => void }) {
  const change = useChangeOrderStatus(orderStatusNotices);
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const move = (next: OrderStatusChange, onSettled?: () => void) => change.mutate({ order, change: next }, { onSuccess: onChanged, onSettled });
  const status = order.status;
  const restocks = order.shippedAt === null;
  const total = formatCents(order.totalCents, locale);
  const busy = change.isPending;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {status === 'paid' ? (
          <Button type="button" disabled={busy} onClick={() => move({ status: 'packed' })}>
            <PackageCheck aria-hidden="true" /> {t('actions.markPacked')}
          </Button>
        ) : null}
        {status === 'packed' ? (
          <Button type="button" disabled={busy} onClick={() => setShipping(true)}>
            <Truck aria-hidden="true" /> {t('actions.ship')}
          </Button>
        ) : null}
        {status === 'shipped' ? (
          <Button type="button" disabled={busy} onClick={() => move({ status: 'delivered' })}>
            <PackageCheck aria-hidden="true" /> {t('actions.markDelivered')}
          </Button>
        ) : null}
        {PACKABLE.includes(status) ? (
          <Button asChild variant="outline">
            <a href={packingSlipHref(order.id)} target="_blank" rel="noopener">
              <Printer aria-hidden="true" /> {t('actions.packingSlip')}<span className="sr-only">{t('actions.newTab')}</span>
            </a>
          </Button>
        ) : null}
        {status === 'paid' || status === 'packed' ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming('cancelled')} className="border-red-200 text-red-700 hover:bg-red-50">
            <XCircle aria-hidden="true" /> {t('actions.cancel')}
          </Button>
        ) : null}
        {status === 'shipped' || status === 'delivered' ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming('refunded')} className="border-red-200 text-red-700 hover:bg-red-50">
            <RotateCcw aria-hidden="true" /> {t('actions.refund')}
          </Button>
        ) : null}
      </div>
      {!PACKABLE.includes(status) ? <p className="text-sm text-slate-700">{t('actions.nothingLeft')}</p> : null}
      {status === 'paid' ? <p className="text-sm text-slate-700">{t('actions.packFirst')}</p> : null}
      <FormError error={change.error} fallback={t('actions.updateFailed')} />

      {/* Mounted whatever the status: the shipped order's answer comes back to it (to close it and move the focus). */}
      <ShipDialog order={order} open={shipping && status === 'packed'} onOpenChange={setShipping} onShipped={onChanged} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        pending={busy}
        cancelLabel={t('actions.keep')}
        onConfirm={() => {
          if (confirming) move({ status: confirming }, () => setConfirming(null));
        }}
        {...(confirming === 'cancelled'
          ? {
              title: t('actions.cancelTitle', { number: order.number }),
              description: t('actions.cancelText', { total }),
              confirmLabel: t('actions.cancelConfirm', { total }),
            }
          : {
              title: t('actions.refundTitle', { number: order.number }),
              description: t('actions.refundText', { total, restocks: restocks ? 'yes' : 'no' }),
              confirmLabel: t('actions.refundConfirm', { total }),
            })}
      />
    </div>
  );
}
