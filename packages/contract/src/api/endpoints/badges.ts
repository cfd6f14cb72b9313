import { defineEndpoints } from '../endpoint.ts';

/** Badges and their Open Badges 3.0 credentials (issue #21, docs/badges.md). */
export const badgeEndpoints = defineEndpoints({
  listBadgeClasses: { method: 'GET', path: '/badges' },
  listProfileBadges: { method: 'GET', path: '/profile/badges' },
  setBadgeVisibility: { method: 'PUT', path: '/profile/badges/:id' },
  getBadgeCredential: { method: 'GET', path: '/badges/credentials/:id' },
  viewBadgeCredential: { method: 'GET', path: '/badges/credentials/:id/view' },
  getBadgeIssuer: { method: 'GET', path: '/badges/issuer' },
  getBadgeIssuerKey: { method: 'GET', path: '/badges/issuer/keys/:key' },
  getBadgeStatusList: { method: 'GET', path: '/badges/status/:list' },
  listSuperBadges: { method: 'GET', path: '/super/badges' },
  createSuperBadge: { method: 'POST', path: '/super/badges' },
  getSuperBadge: { method: 'GET', path: '/super/badges/:id' },
  updateSuperBadge: { method: 'PUT', path: '/super/badges/:id' },
  deleteSuperBadge: { method: 'DELETE', path: '/super/badges/:id' },
});
