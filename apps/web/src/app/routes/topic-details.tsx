import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocation, useParams } from 'react-router';
import { TopicDetails } from '../../features/learning/components/topic-details';
import { useExtensionDetected } from '../../features/dashboard/hooks/use-extension-prompt';
import { ClaimCertificateButton } from '../../features/claims/components/claim-certificate-button';

function trackNameFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { trackName } = state as { trackName?: unknown };
  return typeof trackName === 'string' && trackName ? trackName : undefined;
}

export default function TopicDetailsPage() {
  const { topicId = '' } = useParams();
  const location = useLocation();
  const isTracked = useExtensionDetected();
  const { t } = useLingui();
  useDocumentTitle(t`Learning Track Details`);
  return (
    <TopicDetails
      key={topicId}
      topicId={topicId}
      trackName={trackNameFrom(location.state)}
      isTracked={isTracked}
      renderCourseAction={(course) =>
        course.status === 'completed' || course.status === 'verifying' ? null : (
          <ClaimCertificateButton course={course} />
        )
      }
    />
  );
}
