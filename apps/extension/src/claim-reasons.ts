import { i18n } from './i18n.ts';

/**
 * Why a claim waits for an administrator or was refused, in the popup's language when it is one
 * of the contract's reasons (`claimReasons`, held by the catalogs through the list below); an
 * administrator's own words show as written. The contract's module is not imported: it would
 * bring zod into the popup.
 */
export function claimReasonText(reason: string): string {
  return i18n.messages[reason] === undefined ? reason : i18n._(reason);
}

/**
 * The contract's claim reasons by their English, for `lingui extract` (never run): the catalogs
 * hold their translations. `claim-reasons.test.ts` fails when the contract gains one missing here.
 */
export function claimReasonTexts(i18n: { _: (text: string) => string }): string[] {
  return [
    i18n._('Certificate not found'),
    i18n._('The name on the certificate is not yours'),
    i18n._('This certificate is for another course'),
    i18n._('This certificate is already claimed by another officer'),
    i18n._('This certificate has been revoked'),
    i18n._('The site could not be reached; an administrator will check it'),
    i18n._('The name on the certificate is close to yours; an administrator will check it'),
    i18n._('The certificate link led away from the issuing site; an administrator will check it'),
    i18n._('The certificate page could not be read clearly; an administrator will check it'),
    i18n._('This site cannot be checked automatically; an administrator will check it'),
    i18n._('Daily completion limit reached; an administrator will check it'),
    i18n._('Daily points limit reached; an administrator will check it'),
    i18n._('Completed very soon after starting; an administrator will check it'),
    i18n._(
      'We did not see this course started before its certificate was issued; an administrator will check it',
    ),
    i18n._(
      'This certificate is already held by another officer; an administrator will check who holds it',
    ),
    i18n._('This certificate was issued by another organisation than the course’s'),
    i18n._(
      'The certificate names this course, but its identifier at the issuing site is not on file yet; an administrator will check it',
    ),
    i18n._('This certificate is private on its site: make it public, then claim it again'),
    i18n._(
      'The badge was issued to another email address than yours; an administrator will check it',
    ),
    i18n._('This certificate was moved to the officer who holds it; its points were taken back'),
  ];
}
