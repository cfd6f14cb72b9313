import { APP_NAME } from '../../../config/app';
import { formatPoints } from '../../../lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';

/** Total points, enrolled and completed courses (spec section 2, Dashboard). */
export function StatCards() {
  const { data: stats, isPending } = useDashboardStats();
  const cards = [
    {
      label: `Total ${APP_NAME} Points`,
      value: stats ? formatPoints(stats.totalPoints) : null,
    },
    { label: 'Enrolled Courses', value: stats ? String(stats.enrolledCourses) : null },
    { label: 'Completed Courses', value: stats ? String(stats.completedCourses) : null },
    // Completions count once verified; those still being checked show on their own.
    { label: 'Verifying', value: stats ? String(stats.verifyingCourses) : null },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending || undefined}>
      {cards.map((card) => (
        <li key={card.label} className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line">
          <p className="text-sm text-muted">{card.label}</p>
          {card.value === null ? (
            <p className="mt-2 h-9 w-24 animate-pulse rounded-lg bg-surface">
              <span className="sr-only">{isPending ? 'Loading' : 'Not available'}</span>
            </p>
          ) : (
            <p className="mt-2 text-3xl font-extrabold text-ink">{card.value}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
