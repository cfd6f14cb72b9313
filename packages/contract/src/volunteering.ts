import { z } from 'zod';
import { paged } from './common.ts';
import { MAX_PAGE_SIZE } from './constants.ts';
import { ZEmail, ZPhone, ZText } from './fields.ts';
import { isLocalGovernmentOf, stateNames } from './locations.ts';

/**
 * Volunteering (issue #20, docs/volunteering.md): an officer logs time given, the supervisor
 * confirms it from an emailed link, an administrator approves it, approved hours pay points.
 */
export const VOLUNTEER_ACTIVITY_TYPES = [
  'teaching',
  'tech-support',
  'event-support',
  'mentoring',
  'other',
] as const;
export type TVolunteerActivityType = (typeof VOLUNTEER_ACTIVITY_TYPES)[number];
export const volunteerActivityLabels: Record<TVolunteerActivityType, string> = {
  teaching: 'Teaching digital skills',
  'tech-support': 'Community tech support',
  'event-support': 'Event support',
  mentoring: 'Mentoring',
  other: 'Other',
};

/**
 * - pending: waiting for the supervisor (or, without an email, for an administrator);
 * - verified: the supervisor confirmed (perhaps with fewer hours);
 * - approved: counted, points paid; denied: by the supervisor or an administrator;
 * - withdrawn: by the officer while still undecided.
 */
export const VOLUNTEER_STATES = ['pending', 'verified', 'approved', 'denied', 'withdrawn'] as const;
export type TVolunteerState = (typeof VOLUNTEER_STATES)[number];

export const VOLUNTEERING_LIMITS = {
  /** durations are whole quarters of an hour */
  stepMinutes: 15,
  maxDayMinutes: 12 * 60,
  maxWeekMinutes: 40 * 60,
  /** the oldest date an entry may be logged for, in days before today (Lagos) */
  maxAgeDays: 60,
  maxPhotos: 3,
  /** the supervisor's link */
  linkValidDays: 14,
  /** a confirmation from a registered organisation's domain is approved at once up to this */
  autoApproveMaxMinutes: 4 * 60,
  /** the share of auto-approved entries flagged for audit */
  auditRate: 0.1,
  /** a supervisor confirming for more officers than this in 7 days goes to review */
  supervisorOfficersPerWeek: 10,
  titleMax: 120,
  descriptionMax: 2000,
  commentMax: 1000,
} as const;

export const volunteeringMessages = {
  future: 'The date cannot be in the future.',
  tooOld: `Entries can be logged for the last ${VOLUNTEERING_LIMITS.maxAgeDays} days only.`,
  overlap: 'This time overlaps another of your entries.',
  weekCap: `This would pass ${VOLUNTEERING_LIMITS.maxWeekMinutes / 60} hours of volunteering in that week.`,
  pastMidnight: 'The activity must end by midnight; log the next day separately.',
  ownContact: 'The supervisor cannot be you: give the contact of the person who supervised you.',
  officerContact: 'The supervisor cannot be another officer: give a supervisor’s own contact.',
  evidence: 'Add a photo or a link as evidence.',
  notWithdrawable: 'Only an entry that is not decided yet can be withdrawn.',
  linkUsed: 'This link was already used: the entry has been answered.',
  linkExpired: `This link has expired (links are valid for ${VOLUNTEERING_LIMITS.linkValidDays} days).`,
  linkInvalid: 'This link is not valid.',
  linkClosed: 'This entry is no longer waiting for confirmation.',
  ownEntry: 'Nobody approves their own entry.',
  notDecidable: 'This entry cannot take that decision in its state.',
  reasonRequired: 'Give a reason.',
  lowerMinutes: 'Lowered hours must be less than the hours logged.',
  domainTaken: 'This email domain belongs to another organisation.',
  linkEmailed: 'Your supervisor was emailed the link: it is not sent from here.',
  linkNotPending: 'Only an entry waiting for its supervisor can have a link.',
  entryNotFound: 'Entry not found',
} as const;

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Not a real date');

/** Start of the activity, on a quarter hour. */
const ZStartTime = z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'Pick a start time');

export const ZVolunteerMinutes = z
  .number()
  .int()
  .min(VOLUNTEERING_LIMITS.stepMinutes, 'At least 15 minutes')
  .max(VOLUNTEERING_LIMITS.maxDayMinutes, 'At most 12 hours in a day')
  .refine((m) => m % VOLUNTEERING_LIMITS.stepMinutes === 0, 'Use 15-minute steps');

