// The pcm catalogs: lib/i18n.ts loads this module once pcm is chosen. Its `messages` catalog
// (the first pages') comes in the same chunk; the later screens' load with them, one chunk each.
// Its month and weekday names (`lib/date-names.ts`, shared by the languages Intl has no dates for) come along.
import type { Messages } from '../../lib/i18n-core';

export { messages } from '../pcm/messages.po';
export { dateNames } from '../../lib/date-names';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../pcm/learning.po'),
  leagues: () => import('../pcm/leagues.po'),
  account: () => import('../pcm/account.po'),
  privacy: () => import('../pcm/privacy.po'),
  admin: () => import('../pcm/admin.po'),
  contract: () => import('../pcm/contract.po'),
};
