import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../features/admin/components/panel';
import { CatalogueManager } from '../../features/admin/components/catalogue-manager';
import { useSession } from '../../lib/session';

export default function ManageCoursesPage() {
  const { user } = useSession();
  const { t } = useLingui();
  useDocumentTitle(t`Manage Courses`);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title={t`Manage Courses`}
        subtitle={
          user?.role === 'super'
            ? t`Add, edit and retire learning tracks and courses; points already earned always stay`
            : t`The course catalogue (only a super administrator can change it)`
        }
      />
      <CatalogueManager canManage={user?.role === 'super'} />
    </div>
  );
}
