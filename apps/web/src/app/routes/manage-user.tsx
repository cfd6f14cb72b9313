import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useParams } from 'react-router';
import { UserDetails } from '../../features/admin/components/user-details';
import { useSession } from '../../lib/session';

export default function ManageUserPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { t } = useLingui();
  useDocumentTitle(t`User Details`);
  if (!user) return null;
  return <UserDetails key={id} id={id} canManageRoles={user.role === 'super'} myId={user._id} />;
}
