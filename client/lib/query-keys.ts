/**
 * The first elements of every feature's query keys. A feature builds its keys on its own root
 * (`[...queryKeys.forum, 'topic', slug]`) in its api.ts; another feature that must refresh them
 * (a buddy notice refreshes the buddy screens) names the root here, never a URL.
 */
export const queryKeys = {
  currentUser: ['auth', 'user'],
  accounts: ['accounts'],
  profile: ['profile'],
  members: ['members'],
  admin: ['admin'],
  /** Every admin change is audited: the admin areas (donations, assistant, referrals, inbox) refresh the log with this. */
  adminAuditLog: ['admin', 'audit-log'],
  resources: ['resources'],
  forum: ['forum'],
  /** Support groups (issue 21): under the forum's root, since their discussions are forum topics and every forum change refreshes them. */
  groups: ['forum', 'groups'],
  messages: ['messages'],
  messageConversations: ['messages', 'conversations'],
  buddy: ['buddy'],
  buddyMatches: ['buddy', 'matches'],
  /** The brace-wear tracker: a member's children and each child's log. */
  brace: ['brace'],
  notifications: ['notifications'],
  donations: ['donations'],
  assistant: ['assistant'],
  referrals: ['referrals'],
  contact: ['contact'],
  home: ['home'],
  /** The video library and players; the admin videos page refreshes them after a change. */
  videos: ['videos'],
  /** The shop: products, carts and orders; the admin's product and order screens refresh them after a change. */
  shop: ['shop'],
  /** Events and webinars; an event notice (a place from the waiting list, a cancellation) and the admin's changes refresh them. */
  events: ['events'],
  /** Success stories: the list, pages, the author's own and the home page's story; the admin's decisions refresh them. */
  stories: ['stories'],
  /** The public site settings (footer, About, Contact, donate page, ad slots); an admin's change refreshes them. */
  siteSettings: ['site-settings'],
  /** Where the money went (/transparency); a payout recorded or voided in the admin area refreshes it. */
  transparency: ['transparency'],
} as const satisfies Record<string, readonly string[]>;
