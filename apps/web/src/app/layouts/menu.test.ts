import { describe, expect, it } from 'vitest';
import { menuFor, menuRoleOf } from './menu';

const labels = (role: 'user' | 'admin' | 'super') =>
  menuFor(role).flatMap((e) =>
    e.kind === 'link' ? [e.label] : [e.label, ...e.items.map((i) => i.label)],
  );

describe('side menu by role', () => {
  it('a user sees Dashboard, Learning, the user League group and Settings', () => {
    expect(labels('user')).toEqual([
      'Dashboard',
      'Learning',
      'League',
      'Discover League',
      'My Leagues',
      'My points',
      'Settings',
    ]);
  });
  it('super and admin see Manage Users, the administrator League group and Administration', () => {
    const expected = [
      'Dashboard',
      'Learning',
      'Manage Users',
      'League',
      'Manage Leagues',
      'League Moderators',
      'Administration',
      'Manage Courses',
      'Review Queue',
      'Audit Log',
      'My points',
      'Settings',
    ];
    expect(labels('super')).toEqual(expected);
    expect(labels('admin')).toEqual(expected);
    expect(menuRoleOf('admin')).toBe('SUPER');
  });
});
