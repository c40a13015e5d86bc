import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../shared/api/contract';
import { eq } from 'drizzle-orm';
import { charityPayouts, resourceFiles, resources, users } from '../../server/db/schema';
import { seedForum } from '../../server/seed/factories/forum';
import { articleValues } from '../../server/seed/factories/resources';
import { signUp } from './accounts';
import { referralForm } from './referrals';
import { readyVideo } from './videos';
import { checkout, makeProduct, payWithTestCard } from './shop';
import { makeEvent } from './events';
import { makeGroup } from './groups';

/**
 * Who may call what: one entry per endpoint of the contract (shared/api/contract.ts), checked by
 * tests/api/contract-permissions.test.ts. Every endpoint is called by a visitor, a member and an
 * administrator and must answer as its `access` says; an entry adds cases with real data where the
 * answer depends on who owns what (an author, another member, a privacy setting).
 */
export const callers = ['visitor', 'member', 'other', 'admin'] as const;
export type Caller = (typeof callers)[number];

type Account = { cookie: string; user: { id: string } };
export type TableContext = { app: FastifyInstance; who: Record<Exclude<Caller, 'visitor'>, Account> };

export type PermissionCase = {
  title: string;
  /** Path parameters, query and body of the call, made from the context (and data created for it). */
  input: (context: TableContext) => Promise<{ params?: object; query?: object; body?: unknown }> | { params?: object; query?: object; body?: unknown };
  /** The status each caller gets, called in the order visitor, member, other, admin. */
  expect: Record<Caller, number>;
};

export type PermissionEntry = {
  cases?: PermissionCase[];
  /** The call ends the caller's session (signing out): each call is made with a fresh session of the same account. */
  endsSession?: boolean;
};

type EndpointName = { [F in keyof Contract]: `${F & string}.${keyof Contract[F] & string}` }[keyof Contract];

export const members = (status = 200) => ({ visitor: 401, member: status, other: status, admin: status });
export const admins = (status = 200) => ({ visitor: 401, member: 403, other: 403, admin: status });
export const everyone = (status = 200) => ({ visitor: status, member: status, other: status, admin: status });

/** Data made once per test file and shared by its cases. */
export function once<T>(make: (context: TableContext) => Promise<T>) {
  let made: Promise<T> | null = null;
  return (context: TableContext) => (made ??= make(context));
}

/** An article with one guide (a real PDF in the private store): published, or a draft only administrators may see. */
const articleWithGuide = (status: 'published' | 'draft') =>
  once(async ({ app }) => {
    const [article] = await app.db.insert(resources).values(articleValues({ status })).returning({ id: resources.id, slug: resources.slug });
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const storageKey = await app.privateFiles.put('guides', 'pdf', bytes);
    const [file] = await app.db
      .insert(resourceFiles)
      .values({ resourceId: article!.id, title: 'Guide', fileName: 'guide.pdf', storageKey, sizeBytes: bytes.length })
      .returning({ id: resourceFiles.id });
    return { id: article!.id, slug: article!.slug, fileId: file!.id };
  });
const publishedGuide = articleWithGuide('published');
const draftGuide = articleWithGuide('draft');

/** A payout recorded straight into the ledger (the void case's subject). */
const aPayout = once(async ({ app }) => {
  const [row] = await app.db.insert(charityPayouts).values({ paidOn: '2026-01-10', recipient: 'Hillside Clubfoot Fund', amountCents: 1 }).returning({ id: charityPayouts.id });
  return row!.id;
});

/** A running monthly gift of `member` (test mode's card confirms it): only its donor may stop it. */
const membersMonthlyGift = once(async ({ app, who }) => {
  const started = await app.inject({
    method: 'POST',
    url: '/api/donations/create-subscription',
    headers: { cookie: who.member.cookie },
    payload: { amount: 10, type: 'monthly' },
  });
  const { clientSecret, donationId } = started.json() as { clientSecret: string; donationId: string };
  await app.inject({ method: 'POST', url: '/api/payments/test-mode/confirm', payload: { clientSecret, paymentMethod: 'pm_card_visa' } });
  return donationId;
});

/** `member`'s supporting membership (test mode's card pays the first month): only they may cancel it. */
const membersMembership = once(async ({ app, who }) => {
  const started = await app.inject({ method: 'POST', url: '/api/memberships', headers: { cookie: who.member.cookie }, payload: { level: 'monthly-5' } });
  const { clientSecret, membershipId } = started.json() as { clientSecret: string; membershipId: string };
  await app.inject({ method: 'POST', url: '/api/payments/test-mode/confirm', payload: { clientSecret, paymentMethod: 'pm_card_visa' } });
  return membershipId;
});

/** A family's doctor request, sent by a visitor: it holds health details, so only administrators read it. */
const familysRequest = once(async ({ app }) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/referrals',
    payload: referralForm(),
  });
  return (res.json() as { id: string }).id;
});

/** A message to the team, sent with the contact form. */
const contactMessage = once(async ({ app, who }) => {
  await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Sam', email: 'sam@example.org', subject: 'Clinics for adults?', message: 'Hello team.' } });
  const inbox = await app.inject({ method: 'GET', url: '/api/admin/contact', headers: { cookie: who.admin.cookie } });
  return (inbox.json() as { messages: { id: string }[] }).messages[0]!.id;
});

/** Another member who turned their profile off: only they and administrators see their page. */
const hiddenMember = once(async ({ app, who }) => {
  const privacySettings = { showEmail: false, showLocation: true, showTreatmentDetails: true, showProfileToMembers: false };
  await app.inject({ method: 'PATCH', url: '/api/profile/privacy', headers: { cookie: who.other.cookie }, payload: { privacySettings } });
  return who.other.user.id;
});
const unknownMemberId = '00000000-0000-4000-8000-000000000000';

const post = (app: FastifyInstance, account: Account, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie: account.cookie } }).then((res) => res.json() as { id: number; slug: string });

