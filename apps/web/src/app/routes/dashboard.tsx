import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { VerificationBanner } from '../../features/email-verification/components/verification-banner';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { ClaimCertificateButton } from '../../features/claims/components/claim-dialog';
import { APP_NAME } from '../../config/app';
import { AdminOverview } from '../../features/admin/components/admin-overview';

/** Leagues arrive with the leagues issue; until then My Leagues shows its empty state. */
const noLeaguesYet = [] as const;

export default function DashboardPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = `Dashboard | ${APP_NAME}`;
  }, []);
  if (!user) return null;
  if (user.role !== 'user') return <AdminOverview />;
  return (
    <>
      <VerificationBanner />
      <DashboardHome user={user} leagues={noLeaguesYet} />
      {/* Officers without the extension (most phones) claim a finished course here. */}
      <div className="mt-6 flex justify-end">
        <ClaimCertificateButton size="md" />
      </div>
    </>
  );
}
