import { useLingui } from '@lingui/react/macro';
import { learningSites } from '@dpts/contract';
import { APP_NAME } from '../../config/app';
import { PrivacyDocument, type PolicySection } from './privacy-document';

/** Exactly what the extension in apps/extension reads, keeps and sends (decision 020). */
const siteNames = learningSites.map((site) => site.name).join(', ');

export default function PrivacyExtensionPage() {
  const { t } = useLingui();
  const sections: PolicySection[] = [
    {
      heading: t`Where the extension works`,
      body: (
        <>
          <p>
            {t`The ${APP_NAME} extension runs only on ${APP_NAME} itself and on these learning sites: ${siteNames}. It does not run on, read or record any other website.`}
          </p>
          <p>
            {t`On a learning site it reads only course pages and certificate or completion pages. Other pages of the site (search, catalogue, account pages) are not read.`}
          </p>
        </>
      ),
    },
    {
      heading: t`What it records`,
      body: (
        <ul className="list-disc pl-6">
          <li>{t`When you open a course page: the page address, the course title and the time.`}</li>
          <li>
            {t`When you click a course’s start or enroll button: the page address, the course title and the time.`}
          </li>
          <li>
            {t`When you open a certificate or completion page: its address, the course title shown on it and the time.`}
          </li>
        </ul>
      ),
    },
    {
      heading: t`What it reads on ${APP_NAME}`,
      body: (
        <p>
          {t`It marks ${APP_NAME}’s pages so that the site knows the extension is installed, and reads your ${APP_NAME} sign-in session so that it can send your activity to your account. It reads nothing else there.`}
        </p>
      ),
    },
    {
      heading: t`What it sends, and to whom`,
      body: (
        <p>
          {t`It sends the records above to your ${APP_NAME} account, and asks ${APP_NAME} for your name, email address, points and course counts. It sends nothing to anyone else: no browsing history, no passwords, no form contents, no other websites’ data, and no advertising or analytics.`}
        </p>
      ),
    },
    {
      heading: t`What it keeps on your device`,
      body: (
        <p>
          {t`In your browser’s extension storage: your ${APP_NAME} session, name, email address, completed courses and points, the records waiting to be sent (while you are offline) and the time of the last sync. A record leaves your device once ${APP_NAME} has received it.`}
        </p>
      ),
    },
    {
      heading: t`Deleting it`,
      body: (
        <p>
          {t`Signing out of ${APP_NAME} deletes everything the extension keeps, including records not yet sent. Removing the extension deletes it too. Your points stay in your account.`}
        </p>
      ),
    },
  ];
  return (
    <PrivacyDocument title={t`Privacy Policy for the browser extension`} sections={sections} />
  );
}
