import {
  OTP_TTL_MINUTES,
  PRODUCT_NAME,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_LINK_TTL_HOURS,
  type TAppLanguage,
} from '@dpts/contract';
import { translator } from '../../lib/i18n.ts';
import { emailHtml, type Email } from '../../plugins/mailer.ts';

/** Who an email goes to, and the language they read (decision 074). */
export type Recipient = { email: string; firstName: string; appLanguage: TAppLanguage };

export function verificationEmail(to: Recipient, code: string, link: string): Email {
  const i18n = translator(to.appLanguage);
  const product = PRODUCT_NAME;
  const lines = [
    i18n._('Hello {firstName},', { firstName: to.firstName }),
    i18n._('Your {product} verification code is {code}. It is valid for {minutes} minutes.', {
      product,
      code,
      minutes: OTP_TTL_MINUTES,
    }),
    i18n._('You can also verify your email with this link (valid for {hours} hours): {link}', {
      hours: VERIFY_LINK_TTL_HOURS,
      link,
    }),
    i18n._('If you did not create a {product} account, you can ignore this email.', { product }),
  ];
  return {
    to: to.email,
    subject: i18n._('Verify your {product} email', { product }),
    text: lines.join('\n\n'),
    html: emailHtml(
      i18n._('Verify your email'),
      lines.slice(0, 2).concat(lines[3]!),
      { label: i18n._('Verify email'), url: link },
      to.appLanguage,
    ),
  };
}

export function passwordResetEmail(to: Recipient, link: string): Email {
  const i18n = translator(to.appLanguage);
  const product = PRODUCT_NAME;
  const lines = [
    i18n._('Hello {firstName},', { firstName: to.firstName }),
    i18n._(
      'Someone asked to reset the password of your {product} account. The link below is valid for {minutes} minutes and works once: {link}',
      { product, minutes: RESET_TOKEN_TTL_MINUTES, link },
    ),
    i18n._('If it was not you, ignore this email: your password stays as it is.'),
  ];
  return {
    to: to.email,
    subject: i18n._('Reset your {product} password', { product }),
    text: lines.join('\n\n'),
    html: emailHtml(
      i18n._('Reset your password'),
      lines,
      { label: i18n._('Choose a new password'), url: link },
      to.appLanguage,
    ),
  };
}
