import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST } from '@dpts/contract/constants';

/**
 * Toast types blank, error, success, loading and custom with the spec's durations
 * (section 9). react-hot-toast keeps at most 20 and removes a dismissed toast after 1 s.
 */
export function Toaster() {
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
    />
  );
}
