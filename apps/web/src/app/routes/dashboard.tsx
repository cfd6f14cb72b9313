import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { VerificationBanner } from '../../features/email-verification/components/verification-banner';
import { DashboardHome } from '../../features/dashboard/components/dashboard-home';
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
  return (
    <>
      <VerificationBanner />
      <DashboardHome user={user} leagues={joined.data?.items ?? []} />
    </>
  );
}
