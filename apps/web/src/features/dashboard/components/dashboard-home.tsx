import { Link } from 'react-router';
import type { TUser } from '@dpts/contract/user';
import { APP_NAME, POINTS_SUFFIX, links } from '../../../config/app';

type DashboardHomeProps = { user: TUser };

/** Placeholder until the learning issue fills the dashboard: stats and next steps. */
export function DashboardHome({ user }: DashboardHomeProps) {
  const stats = [
    { label: `Total ${APP_NAME} Points`, value: `${user.totalPointsEarned}${POINTS_SUFFIX}` },
    { label: 'Enrolled Courses', value: String(user.enrolledCourses) },
    { label: 'Completed Courses', value: String(user.completedCourses) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Welcome, {user.firstName}!
        </h1>
        <p className="mt-1 text-muted">Here is where your learning journey stands today.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line">
            <p className="text-sm text-muted">{stat.label}</p>
            <p className="mt-2 text-3xl font-extrabold text-ink">{stat.value}</p>
          </li>
        ))}
      </ul>
      <section
        className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line"
        aria-labelledby="next-steps"
      >
        <h2 id="next-steps" className="text-lg font-bold">
          Your next steps
        </h2>
        <ol className="mt-4 flex list-decimal flex-col gap-3 pl-5 text-body">
          <li>
            <a
              href={links.installExtension}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              Install the {APP_NAME} extension
            </a>{' '}
            so your completed courses are counted automatically.
          </li>
          <li>
            Open{' '}
            <Link to="/learning-path" className="font-semibold text-brand-700 hover:underline">
              Learning
            </Link>{' '}
            to pick a course from your paths:{' '}
            {user.learningPath.slice(0, 3).join(', ') || 'your learning paths'}.
          </li>
          <li>
            Keep your{' '}
            <Link to="/settings" className="font-semibold text-brand-700 hover:underline">
              profile
            </Link>{' '}
            up to date.
          </li>
        </ol>
      </section>
    </div>
  );
}
