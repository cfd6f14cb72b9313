import { afterEach, describe, expect, it } from 'vitest';
import { claimReasons } from '@dpts/contract/claims';
import { activateLanguage, languageFor } from './i18n.ts';
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
      'en',
    );
    expect(offline).toMatchObject({ notice: expect.stringMatching(/cannot be reached/) });
    expect(offline.kind === 'signed-in' && offline.lastSync).toMatch(/2026/);
  });

  it('tells what became of each completion and what to do next', () => {
    const cert = 'https://www.coursera.org/account/accomplishments/verify/M7VQZX6NXL9Q';
    const base = { title: 'Python', url: cert, at: '', pointsAwarded: 0 };
    const view = popupView(
      {
        token: 't',
        officer,
        completions: [
          { ...base, state: 'verified', pointsAwarded: 30, verifying: false },
          {
            ...base,
            state: 'rejected',
            reason: 'The name on the certificate is not yours',
            verifying: false,
          },
          { ...base, state: 'review', reason: 'Daily points limit reached', verifying: true },
          { ...base, verifying: true },
        ],
      },
      origin,
    );
    if (view.kind !== 'signed-in') throw new Error('signed in expected');
    expect(view.completions.map((c) => [c.tone, c.status, c.next?.href ?? null])).toEqual([
      ['paid', 'Verified · +30dpts', null],
      ['refused', 'Not accepted: The name on the certificate is not yours', `${origin}/my-points`],
      ['waiting', 'With an administrator: Daily points limit reached', null],
      ['waiting', 'Being checked with the site · usually within minutes', null],
    ]);
  });

  describe('in the officer’s language', () => {
    afterEach(() => activateLanguage('en'));

    it('is the one chosen on DigiPoints, else the browser’s, else English', () => {
      expect(languageFor({ language: 'ha' }, ['fr-FR'])).toBe('ha');
      expect(languageFor({}, ['de-DE', 'yo-NG'])).toBe('yo');
      expect(languageFor({ language: 'xx' }, ['pcm'])).toBe('pcm');
      expect(languageFor(undefined, ['de-DE'])).toBe('en');
    });

    it('speaks Hausa with the points and dates in figures', async () => {
      await activateLanguage('ha');
      const view = popupView(
        {
          token: 't',
          officer: { ...officer, language: 'ha' },
          completions: [
            {
              title: 'Python',
              url: 'https://x.test/c',
              at: '',
              pointsAwarded: 30,
              state: 'verified',
            },
          ],
          sync: {
            failures: 0,
            nextAttemptAt: 0,
            lastSyncAt: Date.UTC(2026, 10, 24, 7, 0),
            refreshedAt: null,
            rejected: 0,
            paused: 'unverified',
            lastError: null,
          },
        },
        origin,
        'ha',
      );
      expect(view).toMatchObject({
        points: '120dpts',
        notice: 'Tabbatar da imel ɗinka a DigiPoints don samun maki kan kwasa-kwasanka.',
        completions: [{ status: 'An tabbatar · +30dpts' }],
      });
      // No month names (browsers have none in Hausa): 24/11/2026 in Lagos or nearby.
      expect(view.kind === 'signed-in' && view.lastSync).toMatch(/^2[45]\/11\/2026/);
    });

    it('says in Hausa why a claim was refused or waits, an administrator’s own words as written', async () => {
      await activateLanguage('ha');
      const cert = 'https://www.coursera.org/account/accomplishments/verify/M7VQZX6NXL9Q';
      const base = { title: 'Python', url: cert, at: '', pointsAwarded: 0 };
      const view = popupView(
        {
          token: 't',
          officer,
          completions: [
            { ...base, state: 'rejected', reason: claimReasons.otherName, verifying: false },
            { ...base, state: 'review', reason: claimReasons.dailyPoints, verifying: true },
            { ...base, state: 'rejected', reason: 'Blurred photo', verifying: false },
          ],
        },
        origin,
        'ha',
      );
      if (view.kind !== 'signed-in') throw new Error('signed in expected');
      expect(view.completions.map((c) => c.status)).toEqual([
        'Ba a karɓa ba: Sunan da ke kan takardar shaidar ba naka ba ne',
        'A hannun mai gudanarwa: An kai iyakar maki ta yau; mai gudanarwa zai duba shi',
        'Ba a karɓa ba: Blurred photo',
      ]);
    });

    it('writes the last sync as French does', async () => {
      await activateLanguage('fr');
      const view = popupView(
        {
          token: 't',
          officer,
          sync: {
            failures: 0,
            nextAttemptAt: 0,
            lastSyncAt: Date.UTC(2026, 10, 24, 7, 0),
            refreshedAt: null,
            rejected: 0,
            paused: null,
            lastError: null,
          },
        },
        origin,
        'fr',
      );
      expect(view.kind === 'signed-in' && view.lastSync).toMatch(/nov\. 2026/);
    });
  });
});
