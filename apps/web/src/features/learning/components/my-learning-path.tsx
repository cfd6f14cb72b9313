import { optionLabel } from '../../../lib/option-labels';
import { useLingui } from '@lingui/react/macro';
import type { TUser } from '@dpts/contract/user';
import { ChangePathFlow } from './change-path-flow';

type MyLearningPathProps = { user: TUser; onUpdated?: () => void };

/** The officer's type and chosen paths, with the 'Change Your learning Path' flow. */
export function MyLearningPath({ user, onUpdated }: MyLearningPathProps) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="my-learning-path-title"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="my-learning-path-title" className="text-lg font-bold">
            {t`My Learning Path`}
          </h2>
          {user.officerType ? (
            <p>
              <span className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-ink">
                {user.officerType === 'sales' ? t`sales officer` : t`technical officer`}
              </span>
            </p>
          ) : null}
        </div>
        <ChangePathFlow user={user} onUpdated={onUpdated} />
      </div>
      {user.learningPath.length > 0 ? (
        <ul aria-label={t`My learning paths`} className="flex flex-wrap gap-2">
          {user.learningPath.map((path) => (
            <li
              key={path}
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700"
            >
              {optionLabel(path)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t`You haven't chosen a learning path yet.`}</p>
      )}
    </section>
  );
}
