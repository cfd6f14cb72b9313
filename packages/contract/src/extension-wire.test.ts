import { describe, expect, it } from 'vitest';
import {
  WActivityEvent,
  WActivityResponse,
  WClaimsResponse,
  WProfileResponse,
  wireActivityTypes,
  wireClaimStates,
} from './extension-wire.ts';
import { activityTypes, ZActivityEvent, ZActivityResponse } from './learning.ts';
import { claimStates, ZPointsHistoryResponse } from './claims.ts';
import { ZAppLanguage } from './user.ts';

const event = {
  id: '6f1c1a4e-8d2b-4c3e-9f5a-0b1c2d3e4f5a',
  type: 'complete',
  url: 'https://www.coursera.org/learn/python',
  title: 'Python for Everybody',
  certificateUrl: 'https://www.coursera.org/account/accomplishments/verify/M7VQZX6NXL9Q',
  at: '2026-11-25T10:00:00.000Z',
};

describe('the extension’s wire shapes', () => {
  it('name the same activity types and claim states as the contract', () => {
    expect([...wireActivityTypes]).toEqual([...activityTypes]);
    expect([...wireClaimStates]).toEqual([...claimStates]);
  });

  it('accept and refuse the same events as the API', () => {
    const cases: Record<string, unknown>[] = [
      event,
      { ...event, title: undefined, certificateUrl: undefined },
      { ...event, at: '2026-11-25T11:00:00+01:00' },
      { ...event, id: 'not-a-uuid' },
      { ...event, type: 'finish' },
      { ...event, url: 'ftp://www.coursera.org/learn/python' },
      { ...event, url: 'not a url' },
      { ...event, url: `https://www.coursera.org/learn/${'x'.repeat(2100)}` },
      { ...event, title: 'Python\u0000' },
      { ...event, title: 'x'.repeat(501) },
      { ...event, at: '25/11/2026' },
      { ...event, certificateUrl: 'javascript:alert(1)' },
    ];
    for (const c of cases) {
      expect(WActivityEvent.safeParse(c).success, JSON.stringify(c).slice(0, 120)).toBe(
        ZActivityEvent.safeParse(c).success,
      );
    }
  });

  it('read what the API answers', () => {
    const activity = ZActivityResponse.parse({
      data: {
        results: [{ id: event.id, outcome: 'verifying', pointsAwarded: 0 }],
        totalPointsEarned: 120,
      },
    });
    expect(WActivityResponse.parse(activity)).toEqual(activity);

    const history = ZPointsHistoryResponse.parse({
      data: {
        items: [
          {
            _id: 'c1',
            course: { _id: 'k1', name: 'Python', website: 'Coursera', url: event.url },
            site: 'coursera',
            certificateUrl: event.certificateUrl,
            source: 'extension',
            state: 'rejected',
            reason: 'The name on the certificate is not yours',
            points: 0,
            beforeSignup: false,
            pastLearning: false,
            heldByOther: false,
            certificateDate: null,
            createdAt: event.at,
            decidedAt: event.at,
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
        verifying: 0,
      },
    });
    expect(WClaimsResponse.parse(history).data.items[0]).toEqual({
      certificateUrl: event.certificateUrl,
      course: { name: 'Python' },
      state: 'rejected',
      reason: 'The name on the certificate is not yours',
      points: 0,
    });
    const profile = {
      _id: 'u1',
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.ng',
      totalPointsEarned: 10,
      completedCourses: 1,
      enrolledCourses: 2,
      _email: true,
    };
    expect(WProfileResponse.safeParse({ data: profile }).success).toBe(true);
    // The officer's language, which the popup speaks, is one the contract knows.
    expect(ZAppLanguage.safeParse('ha').success).toBe(true);
    expect(WProfileResponse.parse({ data: { ...profile, language: 'ha' } }).data.language).toBe(
      'ha',
    );
  });
});
