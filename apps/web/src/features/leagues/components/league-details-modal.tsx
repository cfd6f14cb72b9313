import { useLanguageChange } from '../../../lib/i18n-runtime';
import { t } from '@lingui/core/macro';
import type { TLeague } from '@dpts/contract/leagues';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatPoints } from '../../../lib/format';
import { useLeagueDetails } from '../api/get-league-details';

const statusLabel = (status: string) =>
  status === 'completed' ? t`Completed` : status === 'enrolled' ? t`In-progress` : t`Not started`;

/** 'View Details' of a private league: its courses with the officer's status (spec section 2). */
export function LeagueDetailsModal({
  league,
  open,
  onClose,
}: {
  league: Pick<TLeague, '_id' | 'name'>;
  open: boolean;
  onClose: () => void;
}) {
  useLanguageChange();
  const details = useLeagueDetails(league._id, open);
  const courses = details.data?.courses ?? [];
  return (
    <Modal open={open} onClose={onClose} title={league.name}>
      {details.isPending ? (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner />
        </div>
      ) : courses.length === 0 ? (
        <p className="text-body">{t`No courses available.`}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3 font-semibold">{t`Name of Course`}</th>
                <th className="py-2 pr-3 font-semibold">{t`Website`}</th>
                <th className="py-2 pr-3 font-semibold">{t`Earnable Point`}</th>
                <th className="py-2 font-semibold">{t`Status`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {courses.map((course) => (
                <tr key={course._id}>
                  <td className="py-2.5 pr-3 font-medium text-ink">{course.name}</td>
                  <td className="py-2.5 pr-3">
                    <a
                      href={course.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {t`Visit Learning Site`}
                    </a>
                  </td>
                  <td className="py-2.5 pr-3">{formatPoints(course.point)}</td>
                  <td className="py-2.5">{statusLabel(course.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
