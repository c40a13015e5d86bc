import {
  BookHeart,
  Bot,
  CalendarDays,
  ChartLine,
  FileText,
  FolderOpen,
  HandCoins,
  HandHeart,
  HeartHandshake,
  Hospital,
  Inbox,
  LayoutDashboard,
  Mail,
  MessagesSquare,
  Package,
  ScrollText,
  Settings,
  ShoppingBag,
  Stethoscope,
  Users,
  UsersRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { adminMessages } from './messages';

type Key = keyof (typeof adminMessages)['en'];

/** An area's name and what it is for are keys of the admin catalogue (messages.ts). */
export type AdminArea = { to: string; label: Key; description: Key; icon: LucideIcon; end?: boolean };

/** The admin areas that exist now, in navigation order. */
export const adminAreas: AdminArea[] = [
  { to: '/admin', label: 'area.dashboard', description: 'area.dashboard.description', icon: LayoutDashboard, end: true },
  {
    to: '/admin/analytics',
    label: 'area.analytics',
    description: 'area.analytics.description',
    icon: ChartLine,
  },
  {
    to: '/admin/user-data',
    label: 'area.userData',
    description: 'area.userData.description',
    icon: Users,
  },
  {
    to: '/admin/articles',
    label: 'area.articles',
    description: 'area.articles.description',
    icon: FileText,
  },
  {
    to: '/admin/resources',
    label: 'area.resources',
    description: 'area.resources.description',
    icon: FolderOpen,
  },
  {
    to: '/admin/videos',
    label: 'area.videos',
    description: 'area.videos.description',
    icon: Video,
  },
  {
    to: '/admin/events',
    label: 'area.events',
    description: 'area.events.description',
    icon: CalendarDays,
  },
  {
    to: '/admin/forums',
    label: 'area.forums',
    description: 'area.forums.description',
    icon: MessagesSquare,
  },
  {
    to: '/admin/groups',
    label: 'area.groups',
    description: 'area.groups.description',
    icon: UsersRound,
  },
  {
    to: '/admin/stories',
    label: 'area.stories',
    description: 'area.stories.description',
    icon: BookHeart,
  },
  {
    to: '/admin/messages',
    label: 'area.messages',
    description: 'area.messages.description',
    icon: Mail,
  },
  {
    to: '/admin/donations',
    label: 'area.donations',
    description: 'area.donations.description',
    icon: HandHeart,
  },
  {
    to: '/admin/supporters',
    label: 'area.supporters',
    description: 'area.supporters.description',
    icon: HeartHandshake,
  },
  {
    to: '/admin/payouts',
    label: 'area.payouts',
    description: 'area.payouts.description',
    icon: HandCoins,
  },
  {
    to: '/admin/products',
    label: 'area.products',
    description: 'area.products.description',
    icon: ShoppingBag,
  },
  {
    to: '/admin/orders',
    label: 'area.orders',
    description: 'area.orders.description',
    icon: Package,
  },
  {
    to: '/admin/assistant',
    label: 'area.assistant',
    description: 'area.assistant.description',
    icon: Bot,
  },
  {
    to: '/admin/referrals',
    label: 'area.referrals',
    description: 'area.referrals.description',
    icon: Stethoscope,
  },
  {
    to: '/admin/specialists',
    label: 'area.specialists',
    description: 'area.specialists.description',
    icon: Hospital,
  },
  {
    to: '/admin/inbox',
    label: 'area.inbox',
    description: 'area.inbox.description',
    icon: Inbox,
  },
  {
    to: '/admin/settings',
    label: 'area.settings',
    description: 'area.settings.description',
    icon: Settings,
  },
  {
    to: '/admin/audit-log',
    label: 'area.auditLog',
    description: 'area.auditLog.description',
    icon: ScrollText,
  },
];
