import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type BuddyMatch, type FeedbackBody, MAX_OPEN_REQUESTS, type MatchMember, type MatchStatus } from '../../../shared/api/buddy';
import type { NoticeKind } from '../../../shared/api/notifications';
import { localizedPath } from '../../../shared/i18n/locales';
import type { Db, Tx } from '../../db';
import { buddyMatches, shoeProfiles, users } from '../../db/schema';
import { ensureConversation } from '../../lib/conversations';
import { AppError, notFound, said } from '../../lib/errors';
import { memberLocaleOf, messagesIn } from '../../lib/i18n';
import { enqueueJob } from '../../lib/jobs';
import { queuePush } from '../../lib/push';
import { addNotice } from '../../lib/notices';
import type { UserRow } from '../../lib/sessions';
import { buddyMailMessages } from './mail-messages';
import { isActive } from './matching';
import { authorizeAsk, authorizeSeeMatch, authorizeStep, matchStepsFor, requireConfirmedEmail, seesAllFeedback, seesConversation, seesFullDetails, sideOf } from './policy';
import { factsOf, profileRow } from './profile-service';
import { isCandidate } from './suggestions';

export const BUDDY_EMAIL_JOB = 'buddy.email';
type MatchRow = typeof buddyMatches.$inferSelect;

const matchLink = (id: string) => `/clubfoot-buddy/match/${id}`;

type ProfileRow = typeof shoeProfiles.$inferSelect;

function memberView(user: UserRow | undefined, shoes: ProfileRow | undefined, fullName: boolean): MatchMember {
  if (!user) return { id: '', firstName: 'Deleted', lastName: 'member', profileImageUrl: null, country: null, shoes: null };
  const country = user.privacySettings.showLocation ? (shoes?.country ?? null) : null;
  return {
    id: user.id,
    firstName: user.deletedAt ? 'Deleted' : user.firstName,
    lastName: user.deletedAt ? 'member' : fullName ? user.lastName : null,
    profileImageUrl: user.deletedAt ? null : user.profileImageUrl,
    country,
    shoes: shoes
      ? {
          sizeScale: shoes.sizeScale,
          leftFootSize: Number(shoes.leftFootSize),
          rightFootSize: Number(shoes.rightFootSize),
          leftWidth: shoes.leftWidth,
          rightWidth: shoes.rightWidth,
          preferredBrands: shoes.preferredBrands,
          shoeTypes: shoes.shoeTypes,
          notes: fullName ? shoes.notes : null,
        }
      : null,
  };
}

/** Matches as the viewer sees them; both members and their shoe profiles read in two queries for all. */
async function presentAll(db: Db, matches: MatchRow[], viewer: UserRow): Promise<BuddyMatch[]> {
  const ids = [...new Set(matches.flatMap((match) => [match.requesterId, match.recipientId]))];
  if (ids.length === 0) return [];
  const people = new Map((await db.select().from(users).where(inArray(users.id, ids))).map((person) => [person.id, person]));
  const shoes = new Map((await db.select().from(shoeProfiles).where(inArray(shoeProfiles.userId, ids))).map((row) => [row.userId, row]));
  return matches.map((match) => {
    const full = seesFullDetails(viewer, match);
    const side = sideOf(match, viewer.id);
    const isRequester = side === 'requester';
    const mine = isRequester ? { rating: match.requesterRating, comment: match.requesterFeedback } : { rating: match.recipientRating, comment: match.recipientFeedback };
    const parties = side !== null;
    return {
      id: match.id,
      status: match.status,
      role: side ?? 'observer',
      requester: memberView(people.get(match.requesterId), shoes.get(match.requesterId), full),
      recipient: memberView(people.get(match.recipientId), shoes.get(match.recipientId), full),
      message: match.message,
      createdAt: match.createdAt.toISOString(),
      respondedAt: match.respondedAt?.toISOString() ?? null,
      closedAt: match.closedAt?.toISOString() ?? null,
      conversationId: seesConversation(viewer, match) ? match.conversationId : null,
      actions: matchStepsFor(match, viewer.id),
      myFeedback: parties && mine.rating ? { rating: mine.rating, comment: mine.comment } : null,
      feedback: seesAllFeedback(viewer)
        ? [
            ...(match.requesterRating ? [{ memberId: match.requesterId, rating: match.requesterRating, comment: match.requesterFeedback }] : []),
            ...(match.recipientRating ? [{ memberId: match.recipientId, rating: match.recipientRating, comment: match.recipientFeedback }] : []),
          ]
        : null,
    };
  });
}

