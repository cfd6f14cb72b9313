// The yo catalogs of the later screens, one chunk each: lib/i18n.ts loads this module
// once yo is chosen (its `messages` catalog it loads itself, with the first page).
import type { Messages } from '@lingui/core';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../yo/learning.po'),
  leagues: () => import('../yo/leagues.po'),
  account: () => import('../yo/account.po'),
  privacy: () => import('../yo/privacy.po'),
  admin: () => import('../yo/admin.po'),
  contract: () => import('../yo/contract.po'),
};
