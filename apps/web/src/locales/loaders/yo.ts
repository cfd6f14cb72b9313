// The yo catalogs: lib/i18n.ts loads this module once yo is chosen. Its `messages` catalog
// (the first pages') comes in the same chunk; the later screens' load with them, one chunk each.
// Its month and weekday names (`lib/date-names.ts`, shared by the languages Intl has no dates for) come along.
import type { Messages } from '../../lib/i18n-core';

export { messages } from '../yo/messages.po';
export { dateNames } from '../../lib/date-names';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../yo/learning.po'),
  leagues: () => import('../yo/leagues.po'),
  account: () => import('../yo/account.po'),
  privacy: () => import('../yo/privacy.po'),
  admin: () => import('../yo/admin.po'),
  contract: () => import('../yo/contract.po'),
};
