import * as z from 'zod/mini';

/**
 * The few API shapes the browser extension reads and sends, in zod/mini (decision 069): the
 * extension's bundles carry no Function constructor (zod's JIT) and none of the contract's
 * option lists, as the stores' reviewers ask. `extension-wire.test.ts` holds these to the full
 * schemas of learning.ts, profile.ts and claims.ts, so they cannot drift apart.
 */

/** The same as `activityTypes` in learning.ts (checked by the test). */
export const wireActivityTypes = ['visit', 'start', 'complete'] as const;
/** The same as `claimStates` in claims.ts (checked by the test). */
export const wireClaimStates = ['pending', 'verified', 'rejected', 'review'] as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROLS = /[\u0000-\u001F\u007F]/;
const text = () => z.string().check(z.refine((s) => !LINE_CONTROLS.test(s)));
const isHttp = (s: string) => {
  const url = URL.parse(s);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
};
const httpUrl = () => text().check(z.maxLength(2048), z.refine(isHttp));
const int = () => z.number().check(z.int());

/** An event as the extension keeps and sends it (`ZActivityEvent`). */
export const WActivityEvent = z.object({
  id: z.uuid(),
  type: z.enum(wireActivityTypes),
  url: httpUrl(),
  title: z.optional(text().check(z.maxLength(500))),
  certificateUrl: z.optional(httpUrl()),
  at: z.iso.datetime({ offset: true }),
});
export type WActivityEvent = z.infer<typeof WActivityEvent>;

/** `POST /v1/activity`'s answer (`ZActivityResponse`). */
export const WActivityResponse = z.object({
  data: z.object({
    results: z.array(z.object({ id: z.string(), outcome: z.string(), pointsAwarded: int() })),
    totalPointsEarned: int(),
  }),
});

/** What the extension keeps of `GET /v1/profile` (`ZProfileResponse`). */
export const WProfileResponse = z.object({
  data: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    totalPointsEarned: int(),
    completedCourses: int(),
    enrolledCourses: int(),
    _email: z.boolean(),
    /** `ZAppLanguage`; any text, so that a language added later does not fail the whole read */
    language: z.optional(z.string()),
  }),
});

/** What the extension keeps of `GET /v1/profile/stats` (`ZDashboardStatsResponse`). */
export const WStatsResponse = z.object({ data: z.object({ verifyingCourses: int() }) });

/** The officer's latest claims, from `GET /v1/profile/points/history` (`ZPointsHistoryResponse`). */
export const WClaimsResponse = z.object({
  data: z.object({
    items: z.array(
      z.object({
        certificateUrl: z.string(),
        course: z.object({ name: z.string() }),
        state: z.enum(wireClaimStates),
        reason: z.nullable(z.string()),
        points: int(),
      }),
    ),
  }),
});
export type WClaim = z.infer<typeof WClaimsResponse>['data']['items'][number];
