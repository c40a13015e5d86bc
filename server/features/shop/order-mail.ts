import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orderNumberText } from '../../../shared/shop';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { orders } from '../../db/schema';
import type { JobHandlers } from '../../lib/jobs';
import { messagesIn } from '../../lib/i18n';
import type { Mailer } from '../../lib/mail';
import { readOrganisation } from '../../lib/organisation';
import { orderLink, orderLocale, orderSummaryText } from './jobs';
import { shopMailMessages } from './mail-messages';

/** Queued with the change to shipped, so the e-mail goes only once the change is saved, and is tried again if it fails. */
export const ORDER_SHIPPED_JOB = 'shop.order-shipped';

const payload = z.object({ orderId: z.string().uuid() });

/** Carriers whose tracking page takes the number in its address. */
const TRACKING_PAGES: [RegExp, string][] = [
  [/\busps\b|postal service/i, 'https://tools.usps.com/go/TrackConfirmAction?tLabels='],
  [/\bups\b/i, 'https://www.ups.com/track?tracknum='],
  [/fedex/i, 'https://www.fedex.com/fedextrack/?trknbr='],
  [/\bdhl\b/i, 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id='],
];

/** The carrier's own page for this parcel, when we know its address. */
export function trackingPage(carrier: string, trackingNumber: string) {
  const page = TRACKING_PAGES.find(([pattern]) => pattern.test(carrier));
  return page ? `${page[1]}${encodeURIComponent(trackingNumber)}` : null;
}

/** The customer's e-mail when their order ships: the carrier, the tracking number, what is in the parcel and where it goes. */
export function orderMailJobHandlers({ db, mailer, config }: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> }): JobHandlers {
  return {
    [ORDER_SHIPPED_JOB]: async (raw) => {
      const { orderId } = payload.parse(raw);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      // Refunded or cancelled before the e-mail went: there is nothing on its way to tell about.
      if (!order || !order.carrier || !order.trackingNumber || (order.status !== 'shipped' && order.status !== 'delivered')) return;
      const number = orderNumberText(order.number);
      const organisation = (await readOrganisation(db)).name;
      const tracking = trackingPage(order.carrier, order.trackingNumber);
      const locale = await orderLocale(db, order);
      const t = messagesIn(shopMailMessages, locale);
      const link = await orderLink(db, config, order, locale);
      await mailer.send({
        to: order.email,
        subject: t('shipped.subject', { number }),
        link,
        text: [
          t('shipped.intro', { number }),
          '',
          t('shipped.carrier', { carrier: order.carrier }),
          t('shipped.tracking', { tracking: order.trackingNumber }),
          ...(tracking ? [t('shipped.follow', { link: tracking })] : []),
          '',
          t('shipped.contents'),
          await orderSummaryText(db, order, locale),
          '',
          t('order.see', { link }),
          '',
          // The English is shared/shop.ts's RETURNS_SUMMARY, word for word.
          t('shipped.returns'),
          '',
          t('shipped.closing', { organisation }),
        ].join('\n'),
      });
    },
  };
}
