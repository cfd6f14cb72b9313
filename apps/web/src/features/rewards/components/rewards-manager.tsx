import { formatDateTime, formatNumber } from '../../../lib/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  ZRewardCreate,
  type TRedemptionState,
  type TRewardStats,
  type TSuperReward,
} from '@dpts/contract/rewards';
import { allPaths } from '@dpts/contract/options';
import { stateNames } from '@dpts/contract/locations';
import { Button } from '../../../components/button';
import { ImageUpload } from '../../../components/image-upload';
import { Pagination } from '../../../components/pagination';
import {
  useDecideRedemption,
  useDeleteReward,
  useImportCodes,
  useRedemptionQueue,
  useRewardStats,
  useSaveReward,
  useSuperRewards,
} from '../api/rewards';

const input = 'h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-sm';
const card = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6';

type Draft = {
  name: string;
  description: string;
  image: string | null;
  cost: string;
  stock: string;
  perOfficerLimit: string;
  startsAt: string;
  endsAt: string;
  fulfilment: 'voucher' | 'manual';
  learningPaths: string[];
  states: string[];
};

const emptyDraft: Draft = {
  name: '',
  description: '',
  image: null,
  cost: '',
  stock: '',
  perOfficerLimit: '',
  startsAt: '',
  endsAt: '',
  fulfilment: 'voucher',
  learningPaths: [],
  states: [],
};

/** `datetime-local` ⇄ ISO: the super types local time. */
const toLocal = (iso: string | null) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60_000)
        .toISOString()
        .slice(0, 16)
    : '';
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function draftOf(r: TSuperReward): Draft {
  return {
    name: r.name,
    description: r.description,
    image: r.image,
    cost: String(r.cost),
    stock: r.stock === null ? '' : String(r.stock),
    perOfficerLimit: r.perOfficerLimit === null ? '' : String(r.perOfficerLimit),
    startsAt: toLocal(r.startsAt),
    endsAt: toLocal(r.endsAt),
    fulfilment: r.fulfilment,
    learningPaths: r.learningPaths,
    states: r.states,
  };
}

