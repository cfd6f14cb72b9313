// The ha catalogs: lib/i18n.ts loads this module once ha is chosen. Its `messages` catalog
// (the first pages') comes in the same chunk; the later screens' load with them, one chunk each.
// Its month and weekday names (`lib/date-names.ts`, shared by the languages Intl has no dates for) come along.
import type { Messages } from '../../lib/i18n-core';

export { messages } from '../ha/messages.po';
export { dateNames } from '../../lib/date-names';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../ha/learning.po'),
  leagues: () => import('../ha/leagues.po'),
  account: () => import('../ha/account.po'),
  privacy: () => import('../ha/privacy.po'),
  admin: () => import('../ha/admin.po'),
  contract: () => import('../ha/contract.po'),
};
