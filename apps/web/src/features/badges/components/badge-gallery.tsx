import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMyBadges } from '../api/badges';

/** The officer's badges (dashboard and profile): each opens its public page. */
export function BadgeGallery({ title }: { title?: string }) {
  const { t } = useLingui();
  const badges = useMyBadges();
  const items = badges.data ?? [];
  return (
    <section
      aria-labelledby="badge-gallery-title"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="badge-gallery-title" className="text-lg font-bold">
        {title ?? t`My Badges`}
      </h2>
      {badges.isPending ? (
        <p className="text-muted">{t`Loading badges…`}</p>
      ) : items.length === 0 ? (
        <p className="text-body">
          {t`No badges yet: complete courses, volunteer and lead leagues to earn them.`}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {items.map((badge) => (
            <li key={badge._id} className="min-w-0">
              <Link
                to={`/badges/${badge._id}`}
                className="flex flex-col items-center gap-2 rounded-card p-2 text-center hover:bg-brand-50"
              >
                <img
                  src={badge.image}
                  alt=""
                  width={72}
                  height={72}
                  className={`h-18 w-18 rounded-full object-cover ${badge.revoked ? 'opacity-40 grayscale' : ''}`}
                />
                <span className="text-sm font-semibold break-words">{badge.name}</span>
                {badge.revoked ? <span className="text-xs text-red-700">{t`Revoked`}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
