import { formatCents } from '@shared/shop';

export { formatCents };

/** '$24.00', or '$24.00 – $32.00' when the variants' prices differ (thin spaces: it fits a phone's product card). */
export const priceRange = (fromCents: number, toCents: number) =>
  fromCents === toCents ? formatCents(fromCents) : `${formatCents(fromCents)}\u2009–\u2009${formatCents(toCents)}`;

/** Below this many, the page says how many are left. */
export const LOW_STOCK = 5;

/** 'Sold out', 'Only 2 left' or 'In stock'. */
export const stockNote = (stock: number) => (stock <= 0 ? 'Sold out' : stock <= LOW_STOCK ? `Only ${stock} left` : 'In stock');

/** '1 item', '3 items'. */
export const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
/** 'March 4, 2025'. */
export const orderDate = (iso: string) => dateFormat.format(new Date(iso));
