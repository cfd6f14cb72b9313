import type { UseFormReturn } from 'react-hook-form';
import type { TCheckContactQuery, TCheckContactResponse } from '@dpts/contract/auth';
import { clientMessages } from '@dpts/contract/messages';
import { api } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import type { SignupForm } from '../lib/signup-schema';

export function checkContact(query: TCheckContactQuery): Promise<TCheckContactResponse> {
  return api.get<TCheckContactResponse>('/authentication/check-contact', query);
}

/**
 * Step 1 Next: a taken email or phone is reported under its field now, not after step 4
 * (the texts of spec section 8). Resolves true when both are free.
 */
export async function isContactFree(form: UseFormReturn<SignupForm>): Promise<boolean> {
  const { email, phone } = form.getValues();
  try {
    const answer = await checkContact({ email: email.trim(), phone });
    if (answer.emailAvailable === false)
      form.setError('email', { message: clientMessages.emailExistsToast }, { shouldFocus: true });
    if (answer.phoneAvailable === false)
      form.setError('phone', { message: clientMessages.phoneExistsToast });
    return answer.emailAvailable !== false && answer.phoneAvailable !== false;
  } catch (error) {
    showApiError(error);
    return false;
  }
}
