import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { ReviewQueue } from '../../features/admin/components/review-queue';
import { APP_NAME } from '../../config/app';

export default function ReviewPage() {
  useEffect(() => {
    document.title = `Review Queue | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title="Review Queue"
        subtitle="Completion claims that need an administrator's decision"
      />
      <ReviewQueue />
    </div>
  );
}
