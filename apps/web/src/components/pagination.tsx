import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

type PaginationProps = {
  /** 1-based */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Learning tracks pages'. */
  label: string;
};

/** Previous / Next paging with the current position announced. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t`Previous`}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t`Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t`Next`}
      </Button>
    </nav>
  );
}
