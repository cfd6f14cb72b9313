import { EXTENSION_MARK } from '@dpts/contract/constants';
import { Button, buttonClasses } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { APP_NAME } from '../../../config/app';
import { extensionStoreUrl } from '../../../lib/extension-support';
import { useExtensionPrompt } from '../hooks/use-extension-prompt';
import { EarnOnAPhonePrompt } from './earn-on-a-phone';

/**
 * The inline call to action (hidden by the extension through its id) and the 'Action Required!'
 * modal shown when the extension has not marked the page within 10 s.
 */
export function ExtensionPrompt() {
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
          aria-label="Browser extension"
          className="flex flex-col gap-3 rounded-card border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-body">
            Your completed courses are counted by the {APP_NAME} browser extension.
          </p>
          <a
            href={storeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-10 shrink-0 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            Get the {APP_NAME} extension
          </a>
        </section>
      )}
      <Modal
        open={isPromptOpen}
        onClose={dismiss}
        title="Action Required!"
        showClose={false}
        footer={
          <>
            <Button variant="secondary" size="md" onClick={dismiss}>
              Close
            </Button>
            <a
              href={storeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ size: 'md' })}
              data-autofocus
            >
              Install Extension
            </a>
          </>
        }
        description={`The ${APP_NAME} browser extension is needed to count the courses you complete and award your points. Install it, then come back to this page.`}
      >
        {null}
      </Modal>
    </>
  );
}
