import { PackageCheck, Printer, RotateCcw, Truck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminOrder, OrderStatusChange } from '@shared/api/shop';
import { formatCents } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { TextField } from '@client/components/ui/field';
import { FormDialog, FormError } from '@client/components/ui/form-dialog';
import { packingSlipHref, useChangeOrderStatus } from '../api';
import { orderStatusNotices } from './notices';

const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'];
const PACKABLE = ['paid', 'packed', 'shipped', 'delivered'];

/** The carrier and tracking number, asked for before an order is marked shipped; the customer is e-mailed both. */
function ShipDialog({ order, open, onOpenChange, onShipped }: { order: AdminOrder; open: boolean; onOpenChange: (open: boolean) => void; onShipped: () => void }) {
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const ship = useChangeOrderStatus(orderStatusNotices);
  const submit = () => {
    const next = {
      carrier: carrier.trim() ? undefined : 'Please enter the carrier',
      tracking: tracking.trim() ? undefined : 'Please enter the tracking number',
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
      title={`Ship order ${order.number}`}
      description={`${order.email} gets an e-mail with the carrier and tracking number as soon as you confirm.`}
      submitLabel="Mark as shipped"
      pendingLabel="Shipping…"
      pending={ship.isPending}
      onSubmit={submit}
    >
      <TextField id={`${id}-carrier`} label="Carrier" list={`${id}-carriers`} maxLength={60} autoComplete="off" value={carrier} error={errors.carrier} onChange={(event) => setCarrier(event.target.value)} />
      <datalist id={`${id}-carriers`}>
        {CARRIERS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextField id={`${id}-tracking`} label="Tracking number" maxLength={80} autoComplete="off" spellCheck={false} value={tracking} error={errors.tracking} onChange={(event) => setTracking(event.target.value)} />
      <FormError error={ship.error} fallback="Could not ship the order. Please try again." />
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
  const [shipping, setShipping] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const move = (next: OrderStatusChange, onSettled?: () => void) => change.mutate({ order, change: next }, { onSuccess: onChanged, onSettled });
  const status = order.status;
  const restocks = order.shippedAt === null;
  const total = formatCents(order.totalCents);
  const busy = change.isPending;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {status === 'paid' ? (
          <Button type="button" disabled={busy} onClick={() => move({ status: 'packed' })}>
            <PackageCheck aria-hidden="true" /> Mark as packed
          </Button>
        ) : null}
        {status === 'packed' ? (
          <Button type="button" disabled={busy} onClick={() => setShipping(true)}>
            <Truck aria-hidden="true" /> Ship…
          </Button>
        ) : null}
        {status === 'shipped' ? (
          <Button type="button" disabled={busy} onClick={() => move({ status: 'delivered' })}>
            <PackageCheck aria-hidden="true" /> Mark as delivered
          </Button>
        ) : null}
        {PACKABLE.includes(status) ? (
          <Button asChild variant="outline">
            <a href={packingSlipHref(order.id)} target="_blank" rel="noopener">
              <Printer aria-hidden="true" /> Packing slip<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        {status === 'paid' || status === 'packed' ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming('cancelled')} className="border-red-200 text-red-700 hover:bg-red-50">
            <XCircle aria-hidden="true" /> Cancel order…
          </Button>
        ) : null}
        {status === 'shipped' || status === 'delivered' ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => setConfirming('refunded')} className="border-red-200 text-red-700 hover:bg-red-50">
            <RotateCcw aria-hidden="true" /> Refund…
          </Button>
        ) : null}
      </div>
      {!PACKABLE.includes(status) ? <p className="text-sm text-slate-700">Nothing is left to do for this order.</p> : null}
      {status === 'paid' ? <p className="text-sm text-slate-700">Print the packing slip, pack the items, then mark the order as packed; it can be shipped once packed.</p> : null}
      <FormError error={change.error} fallback="Could not update the order. Please try again." />

      {/* Mounted whatever the status: the shipped order's answer comes back to it (to close it and move the focus). */}
      <ShipDialog order={order} open={shipping && status === 'packed'} onOpenChange={setShipping} onShipped={onChanged} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        pending={busy}
        cancelLabel="Keep the order"
        onConfirm={() => {
          if (confirming) move({ status: confirming }, () => setConfirming(null));
        }}
        {...(confirming === 'cancelled'
          ? {
              title: `Cancel order ${order.number}?`,
              description: `The payment of ${total} is refunded through the payment provider, the items go back into stock and the order is marked cancelled. This cannot be undone.`,
              confirmLabel: `Cancel and refund ${total}`,
            }
          : {
              title: `Refund order ${order.number}?`,
              description: `The payment of ${total} is refunded through the payment provider${restocks ? ' and the items go back into stock' : ''}. This cannot be undone.`,
              confirmLabel: `Refund ${total}`,
            })}
      />
    </div>
  );
}
