import { useEffect } from 'react';
import { BadgesManager } from '../../features/badges/components/badges-manager';
import { APP_NAME } from '../../config/app';

export default function ManageBadgesPage() {
  useEffect(() => {
    document.title = `Manage Badges | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Manage Badges</h1>
        <p className="mt-1 text-muted">
          Badge classes, the rule each is awarded by, and which are still awarded
        </p>
      </div>
      <BadgesManager />
    </div>
  );
}
