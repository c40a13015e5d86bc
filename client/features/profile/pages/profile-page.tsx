import { Tabs } from 'radix-ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import { lazy } from '@client/lib/lazy';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/api/user';
import { paths } from '@shared/routes';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { api, hrefOf } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { usePageMeta } from '@client/lib/page-meta';
import { AvatarUpload } from '../components/avatar-upload';
import { Spinner } from '@client/components/form-controls';
import { displayName } from '@shared/display-name';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { useLocale, useT } from '@client/lib/i18n';
import { profileMessages } from '../messages';

// Each tab's form loads when the tab opens: the profile's first view stays light.
const PersonalForm = lazy(() => import('../components/personal-form').then((m) => ({ default: m.PersonalForm })));
const ClubfootForm = lazy(() => import('../components/clubfoot-form').then((m) => ({ default: m.ClubfootForm })));
const NotificationsForm = lazy(() => import('../components/notifications-form').then((m) => ({ default: m.NotificationsForm })));
const PrivacyPanel = lazy(() => import('../components/preference-forms').then((m) => ({ default: m.PrivacyPanel })));

/**
 * What other features add to the profile, composed in client/app (a feature imports no other):
 * the Clubfoot Buddy tab, the messages part of the Privacy tab, and cards beside the tabs (gifts,
 * doctor requests), each loaded lazily by its feature.
 */
export type ProfileSections = { buddyTab: ReactNode; messagesPrivacy: ReactNode; aside: ReactNode };

function TabLoading() {
  const t = useT(profileMessages);
  return <Spinner label={t('loading')} />;
}

/** Spec section 6: a visitor on /profile is sent to sign in, and back here (in the page's language) afterwards. */
const profileLoginUrl = (locale: Locale) => hrefOf(api.accounts.login, { query: { returnTo: localizedPath(paths.profile, locale) } });

/** The tabs; each label is a key of the profile's messages. */
const TABS = [
  { value: 'personal', label: 'tabs.personal' },
  { value: 'clubfoot', label: 'tabs.clubfoot' },
  { value: 'clubfootbuddy', label: 'tabs.clubfootbuddy' },
  { value: 'notifications', label: 'tabs.notifications' },
  { value: 'privacy', label: 'tabs.privacy' },
] as const satisfies readonly { value: string; label: keyof typeof profileMessages.en }[];
type TabValue = (typeof TABS)[number]['value'];

/** The open tab lives in the URL hash (#privacy), so a tab can be linked; personal by default. */
function tabFromHash(hash: string): TabValue {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return TABS.find((tab) => tab.value === wanted)?.value ?? 'personal';
}

function initials(user: CurrentUser, fallback: string) {
  return `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase() || fallback;
}

/** Side card (spec section 2): on a phone a short row (picture beside the name), so the tabs come soon after it. */
function ProfileCard({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  const t = useT(profileMessages);
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-4 sm:p-6 lg:flex-col lg:text-center">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" width={96} height={96} className="size-16 shrink-0 rounded-full object-cover lg:size-24" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-900 lg:size-24 lg:text-3xl">
            {initials(user, t('card.initialFallback'))}
          </span>
        )}
        <div className="min-w-0 lg:flex lg:flex-col lg:items-center">
          <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
          {user.email ? <p className="mt-1 break-all text-sm text-slate-700">{user.email}</p> : null}
          <Badge className="mt-2 lg:mt-3">{t('card.badge')}</Badge>
          <AvatarUpload user={user} />
        </div>
      </CardContent>
    </Card>
  );
}

const triggerClass =
  'shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-white/70 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function ProfileTabs({ user, sections }: { user: CurrentUser; sections: ProfileSections }) {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  const t = useT(profileMessages);
  const choose = (value: string) => {
    void navigate({ pathname: location.pathname, search: location.search, hash: value }, { replace: true });
  };

  return (
    <Tabs.Root value={tab} onValueChange={choose} className="min-w-0">
      {/* One row: on a phone it scrolls sideways (the arrow keys move along it and bring each tab into view). */}
      <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:thin]">
        {TABS.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={triggerClass}>
            {t(item.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Card className="mt-4">
        <CardContent className="p-6 sm:p-8">
          <Tabs.Content value="personal">
            <Suspense fallback={<TabLoading />}>
              <PersonalForm user={user} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="clubfoot">
            <Suspense fallback={<TabLoading />}>
              <ClubfootForm user={user} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="clubfootbuddy">
            <Suspense fallback={<TabLoading />}>
              {sections.buddyTab}
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <Suspense fallback={<TabLoading />}>
              <NotificationsForm user={user} />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="privacy">
            <Suspense fallback={<TabLoading />}>
              <PrivacyPanel user={user} messagesPrivacy={sections.messagesPrivacy} />
            </Suspense>
          </Tabs.Content>
        </CardContent>
      </Card>
    </Tabs.Root>
  );
}

export default function ProfilePage({ sections }: { sections: ProfileSections }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  usePageMeta(t('meta.title'), t('meta.description'));
  const { user, isLoading } = useAuth();

  useEffect(() => {
    if (!isLoading && !user) window.location.assign(profileLoginUrl(locale));
  }, [isLoading, user, locale]);

  // A visitor (about to leave for sign-in) and a member still loading see the same empty state,
  // which is also what the server's prerender shows.
  if (!user) return <div className="min-h-[60vh]" aria-busy="true" />;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="mt-2 text-slate-700">{t('page.intro')}</p>
        {/*
          The tabs come straight after the short card; the gifts and doctor requests follow them on a
          phone, and sit under the card, beside the tabs, on a wide screen.
        */}
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:mt-8 lg:grid-cols-[280px_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
          <div className="lg:col-start-1 lg:row-start-1">
            <ProfileCard user={user} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ProfileTabs user={user} sections={sections} />
          </div>
          <div data-testid="profile-aside" className="space-y-6 empty:hidden lg:col-start-1 lg:row-start-2">
            {sections.aside}
          </div>
        </div>
      </div>
    </div>
  );
}
