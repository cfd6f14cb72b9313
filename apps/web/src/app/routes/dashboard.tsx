import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { loadCatalogs } from '../../lib/i18n';
import { VerificationBanner } from '../../features/email-verification/components/verification-banner';
import { BELOW_THE_FOLD, DashboardHome } from '../../features/dashboard/components/dashboard-home';
import { useSearchParams } from 'react-router';
import { NextStep } from '../../features/phone/next-step';
import { ClaimCertificateButton } from '../../features/claims/components/claim-certificate-button';
import { useExtensionDetected } from '../../features/dashboard/hooks/use-extension-prompt';
import { WaitingClaims } from '../../features/phone/waiting-claims';
import { useLeagues } from '../../features/leagues/api/get-leagues';
import { PAGE_SIZE } from '@dpts/contract/constants';
import { PageSpinner } from '../../components/spinner';
import { BadgeGallery } from '../../features/badges/components/badge-gallery';
import { VolunteerHours } from '../../features/volunteering/components/hours-card';

// Administrators only: officers (nearly everyone, on phones) never download it.
const AdminOverview = lazy(() =>
  Promise.all([
    import('../../features/admin/components/admin-overview'),
    loadCatalogs(['admin']),
  ]).then(([m]) => ({ default: m.AdminOverview })),
);

export default function DashboardPage() {
  const { user } = useSession();
  const joined = useLeagues('joined', 1, PAGE_SIZE.dashboardLeagues);
  // A certificate link shared into the installed app (`/share`) opens the claim dialog.
  const [params, setParams] = useSearchParams();
  const claimLink = params.get('claim') ?? undefined;
  const hasExtension = useExtensionDetected();
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
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
      <DashboardHome
        user={user}
        leagues={joined.data?.items ?? []}
        firstCard={
          <>
            <WaitingClaims />
            {/* Officers without the extension (most phones) claim a finished course here. */}
            <NextStep
              hasExtension={hasExtension}
              claimButton={({ primary, inProgress, ready }) => (
                <ClaimCertificateButton
                  key={`${claimLink}:${ready}`}
                  size={primary ? 'lg' : 'md'}
                  variant={primary ? 'primary' : 'secondary'}
                  block={primary}
                  initialUrl={ready ? claimLink : undefined}
                  inProgress={inProgress}
                  onClosed={() => claimLink && setParams({}, { replace: true })}
                />
              )}
            />
          </>
        }
      >
        <VolunteerHours linked />
      </DashboardHome>
      <div className={`mt-6 ${BELOW_THE_FOLD}`}>
        <BadgeGallery />
      </div>
    </>
  );
}