/** Members with confirmed addresses, old enough to start conversations. */
const confirmed = async (app: FastifyInstance, ...accounts: Account[]) => {
  for (const account of accounts)
    await app.db.update(users).set({ emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(users.id, account.user.id));
};
/** A forum topic `member` wrote, with a reply and a comment of theirs and a reply by a stranger to report. */
const membersTopic = once(async ({ app, who }) => {
  await confirmed(app, who.member);
  const categories = await seedForum(app.db);
  const categoryId = (categories[0] as { id: number }).id;
  const stranger = await signUp(app);
  const topic = await post(app, who.member, '/api/forum/topics', { title: 'Permissions', content: 'Who may do what?', categoryId });
  const reply = await post(app, who.member, '/api/forum/posts', { topicId: topic.id, content: 'My reply' });
  const comment = await post(app, who.member, '/api/forum/comments', { postId: reply.id, content: 'My comment' });
  const strangersReply = await post(app, stranger, '/api/forum/posts', { topicId: topic.id, content: 'Reported reply' });
  return { categoryId, topicId: topic.id, topicSlug: topic.slug, postId: reply.id, commentId: comment.id, strangerPostId: strangersReply.id };
});
/**
 * Support groups where `member` belongs: an open one and a hidden one (member), a private one
 * (moderator) with a topic and a request from `other` waiting, and a topic in the open group.
 */
const membersGroups = once(async ({ app, who }) => {
  await confirmed(app, who.member, who.other);
  const open = await makeGroup(app.db, { visibility: 'open', members: [{ userId: who.member.user.id }] });
  const hidden = await makeGroup(app.db, { visibility: 'hidden', members: [{ userId: who.member.user.id }] });
  const closed = await makeGroup(app.db, { visibility: 'private', members: [{ userId: who.member.user.id, role: 'moderator' }] });
  const topic = await post(app, who.member, `/api/groups/${closed.slug}/topics`, { title: 'Night boots', content: 'How do you manage?' });
  await post(app, who.other, `/api/groups/${closed.slug}/members`, { message: 'We start bracing next week' });
  const requests = await app.inject({ method: 'GET', url: `/api/groups/${closed.slug}/requests`, headers: { cookie: who.member.cookie } });
  const requestId = (requests.json() as { items: { id: number }[] }).items[0]!.id;
  const [otherUser] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, who.other.user.id));
  return { open, hidden, closed, topicId: topic.id, requestId, otherEmail: otherUser!.email };
});
/** The author may change their writing; other members never; an administrator moderates (topics) but does not edit. */
const authorOnly = { visitor: 401, member: 200, other: 403, admin: 403 };
/** Removing: the author (shown as removed) and administrators (as moderators); other members never. */
const authorOrModerator = { visitor: 401, member: 200, other: 403, admin: 200 };

/** A conversation between `member` and the administrator, with one message: `other` is not in it. */
const membersConversation = once(async ({ app, who }) => {
  await confirmed(app, who.member, who.admin);
  const conversation = (await app
    .inject({ method: 'POST', url: '/api/messages/conversations', payload: { memberId: who.admin.user.id }, headers: { cookie: who.member.cookie } })
    .then((res) => res.json())) as { id: string };
  const message = await app
    .inject({ method: 'POST', url: `/api/messages/conversations/${conversation.id}/messages`, payload: { body: 'Hello' }, headers: { cookie: who.member.cookie } })
    .then((res) => res.json() as { id: number });
  return { id: conversation.id, messageId: message.id };
});

/** A buddy request from `member` to a stranger with the swapped sizes: only those two may see or step it. */
const membersBuddyRequest = once(async ({ app, who }) => {
  const stranger = await signUp(app);
  await confirmed(app, who.member, stranger);
  const shoes = (account: Account, leftFootSize: number, rightFootSize: number) =>
    app.inject({ method: 'POST', url: '/api/clubfoot-buddy/my-shoes', payload: { leftFootSize, rightFootSize }, headers: { cookie: account.cookie } });
  await shoes(who.member, 7, 8);
  await shoes(stranger, 8, 7);
  const match = await post(app, who.member, '/api/clubfoot-buddy/matches', { memberId: stranger.user.id, message: 'Hello from a fellow parent' });
  return match.id;
});

/** A child `member` set up in the brace tracker: health data, seen only by the members who share it (not administrators). */
const braceChildOf = () =>
  once(async ({ app, who }) => {
    const child = await post(app, who.member, '/api/brace-tracker/children', {
      name: 'Robin',
      birthDate: '2026-06-01',
      braceStartDate: '2026-08-20',
      timeZone: 'Europe/London',
      fullTimeHours: 23,
      fullTimeWeeks: 12,
      partTimeHours: 12,
      endAgeMonths: 48,
    });
    return String(child.id);
  });
const membersBraceChild = braceChildOf();
const braceChildToRemove = braceChildOf();
const braceChildBootsOn = braceChildOf();
/** A child with the boots on, and one logged stretch of wear. */
const braceChildWornFrom = () =>
  once(async (c) => {
    const id = await braceChildOf()(c);
    await post(c.app, c.who.member, `/api/brace-tracker/children/${id}/boots-on`, {});
    const period = await post(c.app, c.who.member, `/api/brace-tracker/children/${id}/periods`, { startedAt: '2026-09-01T19:00:00Z', endedAt: '2026-09-02T07:00:00Z' });
    return { id, periodId: String(period.id) };
  });
const braceChildWorn = braceChildWornFrom();
const braceStretchToRemove = braceChildWornFrom();
/*
 * Sharing: each caller gets a fresh invitation (a link is used once), to a child kept for the
 * endpoint (a member tracks at most ten children, a child has at most five open links).
 */
const braceInviteTo = (child: (c: TableContext) => Promise<string>) => async (c: TableContext) => {
  const childId = await child(c);
  const res = await c.app.inject({ method: 'POST', url: `/api/brace-tracker/children/${childId}/invites`, headers: { cookie: c.who.member.cookie } });
  const invite = res.json() as { id: string; token: string };
  return { childId, inviteId: invite.id, token: invite.token };
};
const braceChildToShare = braceChildOf();
const braceInviteToRead = braceInviteTo(braceChildOf());
const braceInviteToAccept = braceInviteTo(braceChildOf());
/** A child of `member` shared with one more member for each caller, who may be taken off it. */
const braceChildWithCarers = braceChildOf();
const braceCarerToRemove = async (c: TableContext) => {
  const { childId, token } = await braceInviteTo(braceChildWithCarers)(c);
  const carer = await signUp(c.app);
  await post(c.app, carer, `/api/brace-tracker/invites/${token}`, {});
  return { id: childId, userId: carer.user.id };
};
const braceCases = (title: string, input: (c: TableContext) => Promise<{ params?: object; query?: object; body?: unknown }>, member = 200) => ({
  cases: [{ title, input, expect: { visitor: 401, member, other: 404, admin: 404 } }],
});

/** A processed members-only video, an open one, and a draft (only administrators see drafts). */
const membersVideo = once(async ({ app }) => readyVideo(app));

/** A published product and a draft one, each with two variants. */
const shopProducts = once(async ({ app }) => ({
  published: await makeProduct(app.db),
  draft: await makeProduct(app.db, { status: 'draft' }),
}));

/** A paid order of `member`: only its buyer sees it (others, even with its number, find nothing). */
const membersOrder = once(async (context) => {
  const { published } = await shopProducts(context);
  const started = (await checkout(context.app, [{ variantId: published.variants[0]!.id, quantity: 1 }], { cookie: context.who.member.cookie })).json() as {
    orderId: string;
    orderNumber: string;
    clientSecret: string;
  };
  await payWithTestCard(context.app, started.clientSecret);
  return started;
});
const openVideo = once(async ({ app }) => readyVideo(app, { membersOnly: false }));
const draftVideo = once(async ({ app }) => readyVideo(app, { status: 'draft' }));
const videoMedia = (video: (c: TableContext) => Promise<{ mediaId: string | null }>, file: string) => async (c: TableContext) => ({
  params: { mediaId: (await video(c)).mediaId!, file },
});

