import { contractText } from '../../../lib/contract-text';
import type { UseFormReturn } from 'react-hook-form';
import type { TCheckContactQuery, TCheckContactResponse } from '@dpts/contract/auth';
import { clientMessages } from '@dpts/contract/messages';
import { ApiError, callApi } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import type { SignupForm } from '../lib/signup-form';
import { loadSignupRules } from '../lib/load-signup-rules';

export function checkContact(query: TCheckContactQuery): Promise<TCheckContactResponse> {
  return callApi('checkContact', { query });
}

/**
 * Step 1 Next: a taken email or phone is reported under its field now, not after step 4
 * (the texts of spec section 8). Resolves true when both are free. Past the early check's limit
 * (10 an hour per address, decision 047) the officer goes on: sign-up tells a taken address at
 * submit.
 */
export async function isContactFree(form: UseFormReturn<SignupForm>): Promise<boolean> {
  const { email, phone } = form.getValues();
  try {
    const { e164OrTyped } = await loadSignupRules();
    const answer = await checkContact({ email: email.trim(), phone: e164OrTyped(phone) });
    if (answer.emailAvailable === false)
      form.setError(
        'email',
        { message: contractText(clientMessages.emailExistsToast) },
        { shouldFocus: true },
      );
    if (answer.phoneAvailable === false)
      form.setError('phone', { message: contractText(clientMessages.phoneExistsToast) });
    return answer.emailAvailable !== false && answer.phoneAvailable !== false;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return true;
    showApiError(error);
    return false;
  }
}
