import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAuditEntry } from '@dpts/contract/admin';
import { contractText } from '../../../lib/contract-text';
import { i18n } from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';
import { formatDateTime } from './format';
import { roleLabel } from './role-labels';

/** The kinds of thing the audit log records, in the order its filter lists them. */
export const auditEntityLabel: Record<TAuditEntry['entity'], MessageDescriptor> = {
  course: msg`Courses`,
  topic: msg`Learning tracks`,
  user: msg`Roles`,
  claim: msg`Claims`,
  job: msg`Background jobs`,
  volunteering: msg`Volunteering`,
  badge: msg`Badges`,
  reward: msg`Rewards`,
  redemption: msg`Redemptions`,
};

export const auditActionLabel: Record<TAuditEntry['action'], MessageDescriptor> = {
  'topic.create': msg`Added track`,
  'topic.update': msg`Edited track`,
  'topic.retire': msg`Retired track`,
  'topic.restore': msg`Restored track`,
  'course.create': msg`Added course`,
  'course.update': msg`Edited course`,
  'course.retire': msg`Retired course`,
  'course.restore': msg`Restored course`,
  'user.role': msg`Changed role`,
  'claim.approve': msg`Approved claim`,
  'claim.reject': msg`Rejected claim`,
  'job.retry': msg`Ran failed job again`,
  'claim.move': msg`Moved certificate to its holder`,
  'claim.reopen': msg`Reopened claim`,
  'course.identifiers': msg`Edited course identifiers`,
  'user.name-change.approve': msg`Approved name change`,
  'user.name-change.reject': msg`Rejected name change`,
  'badge.create': msg`Added badge`,
  'badge.update': msg`Edited badge`,
  'badge.delete': msg`Deleted badge`,
  'reward.create': msg`Added reward`,
  'reward.update': msg`Edited reward`,
  'reward.delete': msg`Deleted reward`,
  'reward.archive': msg`Archived reward`,
  'reward.codes': msg`Imported voucher codes`,
  'redemption.sent': msg`Marked reward sent`,
  'redemption.cancelled': msg`Cancelled redemption (refunded)`,
  'volunteering.approve': msg`Approved volunteering`,
  'volunteering.deny': msg`Denied volunteering`,
  'volunteering.audit-pass': msg`Passed a volunteering audit`,
  'volunteering.audit-fail': msg`Failed a volunteering audit (points taken back)`,
  'volunteering.confirm': msg`Supervisor confirmed volunteering`,
  'volunteering.lower': msg`Supervisor lowered volunteering hours`,
  'volunteering.supervisor-deny': msg`Supervisor denied volunteering`,
  'volunteering.auto-approve': msg`Auto-approved volunteering (registered organisation)`,
};

/**
 * The fields the server keeps in an audit row's before and after (the `writeAudit` calls in
 * apps/server/src/features: catalogue, roles, claims, jobs, badges, rewards, volunteering).
 */
const fieldLabels: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  title: msg`Title`,
  description: msg`Description`,
  criteria: msg`Criteria`,
  image: msg`Image`,
  rule: msg`Rule`,
  learningPath: msg`Learning path`,
  learningPaths: msg`Learning paths`,
  isActive: msg`Active`,
  website: msg`Learning site`,
  url: msg`Course page address`,
  point: msg`Points`,
  points: msg`Points`,
  pointsTakenBack: msg`Points taken back`,
  topicId: msg`Learning track`,
  retiredCourses: msg`Retired courses`,
  identifiers: msg`Identifiers`,
  email: msg`Email`,
  certificateName: msg`Certificate name`,
  requested: msg`Requested name`,
  state: msg({ message: 'Status', context: 'audit field' }),
  status: msg({ message: 'Status', context: 'audit field' }),
  role: msg`Role`,
  course: msg`Course`,
  reason: msg`Reason`,
  overCap: msg`Over the daily cap`,
  holders: msg`Held by`,
  holder: msg`Holder`,
  cost: msg`Cost (dpts)`,
  stock: msg`Stock`,
  perOfficerLimit: msg`Limit per officer`,
  startsAt: msg`Opens`,
  endsAt: msg`Closes`,
  states: msg`States`,
  fulfilment: msg`Fulfilment`,
  imported: msg`Codes imported`,
  codesLeft: msg`Codes left`,
  note: msg`Note`,
  officer: msg`Officer`,
  minutes: msg`Minutes`,
  confirmedMinutes: msg`Minutes confirmed`,
  auditFlag: msg`Picked for audit`,
  comment: msg`Comment`,
  organisation: msg`Organisation`,
};

/** The states and statuses of what the log records (claims, name changes, jobs, rewards, hours). */
const stateLabels: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'audit state' }),
  review: msg({ message: 'In review', context: 'audit state' }),
  verified: msg({ message: 'Verified', context: 'audit state' }),
  approved: msg({ message: 'Approved', context: 'audit state' }),
  rejected: msg({ message: 'Rejected', context: 'audit state' }),
  denied: msg({ message: 'Denied', context: 'audit state' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'audit state' }),
  queued: msg({ message: 'Queued', context: 'audit state' }),
  failed: msg({ message: 'Failed', context: 'audit state' }),
  sent: msg({ message: 'Sent', context: 'audit state' }),
  cancelled: msg({ message: 'Cancelled', context: 'audit state' }),
};

const fulfilmentLabels: Record<string, MessageDescriptor> = {
  voucher: msg`Voucher codes (uploaded)`,
  manual: msg`Manual (staff send it)`,
};

const labelIn = (labels: Record<string, MessageDescriptor>, value: string) =>
  labels[value] ? i18n._(labels[value]) : value;

/** A field of an audit row in the language shown; one it does not know shows as written. */
export function auditFieldLabel(field: string): string {
  return labelIn(fieldLabels, field);
}

/** A field's value as the reader reads it: fixed words translated, names and data as written. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (Array.isArray(value)) return value.map((v) => auditValue(field, v)).join(', ') || '—';
  if (typeof value === 'object') {
    const { firstName, lastName } = value as { firstName?: unknown; lastName?: unknown };
    if (typeof firstName === 'string' && typeof lastName === 'string')
      return `${firstName} ${lastName}`;
    return JSON.stringify(value);
  }
  // The rest of what JSON holds: numbers.
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'state' || field === 'status') return labelIn(stateLabels, value);
  if (field === 'role' && value in roleLabel)
    return i18n._(roleLabel[value as keyof typeof roleLabel]);
  if (field === 'fulfilment') return labelIn(fulfilmentLabels, value);
  if (field === 'learningPath' || field === 'learningPaths') return optionLabel(value);
  if ((field === 'startsAt' || field === 'endsAt') && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value);
  // A reason or a message the server wrote from the contract's texts reads in the admin's language.
  return contractText(value);
}
