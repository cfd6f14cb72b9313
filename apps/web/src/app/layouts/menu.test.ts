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
      'Volunteering',
      'My points',
      'Rewards',
      'Settings',
    ]);
  });
  it('super and admin see Manage Users, the administrator League group and Administration; super also Background Jobs, Organisations, Manage Rewards and Manage Badges', () => {
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
      'Volunteering Queue',
      'Volunteering',
      'My points',
      'Rewards',
      'Settings',
    ];
    expect(labels('admin')).toEqual(expected);
    expect(labels('super')).toEqual(
      expected
        .toSpliced(expected.indexOf('Audit Log') + 1, 0, 'Background Jobs')
        .toSpliced(
          expected.indexOf('Volunteering Queue') + 2,
          0,
          'Organisations',
          'Manage Rewards',
          'Manage Badges',
        ),
    );
    expect(menuRoleOf('admin')).toBe('SUPER');
  });
});
