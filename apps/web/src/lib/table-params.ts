import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Page and search of a server-paged table, kept in the address so Back and reload keep them. */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const update = useCallback(
    (next: { page?: number; search?: string }) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search) out.set('q', next.search);
            else out.delete('q');
            out.delete('page');
          }
          if (next.page !== undefined) {
            if (next.page > 1) out.set('page', String(next.page));
            else out.delete('page');
          }
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback((p: number) => update({ page: p }), [update]);
  const setSearch = useCallback((s: string) => update({ search: s }), [update]);
  return { page, search, setPage, setSearch };
}
