import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { APP_NAME, links } from '../../../config/app';
import type { BrowserKind } from '../../../lib/extension-support';

/** Shown once on a browser that cannot run the extension: the two ways to earn there. */
export function EarnOnAPhonePrompt({
  open,
  onClose,
  browser,
}: {
  open: boolean;
  onClose: () => void;
  browser: BrowserKind;
}) {
  const { t } = useLingui();
  const isAndroid = browser !== 'ios';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Action Required!`}
      showClose={false}
      description={t`This browser cannot run the ${APP_NAME} extension, which counts the courses you complete. You can still earn points in two ways:`}
      footer={
        <>
          {isAndroid ? (
            <a
              href={links.firefoxForAndroid}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary', size: 'md' })}
            >
              <Trans>Get Firefox for Android</Trans>
            </a>
          ) : null}
          <Button size="md" onClick={onClose} data-autofocus>
            <Trans>Got it</Trans>
          </Button>
        </>
      }
    >
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-body">
        <li>
          <Trans>
            <strong className="text-ink">Use Firefox for Android</strong> with the {APP_NAME}{' '}
            extension: open {APP_NAME} in Firefox on an Android phone, install the extension from
            the menu&rsquo;s Extensions page, and your courses are counted by themselves.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="text-ink">Claim with your certificate link</strong>: take the course
            here and, when you finish, bring the link of the certificate or badge the course site
            gives you.
          </Trans>
        </li>
      </ol>
      <p className="mt-3 text-xs text-muted">
        <Trans>
          After ‘Got it’ this does not come back on this phone; Settings › Help keeps it.
        </Trans>
      </p>
    </Modal>
  );
}
