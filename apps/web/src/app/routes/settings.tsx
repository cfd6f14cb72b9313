import { useEffect, useState } from 'react';
import { Tabs, type TabItem } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { PasswordForm } from '../../features/profile/components/password-form';
import { HelpPanel } from '../../features/profile/components/help-panel';
import { APP_NAME } from '../../config/app';

/** My Profile, General Settings and Help for users; administrators see General Settings only. */
export default function SettingsPage() {
  const { user } = useSession();
  const isUser = user?.role === 'user';
  const [active, setActive] = useState(isUser ? 'profile' : 'general');
  useEffect(() => {
    document.title = `Settings | ${APP_NAME}`;
  }, []);
  if (!user) return null;

  const tabs: TabItem[] = isUser
    ? [
        {
          id: 'profile',
          label: 'My Profile',
          content: <ProfileForm key={user._id + user.firstName} user={user} />,
        },
        { id: 'general', label: 'General Settings', content: <PasswordForm /> },
        { id: 'help', label: 'Help', content: <HelpPanel /> },
      ]
    : [{ id: 'general', label: 'General Settings', content: <PasswordForm /> }];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Settings</h1>
      <div className="rounded-card bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        <Tabs label="Settings" tabs={tabs} activeId={active} onChange={setActive} />
      </div>
    </div>
  );
}
