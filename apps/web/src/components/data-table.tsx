import { contractText } from '../lib/contract-text';
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';

export type Column<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** CSS width, e.g. 240 or '30%' */
  width?: number | string;
  /** spec section 2: minimum width defaults to 100 px */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** the cell that names the row (read first by screen readers) */
  isRowHeader?: boolean;
};

export type EmptyState = { title: string; text?: string };

type DataTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  isError?: boolean;
  empty: EmptyState;
  onRowClick?: (row: T) => void;
};

const PLACEHOLDER_LINES = 5;
const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function columnStyle<T>(column: Column<T>): CSSProperties {
  return { width: column.width, minWidth: column.minWidth ?? 100 };
}

/**
 * The administrator tables (spec section 2): configurable columns, 5 placeholder lines while
 * loading, and the table's own empty-state text.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading,
  isError,
  empty,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const showPlaceholders = isLoading && !rows;
  return (
    // A region that scrolls sideways takes focus, so the keyboard can scroll it too (axe:
    // scrollable-region-focusable, serious).
    <div
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-busy={showPlaceholders || undefined}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={columnStyle(column)}
                className={`px-3 py-3 font-semibold ${alignClass[column.align ?? 'left']}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showPlaceholders ? (
            Array.from({ length: PLACEHOLDER_LINES }, (_, i) => (
              <tr key={i} data-testid="table-placeholder" className="border-b border-line">
                <td colSpan={columns.length} className="px-3 py-3">
                  <span className="block h-5 animate-pulse rounded bg-surface" />
                  {i === 0 ? <span className="sr-only">{t`Loading`}</span> : null}
                </td>
              </tr>
            ))
          ) : isError ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-muted">
                {t`This list could not be loaded. Try again in a moment.`}
              </td>
            </tr>
          ) : !rows || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center">
                <p className="font-semibold text-ink">{contractText(empty.title)}</p>
                {empty.text ? <p className="mt-1 text-muted">{contractText(empty.text)}</p> : null}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                className={`border-b border-line last:border-0 ${onRowClick ? 'cursor-pointer hover:bg-surface' : ''}`}
              >
                {columns.map((column) => {
                  const className = `px-3 py-3 text-body ${alignClass[column.align ?? 'left']}`;
                  return column.isRowHeader ? (
                    <th key={column.key} scope="row" className={`${className} font-normal`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
