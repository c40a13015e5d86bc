/**
 * How a member hears about each kind of news (issue 26): by e-mail, by push notification, both or
 * neither. Chosen in the profile's Notifications tab and kept in `notificationPreferences.channels`;
 * an account saved before there were channels hears by e-mail, as it always did. Plain constants and
 * functions (no zod), so the browser may import them.
 */
export const NOTIFICATION_KINDS = ['messages', 'buddy', 'forumReplies', 'eventReminders', 'braceReminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const DELIVERY_CHANNELS = ['email', 'push', 'both', 'none'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export type NotificationChannels = Record<NotificationKind, DeliveryChannel>;

export const DEFAULT_CHANNELS: NotificationChannels = {
  messages: 'email',
  buddy: 'email',
  forumReplies: 'email',
  eventReminders: 'email',
  braceReminders: 'email',
};

/** The preferences the channels are read from: the spec's switches, and the channels when saved. */
export type ChannelPreferences = {
  emailNotifications: boolean;
  forumReplies?: boolean;
  eventReminders?: boolean;
  channels?: Partial<Record<string, unknown>> | null;
};

export const includesEmail = (channel: DeliveryChannel) => channel === 'email' || channel === 'both';
export const includesPush = (channel: DeliveryChannel) => channel === 'push' || channel === 'both';

/** The channel that sends by e-mail and/or by push as asked. */
export function channelWith(email: boolean, push: boolean): DeliveryChannel {
  if (email) return push ? 'both' : 'email';
  return push ? 'push' : 'none';
}

const isChannel = (value: unknown): value is DeliveryChannel => DELIVERY_CHANNELS.includes(value as DeliveryChannel);

/**
 * The channel of one kind: the saved one (e-mail when none is saved). Forum replies and event
 * reminders have the spec's switches too: a switch is its kind's e-mail part (the profile's save keeps
 * them equal), so an account that turned one off before channels existed still hears nothing by e-mail.
 */
export function channelOf(prefs: ChannelPreferences, kind: NotificationKind): DeliveryChannel {
  const saved = prefs.channels?.[kind];
  const channel = isChannel(saved) ? saved : DEFAULT_CHANNELS[kind];
  if (kind === 'forumReplies' || kind === 'eventReminders') {
    const on = prefs[kind];
    if (typeof on === 'boolean') return channelWith(on, includesPush(channel));
  }
  return channel;
}

/** Every kind's channel. */
export function channelsOf(prefs: ChannelPreferences): NotificationChannels {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelOf(prefs, kind)])) as NotificationChannels;
}

/** Whether news of this kind goes by e-mail: the master e-mail switch on and the kind's channel including e-mail. */
export const sendsEmail = (prefs: ChannelPreferences, kind: NotificationKind) => prefs.emailNotifications && includesEmail(channelOf(prefs, kind));

/** Whether news of this kind goes by push (to the member's subscribed devices, if any): not tied to the e-mail switch. */
export const sendsPush = (prefs: ChannelPreferences, kind: NotificationKind) => includesPush(channelOf(prefs, kind));
