import { z } from 'zod';
import { ACTIVITY_BATCH_MAX } from './constants.ts';
import { ZText } from './fields.ts';

export const learningPathKinds = ['sales', 'technical', 'general'] as const;
export const ZLearningPathKind = z.enum(learningPathKinds);
export type TLearningPathKind = z.infer<typeof ZLearningPathKind>;

/** A learning track: one per learning path (docs/design.md §4). */
export const ZTopic = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  learningPath: ZLearningPathKind,
  totalPoints: z.number().int(),
  courseCount: z.number().int(),
  /** true when the track is one of the signed-in officer's chosen learning paths */
  inMyPath: z.boolean(),
});
export type TTopic = z.infer<typeof ZTopic>;
export const ZTopicsResponse = z.object({ result: z.array(ZTopic) });

/**
 * Status words: completed → Completed, verifying → Verifying (a certificate is being checked),
 * enrolled → In-progress, otherwise Not started.
 */
export const courseStatuses = ['completed', 'verifying', 'enrolled', 'not-started'] as const;
export const ZCourseStatus = z.enum(courseStatuses);
export type TCourseStatus = z.infer<typeof ZCourseStatus>;

export const ZTopicCourse = z.object({
  courseId: z.string(),
  courseName: z.string(),
  website: z.string(),
  url: z.string(),
  point: z.number().int(),
  status: ZCourseStatus,
});
export type TTopicCourse = z.infer<typeof ZTopicCourse>;
export const ZTopicDetailsResponse = z.object({
  topic: ZTopic,
  courses: z.array(ZTopicCourse),
});
export type TTopicDetails = z.infer<typeof ZTopicDetailsResponse>;
export const ZTopicParams = z.object({ id: z.uuid('Unknown learning track') });

export const ZCourse = z.object({
  _id: z.string(),
  name: z.string(),
  website: z.string(),
  url: z.string(),
  point: z.number().int(),
  learningPath: ZLearningPathKind,
  topic: z.object({ _id: z.string(), name: z.string() }),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursesQuery = z.object({
  learningPath: ZLearningPathKind.optional(),
  topic: z.uuid('Unknown learning track').optional(),
  search: ZText().trim().max(100).optional(),
});
export const ZCoursesResponse = z.object({ result: z.array(ZCourse) });

export const leaderboardKinds = ['global', 'daily'] as const;
export const ZLeaderboardQuery = z.object({
  type: z.enum(leaderboardKinds).default('global'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  /** the ranking's points: all-time total for global, points since Lagos midnight for daily */
  totalPointsEarned: z.number().int(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
export const ZLeaderboardResponse = z.object({
  data: z.object({
    type: z.enum(leaderboardKinds),
    /** daily: the Lagos calendar day ranked (YYYY-MM-DD); global: null */
    day: z.string().nullable(),
    /** officers with points on this board (officers with 0 dpts are not ranked) */
    rankedOfficers: z.number().int(),
    entries: z.array(ZLeaderboardEntry),
    /** the caller's own standing, even outside `entries`; rank null while they have 0 dpts */
    me: z.object({ rank: z.number().int().nullable(), totalPointsEarned: z.number().int() }),
  }),
});
export type TLeaderboard = z.infer<typeof ZLeaderboardResponse>['data'];

export const ZPointsSummaryResponse = z.object({
  data: z.object({ totalPoints: z.number().int() }),
});
export const ZDashboardStatsResponse = z.object({
  data: z.object({
    totalPoints: z.number().int(),
    enrolledCourses: z.number().int(),
    /** verified (paid) completions only */
    completedCourses: z.number().int(),
    /** completions whose certificate is still being checked */
    verifyingCourses: z.number().int(),
  }),
});

/** Extension events (docs/design.md §4). */
export const activityTypes = ['visit', 'start', 'complete'] as const;
export const ZActivityEvent = z.object({
  id: z.uuid(),
  type: z.enum(activityTypes),
  url: ZText().pipe(z.url({ protocol: /^https?$/ }).max(2048)),
  title: ZText().max(500).optional().default(''),
  certificateUrl: ZText()
    .pipe(z.url({ protocol: /^https?$/ }).max(2048))
    .optional(),
  at: z.iso.datetime({ offset: true }),
});
export type TActivityEvent = z.input<typeof ZActivityEvent>;
export const ZActivityRequest = z.object({
  events: z
    .array(ZActivityEvent)
    .min(1)
    .max(ACTIVITY_BATCH_MAX, `At most ${ACTIVITY_BATCH_MAX} events a batch`),
});
/** `verifying`: a completion claim was opened; it pays once the certificate is verified. */
export const activityOutcomes = [
  'enrolled',
  'verifying',
  'completed',
  'duplicate',
  'ignored',
  'unmatched',
] as const;
export const ZActivityResponse = z.object({
  data: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(activityOutcomes),
        pointsAwarded: z.number().int(),
      }),
    ),
    totalPointsEarned: z.number().int(),
  }),
});

/** Response types the web reads. */
export type TTopicsResponse = z.infer<typeof ZTopicsResponse>;
export type TLeaderboardResponse = z.infer<typeof ZLeaderboardResponse>;
export type TDashboardStatsResponse = z.infer<typeof ZDashboardStatsResponse>;