async function present(db: Db, match: MatchRow, viewer: UserRow): Promise<BuddyMatch> {
  const [presented] = await presentAll(db, [match], viewer);
  return presented as BuddyMatch;
}

/** A match the viewer may see: one of the two members, or an admin; anyone else gets 404. */
async function visibleMatch(db: Db, viewer: UserRow, id: string) {
  const [match] = await db.select().from(buddyMatches).where(eq(buddyMatches.id, id));
  return authorizeSeeMatch(viewer, match);
}

export async function getMatch(db: Db, viewer: UserRow, id: string) {
  return present(db, await visibleMatch(db, viewer, id), viewer);
}

export async function listMyMatches(db: Db, viewer: UserRow) {
  const rows = await db
    .select()
    .from(buddyMatches)
    .where(or(eq(buddyMatches.requesterId, viewer.id), eq(buddyMatches.recipientId, viewer.id)))
    .orderBy(desc(sql`coalesce(${buddyMatches.closedAt}, ${buddyMatches.respondedAt}, ${buddyMatches.createdAt})`))
    .limit(100);
  return { matches: await presentAll(db, rows, viewer) };
}

/** The steps the other member hears of (their notice's title and body are `${step}.title` and `.body` in buddy-mail). */
type NoticeStep = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'completed' | 'feedback';

/** The in-site notice, the e-mail job and the push for the other member, in the step's transaction, in their language. */
async function tellOther(tx: Tx, match: MatchRow, actor: UserRow, step: NoticeStep) {
  const otherId = match.requesterId === actor.id ? match.recipientId : match.requesterId;
  const t = messagesIn(buddyMailMessages, await memberLocaleOf(tx, otherId));
  const text = { title: t(`${step}.title`), body: t(`${step}.body`, { who: actor.firstName ?? t('someone') }) };
  await addNotice(tx, otherId, { kind: `buddy.${step}` as NoticeKind, ...text, link: matchLink(match.id) });
  await enqueueJob(tx, BUDDY_EMAIL_JOB, { recipientId: otherId, title: text.title, body: text.body, link: matchLink(match.id) });
  await queuePush(tx, otherId, 'buddy', (locale) => ({ ...text, url: localizedPath(matchLink(match.id), locale), tag: `buddy-${match.id}` }));
}

export async function requestMatch(db: Db, requester: UserRow, memberId: string, message: string) {
  authorizeAsk(requester, memberId);
  requireConfirmedEmail(requester, 'ask');
  const mine = await profileRow(db, requester.id);
  if (!mine) throw new AppError('CONFLICT', 'Please add your shoe sizes on your profile first.');
  const facts = factsOf(mine);
  if (!isActive(facts)) throw new AppError('CONFLICT', 'Your shoe profile is paused, needs your sizes confirmed, or has equal sizes, so it cannot be matched right now.');
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!target) throw notFound('Member not found');
  const match = await db.transaction(async (tx) => {
    // The requester's row is locked first, so two requests at once are counted one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, requester.id)).for('update');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(buddyMatches)
      .where(and(eq(buddyMatches.requesterId, requester.id), eq(buddyMatches.status, 'requested')));
    if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS) {
      throw new AppError('TOO_MANY_REQUESTS', said('You have {count} requests waiting for an answer. Please wait for replies, or cancel one, before asking someone else.', { count: MAX_OPEN_REQUESTS }));
    }
    if (!(await isCandidate(tx, facts, memberId))) {
      throw new AppError('CONFLICT', 'This member is not a possible buddy for you right now (their sizes may have changed, or you already have a match with them).');
    }
    const [row] = await tx
      .insert(buddyMatches)
      .values({ requesterId: requester.id, recipientId: memberId, message: message || null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 'You already have an open match with this member.');
    await tellOther(tx, row, requester, 'requested');
    return row;
  });
  return present(db, match, requester);
}

