import { countryName } from './countries';

/**
 * Site settings (issue 18): what a charity running the site makes its own without editing code. Free
 * of zod, so the footer, the ad slots and the About page can import it at no cost to the first load.
 * The schemas and endpoints are in shared/api/settings.ts; decision 0019.
 */

/** The social networks a link may point at, each with the hosts its address must be on. */
export const SOCIAL_NETWORKS = {
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  x: { label: 'X (Twitter)', hosts: ['x.com', 'twitter.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const socialNetworks = Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]];

/** Whether an address is an https link on one of the network's own hosts (or a subdomain of one). */
export function isSocialAddress(network: SocialNetwork, address: string) {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return SOCIAL_NETWORKS[network].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The designed messages the ad slots show visitors, each leading to one place on the site. */
export const HOUSE_MESSAGES = {
  membership: {
    label: 'Membership',
    href: '/login?signup=true',
    title: 'Members browse without ads',
    text: 'Membership is free: ask questions in the forum, message other families and find a Clubfoot Buddy.',
    linkLabel: 'Become a member to remove ads',
  },
  buddy: {
    label: 'Clubfoot Buddy',
    href: '/clubfoot-buddy',
    title: 'One foot a size bigger?',
    text: 'Clubfoot Buddy pairs you with someone whose shoe sizes are the other way round, so every pair gets worn.',
    linkLabel: 'Find a Clubfoot Buddy',
  },
  'find-doctor': {
    label: 'Find a doctor',
    href: '/find-doctor',
    title: 'Looking for a clubfoot specialist?',
    text: 'Tell us where you are, and within 48 hours our team sends you up to three specialists to choose from. It is free.',
    linkLabel: 'Find a doctor',
  },
  donate: {
    label: 'Donate',
    href: '/donate',
    title: 'Help a child walk freely',
    text: '80% of every gift goes to clubfoot charities that pay for casts, braces and travel to treatment.',
    linkLabel: 'Give today',
  },
} as const;
export type HouseMessageKind = keyof typeof HOUSE_MESSAGES;
export const houseMessageKinds = Object.keys(HOUSE_MESSAGES) as [HouseMessageKind, ...HouseMessageKind[]];
export type HouseMessageText = { title: string; text: string; linkLabel: string };

/** Which message each ad slot shows (slot ids: client/components/ad-slot.tsx); every message has a full-size slot. */
export const AD_SLOT_MESSAGES = {
  'home-banner': 'membership',
  'resources-top': 'buddy',
  'resources-middle': 'find-doctor',
  'resources-bottom': 'donate',
  'resource-detail-bottom': 'membership',
  'resource-sidebar-top': 'find-doctor',
  'resource-sidebar-bottom': 'buddy',
} as const satisfies Record<string, HouseMessageKind>;

/** A page where a visitor sees the message in full: an article for membership (also the home page's banner), the library for the others. */
export const houseMessagePage = (kind: HouseMessageKind, articleSlug: string) => (kind === 'membership' ? `/resources/${articleSlug}` : '/resources');

/** Text limits the server enforces and the forms show. */
/**
 * The contact details' rules, zod-free so the settings page checks them as the contract does without
 * loading zod: the contract (shared/api/settings.ts) refines with the same functions.
 */
export const CONTACT_RULES = {
  email: { test: (value: string) => /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\].]{2,}$/.test(value), message: 'Please enter a valid email address' },
  phone: { test: (value: string) => /^\+?[\d\s().-]{5,40}$/.test(value), message: 'Please enter a phone number using digits, spaces and + ( ) - only' },
} as const;

export const SETTINGS_LIMITS = {
  organisationName: 120,
  charityNumber: 40,
  address: 300,
  email: 254,
  phone: 40,
  officeHours: 120,
  socialUrl: 300,
  memberName: 100,
  memberRole: 120,
  memberBio: 600,
  messageTitle: 80,
  messageText: 200,
  messageLinkLabel: 40,
  /** Team profiles on the About page. */
  teamMax: 48,
} as const;

/** Team photos: JPEG, PNG or WebP up to 5 MB, kept as a 320 px square WebP under this folder. */
export const TEAM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TEAM_PHOTO_PATTERN = /^\/uploads\/team\/[0-9a-f]{32}\.webp$/;

/** The name used until an administrator sets one (a site never seeded has only this). */
export const DEFAULT_ORGANISATION_NAME = 'Clubfoot Community';

/** The parts of the settings the demo seed fills with fictional values, listed on the go-live checklist until changed. */
export const demoSections = ['organisation', 'contact'] as const;
export type DemoSection = (typeof demoSections)[number];

/** The go-live checklist's items, in the order the dashboard lists them. */
export const checklistItems = ['team', 'contact', 'charity', 'payments', 'email', 'google', 'specialists'] as const;
export type ChecklistItemId = (typeof checklistItems)[number];

/** One address line per line of the stored address, blank lines dropped. */
export const addressLines = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A phone number as a tel: link dials it: digits and a leading +. */
export const dialledPhone = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

/** "Registered charity no. 1299417 (United Kingdom)": the donate page, the footer and every e-mail's footer say it so. */
export function charityRegistration(charityNumber: string | null, charityCountry: string | null) {
  if (!charityNumber) return null;
  return `Registered charity no. ${charityNumber}${charityCountry ? ` (${countryName(charityCountry)})` : ''}`;
}
