import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EXTENSION_MARK } from '@dpts/contract/constants';
import { Button, buttonClasses } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { APP_NAME } from '../../../config/app';
import { extensionStoreUrl } from '../../../lib/extension-support';
import { useExtensionPrompt } from '../hooks/use-extension-prompt';
import { EarnOnAPhonePrompt } from './earn-on-a-phone';

const CERTIFICATE_ROUTE = msg`take the course and, when you finish, press ‘I have a certificate’ with the link of the certificate or badge the course site gives you.`;

/**
 * The inline call to action (hidden by the extension through its id) and the 'Action Required!'
 * modal shown when the extension has not marked the page within 10 s. Both also offer the
 * certificate link, the route that needs no extension; without a store listing configured it is
 * the only one offered.
 */
export function ExtensionPrompt() {
  const { t, i18n } = useLingui();
  const { isDetected, isPromptOpen, dismiss, browser, canInstall } = useExtensionPrompt();
  if (!canInstall) {
    return <EarnOnAPhonePrompt open={isPromptOpen} onClose={dismiss} browser={browser} />;
  }
  const storeUrl = extensionStoreUrl(browser);
  return (
    <>
      {isDetected ? null : (
        <section
          id={EXTENSION_MARK.installPromptElementId}
          aria-label={t`Browser extension`}
          className="flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-body">
            {storeUrl
              ? t`Your completed courses are counted by the ${APP_NAME} browser extension, or claimed with your certificate link.`
              : t`Finished a course? Claim its points with your certificate link: ‘I have a certificate’.`}
          </p>
          {storeUrl ? (
            <a
              href={storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 shrink-0 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t`Get the ${APP_NAME} extension`}
            </a>
          ) : null}
        </section>
      )}
      <Modal
        open={isPromptOpen}
        onClose={dismiss}
        title={t`Action Required!`}
        showClose={false}
        footer={
          <>
            <Button variant={storeUrl ? 'secondary' : 'primary'} size="md" onClick={dismiss}>
              {t`Close`}
            </Button>
            {storeUrl ? (
              <a
                href={storeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ size: 'md' })}
                data-autofocus
              >
                {t`Install Extension`}
              </a>
            ) : null}
          </>
        }
        description={
          storeUrl
            ? t`The ${APP_NAME} browser extension is needed to count the courses you complete and award your points. Install it, then come back to this page.`
            : t`The ${APP_NAME} browser extension is not in this browser’s store yet. You can still earn your points:`
        }
      >
        <p className="text-sm text-body">
          <strong className="text-ink">
            {storeUrl
              ? t`No extension? Claim with your certificate link`
              : t`Claim with your certificate link`}
          </strong>
          : {i18n._(CERTIFICATE_ROUTE)}
        </p>
      </Modal>
    </>
  );
}
