import { describe, expect, it } from 'vitest';
import { popupView } from './view.ts';

const officer = {
  id: 'u1',
  firstName: 'Chidinma',
  lastName: 'Eze',
  email: 'chidinma@example.com',
  totalPointsEarned: 120,
  completedCourses: 3,
  enrolledCourses: 5,
  emailVerified: true,
};
const origin = 'https://digipoints.example';

describe('popupView', () => {
  it('asks to sign in on DigiPoints without a session', () => {
    expect(popupView({}, origin)).toEqual({
      kind: 'signed-out',
      signInUrl: `${origin}/login`,
      waiting: 0,
    });
  });

  it('shows name, points with the dpts suffix, counts, waiting events and the dashboard', () => {
    const view = popupView(
      {
        token: 't',
        officer,
        completions: [
          { title: 'AI For Everyone', url: 'https://x.test/c', at: '', pointsAwarded: 20 },
        ],
        queue: [
          { id: 'a', type: 'visit', url: 'https://www.coursera.org/learn/x', title: 'X', at: '' },
        ],
      },
      origin,
    );
    expect(view).toMatchObject({
      kind: 'signed-in',
      name: 'Chidinma Eze',
      points: '120dpts',
      completedCount: 3,
      waiting: 1,
      lastSync: 'Not yet',
      dashboardUrl: `${origin}/dashboard`,
      completions: [{ title: 'AI For Everyone', verifying: false }],
      notice: null,
    });
  });

  it('counts a completion the site is still checking as verifying, not completed', () => {
    const view = popupView(
      {
        token: 't',
        officer: { ...officer, completedCourses: 0, verifyingCourses: 1, totalPointsEarned: 0 },
        completions: [
          {
            title: 'AI For Everyone',
            url: 'https://x.test/c',
            at: '',
            pointsAwarded: 0,
            verifying: true,
          },
        ],
      },
      origin,
    );
    expect(view).toMatchObject({
      completedCount: 0,
      verifyingCount: 1,
      points: '0dpts',
      completions: [{ title: 'AI For Everyone', verifying: true }],
    });
  });

  it('leaves the verifying count out when the server did not say', () => {
    expect(popupView({ token: 't', officer }, origin)).toMatchObject({
      completedCount: 3,
      verifyingCount: null,
    });
  });

  it('explains why nothing is sent: session ended, email not verified, API unreachable', () => {
    const base = { token: 't', officer };
    const sync = {
      failures: 1,
      nextAttemptAt: 0,
      lastSyncAt: Date.UTC(2026, 10, 24, 7, 0),
      refreshedAt: null,
      rejected: 0,
    };
    expect(
      popupView({ ...base, sync: { ...sync, paused: 'signed-out', lastError: null } }, origin),
    ).toMatchObject({ notice: expect.stringMatching(/Sign in on DigiPoints again/) });
    expect(
      popupView({ ...base, sync: { ...sync, paused: 'unverified', lastError: null } }, origin),
    ).toMatchObject({ notice: expect.stringMatching(/Verify your email/) });
    const offline = popupView(
      {
        ...base,
        queue: [
          { id: 'a', type: 'visit', url: 'https://www.coursera.org/learn/x', title: '', at: '' },
        ],
        sync: { ...sync, paused: null, lastError: 'offline' },
      },
      origin,
      'en-GB',
    );
    expect(offline).toMatchObject({ notice: expect.stringMatching(/cannot be reached/) });
    expect(offline.kind === 'signed-in' && offline.lastSync).toMatch(/2026/);
  });
});
