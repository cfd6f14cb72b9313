import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button';

const titles: Record<string, string> = {
  '/leagues/discover': 'Leagues',
  '/leagues/my-leagues': 'Leagues',
  '/leagues/create': 'Leagues',
  '/leagues/manage': 'Manage Leagues',
  '/leagues/moderators': 'League Moderators',
  '/manage-users': 'Manage Users',
};

/** Screens that later issues deliver: the menu never leads to a dead end meanwhile. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {titles[pathname] ?? 'Coming soon'}
      </h1>
      <div className="rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <p className="text-lg font-semibold text-ink">This section is on its way.</p>
        <p className="mt-2 text-muted">
          We are putting the finishing touches to it. Check back soon.
        </p>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          Back to dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
