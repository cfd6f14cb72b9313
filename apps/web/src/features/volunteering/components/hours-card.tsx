import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMyVolunteering } from '../api/volunteering';
import { formatMinutes } from '../lib/format';

/** Approved and pending volunteering hours (dashboard, profile, the Volunteering page). */
export function VolunteerHours({ linked = false }: { linked?: boolean }) {
  const { t } = useLingui();
  const mine = useMyVolunteering(1);
  const hours = mine.data?.hours;
  return (
    <section
      aria-labelledby="volunteer-hours"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-line"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="volunteer-hours" className="text-lg font-bold">
          {t`Volunteering hours`}
        </h2>
        {linked ? (
          <Link
            to="/volunteering"
            className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline"
          >
            {t`Log volunteering`}
          </Link>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-muted">{t`Approved`}</dt>
          <dd className="text-2xl font-extrabold" data-testid="approved-hours">
            {hours ? formatMinutes(hours.approvedMinutes) : '…'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t`Pending`}</dt>
          <dd className="text-2xl font-extrabold" data-testid="pending-hours">
            {hours ? formatMinutes(hours.pendingMinutes) : '…'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
