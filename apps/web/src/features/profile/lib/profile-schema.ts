import type { z } from 'zod';
import { checkLocations } from '@dpts/contract/auth';
import { ZProfileFields } from '@dpts/contract/profile';
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
    phone: user.phone ?? '',
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
