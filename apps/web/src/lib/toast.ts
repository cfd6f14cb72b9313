import hotToast from 'react-hot-toast';
import { toastRaised } from './toast-signal';

type Raise = typeof hotToast.success;

const raising =
  (raise: Raise): Raise =>
  (message, options) => {
    toastRaised();
    return raise(message, options);
  };

/**
 * react-hot-toast's `toast`, telling the app that a toast is up so that its host is drawn (the
 * app's one way to raise a toast; `lib/toast-signal.ts`).
 */
export const toast = Object.assign(raising(hotToast), {
  success: raising(hotToast.success),
  error: raising(hotToast.error),
  loading: raising(hotToast.loading),
  dismiss: (id?: string) => hotToast.dismiss(id),
  remove: (id?: string) => hotToast.remove(id),
});
