import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { contract } from '../../../shared/api/contract';
import { type AnyEndpoint, urlOf } from '../../../shared/api/endpoint';
import { referralForm } from '../../support/referrals';
import sharp from 'sharp';

/**
 * What a write needs before its text can be stored, for the XSS suite: the topic a reply belongs
 * to, the conversation a message goes to. Only the parts the contract's schemas cannot make up
 * (ids of things that must exist, a choice that makes the text visible); the text fields come
 * from the schema. A write whose text is shown (`shownOn` in the contract) and that needs more than
 * its schema gets a line here; the suite fails for one that cannot be made.
 */

export type Actor = { id: string; request: APIRequestContext };
/** The writer, another member and an administrator, each made the first time a scene or a viewer asks. */
export type Cast = { writer: () => Promise<Actor>; member: () => Promise<Actor>; admin: () => Promise<Actor> };
export type Scene = {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  context?: Record<string, string>;
  /** How many times the write is sent (1 when absent): a page view is shown only among the most viewed pages. */
  times?: number;
};

/** Calls an endpoint of the contract as an actor; answers the JSON of a 2xx, and fails the test otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each scene reads an id or a slug from the answer
export async function api(actor: Actor, e: AnyEndpoint, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}): Promise<any> {
  const res = await actor.request.fetch(urlOf(e.path, input), { method: e.method, ...(input.body === undefined ? {} : { data: input.body }) });
  expect(res.ok(), `${e.method} ${e.path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

let made = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(made += 1)}`;

const firstForumCategory = async (actor: Actor) => ((await api(actor, contract.forum.categories)) as { id: number }[])[0]!.id;

async function topicOf(actor: Actor) {
  const topic = await api(actor, contract.forum.createTopic, {
    body: { title: unique('Night brace routines'), content: 'What helped your child settle in the boots and bar at night?', categoryId: await firstForumCategory(actor) },
  });
  return { id: topic.id as number, slug: topic.slug as string };
}

async function postOf(actor: Actor) {
  const topic = await topicOf(actor);
  const post = await api(actor, contract.forum.createPost, { body: { topicId: topic.id, content: 'We sang the same song every night; it helped.' } });
  return { topic, id: post.id as number };
}

async function conversationOf(from: Actor, to: Actor) {
  const conversation = await api(from, contract.messages.startConversation, { body: { memberId: to.id } });
  return String(conversation.id);
}

const externalVideo = { source: 'external', externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', status: 'published', relatedArticleSlugs: [] };

const shoes = { leftFootSize: 8, rightFootSize: 9, sizeScale: 'us-kids' };

async function matchOf(writer: Actor, member: Actor) {
  await api(writer, contract.buddy.saveShoes, { body: shoes });
  await api(member, contract.buddy.saveShoes, { body: { ...shoes, leftFootSize: 9, rightFootSize: 8 } });
  const match = await api(writer, contract.buddy.requestMatch, { body: { memberId: member.id, message: 'Hello from a family with opposite sizes' } });
  return String(match.id);
}

const specialistOf = async (admin: Actor) =>
  (await api(admin, contract.specialists.create, { body: { name: unique('Dr Rosa Ortiz'), title: 'Paediatric orthopaedic surgeon', clinic: 'Leeds Children’s Hospital', city: 'Leeds', country: 'GB', languages: ['English'], ponsetiTrained: true, acceptingNewPatients: true } })).id as number;

/** A demo product's variant with the most stock (sold one at a time by the scenes). */
async function variantInStock(actor: Actor, slug = 'stepwell-grippy-play-socks') {
  const product = (await api(actor, contract.shop.product, { params: { slug } })) as { variants: { id: string; stock: number }[] };
  return [...product.variants].sort((a, b) => b.stock - a.stock)[0]!.id;
}

/** A product's fields that take no text, with a SKU of its own. */
const productFacts = () => ({
  category: 'socks-and-liners',
  status: 'published',
  soldInPairs: false,
  allowMismatched: false,
  relatedResourceSlugs: [],
  variants: [{ sku: `XSS-${Date.now().toString(36)}-${(made += 1)}`, size: 'M', priceCents: 1200, stock: 5 }],
});
const newProduct = (name: string) => ({ ...productFacts(), name, summary: 'Soft socks for long days in boots.', description: 'Seamless and warm.' });

