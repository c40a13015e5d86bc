import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { format } from 'date-fns';
import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { BuddyMatch, MatchMember } from '@shared/api/buddy';
import { MemberPicture } from '@client/components/member-picture';
import { QueryError } from '@client/components/query-error';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { myMember, otherMember, useMatch } from '../api';
import { FeedbackForm, Stars } from '../components/feedback-form';
import { MatchActions } from '../components/match-actions';
import { canLeaveFeedback } from '../policy';
import { StatusBadge, statusExplanation } from '../components/match-status';
import { ShoeFacts } from '../components/shoe-facts';
import { displayName } from '@shared/display-name';

/** Not one of mine (or no such match, or not even a match id): the same answer for all, as the server gives. */
const isNotFound = (error: unknown) => error instanceof Error && /^(400|403|404):/.test(error.message);
const longDate = (value: string) => format(new Date(value), 'MMMM d, yyyy');

const DESCRIPTION = 'A Clubfoot Buddy match: both shoe profiles, its state and your conversation.';

/** The page around each state (loading, not found, the match): the way back and the heading, which is also the title. */
function Frame({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta(title, DESCRIPTION);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Link to="/clubfoot-buddy" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Clubfoot Buddy
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function MemberShoes({ member, title, headingId }: { member: MatchMember; title: string; headingId: string }) {
  const name = displayName(member);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardContent className="space-y-4">
          <div className="flex items-center gap-3">
            <MemberPicture name={name} imageUrl={member.profileImageUrl} />
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              <p className="truncate text-sm text-slate-700">{name}</p>
            </div>
          </div>
          {member.shoes ? (
            <ShoeFacts shoes={member.shoes} country={member.country} />
          ) : (
            <p className="text-sm text-slate-700">No shoe profile is saved any more.</p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** The buddies' conversation, drawn by the messages feature (client/app composes it in: features import no other feature). */
const ConversationSlot = createContext<(conversationId: string) => ReactNode>(() => null);

function Conversation({ match, name }: { match: BuddyMatch; name: string }) {
  const renderConversation = useContext(ConversationSlot);
  return (
    <Card>
      <section aria-labelledby="conversation-heading">
        <CardContent className="space-y-3">
          <h2 id="conversation-heading" className="text-xl font-semibold text-slate-900">
            Conversation
          </h2>
          {match.role === 'observer' ? (
            <p className="text-slate-800">The buddies&apos; conversation is private to the two of them.</p>
          ) : match.conversationId ? (
            <>
              <p className="text-slate-800">
                Use your private conversation with {name} to choose the shoes and agree who buys which pair. It is also in Messages, where it
                stays after the match ends.
              </p>
              <Suspense fallback={<div className="h-[28rem] rounded-lg border border-slate-200" aria-busy="true" />}>
                {renderConversation(match.conversationId)}
              </Suspense>
              <Button asChild variant="outline">
                <Link to={`/messages/${encodeURIComponent(match.conversationId)}`}>
                  <MessagesSquare aria-hidden="true" /> Open the conversation with {name} in Messages
                </Link>
              </Button>
            </>
          ) : (
            <p className="text-slate-800">Once the request is accepted, you and {name} can message each other privately from here.</p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function MatchView({ match }: { match: BuddyMatch }) {
  const other = otherMember(match);
  const name = displayName(other);
  // An administrator who is in neither side sees both members by name, never "you".
  const observer = match.role === 'observer';
  const requesterName = match.role === 'requester' ? 'You' : displayName(match.requester);
  const recipientName = displayName(match.recipient);

  return (
    <Frame title={observer ? `Match between ${requesterName} and ${recipientName}` : `Your match with ${name}`}>
      <div className="mt-6 space-y-8">
        <Card>
          <section aria-labelledby="match-state-heading">
            <CardContent className="space-y-4">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="match-state-heading" className="text-xl font-semibold text-slate-900">
                  State
                </h2>
                <StatusBadge status={match.status} />
              </div>
              <p className="text-slate-800">{statusExplanation(match, name)}</p>
              <p className="text-sm text-slate-700">
                {requesterName} asked on {longDate(match.createdAt)}
                {match.respondedAt ? `; answered on ${longDate(match.respondedAt)}` : ''}
                {match.closedAt ? `; closed on ${longDate(match.closedAt)}` : ''}.
              </p>
              {match.message ? (
                <figure className="rounded-lg border-l-4 border-brand-700 bg-slate-50 p-4">
                  <figcaption className="text-sm font-medium text-slate-700">{match.role === 'requester' ? 'Your message' : `${requesterName}'s message`}</figcaption>
                  <blockquote className="mt-1 whitespace-pre-wrap break-words text-slate-900">{match.message}</blockquote>
                </figure>
              ) : null}
              <MatchActions match={match} name={name} />
              {match.myFeedback ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                  Your feedback: <Stars rating={match.myFeedback.rating} /> {match.myFeedback.rating} of 5 stars
                  {match.myFeedback.comment ? `, "${match.myFeedback.comment}"` : ''}
                </p>
              ) : null}
            </CardContent>
          </section>
        </Card>
        {canLeaveFeedback(match) ? (
          <Card>
            <CardContent>
              <FeedbackForm matchId={match.id} />
            </CardContent>
          </Card>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          {observer ? (
            <>
              <MemberShoes member={match.requester} title={`${requesterName}'s shoes`} headingId="requester-shoes-heading" />
              <MemberShoes member={match.recipient} title={`${recipientName}'s shoes`} headingId="recipient-shoes-heading" />
            </>
          ) : (
            <>
              <MemberShoes member={myMember(match)} title="Your shoes" headingId="my-shoes-heading" />
              <MemberShoes member={other} title={`${name}'s shoes`} headingId="their-shoes-heading" />
            </>
          )}
        </div>
        <Conversation match={match} name={name} />
      </div>
    </Frame>
  );
}

function SignedInMatch({ id }: { id: string }) {
  const match = useMatch(id, true);
  if (match.isError && isNotFound(match.error)) {
    return (
      <Frame title="Match not found">
        <p className="mt-4 text-slate-700">This match doesn&apos;t exist, or it isn&apos;t one of yours. Only the two members of a match can open it.</p>
      </Frame>
    );
  }
  if (match.isError) {
    return (
      <Frame title="Clubfoot Buddy match">
        <QueryError className="mt-6" title="Could not load the match" error={match.error} onRetry={() => void match.refetch()} retrying={match.isFetching} />
      </Frame>
    );
  }
  if (!match.data) {
    return (
      <Frame title="Clubfoot Buddy match">
        <div role="status" aria-label="Loading the match" className="mt-6 space-y-4">
          <Skeleton className="h-40" />
          <div className="grid gap-6 md:grid-cols-2">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        </div>
      </Frame>
    );
  }
  return <MatchView match={match.data} />;
}

/** /clubfoot-buddy/match/:id: both shoe profiles, the state and its steps, and the way to the buddies' conversation. */
export default function MatchPage({ conversation }: { conversation: (conversationId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  if (user)
    return (
      <ConversationSlot value={conversation}>
        <SignedInMatch key={id} id={id} />
      </ConversationSlot>
    );
  if (isLoading) return <Frame title="Clubfoot Buddy match" />;
  return (
    <Frame title="Clubfoot Buddy match">
      <p className="mt-4 text-slate-700">Only the two members of a match can see it. If it is yours, please sign in.</p>
      <Button asChild className="mt-6">
        <a href={hrefOf(api.accounts.login, { query: { returnTo: pathname } })}>Sign in to see this match</a>
      </Button>
    </Frame>
  );
}
