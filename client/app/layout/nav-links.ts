import { useAuth } from '@client/lib/auth';
import type { layoutMessages } from './messages';

type Label = keyof (typeof layoutMessages)['en'];

/** Header links of spec section 2 (their labels are keys of the layout's messages); Messages only when signed in. */
export const headerLinks = [
  { to: '/', label: 'home' },
  { to: '/community/forum', label: 'forum' },
  { to: '/shop', label: 'shop' },
  { to: '/videos', label: 'videos' },
  { to: '/clubfoot-buddy', label: 'buddy' },
  { to: '/about', label: 'about' },
] as const satisfies readonly { to: string; label: Label }[];

export const signedInLinks = [{ to: '/messages', label: 'messages' }] as const satisfies readonly { to: string; label: Label }[];

export const footerColumns = [
  {
    title: 'footerResources',
    links: [
      { to: '/resources', label: 'articles' },
      { to: '/videos', label: 'videos' },
      { to: '/clubfoot-buddy', label: 'buddy' },
    ],
  },
  {
    title: 'footerCommunity',
    links: [
      { to: '/forum', label: 'forum' },
      { to: '/events', label: 'events' },
      { to: '/community/groups', label: 'supportGroups' },
    ],
  },
  {
    title: 'footerAbout',
    links: [
      { to: '/mission', label: 'ourMission' },
      { to: '/transparency', label: 'whereTheMoneyWent' },
      { to: '/contact', label: 'contact' },
      { to: '/privacy-policy', label: 'privacyPolicy' },
    ],
  },
] as const satisfies readonly { title: Label; links: readonly { to: string; label: Label }[] }[];

/** Home is current only on "/"; other links also on their sub-paths. */
export function isCurrent(pathname: string, to: string) {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export type NavLink = { to: string; label: Label };

export function useNavLinks(): NavLink[] {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? [...headerLinks, ...signedInLinks] : [...headerLinks];
}
