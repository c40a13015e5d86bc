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
import { localizedPath } from '@shared/i18n/locales';
import { Rich, useLocale, useT } from '@client/lib/i18n';
import { buddyMessages } from '../messages';

/** Not one of mine (or no such match, or not even a match id): the same answer for all, as the server gives. */
const isNotFound = (error: unknown) => error instanceof Error && /^(400|403|404):/.test(error.message);
const longDate = (value: string) => format(new Date(value), 'MMMM d, yyyy');

/** The page around each state (loading, not found, the match): the way back and the heading, which is also the title. */
function Frame({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT(buddyMessages);
  usePageMeta(title, t('match.description'));
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Link to="/clubfoot-buddy" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('match.back')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function MemberShoes({ member, title, headingId }: { member: MatchMember; title: string; headingId: string }) {
  const name = displayName(member);
  const t = useT(buddyMessages);
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
            <p className="text-sm text-slate-700">{t('match.noShoes')}</p>
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
  const t = useT(buddyMessages);
  return (
    <Card>
      <section aria-labelledby="conversation-heading">
        <CardContent className="space-y-3">
          <h2 id="conversation-heading" className="text-xl font-semibold text-slate-900">
            {t('conversation.title')}
          </h2>
          {match.role === 'observer' ? (
            <p className="text-slate-800">{t('conversation.private')}</p>
          ) : match.conversationId ? (
            <>
              <p className="text-slate-800">{t('conversation.intro', { name })}</p>
              <Suspense fallback={<div className="h-[28rem] rounded-lg border border-slate-200" aria-busy="true" />}>
                {renderConversation(match.conversationId)}
              </Suspense>
              <Button asChild variant="outline">
                <Link to={`/messages/${encodeURIComponent(match.conversationId)}`}>
                  <MessagesSquare aria-hidden="true" /> {t('conversation.open', { name })}
                </Link>
              </Button>
            </>
          ) : (
            <p className="text-slate-800">{t('conversation.later', { name })}</p>
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
  const t = useT(buddyMessages);
  const requesterName = displayName(match.requester);
  const recipientName = displayName(match.recipient);
  const feedback = match.myFeedback;

  return (
    <Frame title={observer ? t('match.titleObserver', { requester: requesterName, recipient: recipientName }) : t('match.title', { name })}>
      <div className="mt-6 space-y-8">
        <Card>
          <section aria-labelledby="match-state-heading">
            <CardContent className="space-y-4">
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="match-state-heading" className="text-xl font-semibold text-slate-900">
                  {t('match.state')}
                </h2>
                <StatusBadge status={match.status} />
              </div>
              <p className="text-slate-800">{statusExplanation(match, name, t)}</p>
              <p className="text-sm text-slate-700">
                {t('match.timeline', {
                  who: match.role === 'requester' ? 'you' : 'other',
                  requester: requesterName,
                  asked: longDate(match.createdAt),
                  answered: match.respondedAt ? longDate(match.respondedAt) : 'none',
                  closed: match.closedAt ? longDate(match.closedAt) : 'none',
                })}
              </p>
              {match.message ? (
                <figure className="rounded-lg border-l-4 border-brand-700 bg-slate-50 p-4">
                  <figcaption className="text-sm font-medium text-slate-700">{match.role === 'requester' ? t('match.yourMessage') : t('match.theirMessage', { name: requesterName })}</figcaption>
                  <blockquote className="mt-1 whitespace-pre-wrap break-words text-slate-900">{match.message}</blockquote>
                </figure>
              ) : null}
              <MatchActions match={match} name={name} />
              {feedback ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                  <Rich
                    t={t}
                    k="match.feedback"
                    values={{ rating: feedback.rating, hasComment: feedback.comment ? 'yes' : 'no' }}
                    tags={{ stars: () => <Stars rating={feedback.rating} />, comment: () => feedback.comment }}
                  />
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
              <MemberShoes member={match.requester} title={t('match.shoesOf', { name: requesterName })} headingId="requester-shoes-heading" />
              <MemberShoes member={match.recipient} title={t('match.shoesOf', { name: recipientName })} headingId="recipient-shoes-heading" />
            </>
          ) : (
            <>
              <MemberShoes member={myMember(match)} title={t('match.myShoes')} headingId="my-shoes-heading" />
              <MemberShoes member={other} title={t('match.shoesOf', { name })} headingId="their-shoes-heading" />
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
  const t = useT(buddyMessages);
  if (match.isError && isNotFound(match.error)) {
    return (
      <Frame title={t('match.notFoundTitle')}>
        <p className="mt-4 text-slate-700">{t('match.notFoundText')}</p>
      </Frame>
    );
  }
  if (match.isError) {
    return (
      <Frame title={t('match.genericTitle')}>
        <QueryError className="mt-6" title={t('match.loadError')} error={match.error} onRetry={() => void match.refetch()} retrying={match.isFetching} />
      </Frame>
    );
  }
  if (!match.data) {
    return (
      <Frame title={t('match.genericTitle')}>
        <div role="status" aria-label={t('match.loading')} className="mt-6 space-y-4">
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
  const t = useT(buddyMessages);
  const locale = useLocale();
  if (user)
    return (
      <ConversationSlot value={conversation}>
        <SignedInMatch key={id} id={id} />
      </ConversationSlot>
    );
  if (isLoading) return <Frame title={t('match.genericTitle')} />;
  return (
    <Frame title={t('match.genericTitle')}>
      <p className="mt-4 text-slate-700">{t('match.signInText')}</p>
      <Button asChild className="mt-6">
        <a href={hrefOf(api.accounts.login, { query: { returnTo: localizedPath(pathname, locale) } })}>{t('match.signIn')}</a>
      </Button>
    </Frame>
  );
}
