import { displayName } from '../../../shared/display-name';
import { type Locale, localizedPath } from '../../../shared/i18n/locales';
import { messagesIn } from '../../lib/i18n';
import type { PushText } from '../../lib/push';
import { messagesMailMessages } from './mail-messages';

/** The push about a new message, in the recipient's language: who wrote, never what (like the e-mail). */
export function messagePushText(locale: Locale, sender: { firstName: string | null; lastName: string | null }, conversationId: string): PushText {
  const t = messagesIn(messagesMailMessages, locale);
  return {
    title: t('push.title', { who: displayName(sender, t('unnamedMember')) }),
    body: t('push.body'),
    url: localizedPath(`/messages/${conversationId}`, locale),
    tag: `message-${conversationId}`,
  };
}
