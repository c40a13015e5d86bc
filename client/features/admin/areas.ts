import {
  Bot,
  FileText,
  FolderOpen,
  HandHeart,
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
  Video,
  type LucideIcon,
} from 'lucide-react';

export type AdminArea = { to: string; label: string; description: string; icon: LucideIcon; end?: boolean };

/** The admin areas that exist now, in navigation order. */
export const adminAreas: AdminArea[] = [
  { to: '/admin', label: 'Dashboard', description: 'Member counts at a glance, and the go-live checklist.', icon: LayoutDashboard, end: true },
  {
    to: '/admin/user-data',
    label: 'Members',
    description: 'Search members, change their role, suspend or restore accounts.',
    icon: Users,
  },
  {
    to: '/admin/articles',
    label: 'Articles',
    description: 'Write, edit and publish the resource library’s articles, and choose which are featured.',
    icon: FileText,
  },
  {
    to: '/admin/resources',
    label: 'Resources',
    description: 'Order the library’s categories and attach downloadable PDF guides to articles.',
    icon: FolderOpen,
  },
  {
    to: '/admin/videos',
    label: 'Videos',
    description: 'Upload videos or add YouTube and Vimeo links, follow their processing, and edit captions, chapters and transcripts.',
    icon: Video,
  },
  {
    to: '/admin/forums',
    label: 'Forums',
    description: 'Forum categories, the report queue and recent activity.',
    icon: MessagesSquare,
  },
  {
    to: '/admin/messages',
    label: 'Messages',
    description: 'Private messages members reported: dismiss the report, or remove the message and suspend its sender.',
    icon: Mail,
  },
  {
    to: '/admin/donations',
    label: 'Donations',
    description: 'Gifts received this month and in all, monthly donors, and every donation with its status and payments.',
    icon: HandHeart,
  },
  {
    to: '/admin/products',
    label: 'Products',
    description: 'The shop’s products: variants with their prices and stock, photos, published or draft.',
    icon: ShoppingBag,
  },
  {
    to: '/admin/orders',
    label: 'Orders',
    description: 'Pack and ship paid orders with their packing slips, cancel or refund them, and export the list.',
    icon: Package,
  },
  {
    to: '/admin/assistant',
    label: 'Assistant',
    description: 'What people ask the clubfoot pal and whether the answers helped, and the knowledge base it answers from.',
    icon: Bot,
  },
  {
    to: '/admin/referrals',
    label: 'Doctor requests',
    description: 'Families waiting for specialists, against the 48-hour promise: the suggestions, sending up to three, closing.',
    icon: Stethoscope,
  },
  {
    to: '/admin/specialists',
    label: 'Specialists',
    description: 'The directory of clubfoot specialists that families are matched with.',
    icon: Hospital,
  },
  {
    to: '/admin/inbox',
    label: 'Inbox',
    description: 'Messages sent with the contact form: read them, reply by e-mail and mark them handled.',
    icon: Inbox,
  },
  {
    to: '/admin/settings',
    label: 'Settings',
    description: 'Your organisation’s name, charity number, contact details, social links, team and the ad slots’ messages.',
    icon: Settings,
  },
  {
    to: '/admin/audit-log',
    label: 'Audit log',
    description: 'Every admin action (role changes, suspensions, settings and more): who did it, to whom and when.',
    icon: ScrollText,
  },
];