/** A split pair of the demo trainers between the first buyer and their buddy (opposite feet, an accepted match): its start's answer. */
async function splitPairOf(first: Actor, buddy: Actor) {
  await api(first, contract.buddy.saveShoes, { body: { leftFootSize: 5, rightFootSize: 5.5, sizeScale: 'us-kids' } });
  await api(buddy, contract.buddy.saveShoes, { body: { leftFootSize: 5.5, rightFootSize: 5, sizeScale: 'us-kids' } });
  const match = await api(first, contract.buddy.requestMatch, { body: { memberId: buddy.id, message: 'Shall we share a pair?' } });
  await api(buddy, contract.buddy.accept, { params: { id: String(match.id) } });
  const slug = 'stepwell-flex-walkers';
  const { options } = (await api(first, contract.shop.splitPairOptions, { params: { slug } })) as { options: { matchId: string; leftVariantId: string; rightVariantId: string }[] };
  const option = options.find((entry) => entry.matchId === String(match.id))!;
  return { slug, body: { matchId: option.matchId, leftVariantId: option.leftVariantId, rightVariantId: option.rightVariantId } };
}

const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

const address = { name: 'Rosa Lindqvist', line1: '14 Harbour Lane', city: 'Portland', region: 'OR', postalCode: '97201', country: 'US' };

/** A wall-clock time `hours` from now in UTC, as the events' admin form sends it. */
const utcLocal = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);
/**
 * A published in-person event starting tomorrow (first in the coming list, with its venue and address
 * shown); the address on the site is made from the title (`slug` stays out of the payloads).
 */
const eventFacts = () => ({ slug: undefined, startsLocal: utcLocal(24), endsLocal: utcLocal(25), timeZone: 'UTC', format: 'in-person', joinUrl: null, registrationOpensLocal: null, status: 'published' });
const eventOf = async (admin: Actor) =>
  String(
    (
      await api(admin, contract.eventAdmin.create, {
        body: { title: unique('Coffee morning'), hostName: 'Daniel Reyes', address: '1 High Street, Leeds', ...eventFacts() },
      })
    ).id,
  );

/** A photo a member uploads for a story (each story needs its own: a used photo is not taken twice). */
async function storyPhotoOf(writer: Actor) {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7cc4b8' } }).png().toBuffer();
  const res = await writer.request.post(contract.stories.uploadPhoto.path, { multipart: { file: { name: 'story.png', mimeType: 'image/png', buffer } } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { photoUrl: string }).photoUrl;
}
/** A story's facts that take no text: about a child, with both consents, and a photo (so its description is shown to the moderators). */
const storyFacts = async (writer: Actor) => ({
  photoUrl: await storyPhotoOf(writer),
  ageAtStartMonths: 2,
  treatment: 'ponseti',
  stage: 'bracing',
  isAdultStory: false,
  naming: 'first-name',
  consent: true,
  guardianConsent: true,
});
const storyOf = async (author: Actor) =>
  (await api(author, contract.stories.create, {
    body: {
      title: unique('Our first night in boots and bar'),
      content: 'She cried for an hour, then slept. By the end of the week the boots and bar were simply part of bedtime, and the casts felt like a long time ago. Today she runs everywhere and the brace is only for nights and naps.',
      ageAtStartMonths: 1,
      treatment: 'ponseti',
      stage: 'bracing',
      isAdultStory: false,
      naming: 'first-name',
      consent: true,
      guardianConsent: true,
    },
  })) as { id: number; slug: string };

/** A child the writer tracks (days counted in UTC), set up two months into the boots and bar. */
const braceChildOf = async (writer: Actor) => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const body = { name: 'Robin', birthDate: day(-150), braceStartDate: day(-60), timeZone: 'UTC', fullTimeHours: 23, fullTimeWeeks: 12, partTimeHours: 12, endAgeMonths: 48 };
  return String((await api(writer, contract.brace.createChild, { body })).id);
};

