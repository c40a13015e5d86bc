import { useAuth } from '@client/lib/auth';

/** Header links of spec section 2; Messages only when signed in. */
export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/community/forum', label: 'Forum' },
  { to: '/shop', label: 'Shop' },
  { to: '/videos', label: 'Videos' },
  { to: '/clubfoot-buddy', label: 'Clubfoot Buddy' },
  { to: '/about', label: 'About' },
] as const;

export const signedInLinks = [{ to: '/messages', label: 'Messages' }] as const;

export const footerColumns = [
  {
    title: 'Resources',
    links: [
      { to: '/resources', label: 'Articles' },
      { to: '/videos', label: 'Videos' },
      { to: '/clubfoot-buddy', label: 'Clubfoot Buddy' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/forum', label: 'Forum' },
      { to: '/events', label: 'Events' },
      { to: '/community/groups', label: 'Support Groups' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/mission', label: 'Our Mission' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
] as const;

/** Home is current only on "/"; other links also on their sub-paths. */
export function isCurrent(pathname: string, to: string) {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export type NavLink = { to: string; label: string };

export function useNavLinks(): NavLink[] {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? [...headerLinks, ...signedInLinks] : [...headerLinks];
}
