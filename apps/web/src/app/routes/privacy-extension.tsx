import { APP_NAME } from '../../config/app';
import { PrivacyDocument, type PolicySection } from './privacy-document';

const sections: PolicySection[] = [
  {
    heading: 'What the extension records',
    body: (
      <p>
        The {APP_NAME} extension works only on the supported learning sites and on {APP_NAME}{' '}
        itself. There it records the addresses of course pages you visit, clicks that start a
        course, course titles and completion certificates, so that your completed courses earn
        points.
      </p>
    ),
  },
  {
    heading: 'What it keeps on your device',
    body: (
      <p>
        It keeps your name, email address, completed courses and points in your browser’s local
        storage.
      </p>
    ),
  },
  {
    heading: 'What it sends',
    body: (
      <p>
        It sends course activity from the supported learning sites to your {APP_NAME} account and
        nothing else. It does not read other websites, your browsing history or your passwords.
      </p>
    ),
  },
  {
    heading: 'Removing it',
    body: (
      <p>
        Removing the extension deletes the data it keeps in your browser. Your points stay in your
        account.
      </p>
    ),
  },
];

export default function PrivacyExtensionPage() {
  return <PrivacyDocument title="Privacy Policy for the browser extension" sections={sections} />;
}
