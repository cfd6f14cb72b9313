import { useEffect } from 'react';
import { PageTitle } from '../../features/admin/components/panel';
import { CatalogueManager } from '../../features/admin/components/catalogue-manager';
import { useSession } from '../../lib/session';
import { APP_NAME } from '../../config/app';

export default function ManageCoursesPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = `Manage Courses | ${APP_NAME}`;
  }, []);
  return (
    <div className="flex flex-col gap-6">
      <PageTitle
        title="Manage Courses"
        subtitle={
          user?.role === 'super'
            ? 'Add, edit and retire learning tracks and courses; points already earned always stay'
            : 'The course catalogue (only a super administrator can change it)'
        }
      />
      <CatalogueManager canManage={user?.role === 'super'} />
    </div>
  );
}