/** A success story `member` told (about a child, full name): waiting for review, or published by the administrator. */
const storyInput = (title: string) => ({
  title,
  content: 'Ella started casting at two weeks old. Five casts, a tenotomy, three months in boots and bar all day, and now nights and naps only. She runs everywhere, climbs everything, and most days we barely remember how hard those first weeks felt.',
  ageAtStartMonths: 0,
  treatment: 'ponseti',
  stage: 'bracing',
  isAdultStory: false,
  naming: 'full-name',
  consent: true,
  guardianConsent: true,
});
const memberStory = (title: string, publish: boolean) =>
  once(async ({ app, who }) => {
    const story = await post(app, who.member, '/api/stories', storyInput(title));
    if (publish) await app.inject({ method: 'POST', url: `/api/admin/stories/${story.id}/approve`, headers: { cookie: who.admin.cookie } });
    return story;
  });
const pendingStory = memberStory('Waiting for the moderators', false);
const storyToApprove = memberStory('Ready for approval', false);
const storyToDecline = memberStory('Not quite ready', false);
const publishedStory = memberStory('On the site for all', true);
const storyToWithdraw = memberStory('Withdrawn by its author', true);
const storyToUnpublish = memberStory('Taken down by the moderators', true);
/** A published event with room for all, and a draft (only administrators see drafts). */
const publishedEvent = once(async ({ app }) => makeEvent(app.db));
const draftEvent = once(async ({ app }) => makeEvent(app.db, { status: 'draft' }));
/** `member`'s calendar feed address: the secret is the key, so anyone holding it reads the feed. */
const membersFeedSecret = once(async ({ app, who }) => {
  const res = await app.inject({ method: 'POST', url: '/api/events/calendar-feed', headers: { cookie: who.member.cookie } });
  return String((res.json() as { url: string }).url.match(/calendar\/([A-Za-z0-9_-]+)\.ics$/)?.[1]);
});

/** A browser's push subscription with real keys, at an address of its own. */
const pushSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
/** A device `member` subscribed: its address. */
const membersPushEndpoint = async ({ app, who }: TableContext) => {
  const body = pushSubscription();
  await app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: who.member.cookie }, payload: body });
  return body.endpoint;
};