/** A $5 one-time gift, paid with test mode's card: the splits then owe charities $4. */
async function paidGift(actor: Actor) {
  const gift = await api(actor, contract.donations.createPaymentIntent, { body: { amount: 5, type: 'one-time' } });
  await api(actor, contract.payments.testConfirm, { body: { clientSecret: gift.clientSecret, paymentMethod: 'pm_card_visa' } });
}

export const scenes: Record<string, (cast: Cast) => Promise<Scene>> = {
  'brace.updateChild': async ({ writer }) => ({ params: { id: await braceChildOf(await writer()) }, body: {} }),
  'brace.saveDay': async ({ writer }) => ({ params: { id: await braceChildOf(await writer()), day: new Date().toISOString().slice(0, 10) }, body: { skin: 'fine' } }),
  'stories.create': async ({ writer }) => ({ body: await storyFacts(await writer()) }),
  'stories.update': async ({ writer }) => {
    const story = await storyOf(await writer());
    return { params: { id: String(story.id) }, body: await storyFacts(await writer()) };
  },
  // The story is the other member's: they read the reason in their stories.
  'storyAdmin.decline': async ({ member }) => ({ params: { id: String((await storyOf(await member())).id) } }),
  'storyAdmin.unpublish': async ({ member, writer }) => {
    const story = await storyOf(await member());
    await api(await writer(), contract.storyAdmin.approve, { params: { id: String(story.id) } });
    return { params: { id: String(story.id) } };
  },
  // Each with a key of its own (the schema's valid value is one fixed key, which names the first order made with it).
  'shop.checkout': async ({ writer }) => ({
    body: { items: [{ variantId: await variantInStock(await writer()), quantity: 1 }], shippingMethod: 'standard', idempotencyKey: randomUUID() },
  }),
  'shop.startSplitPair': async ({ writer, member }) => {
    const split = await splitPairOf(await writer(), await member());
    return { params: { slug: split.slug }, body: { ...split.body, shippingMethod: 'standard', idempotencyKey: randomUUID() } };
  },
  'shop.paySplitPairHalf': async ({ writer, member }) => {
    const first = await member();
    const split = await splitPairOf(first, await writer());
    const started = await api(first, contract.shop.startSplitPair, { params: { slug: split.slug }, body: { ...split.body, shippingAddress: address, shippingMethod: 'standard' } });
    await api(first, contract.payments.testConfirm, { body: { clientSecret: started.clientSecret, paymentMethod: 'pm_card_visa' } });
    return { params: { id: started.splitPairId as string }, body: { shippingMethod: 'standard', idempotencyKey: randomUUID() } };
  },
  'shop.saveReview': async () => ({ params: { slug: 'stepwell-flex-walkers' }, body: { rating: 4 } }),
  'shop.reportReview': async ({ member }) => {
    const reviewer = await member();
    const review = await api(reviewer, contract.shop.saveReview, { params: { slug: 'stepwell-summer-sandals' }, body: { rating: 2, title: '<svg onload=alert(1)>Straps', body: 'The straps rubbed <img src=x onerror=alert(2)> after a week of daily wear.' } });
    return { params: { id: String(review.id) } };
  },
  'shopAdmin.createProduct': async () => ({ body: productFacts() }),
  'shopAdmin.updateProduct': async ({ writer }) => {
    const product = await api(await writer(), contract.shopAdmin.createProduct, { body: newProduct(unique('Night socks')) });
    return { params: { id: product.id as string }, body: productFacts() };
  },
  'shopAdmin.updateImage': async ({ writer }) => {
    const page = (await api(await writer(), contract.shopAdmin.products, { query: { pageSize: 100 } })) as { products: { id: string; image: { id: string } | null }[] };
    const product = page.products.find((entry) => entry.image)!;
    return { params: { id: product.id, imageId: product.image!.id } };
  },
  'forum.createTopic': async ({ writer }) => ({ body: { categoryId: await firstForumCategory(await writer()) } }),
  'groups.createTopic': async ({ writer, admin }) => {
    const group = await api(await admin(), contract.groupAdmin.create, { body: { name: unique('Parents: bracing'), description: 'Boots and bar days.', visibility: 'open' } });
    await api(await writer(), contract.groups.join, { params: { slug: group.slug }, body: {} });
    return { params: { slug: group.slug } };
  },
  'groups.join': async ({ admin }) => ({
    params: { slug: (await api(await admin(), contract.groupAdmin.create, { body: { name: unique('Parents in Ireland'), description: 'Clinics and meetups.', visibility: 'private' } })).slug },
  }),
  'groupAdmin.create': async () => ({ body: { visibility: 'open', slug: undefined } }),
  'groupAdmin.update': async ({ writer }) => ({
    params: { id: String((await api(await writer(), contract.groupAdmin.create, { body: { name: unique('Adults with clubfoot'), description: 'Life after treatment.', visibility: 'open' } })).id) },
    body: { visibility: 'open', slug: undefined },
  }),
  'forum.updateTopic': async ({ writer }) => ({ params: { id: String((await topicOf(await writer())).id) } }),
  'forum.createPost': async ({ writer }) => {
    const topic = await topicOf(await writer());
    return { body: { topicId: topic.id }, context: { topicSlug: topic.slug } };
  },
  'forum.updatePost': async ({ writer }) => {
    const post = await postOf(await writer());
    return { params: { id: String(post.id) }, context: { topicSlug: post.topic.slug } };
  },
  'forum.createComment': async ({ writer }) => {
    const post = await postOf(await writer());
    return { body: { postId: post.id, parentId: null }, context: { topicSlug: post.topic.slug } };
  },
  'forum.updateComment': async ({ writer }) => {
    const post = await postOf(await writer());
    const comment = await api(await writer(), contract.forum.createComment, { body: { postId: post.id, content: 'Same here, thank you.' } });
    return { params: { id: String(comment.id) }, context: { topicSlug: post.topic.slug } };
  },
  'forum.report': async ({ member }) => ({ body: { targetType: 'topic', targetId: (await topicOf(await member())).id } }),
  'forumAdmin.updateCategory': async ({ writer }) => ({
    params: { id: String((await api(await writer(), contract.forumAdmin.createCategory, { body: { name: unique('Travel with a brace') } })).id) },
  }),
  'messages.send': async ({ writer, member }) => ({ params: { id: await conversationOf(await writer(), await member()) } }),
  'messages.report': async ({ writer, member }) => {
    const conversation = await conversationOf(await member(), await writer());
    const message = await api(await member(), contract.messages.send, { params: { id: conversation }, body: { body: 'Hello, do you have a minute?' } });
    return { body: { messageId: message.id, reason: 'spam' } };
  },
  'buddy.saveShoes': async () => ({ body: shoes }),
  'buddy.requestMatch': async ({ writer, member }) => {
    await api(await writer(), contract.buddy.saveShoes, { body: shoes });
    await api(await member(), contract.buddy.saveShoes, { body: { ...shoes, leftFootSize: 9, rightFootSize: 8 } });
    return { body: { memberId: (await member()).id } };
  },
  'buddy.feedback': async ({ writer, member }) => {
    const id = await matchOf(await writer(), await member());
    await api(await member(), contract.buddy.accept, { params: { id } });
    await api(await writer(), contract.buddy.complete, { params: { id } });
    return { params: { id }, body: { rating: 5 } };
  },
  'resourceAdmin.createArticle': async () => ({ body: { status: 'published', categoryId: null, featuredImage: null, authorImageUrl: null } }),
  'resourceAdmin.updateArticle': async ({ writer }) => {
    const article = await api(await writer(), contract.resourceAdmin.createArticle, { body: { title: unique('Shoes after bracing'), content: '<p>What to look for.</p>', status: 'published' } });
    return { params: { id: String(article.id) }, body: { status: 'published', featuredImage: null, authorImageUrl: null } };
  },
  'resourceAdmin.saveTranslation': async ({ writer }) => {
    const article = await api(await writer(), contract.resourceAdmin.createArticle, { body: { title: unique('Shoes after bracing'), content: '<p>What to look for.</p>', status: 'published' } });
    return { params: { id: String(article.id), language: 'es' } };
  },
  'resourceAdmin.updateCategory': async ({ writer }) => ({
    params: { id: String((await api(await writer(), contract.resourceAdmin.createCategory, { body: { name: unique('Everyday life') } })).id) },
  }),
  // A published video from another site plays at once (an upload would wait for its file), so every page that shows its words can be opened.
  'eventAdmin.create': async () => ({ body: eventFacts() }),
  'eventAdmin.update': async ({ writer }) => ({ params: { id: await eventOf(await writer()) }, body: eventFacts() }),
  'eventAdmin.cancel': async ({ writer }) => ({ params: { id: await eventOf(await writer()) } }),
  'videoAdmin.create': async () => ({ body: externalVideo }),
  'videoAdmin.update': async ({ writer }) => {
    const video = await api(await writer(), contract.videoAdmin.create, { body: { title: unique('Bedtime in boots and bar'), ...externalVideo } });
    return { params: { id: String(video.id) }, body: { status: 'published', externalUrl: externalVideo.externalUrl, relatedArticleSlugs: [] } };
  },
  'assistantAdmin.createEntry': async () => ({ body: { relatedUrl: '/find-doctor' } }),
  'assistantAdmin.updateEntry': async ({ writer }) => {
    const entry = await api(await writer(), contract.assistantAdmin.createEntry, {
      body: { question: unique('How long are the boots worn?'), answer: 'Full time for about three months, then at night and naps until four or five.' },
    });
    return { params: { id: String(entry.id) }, body: { relatedUrl: '/find-doctor' } };
  },
  'assistantAdmin.saveEntryTranslation': async ({ writer }) => {
    const entry = await api(await writer(), contract.assistantAdmin.createEntry, {
      body: { question: unique('How long are the boots worn?'), answer: 'Full time for about three months, then at night and naps until four or five.' },
    });
    return { params: { id: String(entry.id), language: 'es' } };
  },
  'referrals.submit': async () => ({ body: referralForm({ email: `${unique('family').replace(/\W/g, '')}@example.org` }) }),
  'referralAdmin.match': async ({ writer }) => {
    const referral = await api(await writer(), contract.referrals.submit, { body: referralForm({ email: `${unique('match').replace(/\W/g, '')}@example.org` }) });
    return { params: { id: referral.id }, body: { specialistIds: [await specialistOf(await writer())] } };
  },
  'settingsAdmin.updateTeamMember': async ({ writer }) => ({
    params: { id: (await api(await writer(), contract.settingsAdmin.addTeamMember, { body: { name: unique('Noor Haddad'), role: 'Volunteer' } })).id as string },
    body: { photoUrl: null },
  }),
  'settingsAdmin.updateHouseMessage': async ({ writer }) => ({
    context: { articleSlug: ((await api(await writer(), contract.resources.featured)) as { slug: string }[])[0]!.slug },
  }),
  // A phone's browser (a user agent full of markup reads as a robot's, and robots' visits are not stored), among the top pages of /admin/analytics.
  'analytics.pageView': async () => ({ body: { userAgent: PHONE_USER_AGENT }, times: 40 }),
  // A payout must fit within what is owed: a $5 gift paid first, then a one-cent payout (its text from the corpus).
  'transparencyAdmin.recordPayout': async ({ writer }) => {
    await paidGift(await writer());
    return { body: { amountCents: 1, paidOn: '2026-01-05' } };
  },
  'transparencyAdmin.voidPayout': async ({ writer }) => {
    const admin = await writer();
    await paidGift(admin);
    const payout = await api(admin, contract.transparencyAdmin.recordPayout, { body: { amountCents: 1, paidOn: '2026-01-05', recipient: unique('Riverbend Clubfoot Trust') } });
    return { params: { id: payout.id as string } };
  },
  'specialists.create': async () => ({ body: { country: 'GB', languages: ['English'], email: null, website: null } }),
  'specialists.update': async ({ writer }) => ({ params: { id: String(await specialistOf(await writer())) }, body: { country: 'GB', languages: ['English'], email: null, website: null } }),
};
