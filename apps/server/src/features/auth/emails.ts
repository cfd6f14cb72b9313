import {
  OTP_TTL_MINUTES,
  PRODUCT_NAME,
  RESET_TOKEN_TTL_MINUTES,
  VERIFY_LINK_TTL_HOURS,
} from '@dpts/contract';
import { emailHtml, type Email } from '../../plugins/mailer.ts';

export function verificationEmail(
  to: string,
  firstName: string,
  code: string,
  link: string,
): Email {
  const lines = [
    `Hello ${firstName},`,
    `Your ${PRODUCT_NAME} verification code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
    `You can also verify your email with this link (valid for ${VERIFY_LINK_TTL_HOURS} hours): ${link}`,
    `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
  ];
  return {
    to,
    subject: `Verify your ${PRODUCT_NAME} email`,
    text: lines.join('\n\n'),
    html: emailHtml('Verify your email', lines.slice(0, 2).concat(lines[3]!), {
      label: 'Verify email',
      url: link,
    }),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): Email {
  const lines = [
    `Hello ${firstName},`,
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. The link below is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and works once: ${link}`,
    'If it was not you, ignore this email: your password stays as it is.',
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: lines.join('\n\n'),
    html: emailHtml('Reset your password', lines, { label: 'Choose a new password', url: link }),
  };
}
