// The ha catalogs of the later screens, one chunk each: lib/i18n.ts loads this module
// once ha is chosen (its `messages` catalog it loads itself, with the first page).
import type { Messages } from '@lingui/core';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../ha/learning.po'),
  leagues: () => import('../ha/leagues.po'),
  account: () => import('../ha/account.po'),
  privacy: () => import('../ha/privacy.po'),
  admin: () => import('../ha/admin.po'),
  contract: () => import('../ha/contract.po'),
};
