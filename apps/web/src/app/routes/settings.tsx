import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Tabs, type TabItem } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { VolunteerHours } from '../../features/volunteering/components/hours-card';
import { BadgeGallery } from '../../features/badges/components/badge-gallery';
import { LanguageSetting } from '../../components/language-setting';
import { Spinner } from '../../components/spinner';

// Only the open tab renders: the others' code loads when one is opened.
const PasswordForm = lazy(() =>
  import('../../features/profile/components/password-form').then((m) => ({
    default: m.PasswordForm,
  })),
);
const NotificationSettings = lazy(() =>
  import('../../features/phone/notification-settings').then((m) => ({
    default: m.NotificationSettings,
  })),
);
const HelpPanel = lazy(() =>
  import('../../features/profile/components/help-panel').then((m) => ({ default: m.HelpPanel })),
);
const later = (content: ReactNode) => <Suspense fallback={<Spinner />}>{content}</Suspense>;

function GeneralSettings() {
  return (
    <div className="flex flex-col gap-8">
      <LanguageSetting />
      <PasswordForm />
    </div>
  );
}

/**
 * My Profile, General Settings, Notifications and Help for users; administrators see General
 * Settings only. The open tab is in the address (`?tab=notifications`), so the bell and the claim
 * emails can link straight to the email opt-out.
 */
export default function SettingsPage() {
  const { user } = useSession();
  const isUser = user?.role === 'user';
  const [params, setParams] = useSearchParams();
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  if (!user) return null;

  const tabs: TabItem[] = isUser
    ? [
        {
          id: 'profile',
          label: t`My Profile`,
          content: (
            <div className="flex flex-col gap-6">
              <ProfileForm key={user._id + user.firstName} user={user} />
              <BadgeGallery title={t`Badges`} />
              <VolunteerHours linked />
            </div>
          ),
        },
        { id: 'general', label: t`General Settings`, content: later(<GeneralSettings />) },
        { id: 'notifications', label: t`Notifications`, content: later(<NotificationSettings />) },
        { id: 'help', label: t`Help`, content: later(<HelpPanel />) },
      ]
    : [{ id: 'general', label: t`General Settings`, content: later(<GeneralSettings />) }];
  const asked = params.get('tab');
  const active = tabs.some((tab) => tab.id === asked) ? asked! : tabs[0]!.id;
  const choose = (id: string) => setParams({ tab: id }, { replace: true });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Settings`}</h1>
      <div className="rounded-card bg-white p-4 shadow-sm ring-1 ring-line sm:p-6">
        <Tabs label={t`Settings`} tabs={tabs} activeId={active} onChange={choose} />
      </div>
    </div>
  );
}
