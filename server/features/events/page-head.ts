import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { Db } from '../../db';
import { events } from '../../db/schema';
import { readOrganisation } from '../../lib/organisation';
import { type PageHead, type PageHeadProvider, paramOf } from '../../lib/page-head';
import { canSeeEvent } from './policy';
import { type EventRow, summaryOf } from './present';

/** Where it happens: the page itself for an online event (never the join link), the venue for one in person. */
function locationOf(row: EventRow, url: string) {
  if (row.format === 'online') return { '@type': 'VirtualLocation', url };
  const address = row.address?.replace(/\s*\n\s*/g, ', ');
  return { '@type': 'Place', name: row.venueName || address || row.title, ...(address ? { address } : {}) };
}

/**
 * /events/{slug} as link previews and search engines see it: title, summary and the schema.org Event
 * (when, online or in person, cancelled or not, who organises it); 404 for an unknown or draft event.
 * The join link is for those registered, from shortly before the start: never here.
 */
export function eventPageHead(db: Db, publicUrl: string): PageHeadProvider {
  return async (pattern, pathname): Promise<PageHead | null> => {
    if (pattern !== paths.event) return null;
    const url = `${publicUrl}${pathname}`;
    const slug = paramOf(pattern, pathname, 'slug');
    const [row] = slug ? await db.select().from(events).where(eq(events.slug, slug)) : [];
    if (!row || !canSeeEvent(null, row)) {
      return { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', url, status: 404 };
    }
    const description = summaryOf(row.description) || `${row.title}: an event of the Clubfoot Community.`;
    const organisation = await readOrganisation(db);
    return {
      title: row.title,
      description,
      url,
      structuredData: {
        '@type': 'Event',
        name: row.title,
        description,
        url,
        startDate: row.startsAt.toISOString(),
        endDate: row.endsAt.toISOString(),
        eventAttendanceMode: `https://schema.org/${row.format === 'online' ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
        eventStatus: `https://schema.org/${row.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
        location: locationOf(row, url),
        organizer: { '@type': 'Organization', name: organisation.name, url: publicUrl },
        ...(row.hostName ? { performer: { '@type': 'Person', name: row.hostName } } : {}),
      },
    };
  };
}
