import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contractText } from '../../../lib/contract-text';
import { i18n } from '../../../lib/i18n';

/**
 * The labels the server gives what the verifier read of a claim (`verifierSaw`: server
 * features/admin/review-queue.ts and claims/check-certificate.ts, kept in English in the claims'
 * rows), in the administrator's language.
 */
const labels: Record<string, MessageDescriptor> = {
  Site: msg`Site`,
  'Certificate id': msg`Certificate id`,
  'Sent from': msg`Sent from`,
  'Name on certificate': msg`Name on certificate`,
  Recipient: msg`Recipient`,
  'Title at issuer': msg`Title at issuer`,
  'Course at issuer': msg`Course at issuer`,
  Issuer: msg`Issuer`,
  Granted: msg`Granted`,
  'Certificate date': msg`Certificate date`,
  'Dated before sign-up': msg`Dated before sign-up`,
  'Past learning': msg`Past learning`,
  Held: msg`Held`,
};

const values: Record<string, MessageDescriptor> = {
  'a pasted link': msg`a pasted link`,
  'the extension': msg`the extension`,
  yes: msg({ message: 'yes', context: 'verifier saw' }),
  'email hash': msg`email hash`,
};

/** A label of `verifierSaw` in the language shown; one it does not know shows as written. */
export function verifierLabel(label: string): string {
  const known = labels[label];
  return known ? i18n._(known) : label;
}

/** A value of `verifierSaw`: its fixed words translated, a hold reason from the contract's texts. */
export function verifierValue(value: string): string {
  const known = values[value];
  return known ? i18n._(known) : contractText(value);
}
