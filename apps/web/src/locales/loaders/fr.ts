// The fr catalogs: lib/i18n.ts loads this module once fr is chosen. Its `messages` catalog
// (the first pages') comes in the same chunk; the later screens' load with them, one chunk each.
// French dates come from Intl.
import type { Messages } from '../../lib/i18n-core';

export { messages } from '../fr/messages.po';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../fr/learning.po'),
  leagues: () => import('../fr/leagues.po'),
  account: () => import('../fr/account.po'),
  privacy: () => import('../fr/privacy.po'),
  admin: () => import('../fr/admin.po'),
  contract: () => import('../fr/contract.po'),
};
