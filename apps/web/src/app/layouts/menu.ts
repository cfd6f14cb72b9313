import type { TRole } from '@dpts/contract/user';

/** The menu compares roles in upper case: SUPER (super and admin) and USER (spec section 6). */
export type MenuRole = 'SUPER' | 'USER';

export type MenuLink = {
  label: string;
  to: string;
  icon: string;
  /** a count shown beside the label: claims waiting for review */
  badge?: 'review';
};
export type MenuEntry =
  | ({ kind: 'link'; roles: readonly MenuRole[] } & MenuLink)
  | { kind: 'group'; label: string; roles: readonly MenuRole[]; items: readonly MenuLink[] };

export function menuRoleOf(role: TRole): MenuRole {
  return role === 'user' ? 'USER' : 'SUPER';
}

const icons = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-5H4zm10 0h6v-9h-6zm0-16v5h6V4z',
  learning: 'M12 4l9 5-9 5-9-5 9-5zm-6 8v4.5c0 1.4 2.7 3 6 3s6-1.6 6-3V12',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10c0-3.3 3.1-6 7-6s7 2.7 7 6m1-10a3 3 0 1 0 0-6m2 16c0-2.6-1.2-4.6-3-5.6',
  league: 'M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0zm10 2h3a3 3 0 0 1-3 3M7 6H4a3 3 0 0 0 3 3',
  review: 'M9 11l3 3 8-8M20 12v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h9',
  audit: 'M12 8v4l3 2M3 12a9 9 0 1 0 3-6.7M3 4v4h4',
  points: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.3 7.3 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.3 7.3 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1c.6.5 1.3.9 2 1.2l.4 2.6h5l.4-2.6c.7-.3 1.4-.7 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
};

/** Side menu (spec section 2, Layout). The /jobs group stays out until it has content (DESIGN §7). */
export const menu: readonly MenuEntry[] = [
  {
    kind: 'link',
    label: 'Dashboard',
    to: '/dashboard',
    icon: icons.dashboard,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: 'Learning',
    to: '/learning-path',
    icon: icons.learning,
    roles: ['SUPER', 'USER'],
  },
  { kind: 'link', label: 'Manage Users', to: '/manage-users', icon: icons.users, roles: ['SUPER'] },
  {
    kind: 'group',
    label: 'League',
    roles: ['USER'],
    items: [
      { label: 'Discover League', to: '/leagues/discover', icon: icons.league },
      { label: 'My Leagues', to: '/leagues/my-leagues', icon: icons.league },
    ],
  },
  {
    kind: 'group',
    label: 'League',
    roles: ['SUPER'],
    items: [
      { label: 'Manage Leagues', to: '/leagues/manage', icon: icons.league },
      { label: 'League Moderators', to: '/leagues/moderators', icon: icons.users },
    ],
  },
  {
    kind: 'group',
    label: 'Administration',
    roles: ['SUPER'],
    items: [
      { label: 'Manage Courses', to: '/manage-courses', icon: icons.learning },
      { label: 'Review Queue', to: '/review', icon: icons.review, badge: 'review' },
      { label: 'Audit Log', to: '/audit', icon: icons.audit },
    ],
  },
  {
    kind: 'link',
    label: 'My points',
    to: '/my-points',
    icon: icons.points,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: 'Settings',
    to: '/settings',
    icon: icons.settings,
    roles: ['SUPER', 'USER'],
  },
];

export function menuFor(role: TRole): MenuEntry[] {
  const menuRole = menuRoleOf(role);
  return menu.filter((entry) => entry.roles.includes(menuRole));
}
