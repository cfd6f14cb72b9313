import { z } from 'zod';
import { ZChangePasswordRequest, checkConfirmPassword, checkLocations } from '@dpts/contract/auth';
import { ZProfileFields } from '@dpts/contract/profile';
import { formatNigerianPhone } from '@dpts/contract/phone';
import type { TUser } from '@dpts/contract/user';

/** My Profile runs the contract's profile rules: the form refuses what PUT /profile would. */
export const ZProfileForm = ZProfileFields.pick({
  firstName: true,
  lastName: true,
  dateOfBirth: true,
  phone: true,
  stateOfOrigin: true,
  localGovtOfOrigin: true,
  stateOfResidence: true,
  localGovtOfResidence: true,
}).superRefine(checkLocations);

export type ProfileValues = z.input<typeof ZProfileForm>;

export function profileValuesOf(user: TUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    // Date of birth shown as a date only (spec section 5).
    dateOfBirth: (user.dateOfBirth ?? '').slice(0, 10),
    phone: user.phone ? formatNigerianPhone(user.phone) : '',
    stateOfOrigin: user.stateOfOrigin ?? '',
    localGovtOfOrigin: user.localGovtOfOrigin ?? '',
    stateOfResidence: user.stateOfResidence ?? '',
    localGovtOfResidence: user.localGovtOfResidence ?? '',
  };
}

/** Every field must be non-empty (spec section 5). */
export function hasEmptyProfileField(values: ProfileValues): boolean {
  return Object.values(values).some((v) => v.trim() === '');
}

/** Splits "Ada Lovelace King" into first "Ada" and last "Lovelace King"; one word keeps the last name. */
export function splitFullName(
  value: string,
  currentLastName: string,
): { firstName: string; lastName: string } {
  const [first = '', ...rest] = value.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || currentLastName };
}

/**
 * /update-name: the Full Name is sent to PUT /profile as a first and a last name, so each part
 * runs the contract's name rule there; its message shows under Full Name.
 */
export const ZUpdateNameForm = z.object({ fullName: z.string() }).superRefine((value, ctx) => {
  const { firstName, lastName } = splitFullName(value.fullName, '');
  const parts = [
    ZProfileFields.shape.firstName.safeParse(firstName),
    ...(lastName ? [ZProfileFields.shape.lastName.safeParse(lastName)] : []),
  ];
  const refused = parts.find((part) => !part.success);
  if (refused?.error)
    ctx.addIssue({ code: 'custom', path: ['fullName'], message: refused.error.issues[0]!.message });
});
export type UpdateNameValues = z.input<typeof ZUpdateNameForm>;

/** General Settings › Update Password: POST /profile/password plus the confirm field. */
export const ZPasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string(),
}).superRefine(checkConfirmPassword('newPassword'));
export type PasswordFormValues = z.input<typeof ZPasswordForm>;
export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};
