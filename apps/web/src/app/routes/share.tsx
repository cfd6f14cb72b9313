import { Navigate, useSearchParams } from 'react-router';
import { sharedLink } from '../../lib/shared-link';

/**
 * The installed app's share target (manifest `share_target`): a certificate link shared from
 * another app opens the dashboard's claim dialog with it. Anything else lands on the dashboard.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const link = sharedLink(params);
  return (
    <Navigate to={link ? `/dashboard?claim=${encodeURIComponent(link)}` : '/dashboard'} replace />
  );
}
