import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { MyLearningPath } from '../../features/learning/components/my-learning-path';
import { TracksTable } from '../../features/learning/components/tracks-table';
import { dashboardKeys } from '../../features/dashboard/api/keys';

export default function LearningPathPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  useDocumentTitle(t`Learning Path`);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Learning Path`}</h1>
        <p className="mt-1 text-muted">
          {t`Your learning path decides the tracks and courses picked for you.`}
        </p>
      </div>
      <MyLearningPath
        user={user}
        onUpdated={() => queryClient.invalidateQueries({ queryKey: dashboardKeys.all })}
      />
      <TracksTable />
    </div>
  );
}
