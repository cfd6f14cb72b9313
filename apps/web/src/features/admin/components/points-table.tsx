import { Trans } from '@lingui/react/macro';
import type { TAllPoints } from '@dpts/contract/admin';
import { formatPoints } from '../../../lib/format';
import { dayLabel } from '../lib/format';

/** The chart's numbers as a table: what screen readers and a failed chart fall back to. */
export function PointsTable({ perDay }: { perDay: TAllPoints['perDay'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        <Trans>Points earned per day, last 30 days</Trans>
      </caption>
      <thead>
        <tr className="border-b border-line text-xs text-muted">
          <th scope="col" className="px-3 py-2 font-semibold">
            <Trans>Day</Trans>
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            <Trans>Points earned</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {perDay.map((d) => (
          <tr key={d.day} className="border-b border-line last:border-0">
            <th scope="row" className="px-3 py-1.5 font-normal">
              <time dateTime={d.day}>{dayLabel(d.day)}</time>
            </th>
            <td className="px-3 py-1.5 text-right">{formatPoints(d.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
