import { defineEndpoints } from '../endpoint.ts';

/** The rewards shop (issue 22): officers spend a balance; a super runs the shop. */
export const rewardEndpoints = defineEndpoints({
  listRewards: { method: 'GET', path: '/rewards' },
  redeemReward: { method: 'POST', path: '/rewards/:id/redeem' },
  listMyRedemptions: { method: 'GET', path: '/profile/redemptions' },
  getMyBalance: { method: 'GET', path: '/profile/balance' },
  listSuperRewards: { method: 'GET', path: '/super/rewards' },
  createReward: { method: 'POST', path: '/super/rewards' },
  getSuperReward: { method: 'GET', path: '/super/rewards/:id' },
  updateReward: { method: 'PUT', path: '/super/rewards/:id' },
  deleteReward: { method: 'DELETE', path: '/super/rewards/:id' },
  importRewardCodes: { method: 'POST', path: '/super/rewards/:id/codes' },
  getRewardStats: { method: 'GET', path: '/super/rewards/:id/stats' },
  listRedemptionQueue: { method: 'GET', path: '/super/redemptions' },
  decideRedemption: { method: 'POST', path: '/super/redemptions/:id' },
});
