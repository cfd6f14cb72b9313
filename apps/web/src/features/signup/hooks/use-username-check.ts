import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showApiError } from '../../../lib/api-error';
import { checkUsername } from '../api/check-username';
import type { UsernameStatus } from '../lib/signup-form';

const DEBOUNCE_MS = 350;

/**
 * Live username availability (spec section 5): checked whenever the username changes
 * (debounced) and again on blur. The status always belongs to the current value.
 */
export function useUsernameCheck(username: string) {
  const [result, setResult] = useState<{ value: string; status: UsernameStatus }>({
    value: '',
    status: 'idle',
  });
  const controller = useRef<AbortController | null>(null);

  const check = useCallback((value: string) => {
    controller.current?.abort();
    if (!value) {
      setResult({ value, status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setResult({ value, status: 'checking' });
    checkUsername(value, current.signal)
      .then((answer) => {
        if (!current.signal.aborted) {
          setResult({ value, status: answer.available ? 'available' : 'not-available' });
        }
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        // A username the server cannot accept (400) is simply not available.
        if (error instanceof ApiError && error.status === 400) {
          setResult({ value, status: 'not-available' });
          return;
        }
        setResult({ value, status: 'idle' });
        showApiError(error);
      });
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => check(username), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username, check]);

  useEffect(() => () => controller.current?.abort(), []);

  const status: UsernameStatus =
    result.value === username ? result.status : username ? 'checking' : 'idle';
  const checkNow = () => {
    if (result.value === username && result.status !== 'idle') return;
    check(username);
  };
  return { status, checkNow };
}
