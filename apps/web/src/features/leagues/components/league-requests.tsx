import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TLeagueJoinRequest } from '@dpts/contract/leagues';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { fullName } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { useLeagueRequests } from '../api/get-league-details';
import { useLeagueAction } from '../api/league-actions';

type Pending = { request: TLeagueJoinRequest; state: 'Accepted' | 'Rejected' } | null;

/** /leagues/requests/{id}: accept or decline each request, with a confirmation (spec section 2). */
export function LeagueRequests({ leagueId }: { leagueId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const requests = useLeagueRequests(leagueId, page);
  const answer = useLeagueAction('answer');

  function confirm() {
    if (!pending) return;
    answer.mutate(
      { leagueId, id: pending.request._id, state: pending.state, block: false },
      { onSettled: () => setPending(null) },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/leagues/my-leagues"
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t`Back to all requests`}
      </Link>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`All Requests`}</h1>
        <p className="mt-1 text-muted">
          {t`Manage all requests here`}
          {requests.data ? ` · ${requests.data.league.name}` : ''}
        </p>
      </div>
      <section className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line">
        {requests.isPending ? (
          <div className="flex justify-center py-10 text-brand-600">
            <Spinner />
          </div>
        ) : requests.isError ? (
          <p role="alert" className="py-10 text-center text-danger-600">
            {t`Could not load the requests.`}
          </p>
        ) : requests.data.items.length === 0 ? (
          <p className="py-10 text-center text-muted">{t`No requests found.`}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {requests.data.items.map((request) => (
              <li key={request._id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar user={request} size={44} decorative />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{fullName(request)}</p>
                  {request.username ? (
                    <p className="text-sm text-muted">@{request.username}</p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => setPending({ request, state: 'Accepted' })}>
                    {t`Accept`}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setPending({ request, state: 'Rejected' })}
                  >
                    {t`Decline`}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {requests.data ? (
          <Pagination
            page={page}
            pageCount={pageCount(requests.data.total, requests.data.limit)}
            onChange={setPage}
            label={t`Request pages`}
          />
        ) : null}
      </section>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.state === 'Accepted' ? t`Accept Request` : t`Decline Request`}
        description={
          pending
            ? pending.state === 'Accepted'
              ? t`Accept ${fullName(pending.request)} into the league?`
              : t`Decline the request of ${fullName(pending.request)}?`
            : undefined
        }
        confirmLabel={pending?.state === 'Accepted' ? t`Accept` : t`Decline`}
        isConfirming={answer.isPending}
        onConfirm={confirm}
      >
        {null}
      </Modal>
    </div>
  );
}
