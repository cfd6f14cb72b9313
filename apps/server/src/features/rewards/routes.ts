import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes } from '@dpts/contract/api/routes';
import { REWARD_LIMITS, REWARD_RATE_LIMITS, ZRedeemRequest, rewardMessages } from '@dpts/contract';
import { badRequest } from '../../lib/app-error.ts';
import { serve } from '../../plugins/routing.ts';
import { readUploadedFile } from '../../plugins/uploaded-file.ts';
import { perKeyLimit } from '../../plugins/rate-limits.ts';
import { readBalance } from './balance.ts';
import { readCodeFile } from './code-file.ts';
import {
  createReward,
  decideRedemption,
  deleteReward,
  getSuperReward,
  importCodes,
  listQueue,
  listRedemptionsOf,
  listRewardsFor,
  listSuperRewards,
  redeemReward,
  rewardStats,
  updateReward,
  type RewardsDeps,
} from './service.ts';

const me = (request: FastifyRequest) => request.session!.user;
const byUser = (request: FastifyRequest) => request.session?.user.id;
const actor = (request: FastifyRequest) => ({ id: me(request).id, email: me(request).email });

/** The rewards shop: officers' list, redemption and balance; a super's catalogue and queue. */
export const rewardRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const deps: RewardsDeps = {
    db,
    mailer: app.mailer,
    coolingDays: app.config.rewards.coolingDays,
    appUrl: app.config.appUrl,
  };

  serve(app, routes.listRewards, {}, async (request) => ({
    data: { items: await listRewardsFor(deps, me(request).id, app.now()) },
  }));

  serve(
    app,
    routes.redeemReward,
    { preHandler: perKeyLimit(app, 'redeem', REWARD_RATE_LIMITS.redeem, byUser) },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const fromHeader = ZRedeemRequest.safeParse({
        idempotencyKey: Array.isArray(header) ? header[0] : header,
      });
      const key =
        request.body?.idempotencyKey ??
        (fromHeader.success ? fromHeader.data.idempotencyKey : undefined);
      if (header !== undefined && !fromHeader.success)
        throw badRequest('Invalid Idempotency-Key header', 'idempotencyKey');
      const result = await redeemReward(deps, me(request).id, request.params.id, key, app.now());
      if (!result.replayed) app.mailer.poke();
      reply.code(201);
      return {
        success: true as const,
        message: rewardMessages.redeemed,
        data: { ...result.redemption, balance: result.balance },
      };
    },
  );

  serve(app, routes.listMyRedemptions, {}, async (request) => ({
    data: await listRedemptionsOf(db, me(request).id, request.query),
  }));

  serve(app, routes.getMyBalance, {}, async (request) => ({
    data: await readBalance(db, me(request).id, app.now(), deps.coolingDays),
  }));

  // ---------- super ----------

  serve(app, routes.listSuperRewards, {}, async () => ({
    data: { items: await listSuperRewards(db) },
  }));

  serve(app, routes.createReward, {}, async (request, reply) => {
    reply.code(201);
    return { data: await createReward(db, actor(request), request.body, app.now()) };
  });

  serve(app, routes.getSuperReward, {}, async (request) => ({
    data: await getSuperReward(db, request.params.id),
  }));

  serve(app, routes.updateReward, {}, async (request) => ({
    data: await updateReward(db, actor(request), request.params.id, request.body, app.now()),
  }));

  serve(app, routes.deleteReward, {}, async (request) => ({
    data: await deleteReward(db, actor(request), request.params.id, app.now()),
  }));

  serve(
    app,
    routes.importRewardCodes,
    { preHandler: perKeyLimit(app, 'reward-codes', REWARD_RATE_LIMITS.codeImport, byUser) },
    async (request) => {
      // The app's one multipart reader, and the table reader's budgets (decisions 048, 049).
      const file = await readUploadedFile(request, {
        maxBytes: REWARD_LIMITS.codeFileMaxBytes,
        tooLarge: rewardMessages.codesTooLarge,
      });
      const codes = await readCodeFile(file.filename, file.bytes);
      const data = await importCodes(db, actor(request), request.params.id, codes, app.now());
      return {
        success: true as const,
        message: `${data.imported} code${data.imported === 1 ? '' : 's'} imported`,
        data,
      };
    },
  );

  serve(app, routes.getRewardStats, {}, async (request) => ({
    data: await rewardStats(db, request.params.id, request.query.days, app.now()),
  }));

  serve(app, routes.listRedemptionQueue, {}, async (request) => ({
    data: await listQueue(db, request.query),
  }));

  serve(app, routes.decideRedemption, {}, async (request) => ({
    data: await decideRedemption(
      deps,
      actor(request),
      request.params.id,
      request.body.decision,
      request.body.note,
      app.now(),
    ),
  }));
};
