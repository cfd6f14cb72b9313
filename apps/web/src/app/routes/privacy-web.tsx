import { useLingui } from '@lingui/react/macro';
import { APP_NAME } from '../../config/app';
import { PrivacyDocument, type PolicySection } from './privacy-document';

export default function PrivacyWebPage() {
  const { t } = useLingui();
  const sections: PolicySection[] = [
    {
      heading: t`What we collect`,
      body: (
        <p>
          {t`${APP_NAME} does not collect any personal information beyond the data you give us when you sign up: your name, email address, username, date of birth, phone number, states and local governments of origin and residence, officer type and the learning paths you choose.`}
        </p>
      ),
    },
    {
      heading: t`How we use it`,
      body: (
        <p>
          {t`We use this data to run your account, verify your email address, recommend courses from your learning paths, count your points and show you on leaderboards and in the leagues you join.`}
        </p>
      ),
    },
    {
      heading: t`Cookies`,
      body: (
        <p>
          {t`We use a single session cookie to keep you signed in. We do not use advertising or tracking cookies.`}
        </p>
      ),
    },
    {
      heading: t`Sharing`,
      body: (
        <p>
          {t`We do not sell or share your personal information. Other officers see only your name, image and points on leaderboards and in leagues.`}
        </p>
      ),
    },
    {
      heading: t`Your choices`,
      body: (
        <p>
          {t`You can update your profile at any time from Settings, and ask us to delete your account by email.`}
        </p>
      ),
    },
  ];
  return <PrivacyDocument title={t`Privacy Policy for the web app`} sections={sections} />;
}