/** An image stored by the upload pipeline (`POST /v1/uploads/image?kind=volunteering`). */
export const ZVolunteerPhoto = z
  .string()
  .max(500)
  .regex(
    /^(\/|https?:\/\/)[^\s?#]*volunteerimage\/[0-9a-f-]{36}\.webp$/,
    'Upload photos through the form',
  );

const ZHttpLink = ZText()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter a web address (https://…)' }));

/** Minutes since midnight of an `HH:MM` start. */
export function startMinutesOf(startTime: string): number {
  const [h, m] = startTime.split(':').map(Number);
  return h! * 60 + m!;
}

export const ZVolunteerEntryInput = z
  .object({
    activityType: z.enum(VOLUNTEER_ACTIVITY_TYPES, 'Pick an activity type'),
    title: ZText().trim().min(3, 'At least 3 characters').max(VOLUNTEERING_LIMITS.titleMax),
    description: ZText({ multiline: true })
      .trim()
      .min(10, 'Say a little more (at least 10 characters)')
      .max(VOLUNTEERING_LIMITS.descriptionMax),
    date: ZDay,
    startTime: ZStartTime,
    minutes: ZVolunteerMinutes,
    state: z.enum(stateNames as [string, ...string[]], 'Pick a state'),
    lga: ZText().trim().min(1, 'Pick a local government area').max(80),
    organisation: ZText().trim().max(120).optional(),
    photos: z.array(ZVolunteerPhoto).max(VOLUNTEERING_LIMITS.maxPhotos).default([]),
    link: z.union([ZHttpLink, z.literal('')]).optional(),
    supervisorName: ZText().trim().min(2, 'Required').max(120),
    supervisorEmail: z.union([ZEmail, z.literal('')]).optional(),
    supervisorPhone: z.union([ZPhone, z.literal('')]).optional(),
    honesty: z.literal(true, 'Tick the statement to confirm'),
  })
  .superRefine((v, ctx) => {
    if (!isLocalGovernmentOf(v.state, v.lga))
      ctx.addIssue({ code: 'custom', path: ['lga'], message: 'Pick a local government area' });
    if (!v.supervisorEmail && !v.supervisorPhone)
      ctx.addIssue({
        code: 'custom',
        path: ['supervisorEmail'],
        message: 'Give the supervisor’s email or phone',
      });
    if (v.photos.length === 0 && !v.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: volunteeringMessages.evidence });
    if (startMinutesOf(v.startTime) + v.minutes > 24 * 60)
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: volunteeringMessages.pastMidnight,
      });
  });
export type TVolunteerEntryInput = z.input<typeof ZVolunteerEntryInput>;

export const ZVolunteerEntry = z.object({
  _id: z.string(),
  activityType: z.enum(VOLUNTEER_ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  /** the minutes the supervisor confirmed (lower when they lowered the hours) */
  confirmedMinutes: z.number().int().nullable(),
  state: z.string(),
  lga: z.string(),
  organisation: z.string().nullable(),
  photos: z.array(z.string()),
  link: z.string().nullable(),
  supervisorName: z.string(),
  supervisorContact: z.string(),
  /**
   * How the supervisor gets their link: `email`, sent by the platform; `officer`, a phone-only
   * supervisor to whom the officer sends it (`POST /v1/volunteering/{id}/link`).
   */
  supervisorChannel: z.enum(['email', 'officer']),
  status: z.enum(VOLUNTEER_STATES),
  supervisorComment: z.string().nullable(),
  approverComment: z.string().nullable(),
  /** why it is held for a closer look (a supervisor confirming for many officers) */
  review: z.string().nullable(),
  auditFlag: z.boolean(),
  autoApproved: z.boolean(),
  points: z.number().int(),
  verifiedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TVolunteerEntry = z.infer<typeof ZVolunteerEntry>;

export const ZVolunteerHours = z.object({
  approvedMinutes: z.number().int(),
  pendingMinutes: z.number().int(),
});
export type TVolunteerHours = z.infer<typeof ZVolunteerHours>;

export const ZVolunteerEntryResponse = z.object({ data: ZVolunteerEntry });
export const ZVolunteerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const ZVolunteerListResponse = z.object({
  data: paged(ZVolunteerEntry).extend({ hours: ZVolunteerHours }),
});
export const ZVolunteerIdParams = z.object({ id: z.uuid('Not an entry id') });

/**
 * A supervisor link the officer sends themselves (a supervisor with a phone only): the page it
 * opens is the emailed link's, single use and valid 14 days; `message` is the text to send.
 */
export const ZVolunteerShareLink = z.object({
  url: z.string(),
  message: z.string(),
  /** the supervisor's phone, E.164 (`+234…`), for WhatsApp and SMS */
  phone: z.string(),
  expiresAt: z.string(),
});
export type TVolunteerShareLink = z.infer<typeof ZVolunteerShareLink>;
export const ZVolunteerShareLinkResponse = z.object({ data: ZVolunteerShareLink });

/** What the supervisor's page shows: no account, so only what they need to answer. */
export const ZVolunteerVerification = z.object({
  officerName: z.string(),
  supervisorName: z.string(),
  activityType: z.enum(VOLUNTEER_ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  state: z.string(),
  lga: z.string(),
  organisation: z.string().nullable(),
  photos: z.array(z.string()),
  link: z.string().nullable(),
  expiresAt: z.string(),
});
export type TVolunteerVerification = z.infer<typeof ZVolunteerVerification>;
export const ZVolunteerVerificationResponse = z.object({ data: ZVolunteerVerification });
export const ZVolunteerTokenParams = z.object({ token: z.string().min(10).max(200) });

export const VOLUNTEER_SUPERVISOR_DECISIONS = ['confirm', 'lower', 'deny'] as const;
export const ZVolunteerVerifyRequest = z
  .object({
    decision: z.enum(VOLUNTEER_SUPERVISOR_DECISIONS),
    /** the hours as the supervisor saw them, when lowering */
    minutes: ZVolunteerMinutes.optional(),
    comment: ZText({ multiline: true }).trim().max(VOLUNTEERING_LIMITS.commentMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'lower' && v.minutes === undefined)
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'Give the hours you saw' });
    if (v.decision === 'deny' && !v.comment)
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: volunteeringMessages.reasonRequired,
      });
  });
