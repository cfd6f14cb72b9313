import {
  ZBalanceResponse,
  ZCodeImportResponse,
  ZQueueQuery,
  ZQueueResponse,
  ZRedeemRequest,
  ZRedemptionDecision,
  ZRedemptionDecisionResponse,
  ZRedemptionParams,
  ZRedemptionResponse,
  ZRedemptionsQuery,
  ZRedemptionsResponse,
  ZRewardCreate,
  ZRewardDeleteResponse,
  ZRewardParams,
  ZRewardStatsQuery,
  ZRewardStatsResponse,
  ZRewardUpdate,
  ZRewardsResponse,
  ZSuperRewardResponse,
  ZSuperRewardsResponse,
} from '../../rewards.ts';
import { defineRoutes } from '../define.ts';
import { rewardEndpoints } from '../endpoints/rewards.ts';

const tags = ['rewards'];
const superTags = ['super'];

export const rewardRoutes = defineRoutes(rewardEndpoints, {
  listRewards: {
    access: 'user',
    tags,
    description:
      'Rewards open to the caller now (in their window and audience, in stock), cheapest first, each saying whether the caller can redeem it.',
    response: ZRewardsResponse,
  },
  redeemReward: {
    access: 'verified',
    tags,
    description:
      'Spends the available balance on one item. One key per attempt (`idempotencyKey` or the `Idempotency-Key` header): the same key answers with the same redemption. 409 when the balance, the limit per officer or the stock does not allow it.',
    params: ZRewardParams,
    body: ZRedeemRequest,
    response: ZRedemptionResponse,
    status: 201,
  },
  listMyRedemptions: {
    access: 'user',
    tags,
    description: "The caller's redemptions, newest first, with their voucher codes and states.",
    query: ZRedemptionsQuery,
    response: ZRedemptionsResponse,
  },
  getMyBalance: {
    access: 'user',
    tags,
    description:
      "The caller's spendable balance: available now, still cooling (and when), spent; points earned are shown apart and never go down when spending.",
    response: ZBalanceResponse,
  },
  listSuperRewards: {
    access: 'super',
    tags: superTags,
    description: 'Every reward, with stock, codes left, redemptions and the queue.',
    response: ZSuperRewardsResponse,
  },
  createReward: {
    access: 'super',
    tags: superTags,
    description: 'Adds a reward (audit logged).',
    body: ZRewardCreate,
    response: ZSuperRewardResponse,
    status: 201,
  },
  getSuperReward: {
    access: 'super',
    tags: superTags,
    description: 'One reward with its stock and counts.',
    params: ZRewardParams,
    response: ZSuperRewardResponse,
  },
  updateReward: {
    access: 'super',
    tags: superTags,
    description: 'Changes any of a reward’s fields (audit logged).',
    params: ZRewardParams,
    body: ZRewardUpdate,
    response: ZSuperRewardResponse,
  },
  deleteReward: {
    access: 'super',
    tags: superTags,
    description:
      'Deletes a reward nobody redeemed; one with redemptions is archived instead (audit logged).',
    params: ZRewardParams,
    response: ZRewardDeleteResponse,
  },
  importRewardCodes: {
    access: 'super',
    tags: superTags,
    description:
      'Adds voucher codes from a .csv, .xls or .xlsx file (form field `file`, at most 1 MB and 10,000 codes; a column headed "code", or the first column). Codes already there are skipped (audit logged).',
    params: ZRewardParams,
    consumes: ['multipart/form-data'],
    response: ZCodeImportResponse,
  },
  getRewardStats: {
    access: 'super',
    tags: superTags,
    description: 'Redemptions of one reward per day (the chart), by state, and the dpts spent.',
    params: ZRewardParams,
    query: ZRewardStatsQuery,
    response: ZRewardStatsResponse,
  },
  listRedemptionQueue: {
    access: 'super',
    tags: superTags,
    description:
      'The fulfilment queue: redemptions in one state (pending by default), oldest first.',
    query: ZQueueQuery,
    response: ZQueueResponse,
  },
  decideRedemption: {
    access: 'super',
    tags: superTags,
    description:
      'Marks a pending manual redemption sent, or cancels it: a cancellation refunds the officer exactly once and puts the item back (audit logged).',
    params: ZRedemptionParams,
    body: ZRedemptionDecision,
    response: ZRedemptionDecisionResponse,
  },
});
