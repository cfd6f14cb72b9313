import { useEffect } from 'react';
import { useParams } from 'react-router';
import { UserDetails } from '../../features/admin/components/user-details';
import { useSession } from '../../lib/session';
import { APP_NAME } from '../../config/app';

export default function ManageUserPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  useEffect(() => {
    document.title = `User Details | ${APP_NAME}`;
  }, []);
  if (!user) return null;
  return <UserDetails key={id} id={id} canManageRoles={user.role === 'super'} myId={user._id} />;
}
