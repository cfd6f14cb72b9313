// The ig catalogs of the later screens, one chunk each: lib/i18n.ts loads this module
// once ig is chosen (its `messages` catalog it loads itself, with the first page).
import type { Messages } from '@lingui/core';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../ig/learning.po'),
  leagues: () => import('../ig/leagues.po'),
  account: () => import('../ig/account.po'),
  privacy: () => import('../ig/privacy.po'),
  admin: () => import('../ig/admin.po'),
  contract: () => import('../ig/contract.po'),
};
