/** What other features use of administration: the audit log they write their changes to. */
export { writeAudit, type Actor, type AuditActor } from './audit.ts';
