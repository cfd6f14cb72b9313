import { useLanguageChange } from '../lib/i18n-runtime';
import { Toaster as HotToaster, ToastBar } from 'react-hot-toast';
import { contractText } from '../lib/contract-text';
import { TOAST } from '@dpts/contract/constants';

/**
 * Toast types blank, error, success, loading and custom with the spec's durations
 * (section 9). react-hot-toast keeps at most 20 and removes a dismissed toast after 1 s.
 * A toast that shows the server's English (an answer's message) shows it in the officer's
 * language when the catalogs know it (decision 073).
 */
export function Toaster() {
  useLanguageChange();
  const d = TOAST.durationsMs;
  return (
    <HotToaster
      position="top-center"
      gutter={8}
      toastOptions={{
        duration: d.blank,
        className: 'text-sm font-medium',
        style: { maxWidth: 420, color: '#101828' },
        success: { duration: d.success },
        error: { duration: d.error },
        loading: { duration: d.loading },
        custom: { duration: d.custom },
        blank: { duration: d.blank },
      }}
    >
      {(toast) => (
        <ToastBar
          toast={
            typeof toast.message === 'string'
              ? { ...toast, message: contractText(toast.message) }
              : toast
          }
        />
      )}
    </HotToaster>
  );
}
