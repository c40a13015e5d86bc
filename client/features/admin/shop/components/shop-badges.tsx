import type { OrderStatus, ProductStatus } from '@shared/shop';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { useT } from '@client/lib/i18n';
import { ORDER_STATUS, PRODUCT_STATUS } from '../labels';
import { shopAdminMessages } from '../messages';

/* A product's and an order's status in words and colour (with the words, never the colour alone). */

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useT(shopAdminMessages);
  return status === 'published' ? <Badge>{t(PRODUCT_STATUS.published)}</Badge> : <Badge variant="secondary">{t(PRODUCT_STATUS.draft)}</Badge>;
}

const ORDER_STATUS_CLASSES: Record<OrderStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  'awaiting-partner': 'bg-violet-100 text-violet-900',
  // Waiting for the team: the one that asks for attention.
  paid: 'bg-amber-100 text-amber-900',
  packed: 'bg-sky-100 text-sky-900',
  shipped: 'bg-brand-100 text-brand-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-100 text-slate-800',
  refunded: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-slate-100 text-slate-800',
};

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const t = useT(shopAdminMessages);
  return <Badge className={cn('border-transparent', ORDER_STATUS_CLASSES[status], className)}>{t(ORDER_STATUS[status])}</Badge>;
}