function Field({
  label,
  children,
  error,
}: {
  label: string;
  children: (id: string) => React.ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {error ? (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RewardForm({ editing, onDone }: { editing: TSuperReward | null; onDone: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveReward();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      name: draft.name,
      description: draft.description,
      image: draft.image,
      cost: Number(draft.cost),
      stock: numberOrNull(draft.stock),
      perOfficerLimit: numberOrNull(draft.perOfficerLimit),
      startsAt: fromLocal(draft.startsAt),
      endsAt: fromLocal(draft.endsAt),
      fulfilment: draft.fulfilment,
      learningPaths: draft.learningPaths,
      states: draft.states,
    };
    const parsed = ZRewardCreate.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(editing ? { id: editing._id, body } : { body }, {
      onSuccess: () => {
        toast.success(editing ? t`Reward saved` : t`Reward added`);
        onDone();
      },
    });
  }

  return (
    <form onSubmit={submit} className={`${card} flex flex-col gap-4`} noValidate>
      <h2 className="text-lg font-bold">{editing ? t`Edit ${editing.name}` : t`Add a reward`}</h2>
      <Field label={t`Name`} error={errors.name}>
        {(id) => (
          <input
            id={id}
            className={input}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t`Description`} error={errors.description}>
        {(id) => (
          <textarea
            id={id}
            className={`${input} h-24 py-2`}
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <ImageUpload
        kind="reward"
        label={t`Reward image`}
        value={draft.image ?? undefined}
        onUploaded={(img) => set('image', img.image)}
        error={errors.image}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label={t`Cost (dpts)`} error={errors.cost}>
          {(id) => (
            <input
              id={id}
              className={input}
              inputMode="numeric"
              value={draft.cost}
              onChange={(e) => set('cost', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Stock (empty: no limit)`} error={errors.stock}>
          {(id) => (
            <input
              id={id}
              className={input}
              inputMode="numeric"
              value={draft.stock}
              onChange={(e) => set('stock', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Limit per officer`} error={errors.perOfficerLimit}>
          {(id) => (
            <input
              id={id}
              className={input}
              inputMode="numeric"
              value={draft.perOfficerLimit}
              onChange={(e) => set('perOfficerLimit', e.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t`Opens`} error={errors.startsAt}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={input}
              value={draft.startsAt}
              onChange={(e) => set('startsAt', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Closes`} error={errors.endsAt}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={input}
              value={draft.endsAt}
              onChange={(e) => set('endsAt', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t`Fulfilment`} error={errors.fulfilment}>
        {(id) => (
          <select
            id={id}
            className={input}
            value={draft.fulfilment}
            disabled={editing !== null && editing.redeemed > 0}
            onChange={(e) => set('fulfilment', e.target.value as Draft['fulfilment'])}
          >
            <option value="voucher">
              <Trans>Voucher codes (uploaded)</Trans>
            </option>
            <option value="manual">
              <Trans>Manual (staff send it)</Trans>
            </option>
          </select>
        )}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t`Only for learning paths (none: everyone)`} error={errors.learningPaths}>
          {(id) => (
            <select
              id={id}
              multiple
              className={`${input} h-32`}
              value={draft.learningPaths}
              onChange={(e) =>
                set(
                  'learningPaths',
                  [...e.target.selectedOptions].map((o) => o.value),
                )
              }
            >
              {allPaths.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Only for states (none: everyone)`} error={errors.states}>
          {(id) => (
            <select
              id={id}
              multiple
              className={`${input} h-32`}
              value={draft.states}
              onChange={(e) =>
                set(
                  'states',
                  [...e.target.selectedOptions].map((o) => o.value),
                )
              }
            >
              {stateNames.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" isLoading={save.isPending}>
          {editing ? t`Save reward` : t`Add reward`}
        </Button>
        <Button type="button" size="md" variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function CodesImport({ reward }: { reward: TSuperReward }) {
  const { t } = useLingui();
  const id = useId();
  const importCodes = useImportCodes();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-brand-700 underline">
        <Trans>Import codes (.csv, .xlsx)</Trans>
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.xls,.xlsx"
        className="text-sm"
        disabled={importCodes.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          importCodes.mutate(
            { id: reward._id, file },
            {
              onSuccess: (answer) =>
                toast.success(
                  `${plural(answer.data.imported, { one: '# code imported', other: '# codes imported' })}${answer.data.duplicates ? t`, ${answer.data.duplicates} already there` : ''}`,
                ),
            },
          );
        }}
      />
    </div>
  );
}

/** Redemptions per day over 30 days: bars, with the numbers in a table for screen readers. */
function StatsChart({ stats }: { stats: TRewardStats }) {
  const { t } = useLingui();
  const max = Math.max(1, ...stats.days.map((d) => d.redeemed));
  const redeemed = stats.byState.fulfilled + stats.byState.pending + stats.byState.sent;
  const width = 300;
  const height = 80;
  const bar = width / stats.days.length;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-24 w-full"
        role="img"
        aria-label={t`Redemptions per day over ${stats.days.length} days, at most ${max} a day`}
      >
        {stats.days.map((d, i) => {
          const h = (d.redeemed / max) * (height - 4);
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              className="fill-brand-600"
            />
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted">
        {t`${formatNumber(redeemed)} redeemed · ${formatNumber(stats.byState.pending)} waiting · ${formatNumber(stats.byState.cancelled)} cancelled · ${formatNumber(stats.dptsSpent)} dpts spent`}
      </figcaption>
    </figure>
  );
}

function RewardRow({ reward, onEdit }: { reward: TSuperReward; onEdit: () => void }) {
  const { t } = useLingui();
  const stock = reward.stock ?? '∞';
  const [showStats, setShowStats] = useState(false);
  const stats = useRewardStats(showStats ? reward._id : null);
  const remove = useDeleteReward();
  return (
    <li className={`${card} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words">
            {reward.name}{' '}
            {!reward.isActive && (
              <span className="text-sm text-muted">
                <Trans>(archived)</Trans>
              </span>
            )}
          </h3>
          <p className="text-sm text-muted">
            {reward.fulfilment === 'voucher'
              ? t`${reward.cost} dpts · voucher · stock ${stock} · ${reward.codesLeft} codes left · ${reward.redeemed} redeemed`
              : t`${reward.cost} dpts · manual · stock ${stock} · ${reward.redeemed} redeemed`}
            {reward.pending ? t` · ${reward.pending} to send` : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setShowStats((s) => !s)}
          aria-expanded={showStats}
        >
          {showStats ? t`Hide chart` : t`Chart`}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(reward._id, {
              onSuccess: (a) =>
                toast.success(a.data.deleted ? t`Reward deleted` : t`Reward archived`),
            })
          }
        >
          {reward.redeemed > 0 || reward.pending > 0 ? t`Archive` : t`Delete`}
        </Button>
      </div>
      {reward.fulfilment === 'voucher' && <CodesImport reward={reward} />}
      {showStats && stats.data && <StatsChart stats={stats.data} />}
    </li>
  );
}

function FulfilmentQueue() {
  const { t } = useLingui();
  const [state, setState] = useState<TRedemptionState>('pending');
  const [page, setPage] = useState(1);
  const { data } = useRedemptionQueue(state, page);
  const decide = useDecideRedemption();
  const selectId = useId();
  return (
    <section aria-labelledby="queue-title" className={`${card} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="queue-title" className="text-lg font-bold">
          <Trans>Fulfilment queue</Trans>
        </h2>
        <label className="sr-only" htmlFor={selectId}>
          <Trans>Show redemptions</Trans>
        </label>
        <select
          id={selectId}
          className="h-11 rounded-xl border border-line bg-white px-3 text-sm"
          value={state}
          onChange={(e) => {
            setState(e.target.value as TRedemptionState);
            setPage(1);
          }}
        >
          <option value="pending">
            <Trans>To send</Trans>
          </option>
          <option value="sent">
            <Trans>Sent</Trans>
          </option>
          <option value="cancelled">
            <Trans>Cancelled</Trans>
          </option>
          <option value="fulfilled">
            <Trans>Vouchers given</Trans>
          </option>
        </select>
      </div>
      {!data || data.items.length === 0 ? (
        <p className="text-sm text-muted">
          <Trans>Nothing here.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.items.map((r) => (
            <li key={r._id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
              <p className="text-sm break-words">
                <Trans>
                  <strong>{r.reward.name}</strong> for {r.officer.name} ({r.officer.email})
                </Trans>{' '}
                · {formatDateTime(r.createdAt)}
              </p>
              {r.state === 'pending' && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: r._id, decision: 'sent' })}
                  >
                    <Trans>Mark sent</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { id: r._id, decision: 'cancelled' },
                        {
                          onSuccess: () => toast.success(t`Cancelled: the officer was refunded`),
                        },
                      )
                    }
                  >
                    <Trans>Cancel and refund</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.total / data.limit)}
          onChange={setPage}
          label={t`Fulfilment queue pages`}
        />
      )}
    </section>
  );
}

/** /manage-rewards: the super's shop: rewards, codes, charts, and the fulfilment queue. */
export function RewardsManager() {
  const { data: rewards } = useSuperRewards();
  const [editing, setEditing] = useState<TSuperReward | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <RewardForm
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button size="md" onClick={() => setEditing('new')}>
            <Trans>Add reward</Trans>
          </Button>
        </div>
      )}
      <section aria-labelledby="rewards-list" className="flex flex-col gap-3">
        <h2 id="rewards-list" className="text-lg font-bold">
          <Trans>Rewards</Trans>
        </h2>
        {rewards && rewards.length === 0 && (
          <p className="text-muted">
            <Trans>No rewards yet.</Trans>
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {rewards?.map((r) => (
            <RewardRow key={r._id} reward={r} onEdit={() => setEditing(r)} />
          ))}
        </ul>
      </section>
      <FulfilmentQueue />
    </div>
  );
}