export const permissionTable: Record<EndpointName, PermissionEntry> = {
  'notifications.list': { cases: [{ title: 'my notices', input: () => ({}), expect: members() }] },
  'notifications.markRead': { cases: [{ title: 'mark all read', input: () => ({ body: {} }), expect: members() }] },
  // Push: the key is public; each member subscribes their own devices and removes only their own.
  'push.key': { cases: [{ title: 'the key browsers subscribe with', input: () => ({}), expect: everyone() }] },
  'push.subscribe': { cases: [{ title: 'this device', input: () => ({ body: pushSubscription() }), expect: members(201) }] },
  'push.unsubscribe': {
    cases: [
      {
        title: "a member's device, removed by that member only",
        input: async (c) => ({ body: { endpoint: await membersPushEndpoint(c) } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 404 },
      },
    ],
  },
  // Donations: anyone may give; a member's own gifts; a receipt link's token; the admin figures. The Stripe webhook checks its signature instead.
  'donations.config': { cases: [{ title: 'the payment form to show', input: () => ({}), expect: everyone() }] },
  'donations.createPaymentIntent': {},
  'donations.createSubscription': {},
  'payments.testConfirm': {},
  'donations.mine': { cases: [{ title: 'my gifts', input: () => ({}), expect: members() }] },
  'donations.cancel': {
    cases: [
      {
        title: "a member's monthly gift, stopped by its donor only",
        input: async (c) => ({ params: { id: await membersMonthlyGift(c) } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 404 },
      },
    ],
  },
  'donations.managed': {},
  // Supporting memberships (issue 29): each member's own; another member's is answered as not there.
  'memberships.mine': { cases: [{ title: 'my membership', input: () => ({}), expect: members() }] },
  'memberships.join': {},
  'memberships.cancel': {
    cases: [
      {
        title: "a member's supporting membership, cancelled by its member only",
        input: async (c) => ({ params: { id: await membersMembership(c) } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 404 },
      },
    ],
  },
  'memberships.statement': { cases: [{ title: 'my statement of the year', input: () => ({ params: { year: 2026 } }), expect: members() }] },
  'memberships.statementPdf': { cases: [{ title: 'my statement of the year, to print', input: () => ({ params: { year: 2026 } }), expect: members() }] },
  'donations.cancelManaged': {},
  'donationAdmin.summary': { cases: [{ title: 'the totals', input: () => ({}), expect: admins() }] },
  'donationAdmin.list': { cases: [{ title: 'every gift', input: () => ({}), expect: admins() }] },
  // Supporters with their names and addresses, and the figures: administrators only.
  'membershipAdmin.summary': { cases: [{ title: 'the supporters in figures', input: () => ({}), expect: admins() }] },
  'membershipAdmin.list': { cases: [{ title: 'every membership with its member', input: () => ({}), expect: admins() }] },
  // Where the money went: the figures and their CSV are public; the payouts ledger is for administrators.
  'transparency.figures': { cases: [{ title: 'the public figures', input: () => ({}), expect: everyone() }] },
  'transparency.csv': { cases: [{ title: 'the figures as a CSV', input: () => ({}), expect: everyone() }] },
  'transparencyAdmin.payouts': { cases: [{ title: 'the ledger with receipts', input: () => ({}), expect: admins() }] },
  'transparencyAdmin.recordPayout': {
    cases: [
      {
        title: 'a payout within what is owed',
        input: async (c) => {
          await membersMonthlyGift(c);
          return { body: { paidOn: '2026-01-15', recipient: 'Hillside Clubfoot Fund', amountCents: 100 } };
        },
        expect: admins(201),
      },
    ],
  },
  'transparencyAdmin.attachReceipt': {},
  'transparencyAdmin.receipt': {},
  'transparencyAdmin.voidPayout': {
    cases: [
      {
        title: 'a recorded payout',
        input: async (c) => ({ params: { id: await aPayout(c) }, body: { reason: 'Recorded twice' } }),
        expect: admins(),
      },
    ],
  },
  'payments.stripeWebhook': {},
  // The assistant: anyone may ask; its knowledge base and questions are for administrators.
  'assistant.ask': {},
  'assistant.react': {},
  'assistantAdmin.summary': { cases: [{ title: 'the figures', input: () => ({}), expect: admins() }] },
  'assistantAdmin.entries': { cases: [{ title: 'the knowledge base', input: () => ({}), expect: admins() }] },
  'assistantAdmin.createEntry': {},
  'assistantAdmin.updateEntry': {},
  'assistantAdmin.deleteEntry': {},
  'assistantAdmin.saveEntryTranslation': {},
  'assistantAdmin.deleteEntryTranslation': {},
  'assistantAdmin.questions': { cases: [{ title: 'what people asked', input: () => ({}), expect: admins() }] },
  // Find a doctor: anyone may ask; a member sees their own requests; the requests and the directory are for administrators.
  'referrals.submit': {},
  'referrals.mine': { cases: [{ title: 'my requests', input: () => ({}), expect: members() }] },
  'referrals.chooseView': {},
  'referrals.choose': {},
  'referralAdmin.list': { cases: [{ title: 'the queue', input: () => ({}), expect: admins() }] },
  'referralAdmin.detail': {
    cases: [{ title: "a family's request", input: async (c) => ({ params: { id: await familysRequest(c) } }), expect: admins() }],
  },
  'referralAdmin.match': {},
  'referralAdmin.close': {
    cases: [{ title: "a family's request", input: async (c) => ({ params: { id: await familysRequest(c) } }), expect: admins() }],
  },
  'specialists.list': { cases: [{ title: 'the directory', input: () => ({}), expect: admins() }] },
  'specialists.create': {},
  'specialists.update': {},
  'specialists.remove': {},
  // Contact: anyone may write; the inbox is for administrators.
  'contact.send': {},
  'contactAdmin.inbox': { cases: [{ title: 'the inbox', input: () => ({}), expect: admins() }] },
  'contactAdmin.setStatus': {
    cases: [
      {
        title: 'a message to the team',
        input: async (c) => ({ params: { id: await contactMessage(c) }, body: { status: 'handled' } }),
        expect: admins(),
      },
    ],
  },
  // Site settings: everyone reads the public facts; only administrators read all of it and change it.
  'settings.public': { cases: [{ title: 'the public facts', input: () => ({}), expect: everyone() }] },
  'settingsAdmin.get': { cases: [{ title: 'every setting, with the demo flags', input: () => ({}), expect: admins() }] },
  'settingsAdmin.checklist': { cases: [{ title: 'the go-live checklist', input: () => ({}), expect: admins() }] },
  'settingsAdmin.updateOrganisation': {
    cases: [{ title: 'the organisation', input: () => ({ body: { name: 'Clubfoot Community Trust', charityNumber: '1299417', charityCountry: 'GB' } }), expect: admins() }],
  },
  'settingsAdmin.updateContact': {
    cases: [{ title: 'the contact details', input: () => ({ body: { address: '27 Orchard Row\nBristol', email: 'hello@clubfoot.example', phone: '', officeHours: '' } }), expect: admins() }],
  },
  'settingsAdmin.updateSocial': { cases: [{ title: 'the social links', input: () => ({ body: { facebook: 'https://www.facebook.com/clubfoot' } }), expect: admins() }] },
  'settingsAdmin.addTeamMember': {},
  'settingsAdmin.updateTeamMember': {},
  'settingsAdmin.removeTeamMember': {},
  'settingsAdmin.reorderTeam': {},
  'settingsAdmin.uploadTeamPhoto': {},
  'settingsAdmin.updateHouseMessage': {
    cases: [
      {
        title: "the donate message's wording",
        input: () => ({ params: { kind: 'donate' }, body: { title: 'Give a child a first step', text: 'Every gift helps.', linkLabel: 'Donate' } }),
        expect: admins(),
      },
    ],
  },
  // The resource library: public reads, members' guide downloads, and its administration.
  'resources.featured': {},
  'resources.list': {},
  'resources.categories': {},
  'resources.detail': {
    cases: [
      { title: 'a published article', input: async (c) => ({ params: { slug: (await publishedGuide(c)).slug } }), expect: everyone() },
      { title: 'a draft is not in the library', input: async (c) => ({ params: { slug: (await draftGuide(c)).slug } }), expect: everyone(404) },
    ],
  },
  'resources.download': {
    cases: [
      {
        title: "a published article's guide",
        input: async (c) => {
          const { slug, fileId } = await publishedGuide(c);
          return { params: { slug, fileId } };
        },
        expect: members(),
      },
      {
        title: "a draft's guide, for administrators to check",
        input: async (c) => {
          const { slug, fileId } = await draftGuide(c);
          return { params: { slug, fileId } };
        },
        expect: { visitor: 401, member: 404, other: 404, admin: 200 },
      },
    ],
  },
  'resourceAdmin.articles': {},
  'resourceAdmin.createArticle': {},
  'resourceAdmin.article': { cases: [{ title: 'a draft', input: async (c) => ({ params: { id: (await draftGuide(c)).id } }), expect: admins() }] },
  'resourceAdmin.updateArticle': {},
  'resourceAdmin.deleteArticle': {},
  'resourceAdmin.uploadImage': {},
  'resourceAdmin.uploadGuide': {},
  'resourceAdmin.removeGuide': {},
  'resourceAdmin.translations': {},
  'resourceAdmin.saveTranslation': {},
  'resourceAdmin.deleteTranslation': {},
  'resourceAdmin.categories': {},
  'resourceAdmin.createCategory': {},
  'resourceAdmin.reorderCategories': {},
  'resourceAdmin.updateCategory': {},
  'resourceAdmin.deleteCategory': {},
  // Accounts: signing up, in and out, the e-mail links, account security and the browser navigations.
  'accounts.user': { cases: [{ title: 'who is signed in', input: () => ({}), expect: members() }] },
  'accounts.register': {},
  'accounts.signIn': {},
  'accounts.signOut': { endsSession: true },
  'accounts.requestVerification': {},
  'accounts.verifyEmail': {},
  'accounts.requestPasswordReset': {},
  'accounts.resetPassword': {},
  'accounts.signOutEverywhere': { endsSession: true },
  'accounts.changePassword': {},
  'accounts.exportData': { cases: [{ title: 'my data', input: () => ({}), expect: members() }] },
  'accounts.deleteAccount': {},
  'accounts.login': {},
  'accounts.emailLogin': {},
  'accounts.googleLogin': {},
  'accounts.googleCallback': {},
  // A navigation only asks (another site can send a browser there); the same-site form POST signs out.
  'accounts.logout': {},
  'accounts.logoutForm': { endsSession: true },
  // The profile forms and picture.
  'profile.personal': { cases: [{ title: 'my bio', input: () => ({ body: { bio: 'Hello' } }), expect: members() }] },
  'profile.clubfoot': { cases: [{ title: 'my clubfoot details', input: () => ({ body: { isParent: true } }), expect: members() }] },
  'profile.notifications': {
    cases: [
      {
        title: 'my notification switches',
        input: () => ({ body: { notificationPreferences: { emailNotifications: true, forumReplies: true, resourceUpdates: true, eventReminders: true } } }),
        expect: members(),
      },
    ],
  },
  'profile.privacy': {},
  'profile.language': {},
  'profile.avatar': {},
  'profile.removeAvatar': {},
  // Member pages follow the member's privacy.
  'members.member': {
    cases: [
      { title: "a hidden member's page", input: async (c) => ({ params: { id: await hiddenMember(c) } }), expect: { visitor: 401, member: 404, other: 200, admin: 200 } },
      { title: 'my own page', input: (c) => ({ params: { id: c.who.member.user.id } }), expect: members() },
    ],
  },
  // Member administration.
  'admin.stats': { cases: [{ title: 'member counts', input: () => ({}), expect: admins() }] },
  'admin.users': { cases: [{ title: 'the members list', input: () => ({}), expect: admins() }] },
  'admin.auditLog': { cases: [{ title: 'the audit log', input: () => ({}), expect: admins() }] },
  'admin.changeRole': {
    cases: [
      { title: "another member's role", input: (c) => ({ params: { id: c.who.other.user.id }, body: { role: 'member' } }), expect: admins() },
      { title: 'an unknown member', input: () => ({ params: { id: unknownMemberId }, body: { role: 'admin' } }), expect: admins(404) },
    ],
  },
  'admin.suspend': { cases: [{ title: 'an unknown member', input: () => ({ params: { id: unknownMemberId } }), expect: admins(404) }] },
  'admin.restore': {
    cases: [
      { title: 'another member', input: (c) => ({ params: { id: c.who.other.user.id } }), expect: admins() },
      { title: 'an unknown member', input: () => ({ params: { id: unknownMemberId } }), expect: admins(404) },
    ],
  },
  // The forum: everyone reads; members write; the author changes their own writing; administrators moderate.
  'forum.categories': { cases: [{ title: 'the categories', input: () => ({}), expect: everyone() }] },
  'forum.category': {
    cases: [{ title: 'a category', input: async (c) => (await membersTopic(c), { params: { slug: 'new-diagnosis' } }), expect: everyone() }],
  },
  'forum.topics': {
    cases: [
      { title: 'recent topics', input: () => ({}), expect: everyone() },
      { title: 'the four newest', input: () => ({ query: { limit: 4 } }), expect: everyone() },
    ],
  },
  'forum.topic': { cases: [{ title: 'a topic', input: async (c) => ({ params: { slug: (await membersTopic(c)).topicSlug } }), expect: everyone() }] },
  'forum.posts': { cases: [{ title: "a topic's replies", input: async (c) => ({ params: { slug: (await membersTopic(c)).topicSlug } }), expect: everyone() }] },
  'forum.comments': { cases: [{ title: "a reply's comments", input: async (c) => ({ params: { postId: (await membersTopic(c)).postId } }), expect: everyone() }] },
  'forum.search': { cases: [{ title: 'a search', input: () => ({ query: { q: 'bracing' } }), expect: everyone() }] },
  'forum.createTopic': {
    cases: [
      {
        title: 'a new topic',
        input: async (c) => ({ body: { title: 'Another', content: 'Text', categoryId: (await membersTopic(c)).categoryId } }),
        expect: members(201),
      },
    ],
  },
  'forum.createPost': {
    cases: [{ title: 'a reply', input: async (c) => ({ body: { topicId: (await membersTopic(c)).topicId, content: 'A reply' } }), expect: members(201) }],
  },
  'forum.createComment': {
    cases: [{ title: 'a comment', input: async (c) => ({ body: { postId: (await membersTopic(c)).postId, content: 'A comment' } }), expect: members(201) }],
  },
  'forum.updateTopic': {
    cases: [
      {
        title: "member's topic",
        input: async (c) => ({ params: { id: (await membersTopic(c)).topicId }, body: { title: 'Permissions', content: 'Edited' } }),
        expect: authorOnly,
      },
    ],
  },
  'forum.updatePost': {
    cases: [
      { title: "member's reply", input: async (c) => ({ params: { id: (await membersTopic(c)).postId }, body: { content: 'Edited reply' } }), expect: authorOnly },
    ],
  },
  'forum.updateComment': {
    cases: [
      {
        title: "member's comment",
        input: async (c) => ({ params: { id: (await membersTopic(c)).commentId }, body: { content: 'Edited comment' } }),
        expect: authorOnly,
      },
    ],
  },
  'forum.report': {
    cases: [
      {
        title: "a stranger's reply",
        input: async (c) => ({ body: { targetType: 'post', targetId: (await membersTopic(c)).strangerPostId, reason: 'Spam' } }),
        expect: members(201),
      },
    ],
  },
  'forum.moderateTopic': {
    cases: [{ title: 'pinning a topic', input: async (c) => ({ params: { id: (await membersTopic(c)).topicId }, body: { isPinned: true } }), expect: admins() }],
  },
  'forum.deleteComment': {
    cases: [{ title: "member's comment", input: async (c) => ({ params: { id: (await membersTopic(c)).commentId } }), expect: authorOrModerator }],
  },
  'forum.deletePost': {
    cases: [{ title: "member's reply", input: async (c) => ({ params: { id: (await membersTopic(c)).postId } }), expect: authorOrModerator }],
  },
  // A new topic of member's for each caller: its author marks it removed, an administrator deletes it (tests/api/forum.test.ts).
  'forum.deleteTopic': {
    cases: [
      {
        title: "member's topic",
        input: async (c) => {
          const { categoryId } = await membersTopic(c);
          return { params: { id: (await post(c.app, c.who.member, '/api/forum/topics', { title: 'Going', content: 'Soon gone', categoryId })).id } };
        },
        expect: authorOrModerator,
      },
    ],
  },
  'forumAdmin.categories': { cases: [{ title: 'the categories', input: () => ({}), expect: admins() }] },
  'forumAdmin.createCategory': {},
  'forumAdmin.reorderCategories': {},
  'forumAdmin.updateCategory': {},
  'forumAdmin.deleteCategory': {},
  'forumAdmin.reports': { cases: [{ title: 'the report queue', input: () => ({}), expect: admins() }] },
  'forumAdmin.dismissReport': {},
  'forumAdmin.removeReported': {},
  'forumAdmin.activity': { cases: [{ title: 'recent activity', input: () => ({}), expect: admins() }] },
  // Private messages: only the two members of a conversation read or write it.
  'messages.conversations': { cases: [{ title: 'my conversations', input: () => ({}), expect: members() }] },
  'messages.unread': { cases: [{ title: 'my unread count', input: () => ({}), expect: members() }] },
  'messages.startConversation': {},
  'messages.conversation': {
    cases: [
      {
        title: "member's conversation with the administrator",
        input: async (c) => ({ params: { id: (await membersConversation(c)).id } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 200 },
      },
    ],
  },
  'messages.thread': {
    cases: [
      {
        title: "member's conversation with the administrator",
        input: async (c) => ({ params: { id: (await membersConversation(c)).id } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 200 },
      },
    ],
  },
  'messages.send': {
    cases: [
      {
        title: "member's conversation with the administrator",
        input: async (c) => ({ params: { id: (await membersConversation(c)).id }, body: { body: 'Another hello' } }),
        expect: { visitor: 401, member: 201, other: 404, admin: 201 },
      },
    ],
  },
  'messages.markRead': {
    cases: [
      {
        title: "member's conversation with the administrator",
        input: async (c) => {
          const { id, messageId } = await membersConversation(c);
          return { params: { id }, body: { upTo: messageId } };
        },
        expect: { visitor: 401, member: 200, other: 404, admin: 200 },
      },
    ],
  },
  'messages.blocks': { cases: [{ title: 'my blocked members', input: () => ({}), expect: members() }] },
  'messages.block': {},
  'messages.unblock': {},
  'messages.settings': { cases: [{ title: 'my message settings', input: () => ({}), expect: members() }] },
  'messages.updateSettings': {},
  'messages.report': {},
  // An event stream: its guard is checked above; its delivery in tests/api/message-stream.test.ts.
  'messages.stream': {},
  'messageAdmin.reports': { cases: [{ title: 'the report queue', input: () => ({}), expect: admins() }] },
  'messageAdmin.resolveReport': {},
  // Clubfoot Buddy: a member's own shoes; a match is seen and stepped only by its two members.
  'buddy.saveShoes': { cases: [{ title: 'my shoes', input: () => ({ body: { leftFootSize: 7, rightFootSize: 7.5 } }), expect: members() }] },
  'buddy.myShoes': { cases: [{ title: 'my shoes', input: () => ({}), expect: members() }] },
  'buddy.confirmShoes': {},
  'buddy.suggested': { cases: [{ title: 'my suggestions', input: () => ({}), expect: members() }] },
  'buddy.matches': { cases: [{ title: 'my matches', input: () => ({}), expect: members() }] },
  'buddy.requestMatch': {},
  'buddy.match': {
    cases: [
      {
        title: "member's request to a stranger",
        input: async (c) => ({ params: { id: await membersBuddyRequest(c) } }),
        expect: { visitor: 401, member: 200, other: 404, admin: 200 },
      },
    ],
  },
  'buddy.accept': {
    cases: [
      {
        title: "member's request to a stranger (only the stranger may accept)",
        input: async (c) => ({ params: { id: await membersBuddyRequest(c) } }),
        expect: { visitor: 401, member: 409, other: 404, admin: 403 },
      },
    ],
  },
  'buddy.decline': {},
  'buddy.cancel': {},
  'buddy.complete': {},
  'buddy.feedback': {},
  // The brace tracker: a child's log is for the members who share it; to anyone else, administrators too, it does not exist.
  'brace.children': { cases: [{ title: 'my children', input: () => ({}), expect: members() }] },
  'brace.createChild': {},
  'brace.log': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) } })),
  'brace.updateChild': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) }, body: { partTimeHours: 13 } })),
  'brace.removeChild': braceCases("member's child", async (c) => ({ params: { id: await braceChildToRemove(c) } })),
  'brace.bootsOn': braceCases("member's child", async (c) => ({ params: { id: await braceChildBootsOn(c) } }), 201),
  'brace.bootsOff': braceCases("member's child with the boots on", async (c) => ({ params: { id: (await braceChildWorn(c)).id } })),
  'brace.addPeriod': braceCases(
    "member's child",
    async (c) => ({ params: { id: await membersBraceChild(c) }, body: { startedAt: '2026-09-03T19:00:00Z', endedAt: '2026-09-04T06:00:00Z' } }),
    201,
  ),
  'brace.updatePeriod': braceCases("member's logged stretch", async (c) => {
    const { id, periodId } = await braceChildWorn(c);
    return { params: { id, periodId }, body: { endedAt: '2026-09-02T07:30:00Z' } };
  }),
  'brace.removePeriod': braceCases("member's logged stretch", async (c) => {
    const { id, periodId } = await braceStretchToRemove(c);
    return { params: { id, periodId } };
  }),
  'brace.summaryCsv': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) } })),
  'brace.summaryPdf': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) } })),
  'brace.invites': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) } })),
  'brace.createInvite': braceCases("member's child", async (c) => ({ params: { id: await braceChildToShare(c) } }), 201),
  'brace.revokeInvite': braceCases("member's open invitation", async (c) => {
    const { childId, inviteId } = await braceInviteTo(braceChildToShare)(c);
    return { params: { id: childId, inviteId } };
  }),
  'brace.invitation': { cases: [{ title: 'an open link', input: async (c) => ({ params: { token: (await braceInviteToRead(c)).token } }), expect: members() }] },
  'brace.acceptInvite': { cases: [{ title: 'an open link', input: async (c) => ({ params: { token: (await braceInviteToAccept(c)).token } }), expect: { visitor: 401, member: 409, other: 201, admin: 201 } }] },
  'brace.removeCarer': braceCases('a third member sharing the child', async (c) => ({ params: await braceCarerToRemove(c) })),
  'brace.figures': {},
  'brace.reminders': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) } })),
  'brace.saveReminders': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c) }, body: { bootsOnTime: '19:00', skinCheckTime: null, milestones: true, email: false } })),
  'brace.saveDay': braceCases("member's child", async (c) => ({ params: { id: await membersBraceChild(c), day: '2026-09-02' }, body: { note: 'A good night', skin: 'fine' } })),
  'buddy.adminStats': { cases: [{ title: 'the figures', input: () => ({}), expect: admins() }] },
  'health.status': {},
  'health.ready': {},
  'analytics.startSession': {},
  'analytics.pageView': {},
  'analytics.endSession': {},
  'analytics.endSessionBeacon': {},
  'analyticsFigures.traffic': { cases: [{ title: 'the traffic figures', input: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }), expect: admins() }] },
  'analyticsFigures.members': { cases: [{ title: 'the members figures', input: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }), expect: admins() }] },
  'analyticsFigures.content': { cases: [{ title: 'the content figures', input: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }), expect: admins() }] },
  'analyticsFigures.programmes': { cases: [{ title: 'the programmes figures', input: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }), expect: admins() }] },
  // Videos: the list for everyone; a members-only video, its captions and its media for members; open ones for anyone; drafts for administrators.
  'videos.list': { cases: [{ title: 'the library', input: () => ({}), expect: everyone() }] },
  'videos.continueWatching': { cases: [{ title: 'my unfinished videos', input: () => ({}), expect: members() }] },
  'videos.detail': {
    cases: [
      { title: 'a members-only video', input: async (c) => ({ params: { slug: (await membersVideo(c)).slug } }), expect: members() },
      { title: 'an open video', input: async (c) => ({ params: { slug: (await openVideo(c)).slug } }), expect: everyone() },
      { title: 'a draft', input: async (c) => ({ params: { slug: (await draftVideo(c)).slug } }), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'videos.captions': {
    cases: [
      { title: "a members-only video's captions", input: async (c) => ({ params: { slug: (await membersVideo(c)).slug } }), expect: members() },
      { title: "an open video's captions", input: async (c) => ({ params: { slug: (await openVideo(c)).slug } }), expect: everyone() },
    ],
  },
  'videos.saveProgress': {
    cases: [
      { title: 'my place in a video', input: async (c) => ({ params: { slug: (await membersVideo(c)).slug }, body: { position: 1, duration: 3, watched: 1 } }), expect: members() },
      { title: 'my place in a draft', input: async (c) => ({ params: { slug: (await draftVideo(c)).slug }, body: { position: 1, duration: 3 } }), expect: { visitor: 401, member: 404, other: 404, admin: 200 } },
    ],
  },
  'videos.media': {
    cases: [
      { title: "a members-only video's playlist", input: videoMedia(membersVideo, 'master.m3u8'), expect: members() },
      { title: "a members-only video's segment", input: videoMedia(membersVideo, '240p_000.ts'), expect: members() },
      { title: "a members-only video's MP4", input: videoMedia(membersVideo, 'video.mp4'), expect: members() },
      { title: "a members-only video's poster (the library shows it)", input: videoMedia(membersVideo, 'poster.jpg'), expect: everyone() },
      { title: "an open video's playlist", input: videoMedia(openVideo, 'master.m3u8'), expect: everyone() },
      { title: "a draft's segment", input: videoMedia(draftVideo, '240p_000.ts'), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'shop.products': { cases: [{ title: 'the catalogue', input: () => ({}), expect: everyone() }] },
  'shop.product': {
    cases: [
      { title: 'a published product', input: async (c) => ({ params: { slug: (await shopProducts(c)).published.product.slug } }), expect: everyone() },
      { title: 'a draft: administrators only', input: async (c) => ({ params: { slug: (await shopProducts(c)).draft.product.slug } }), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'shop.quote': {},
  'shop.cart': { cases: [{ title: 'my cart', input: () => ({}), expect: members() }] },
  'shop.setCartQuantity': {},
  'shop.mergeCart': {},
  'shop.checkout': {},
  'shop.order': {
    cases: [
      {
        title: "a member's order, without its key",
        input: async (c) => ({ params: { number: (await membersOrder(c)).orderNumber } }),
        expect: { visitor: 404, member: 200, other: 404, admin: 404 },
      },
    ],
  },
  'shop.myOrders': { cases: [{ title: 'my orders', input: () => ({}), expect: members() }] },
  'shop.splitPairOptions': {
    cases: [{ title: 'my buddies for a product', input: async (c) => ({ params: { slug: (await shopProducts(c)).published.product.slug } }), expect: members() }],
  },
  'shop.startSplitPair': {},
  'shop.mySplitPairs': { cases: [{ title: 'my split pairs', input: () => ({}), expect: members() }] },
  'shop.splitPair': {},
  'shop.paySplitPairHalf': {},
  'shop.closeSplitPair': {},
  'shop.reviews': {
    cases: [
      { title: "a published product's reviews", input: async (c) => ({ params: { slug: (await shopProducts(c)).published.product.slug } }), expect: everyone() },
      { title: "a draft's: administrators only", input: async (c) => ({ params: { slug: (await shopProducts(c)).draft.product.slug } }), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'shop.saveReview': {},
  'shop.deleteReview': {},
  'shop.markHelpful': {},
  'shop.reportReview': {},
  'shopAdmin.figures': {},
  'shopAdmin.products': {},
  'shopAdmin.product': {},
  'shopAdmin.createProduct': {},
  'shopAdmin.updateProduct': {},
  'shopAdmin.deleteProduct': {},
  'shopAdmin.uploadImage': {},
  'shopAdmin.updateImage': {},
  'shopAdmin.reorderImages': {},
  'shopAdmin.deleteImage': {},
  'shopAdmin.orders': {},
  'shopAdmin.order': {},
  'shopAdmin.changeOrderStatus': {},
  'shopAdmin.packingSlip': {},
  'shopAdmin.exportOrders': {},
  'shopAdmin.reviewReports': { cases: [{ title: 'the queue', input: () => ({}), expect: admins() }] },
  'shopAdmin.resolveReviewReport': {},
  // Events: everyone reads published events; members register and keep a feed; the feed's secret is its key; drafts and the rest are for administrators.
  'events.list': { cases: [{ title: 'the coming events', input: () => ({}), expect: everyone() }] },
  'events.mine': { cases: [{ title: 'my events', input: () => ({}), expect: members() }] },
  'events.detail': {
    cases: [
      { title: 'a published event', input: async (c) => ({ params: { slug: (await publishedEvent(c)).slug } }), expect: everyone() },
      { title: 'a draft: administrators only', input: async (c) => ({ params: { slug: (await draftEvent(c)).slug } }), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'events.ics': {
    cases: [
      { title: "a published event's file", input: async (c) => ({ params: { slug: (await publishedEvent(c)).slug } }), expect: everyone() },
      { title: "a draft's: administrators only", input: async (c) => ({ params: { slug: (await draftEvent(c)).slug } }), expect: { visitor: 404, member: 404, other: 404, admin: 200 } },
    ],
  },
  'events.register': {
    cases: [
      { title: 'a published event', input: async (c) => ({ params: { slug: (await publishedEvent(c)).slug } }), expect: members() },
      { title: 'a draft: not found but to administrators, who cannot register for it', input: async (c) => ({ params: { slug: (await draftEvent(c)).slug } }), expect: { visitor: 401, member: 404, other: 404, admin: 409 } },
    ],
  },
  'events.cancelRegistration': {
    cases: [{ title: 'my place at a published event', input: async (c) => ({ params: { slug: (await publishedEvent(c)).slug } }), expect: members() }],
  },
  'events.calendarFeed': { cases: [{ title: 'my feed address', input: () => ({}), expect: members() }] },
  'events.renewCalendarFeed': {},
  'events.feed': {
    cases: [
      { title: "a member's feed, by its secret", input: async (c) => ({ params: { secret: await membersFeedSecret(c) } }), expect: everyone() },
      { title: 'an unknown secret', input: () => ({ params: { secret: 'a'.repeat(43) } }), expect: everyone(404) },
    ],
  },
  'eventAdmin.list': { cases: [{ title: 'every event', input: () => ({}), expect: admins() }] },
  'eventAdmin.create': {},
  'eventAdmin.get': { cases: [{ title: 'a draft', input: async (c) => ({ params: { id: (await draftEvent(c)).id } }), expect: admins() }] },
  'eventAdmin.update': {},
  'eventAdmin.cancel': {},
  'eventAdmin.attendees': { cases: [{ title: 'who is coming', input: async (c) => ({ params: { id: (await publishedEvent(c)).id } }), expect: admins() }] },
  'eventAdmin.exportAttendees': { cases: [{ title: 'the attendee list', input: async (c) => ({ params: { id: (await publishedEvent(c)).id } }), expect: admins() }] },
  'eventAdmin.message': {},
  'eventAdmin.invite': {},
  'eventAdmin.setRecording': {},
  'videoAdmin.list': { cases: [{ title: 'every video', input: () => ({}), expect: admins() }] },
  'videoAdmin.figures': { cases: [{ title: 'the figures', input: () => ({}), expect: admins() }] },
  'videoAdmin.create': {},
  'videoAdmin.get': { cases: [{ title: 'a video', input: async (c) => ({ params: { id: (await membersVideo(c)).id } }), expect: admins() }] },
  'videoAdmin.update': {},
  'videoAdmin.remove': {},
  'videoAdmin.reorder': {},
  'videoAdmin.reprocess': {},
  'videoAdmin.uploadCaptions': {},
  'videoAdmin.uploadPoster': {},
  'videoAdmin.createUpload': {},
  'videoAdmin.sendUpload': {},
  'videoAdmin.cancelUpload': {},
  // Success stories: published ones for all; a story before or after that only for its author and administrators (404 to others); moderation for administrators.
  'stories.list': { cases: [{ title: 'the published stories', input: () => ({}), expect: everyone() }] },
  'stories.home': { cases: [{ title: "the home page's story", input: () => ({}), expect: everyone() }] },
  'stories.mine': { cases: [{ title: 'my stories', input: () => ({}), expect: members() }] },
  'stories.detail': {
    cases: [
      { title: 'a published story', input: async (c) => ({ params: { slug: (await publishedStory(c)).slug } }), expect: everyone() },
      { title: 'a pending story: its author and administrators', input: async (c) => ({ params: { slug: (await pendingStory(c)).slug } }), expect: { visitor: 404, member: 200, other: 404, admin: 200 } },
    ],
  },
  'stories.uploadPhoto': {},
  'stories.create': {},
  'stories.update': {
    cases: [
      {
        title: 'edit and resubmit: the author only',
        input: async (c) => ({ params: { id: (await pendingStory(c)).id }, body: storyInput('Waiting for the moderators, edited') }),
        expect: { visitor: 401, member: 200, other: 404, admin: 404 },
      },
    ],
  },
  'stories.withdraw': {
    cases: [{ title: 'withdrawing a published story: the author only', input: async (c) => ({ params: { id: (await storyToWithdraw(c)).id } }), expect: { visitor: 401, member: 200, other: 404, admin: 404 } }],
  },
  'storyAdmin.list': { cases: [{ title: 'the moderation queue', input: () => ({}), expect: admins() }] },
  'storyAdmin.get': { cases: [{ title: 'a pending story', input: async (c) => ({ params: { id: (await pendingStory(c)).id } }), expect: admins() }] },
  'storyAdmin.approve': { cases: [{ title: 'approving a pending story', input: async (c) => ({ params: { id: (await storyToApprove(c)).id } }), expect: admins() }] },
  'storyAdmin.decline': {
    cases: [{ title: 'declining with a reason', input: async (c) => ({ params: { id: (await storyToDecline(c)).id }, body: { reason: 'Please leave out the hospital’s name.' } }), expect: admins() }],
  },
  'storyAdmin.feature': {
    cases: [{ title: 'featuring a published story', input: async (c) => ({ params: { id: (await publishedStory(c)).id }, body: { featured: true } }), expect: admins() }],
  },
  'storyAdmin.unpublish': {
    cases: [{ title: 'unpublishing with a reason', input: async (c) => ({ params: { id: (await storyToUnpublish(c)).id }, body: { reason: 'Names another family.' } }), expect: admins() }],
  },
  // Support groups: open ones for all, private ones for their members, hidden ones unknown to others; moderators moderate.
  'groups.list': { cases: [{ title: 'the groups', input: () => ({}), expect: everyone() }] },
  'groups.group': {
    cases: [
      { title: 'an open group', input: async (c) => ({ params: { slug: (await membersGroups(c)).open.slug } }), expect: everyone() },
      { title: 'a hidden group', input: async (c) => ({ params: { slug: (await membersGroups(c)).hidden.slug } }), expect: { visitor: 404, member: 200, other: 404, admin: 200 } },
    ],
  },
  'groups.topics': {
    cases: [
      { title: "an open group's topics", input: async (c) => ({ params: { slug: (await membersGroups(c)).open.slug } }), expect: everyone() },
      { title: "a private group's topics", input: async (c) => ({ params: { slug: (await membersGroups(c)).closed.slug } }), expect: { visitor: 403, member: 200, other: 403, admin: 200 } },
    ],
  },
  'groups.createTopic': {
    cases: [
      {
        title: 'a topic in an open group',
        input: async (c) => ({ params: { slug: (await membersGroups(c)).open.slug }, body: { title: 'Hello', content: 'Glad to be here' } }),
        expect: { visitor: 401, member: 201, other: 403, admin: 201 },
      },
    ],
  },
  'groups.join': { cases: [{ title: 'joining an open group', input: async (c) => ({ params: { slug: (await membersGroups(c)).open.slug }, body: {} }), expect: members(201) }] },
  'groups.leave': { cases: [{ title: 'leaving a hidden group', input: async (c) => ({ params: { slug: (await membersGroups(c)).hidden.slug } }), expect: { visitor: 401, member: 200, other: 404, admin: 200 } }] },
  'groups.members': {
    cases: [{ title: "a private group's members", input: async (c) => ({ params: { slug: (await membersGroups(c)).closed.slug } }), expect: { visitor: 401, member: 200, other: 403, admin: 200 } }],
  },
  'groups.requests': {
    cases: [{ title: "a private group's requests", input: async (c) => ({ params: { slug: (await membersGroups(c)).closed.slug } }), expect: { visitor: 401, member: 200, other: 403, admin: 200 } }],
  },
  'groups.decideRequest': {
    cases: [
      {
        title: "approving other's request (then it is answered)",
        input: async (c) => {
          const { closed, requestId } = await membersGroups(c);
          return { params: { slug: closed.slug, id: requestId }, body: { decision: 'approve' } };
        },
        expect: { visitor: 401, member: 200, other: 403, admin: 409 },
      },
    ],
  },
  'groups.moderateTopic': {
    cases: [
      {
        title: 'pinning a topic of a private group',
        input: async (c) => {
          const { closed, topicId } = await membersGroups(c);
          return { params: { slug: closed.slug, id: topicId }, body: { isPinned: true } };
        },
        expect: { visitor: 401, member: 200, other: 403, admin: 200 },
      },
    ],
  },
  'groupAdmin.list': { cases: [{ title: 'every group', input: () => ({}), expect: admins() }] },
  'groupAdmin.create': {},
  'groupAdmin.update': { cases: [{ title: 'a group', input: async (c) => ({ params: { id: (await membersGroups(c)).open.id }, body: { description: 'Changed' } }), expect: admins() }] },
  'groupAdmin.members': { cases: [{ title: "a group's members", input: async (c) => ({ params: { id: (await membersGroups(c)).open.id } }), expect: admins() }] },
  'groupAdmin.addMember': {
    cases: [
      {
        title: 'adding other',
        input: async (c) => {
          const { open, otherEmail } = await membersGroups(c);
          return { params: { id: open.id }, body: { email: otherEmail, role: 'member' } };
        },
        expect: admins(),
      },
    ],
  },
  'groupAdmin.removeMember': { cases: [{ title: 'someone not in it', input: async (c) => ({ params: { id: (await membersGroups(c)).hidden.id, userId: unknownMemberId } }), expect: admins(404) }] },
  // Browser-suite hooks: present only with E2E_HOOKS, so not called here.
  'test.analytics': {},
  'test.createUser': {},
  'test.signInAs': {},
};
