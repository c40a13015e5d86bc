import { ORDER_STATUS_LABELS, type OrderStatus, type ProductStatus } from '@shared/shop';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

/* A product's and an order's status in words and colour (with the words, never the colour alone). */

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { draft: 'Draft', published: 'Published' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return status === 'published' ? <Badge>Published</Badge> : <Badge variant="secondary">Draft</Badge>;
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
  return <Badge className={cn('border-transparent', ORDER_STATUS_CLASSES[status], className)}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