export type TVolunteerVerifyRequest = z.input<typeof ZVolunteerVerifyRequest>;
export const ZVolunteerVerifyResponse = z.object({
  data: z.object({
    status: z.enum(VOLUNTEER_STATES),
    message: z.string(),
  }),
});

/** The administrators' queue. */
export const ZVolunteerQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  state: z.enum(stateNames as [string, ...string[]]).optional(),
  organisation: ZText().trim().min(1).max(120).optional(),
  type: z.enum(VOLUNTEER_ACTIVITY_TYPES).optional(),
  /** true: confirmed by the supervisor; false: not yet */
  verified: z.enum(['true', 'false']).optional(),
  /** entries logged at least this many days ago */
  minAgeDays: z.coerce.number().int().min(0).max(365).optional(),
  /** the queue (pending and verified) by default; `approved` lists audits to check */
  status: z.enum(['open', 'approved', 'denied', 'audit']).default('open'),
});
export type TVolunteerQueueQuery = z.input<typeof ZVolunteerQueueQuery>;
export const ZVolunteerQueueItem = ZVolunteerEntry.extend({
  officer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type TVolunteerQueueItem = z.infer<typeof ZVolunteerQueueItem>;
export const ZVolunteerQueueResponse = z.object({ data: paged(ZVolunteerQueueItem) });

export const ZVolunteerDecisionRequest = z
  .object({
    ids: z.array(z.uuid()).min(1).max(100),
    decision: z.enum(['approve', 'deny']),
    comment: ZText({ multiline: true }).trim().max(VOLUNTEERING_LIMITS.commentMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'deny' && !v.comment)
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: volunteeringMessages.reasonRequired,
      });
  });
export type TVolunteerDecisionRequest = z.input<typeof ZVolunteerDecisionRequest>;
export const ZVolunteerDecisionResponse = z.object({
  data: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(['approved', 'denied', 'skipped']),
        points: z.number().int(),
        reason: z.string().nullable(),
      }),
    ),
  }),
});

/** Organisations whose supervisors' confirmations may be approved at once (super only). */
const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Not a domain');
export const ZOrganisationInput = z.object({
  name: ZText().trim().min(2).max(120),
  domains: z.array(ZDomain).min(1).max(20),
});
export type TOrganisationInput = z.input<typeof ZOrganisationInput>;
export const ZOrganisation = z.object({
  _id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  createdAt: z.string(),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;
export const ZOrganisationResponse = z.object({ data: ZOrganisation });
export const ZOrganisationsResponse = z.object({ data: z.array(ZOrganisation) });
export const ZOrganisationParams = z.object({ id: z.uuid() });
export const ZOrganisationDeletedResponse = z.object({
  data: z.object({ deleted: z.literal(true) }),
});
