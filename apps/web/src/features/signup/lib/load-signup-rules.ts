import { useCallback, useEffect, useState } from 'react';

type SignupRules = typeof import('./signup-schema');

let loading: Promise<SignupRules> | undefined;

/** The sign-up rules (zod and the contract's schemas), fetched once; a failed fetch is tried again. */
export function loadSignupRules(): Promise<SignupRules> {
  loading ??= import('./signup-schema').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The rules once loaded. They load when `eager` (a draft to resume) or when `load` is called:
 * the form calls it on the first focus or touch, so a first visit paints and answers without
 * running them.
 */
export function useSignupRules(eager: boolean) {
  const [rules, setRules] = useState<SignupRules>();
  const load = useCallback(() => {
    loadSignupRules().then(setRules, () => undefined);
  }, []);
  useEffect(() => {
    if (eager) load();
  }, [eager, load]);
  return { rules, load };
}
