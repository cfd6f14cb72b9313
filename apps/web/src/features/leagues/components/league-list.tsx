import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PAGE_SIZE, TIMINGS_MS } from '@dpts/contract/constants';
import { Pagination } from '../../../components/pagination';
import { Spinner } from '../../../components/spinner';
import { pageCount } from '../../../lib/paging';
import { useLeagues, type LeagueListId } from '../api/get-leagues';
import { LeagueCard } from './league-card';

/** One tab's leagues: 6 a page, paged by the server; 'No Leagues to show' when empty. */
export function LeagueList({ list }: { list: LeagueListId }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  // Switching tab shows a spinner for 1 second (spec section 2).
  const [isSwitching, setIsSwitching] = useState(true);
  useEffect(() => {
    setIsSwitching(true);
    setPage(1);
    const timer = setTimeout(() => setIsSwitching(false), TIMINGS_MS.tabSpinner);
    return () => clearTimeout(timer);
  }, [list]);
  const leagues = useLeagues(list, page);
  const data = leagues.data;
  // A page emptied by an action (the last league left it) falls back one page.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(page - 1);
  }, [data, page]);

  if (isSwitching || leagues.isPending)
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size="lg" />
      </div>
    );
  if (leagues.isError)
    return (
      <p role="alert" className="py-16 text-center text-danger-600">
        {t`Could not load leagues.`}
      </p>
    );
  if (!data || data.items.length === 0)
    return (
      <p className="py-16 text-center text-lg font-semibold text-muted">{t`No Leagues to show`}</p>
    );
  return (
    <div>
      {/* grid-cols-1 (minmax(0, 1fr)): a long name or word cannot widen the card past a phone */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.items.map((league) => (
          <LeagueCard key={league._id} league={league} list={list} />
        ))}
      </div>
      <Pagination
        page={page}
        pageCount={pageCount(data.total, PAGE_SIZE.leagues)}
        onChange={setPage}
        label={t`League pages`}
      />
    </div>
  );
}
