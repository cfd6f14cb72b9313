import toast from 'react-hot-toast';
import { GOOGLE_CLIENT_ID } from '../../../config/app';

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server yet. Please continue with your email.';

type GoogleButtonProps = { label: string; onCredential?: (idToken: string) => void };

/** Google sign-in arrives in a later issue; until then the button explains that. */
export function GoogleButton({ label }: GoogleButtonProps) {
  function handleClick() {
    if (!GOOGLE_CLIENT_ID) {
      toast(GOOGLE_NOT_CONFIGURED, { id: 'google-not-configured' });
    }
  }
  return (
    <button
      type="button"
      onClick={handleClick}
      className="inline-flex h-[52px] w-full items-center justify-center gap-3 rounded-button border border-line bg-white px-6 font-semibold text-ink hover:bg-surface"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
        />
      </svg>
      {label}
    </button>
  );
}
