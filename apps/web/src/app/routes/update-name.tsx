import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { UpdateNameForm } from '../../features/profile/components/update-name-form';
import { APP_NAME } from '../../config/app';

export default function UpdateNamePage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = `Update Name | ${APP_NAME}`;
  }, []);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Update your name</h1>
      <div className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line">
        <UpdateNameForm user={user} />
      </div>
    </div>
  );
}
