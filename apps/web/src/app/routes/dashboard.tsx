import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { VerificationBanner } from '../../features/email-verification/components/verification-banner';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { ClaimCertificateButton } from '../../features/claims/components/claim-certificate-button';
import { AdminOverview } from '../../features/admin/components/admin-overview';
import { useLeagues } from '../../features/leagues/api/get-leagues';
import { APP_NAME } from '../../config/app';
import { PAGE_SIZE } from '@dpts/contract/constants';

export default function DashboardPage() {
  const { user } = useSession();
  const joined = useLeagues('joined', 1, PAGE_SIZE.dashboardLeagues);
  useEffect(() => {
    document.title = `Dashboard | ${APP_NAME}`;
  }, []);
  if (!user) return null;
  if (user.role !== 'user') return <AdminOverview />;
  return (
    <>
      <VerificationBanner />
      <DashboardHome user={user} leagues={joined.data?.items ?? []} />
      {/* Officers without the extension (most phones) claim a finished course here. */}
      <div className="mt-6 flex justify-end">
        <ClaimCertificateButton size="md" />
      </div>
    </>
  );
}