const STEP: Record<'accept' | 'decline' | 'cancel' | 'complete', { to: MatchStatus; notice: NoticeStep }> = {
  accept: { to: 'accepted', notice: 'accepted' },
  decline: { to: 'declined', notice: 'declined' },
  cancel: { to: 'cancelled', notice: 'cancelled' },
  complete: { to: 'completed', notice: 'completed' },
};

/** One step of a match's life, only where the policy allows it (checked again under a row lock). */
export async function stepMatch(db: Db, actor: UserRow, id: string, action: keyof typeof STEP) {
  authorizeStep(actor, await visibleMatch(db, actor, id), action);
  if (action === 'accept') requireConfirmedEmail(actor, 'accept');
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(buddyMatches).where(eq(buddyMatches.id, id)).for('update');
    if (!locked || !matchStepsFor(locked, actor.id).includes(action)) throw new AppError('CONFLICT', 'This match changed meanwhile; please look again.');
    // Opened in the step's transaction: a step that fails leaves no conversation behind.
    const conversationId = action === 'accept' ? (await ensureConversation(tx, locked.requesterId, locked.recipientId)).id : locked.conversationId;
    const now = new Date();
    const closing = action !== 'accept';
    const [row] = await tx
      .update(buddyMatches)
      .set({
        status: STEP[action].to,
        conversationId,
        ...(action === 'accept' || action === 'decline' ? { respondedAt: now } : {}),
        ...(closing ? { closedAt: now, closedById: actor.id } : {}),
      })
      .where(eq(buddyMatches.id, id))
      .returning();
    await tellOther(tx, row as MatchRow, actor, STEP[action].notice);
    return row as MatchRow;
  });
  return present(db, updated, actor);
}

export async function leaveFeedback(db: Db, actor: UserRow, id: string, body: Required<FeedbackBody>) {
  await visibleMatch(db, actor, id);
  const updated = await db.transaction(async (tx) => {
    const [match] = await tx.select().from(buddyMatches).where(eq(buddyMatches.id, id)).for('update');
    if (!match || !matchStepsFor(match, actor.id).includes('feedback')) {
      throw new AppError('CONFLICT', 'Feedback can be left once the match is completed, by the two buddies.');
    }
    const isRequester = match.requesterId === actor.id;
    const first = (isRequester ? match.requesterRating : match.recipientRating) === null;
    const values = isRequester
      ? { requesterRating: body.rating, requesterFeedback: body.comment || null }
      : { recipientRating: body.rating, recipientFeedback: body.comment || null };
    const [row] = await tx.update(buddyMatches).set(values).where(eq(buddyMatches.id, id)).returning();
    if (first) await tellOther(tx, row as MatchRow, actor, 'feedback');
    return row as MatchRow;
  });
  return present(db, updated, actor);
}

/** /admin figures: profiles, open requests, matches, and the median time from request to acceptance. */
export async function buddyStats(db: Db) {
  const [profiles] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where not ${shoeProfiles.paused} and ${shoeProfiles.confirmBy} > now() and ${shoeProfiles.leftFootSize} <> ${shoeProfiles.rightFootSize}))::int`,
    })
    .from(shoeProfiles);
  const [matches] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${buddyMatches.status} = 'requested'))::int`,
      accepted: sql<number>`(count(*) filter (where ${buddyMatches.status} = 'accepted'))::int`,
      completed: sql<number>`(count(*) filter (where ${buddyMatches.status} = 'completed'))::int`,
      medianHours: sql<number | null>`(percentile_cont(0.5) within group (order by extract(epoch from ${buddyMatches.respondedAt} - ${buddyMatches.createdAt}) / 3600) filter (where ${buddyMatches.status} in ('accepted', 'completed') and ${buddyMatches.respondedAt} is not null))::float8`,
    })
    .from(buddyMatches);
  return {
    profiles: profiles?.total ?? 0,
    activeProfiles: profiles?.active ?? 0,
    openRequests: matches?.open ?? 0,
    acceptedMatches: matches?.accepted ?? 0,
    completedMatches: matches?.completed ?? 0,
    medianHoursToMatch: matches?.medianHours === null || matches?.medianHours === undefined ? null : Math.round(Number(matches.medianHours) * 10) / 10,
  };
}
