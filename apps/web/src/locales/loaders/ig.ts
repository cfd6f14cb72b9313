// The ig catalogs: lib/i18n.ts loads this module once ig is chosen. Its `messages` catalog
// (the first pages') comes in the same chunk; the later screens' load with them, one chunk each.
// Its month and weekday names (`lib/date-names.ts`, shared by the languages Intl has no dates for) come along.
import type { Messages } from '../../lib/i18n-core';

export { messages } from '../ig/messages.po';
export { dateNames } from '../../lib/date-names';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../ig/learning.po'),
  leagues: () => import('../ig/leagues.po'),
  account: () => import('../ig/account.po'),
  privacy: () => import('../ig/privacy.po'),
  admin: () => import('../ig/admin.po'),
  contract: () => import('../ig/contract.po'),
};
