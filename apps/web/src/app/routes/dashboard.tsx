import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../lib/session';
import { VerificationBanner } from '../../features/email-verification/components/verification-banner';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { ClaimCertificateButton } from '../../features/claims/components/claim-certificate-button';
import { useLeagues } from '../../features/leagues/api/get-leagues';
import { APP_NAME } from '../../config/app';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { PageSpinner } from '../../components/spinner';

// Administrators only: officers (nearly everyone, on phones) never download it.
const AdminOverview = lazy(() =>
  import('../../features/admin/components/admin-overview').then((m) => ({
    default: m.AdminOverview,
  })),
);

export default function DashboardPage() {
  const { user } = useSession();
  const joined = useLeagues('joined', 1, PAGE_SIZE.dashboardLeagues);
  useEffect(() => {
    document.title = `Dashboard | ${APP_NAME}`;
  }, []);
  if (!user) return null;
  if (user.role !== 'user') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminOverview />
      </Suspense>
    );
  }
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
