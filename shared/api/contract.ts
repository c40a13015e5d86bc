import type { AnyEndpoint } from './endpoint';
import { notificationEndpoints } from './notifications';
import { forumEndpoints } from './forum';
import { forumAdminEndpoints } from './forum-admin';
import { messageAdminEndpoints, messageEndpoints } from './messages';
import { braceEndpoints } from './brace';
import { buddyEndpoints } from './buddy';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { analyticsFigureEndpoints } from './analytics-figures';
import { accountEndpoints } from './auth';
import { healthEndpoints } from './health';
import { memberEndpoints } from './members';
import { profileEndpoints } from './profile';
import { testEndpoints } from './test-hooks';
import { resourceAdminEndpoints, resourceEndpoints } from './resources';
import { assistantAdminEndpoints, assistantEndpoints } from './assistant';
import { contactAdminEndpoints, contactEndpoints } from './contact';
import { donationAdminEndpoints, donationEndpoints } from './donations';
import { paymentEndpoints } from './payments';
import { shopAdminEndpoints, shopEndpoints } from './shop';
import { referralAdminEndpoints, referralEndpoints, specialistEndpoints } from './referrals';
import { settingsAdminEndpoints, settingsEndpoints } from './settings';
import { videoAdminEndpoints, videoEndpoints } from './videos';
import { eventAdminEndpoints, eventEndpoints } from './events';
import { groupAdminEndpoints, groupEndpoints } from './groups';
import { storyAdminEndpoints, storyEndpoints } from './stories';
import { pushEndpoints } from './push';
import { transparencyAdminEndpoints, transparencyEndpoints } from './transparency';
import { membershipAdminEndpoints, membershipEndpoints } from './memberships';

/**
 * Every endpoint of the API, by feature. The server registers each from its definition; the
 * contract tests check that every registered route is here and every endpoint here is registered,
 * and the permission table covers each one.
 */
export const contract = {
  notifications: notificationEndpoints,
  push: pushEndpoints,
  forum: forumEndpoints,
  forumAdmin: forumAdminEndpoints,
  messages: messageEndpoints,
  messageAdmin: messageAdminEndpoints,
  buddy: buddyEndpoints,
  brace: braceEndpoints,
  accounts: accountEndpoints,
  profile: profileEndpoints,
  members: memberEndpoints,
  admin: adminEndpoints,
  health: healthEndpoints,
  analytics: analyticsEndpoints,
  analyticsFigures: analyticsFigureEndpoints,
  test: testEndpoints,
  resources: resourceEndpoints,
  resourceAdmin: resourceAdminEndpoints,
  donations: donationEndpoints,
  donationAdmin: donationAdminEndpoints,
  transparency: transparencyEndpoints,
  transparencyAdmin: transparencyAdminEndpoints,
  payments: paymentEndpoints,
  assistant: assistantEndpoints,
  assistantAdmin: assistantAdminEndpoints,
  referrals: referralEndpoints,
  referralAdmin: referralAdminEndpoints,
  specialists: specialistEndpoints,
  contact: contactEndpoints,
  contactAdmin: contactAdminEndpoints,
  settings: settingsEndpoints,
  settingsAdmin: settingsAdminEndpoints,
  videos: videoEndpoints,
  videoAdmin: videoAdminEndpoints,
  shop: shopEndpoints,
  shopAdmin: shopAdminEndpoints,
  events: eventEndpoints,
  eventAdmin: eventAdminEndpoints,
  groups: groupEndpoints,
  groupAdmin: groupAdminEndpoints,
  stories: storyEndpoints,
  storyAdmin: storyAdminEndpoints,
  memberships: membershipEndpoints,
  membershipAdmin: membershipAdminEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export type Contract = typeof contract;

/**
 * The parts only the admin area calls. The browser gets them in a module of their own, loaded with the
 * admin screens (`adminApi`, client/lib/admin-api.ts), so a visitor's first page does not carry them.
 */
export const adminParts = [
  'admin',
  'forumAdmin',
  'messageAdmin',
  'resourceAdmin',
  'donationAdmin',
  'transparencyAdmin',
  'membershipAdmin',
  'assistantAdmin',
  'referralAdmin',
  'specialists',
  'contactAdmin',
  'settingsAdmin',
  'videoAdmin',
  'shopAdmin',
  'eventAdmin',
  'groupAdmin',
  'storyAdmin',
  'analyticsFigures',
] as const satisfies readonly (keyof Contract)[];
export type AdminPart = (typeof adminParts)[number];

/** Every endpoint with its feature and name ("forum.topic"). */
export function allEndpoints(): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(contract).flatMap(([feature, endpoints]) =>
    Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ name: `${feature}.${name}`, endpoint })),
  );
}
