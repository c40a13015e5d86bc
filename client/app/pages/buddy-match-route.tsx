import { ConversationPanel } from '@client/features/messages/api';
import MatchPage from '@client/features/buddy/pages/match-page';

/** A Clubfoot Buddy match (/clubfoot-buddy/match/{id}) with the buddies' conversation from the messages feature, composed here. */
export default function BuddyMatchRoute() {
  return <MatchPage conversation={(conversationId) => <ConversationPanel conversationId={conversationId} />} />;
}
