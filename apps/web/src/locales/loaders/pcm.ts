// The pcm catalogs of the later screens, one chunk each: lib/i18n.ts loads this module
// once pcm is chosen (its `messages` catalog it loads itself, with the first page).
import type { Messages } from '@lingui/core';

export const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  learning: () => import('../pcm/learning.po'),
  leagues: () => import('../pcm/leagues.po'),
  account: () => import('../pcm/account.po'),
  privacy: () => import('../pcm/privacy.po'),
  admin: () => import('../pcm/admin.po'),
  contract: () => import('../pcm/contract.po'),
};
