import { describe, expect, it } from 'vitest';
import type { TLeague } from '@dpts/contract/leagues';
import { menuItemsFor } from './menu-items';

const league = (overrides: Partial<TLeague> = {}): TLeague => ({
  _id: 'l1',
  name: 'Cloud',
  image: '/uploads/leagueimage/a.webp',
  thumbnail: '/uploads/leagueimage/a-thumb.webp',
  description: 'd',
  path: 'all',
  private: false,
  discoverable: true,
  speciality: null,
  courses: [],
  members_count: 3,
  createdAt: '2026-11-24T06:00:00.000Z',
  _creator: { _id: 'u1', firstName: 'Ada', lastName: 'Obi' },
  isCreator: false,
  isMember: false,
  isSaved: false,
  request: null,
  pendingRequests: 0,
  isInvited: false,
  ...overrides,
});
const labels = (items: { label: string; disabled?: boolean }[]) =>
  items.map((i) => (i.disabled ? `${i.label} (disabled)` : i.label));

describe('league card menus (spec section 2)', () => {
  it('discover: Join League for public, Request to Join for private, Save League', () => {
    expect(labels(menuItemsFor('discover', league()))).toEqual(['Join League', 'Save League']);
    expect(labels(menuItemsFor('private', league({ private: true })))).toEqual([
      'Request to Join',
      'Save League',
    ]);
    expect(labels(menuItemsFor('public', league({ isSaved: true })))).toEqual([
      'Join League',
      'Already Saved! (disabled)',
    ]);
  });

  it('an invited officer joins a private league directly', () => {
    expect(labels(menuItemsFor('discover', league({ private: true, isInvited: true })))[0]).toBe(
      'Join League',
    );
  });

  it('saved, sent requests, joined and created tabs', () => {
    expect(labels(menuItemsFor('saved', league()))).toEqual(['Remove League']);
    expect(labels(menuItemsFor('sent', league()))).toEqual(['Withdraw Request']);
    expect(labels(menuItemsFor('joined', league({ private: true, isMember: true })))).toEqual([
      'Leaderboard',
      'View Details',
      'Share League',
      'Leave League',
    ]);
    expect(labels(menuItemsFor('created', league({ isCreator: true, isMember: true })))).toEqual([
      'Leaderboard',
      'Share League',
      'Invite Members',
      'Make League Discoverable',
      'Delete League',
    ]);
  });
});
