import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TRole } from '@dpts/contract/user';
import { i18n } from '../../lib/i18n';

/** The menu compares roles in upper case: SUPER (super and admin) and USER (spec section 6). */
export type MenuRole = 'SUPER' | 'USER';

export type MenuLink = {
  label: string;
  to: string;
  icon: string;
  /** a count shown beside the label: claims waiting for review */
  badge?: 'review';
  /** for the super role only, not for admins */
  superOnly?: true;
};
export type MenuEntry =
  | ({ kind: 'link'; roles: readonly MenuRole[] } & MenuLink)
  | { kind: 'group'; label: string; roles: readonly MenuRole[]; items: readonly MenuLink[] };

/** The menu as written: its labels are messages, read in the officer's language by `menuFor`. */
type Translatable<T> = Omit<T, 'label'> & { label: MessageDescriptor };
type MenuDefinition =
  | ({ kind: 'link'; roles: readonly MenuRole[] } & Translatable<MenuLink>)
  | {
      kind: 'group';
      label: MessageDescriptor;
      roles: readonly MenuRole[];
      items: readonly Translatable<MenuLink>[];
    };

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
  jobs: 'M4 6h16M4 12h16M4 18h10m4 0l2 2 3-4',
  volunteering:
    'M12 21s-7-4.4-9-9.2C1.7 8.6 3.6 5 7 5c2 0 3.3 1 5 3 1.7-2 3-3 5-3 3.4 0 5.3 3.6 4 6.8-2 4.8-9 9.2-9 9.2z',
  gift: 'M4 11h16v9H4zm-1-4h18v4H3zm9 0v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z',
  points: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.3 7.3 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.3 7.3 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1c.6.5 1.3.9 2 1.2l.4 2.6h5l.4-2.6c.7-.3 1.4-.7 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
};

/** Side menu (spec section 2, Layout). /jobs stays out until it has content (docs/design.md §7). */
const menu: readonly MenuDefinition[] = [
  {
    kind: 'link',
    label: msg`Dashboard`,
    to: '/dashboard',
    icon: icons.dashboard,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: msg`Learning`,
    to: '/learning-path',
    icon: icons.learning,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: msg`Manage Users`,
    to: '/manage-users',
    icon: icons.users,
    roles: ['SUPER'],
  },
  {
    kind: 'group',
    label: msg`League`,
    roles: ['USER'],
    items: [
      { label: msg`Discover League`, to: '/leagues/discover', icon: icons.league },
      { label: msg`My Leagues`, to: '/leagues/my-leagues', icon: icons.league },
    ],
  },
  {
    kind: 'group',
    label: msg`League`,
    roles: ['SUPER'],
    items: [
      { label: msg`Manage Leagues`, to: '/leagues/manage', icon: icons.league },
      { label: msg`League Moderators`, to: '/leagues/moderators', icon: icons.users },
    ],
  },
  {
    kind: 'group',
    label: msg`Administration`,
    roles: ['SUPER'],
    items: [
      { label: msg`Manage Courses`, to: '/manage-courses', icon: icons.learning },
      { label: msg`Review Queue`, to: '/review', icon: icons.review, badge: 'review' },
      { label: msg`Audit Log`, to: '/audit', icon: icons.audit },
      { label: msg`Background Jobs`, to: '/background-jobs', icon: icons.jobs, superOnly: true },
      { label: msg`Volunteering Queue`, to: '/volunteering/queue', icon: icons.review },
      {
        label: msg`Organisations`,
        to: '/volunteering/organisations',
        icon: icons.users,
        superOnly: true,
      },
      { label: msg`Manage Rewards`, to: '/manage-rewards', icon: icons.gift, superOnly: true },
      { label: msg`Manage Badges`, to: '/manage-badges', icon: icons.points, superOnly: true },
    ],
  },
  {
    kind: 'link',
    label: msg`Volunteering`,
    to: '/volunteering',
    icon: icons.volunteering,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: msg`My points`,
    to: '/my-points',
    icon: icons.points,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: msg`Rewards`,
    to: '/rewards',
    icon: icons.gift,
    roles: ['SUPER', 'USER'],
  },
  {
    kind: 'link',
    label: msg`Settings`,
    to: '/settings',
    icon: icons.settings,
    roles: ['SUPER', 'USER'],
  },
];

/** The role's menu, its labels in the language active now. */
export function menuFor(role: TRole): MenuEntry[] {
  const menuRole = menuRoleOf(role);
  const shown = (link: Translatable<MenuLink>) => role === 'super' || !link.superOnly;
  const link = (item: Translatable<MenuLink>): MenuLink => ({ ...item, label: i18n._(item.label) });
  return menu
    .filter((entry) => entry.roles.includes(menuRole))
    .filter((entry) => entry.kind === 'group' || shown(entry))
    .map((entry): MenuEntry =>
      entry.kind === 'group'
        ? { ...entry, label: i18n._(entry.label), items: entry.items.filter(shown).map(link) }
        : { ...entry, label: i18n._(entry.label) },
    );
}
