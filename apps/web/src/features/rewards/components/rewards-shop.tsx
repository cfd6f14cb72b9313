import type { MessageDescriptor } from '@lingui/core';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TRedemption, TReward } from '@dpts/contract/rewards';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { useBalance, useMyRedemptions, useRedeem, useRewards } from '../api/rewards';

const stateLabel: Record<TRedemption['state'], MessageDescriptor> = {
  fulfilled: msg`Code given`,
  pending: msg`Waiting to be sent`,
  sent: msg`Sent`,
  cancelled: msg`Cancelled, dpts refunded`,
};

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function BalanceCard() {
  const { t } = useLingui();
  const { data: balance } = useBalance();
  if (!balance) return <div className="h-32 animate-pulse rounded-2xl bg-surface" />;
  const next = balance.upcoming[0];
  const nextPoints = next ? formatNumber(next.points) : '';
  return (
    <section
      aria-labelledby="balance-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="balance-title" className="text-sm font-semibold text-muted">
        {t`Balance to spend`}
      </h2>
      <p className="text-3xl font-extrabold" data-testid="balance-available">
        {formatNumber(balance.available)} dpts
      </p>
      {balance.available < 0 && (
        <p className="text-sm text-danger-600">
          {t`Points you had spent were taken back: you can redeem again once your balance is above zero.`}
        </p>
      )}
      {next && (
        <p className="text-sm text-muted" data-testid="balance-cooling">
          {plural(next.inDays, {
            one: `${nextPoints} dpts available in # day`,
            other: `${nextPoints} dpts available in # days`,
          })}
          {balance.upcoming.length > 1
            ? ` ${t`(${formatNumber(balance.cooling)} dpts cooling in all)`}`
            : ''}
        </p>
      )}
      <p className="text-xs text-muted">
        {t`Points you earn become spendable ${balance.coolingDays} days later. Spending never lowers your points earned (${formatNumber(balance.totalPointsEarned)} dpts) or your rank.`}
      </p>
    </section>
  );
}

function RewardCard({ reward, onRedeem }: { reward: TReward; onRedeem: () => void }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-start gap-3">
        {reward.thumbnail || reward.image ? (
          <img
            src={reward.thumbnail ?? reward.image ?? ''}
            alt=""
            className="h-16 w-16 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-brand-50"
          >
            <svg viewBox="0 0 24 24" className="h-8 w-8 fill-none stroke-brand-700 stroke-2">
              <path d="M4 11h16v9H4zm-1-4h18v4H3zm9 0v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z" />
            </svg>
          </span>
        )}
        <div className="min-w-0">
          <h3 className="font-bold break-words">{reward.name}</h3>
          <p className="text-sm font-semibold text-brand-700">{reward.cost} dpts</p>
          {reward.available !== null && (
            <p className="text-xs text-muted">{t`${reward.available} left`}</p>
          )}
        </div>
      </div>
      {reward.description && <p className="text-sm break-words text-muted">{reward.description}</p>}
      {/* The name heard starts with the text seen (WCAG 2.5.3), then says which reward. */}
      <Button size="md" onClick={onRedeem} disabled={!reward.canRedeem}>
        {reward.canRedeem
          ? t`Redeem`
          : reward.perOfficerLimit !== null && reward.redeemedByMe >= reward.perOfficerLimit
            ? t`Limit reached`
            : t`Not enough dpts`}{' '}
        <span className="sr-only">{reward.name}</span>
      </Button>
    </li>
  );
}

function MyRewards() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data } = useMyRedemptions(page);
  if (!data || data.total === 0) return null;
  return (
    <section aria-labelledby="my-rewards" className="flex flex-col gap-3">
      <h2 id="my-rewards" className="text-xl font-bold">
        {t`My rewards`}
      </h2>
      <ul className="flex flex-col gap-2">
        {data.items.map((r) => (
          <li
            key={r._id}
            className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold break-words">{r.reward.name}</span>
              <span className="text-sm text-muted">{r.cost} dpts</span>
            </div>
            {r.code ? (
              <p className="text-sm">
                {t`Code:`}{' '}
                <code className="rounded bg-surface px-2 py-1 font-mono break-all select-all">
                  {r.code}
                </code>
              </p>
            ) : (
              <p className="text-sm text-muted">{i18n._(stateLabel[r.state])}</p>
            )}
            <p className="text-xs text-muted">{formatDateTime(r.createdAt)}</p>
          </li>
        ))}
      </ul>
      {data.total > data.limit && (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.total / data.limit)}
          onChange={setPage}
          label={t`My rewards pages`}
        />
      )}
    </section>
  );
}

/** /rewards: the balance, what the officer can redeem, a confirmation, and their rewards. */
export function RewardsShop() {
  const { t } = useLingui();
  const { data: rewards, isLoading } = useRewards();
  const redeem = useRedeem();
  const [chosen, setChosen] = useState<{ reward: TReward; key: string } | null>(null);
  const [result, setResult] = useState<TRedemption | null>(null);

  const sorted = [...(rewards ?? [])].sort(
    (a, b) => Number(b.canRedeem) - Number(a.canRedeem) || a.cost - b.cost,
  );

  function confirm() {
    if (!chosen || redeem.isPending) return;
    redeem.mutate(
      { id: chosen.reward._id, key: chosen.key },
      {
        onSuccess: (answer) => {
          setChosen(null);
          setResult(answer.data);
        },
        // The refusal (its contract message) shows as the shared error toast.
        onError: () => setChosen(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <BalanceCard />
      <section aria-labelledby="rewards-title" className="flex flex-col gap-3">
        <h2 id="rewards-title" className="text-xl font-bold">
          {t`Rewards`}
        </h2>
        {isLoading ? (
          <div className="h-40 animate-pulse rounded-2xl bg-surface" />
        ) : sorted.length === 0 ? (
          <p className="text-muted">{t`No rewards are open to you right now. Check back soon.`}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sorted.map((reward) => (
              <RewardCard
                key={reward._id}
                reward={reward}
                onRedeem={() => setChosen({ reward, key: newKey() })}
              />
            ))}
          </ul>
        )}
      </section>
      <MyRewards />

      <Modal
        open={chosen !== null}
        onClose={() => !redeem.isPending && setChosen(null)}
        title={t`Redeem this reward?`}
        onConfirm={confirm}
        confirmLabel={t`Redeem`}
        isConfirming={redeem.isPending}
        dismissible={!redeem.isPending}
      >
        {chosen && (
          <p>
            {t`${chosen.reward.name} costs ${chosen.reward.cost} dpts from your balance. Your points earned and your rank stay as they are.`}
          </p>
        )}
      </Modal>

      <Modal
        open={result !== null}
        onClose={() => setResult(null)}
        title={t`Reward redeemed`}
        footer={
          <Button size="md" onClick={() => setResult(null)}>
            {t`Done`}
          </Button>
        }
      >
        {result &&
          (result.code ? (
            <div className="flex flex-col gap-2">
              <p>{t`Your code for ${result.reward.name}:`}</p>
              <p
                className="rounded-xl bg-surface p-3 text-center font-mono text-lg font-bold break-all select-all"
                data-testid="voucher-code"
              >
                {result.code}
              </p>
              <p className="text-sm text-muted">{t`It stays under My rewards on this page.`}</p>
            </div>
          ) : (
            <p>
              {t`${result.reward.name} is on its way: we will let you know when it has been sent.`}
            </p>
          ))}
      </Modal>
    </div>
  );
}
