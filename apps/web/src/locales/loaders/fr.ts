// The fr catalogs of the later screens, one chunk each: lib/i18n.ts loads this module
// once fr is chosen (its `messages` catalog it loads itself, with the first page).
import type { Messages } from '@lingui/core';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../fr/learning.po'),
  leagues: () => import('../fr/leagues.po'),
  account: () => import('../fr/account.po'),
  privacy: () => import('../fr/privacy.po'),
  admin: () => import('../fr/admin.po'),
  contract: () => import('../fr/contract.po'),
};
