import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../../../config/app';
import { formatNumber, formatPoints } from '../../../lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';

/** How long a certificate being checked takes (issue 23: "Verifying" said nothing of it). */
export const VERIFYING_HINT = msg`Usually checked within minutes; one sent to an administrator can take a few days.`;

/** Total points, enrolled and completed courses (spec section 2, Dashboard). */
export function StatCards() {
  const { t, i18n } = useLingui();
  const { data: stats, isPending } = useDashboardStats();
  const cards = [
    {
      label: t`Total ${APP_NAME} Points`,
      value: stats ? formatPoints(stats.totalPoints) : null,
    },
    { label: t`Enrolled Courses`, value: stats ? formatNumber(stats.enrolledCourses) : null },
    { label: t`Completed Courses`, value: stats ? formatNumber(stats.completedCourses) : null },
    // Completions count once verified; those still being checked show on their own.
    {
      label: t`Verifying`,
      value: stats ? formatNumber(stats.verifyingCourses) : null,
      hint: i18n._(VERIFYING_HINT),
    },
  ] as { label: string; value: string | null; hint?: string }[];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending || undefined}>
      {cards.map((card) => (
        <li key={card.label} className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line">
          <p className="text-sm text-muted">{card.label}</p>
          {card.value === null ? (
            <p className="mt-2 h-9 w-24 animate-pulse rounded-lg bg-surface">
              <span className="sr-only">{isPending ? t`Loading` : t`Not available`}</span>
            </p>
          ) : (
            <p className="mt-2 text-3xl font-extrabold text-ink">{card.value}</p>
          )}
          {card.hint ? <p className="mt-1 text-xs text-muted">{card.hint}</p> : null}
        </li>
      ))}
    </ul>
  );
}
