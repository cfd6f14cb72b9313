import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { APP_NAME } from '../config/app';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0b6e4f" />
      <path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="23.5" cy="9" r="3" fill="#f7b52c" />
    </svg>
  );
}

/**
 * Logo linking to / (spec section 2, shared header). `narrow`: the name shows from 400 px up, so
 * that a header with the language picker fits a 360 px phone (its link keeps the name).
 */
export function Logo({
  to = '/',
  inverted = false,
  narrow = false,
}: {
  to?: string;
  inverted?: boolean;
  narrow?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-lg"
      aria-label={t`${APP_NAME} home`}
    >
      <LogoMark />
      <span
        className={`text-lg font-extrabold tracking-tight sm:text-xl ${inverted ? 'text-white' : 'text-ink'} ${narrow ? 'hidden min-[400px]:inline' : ''}`}
      >
        {APP_NAME}
      </span>
    </Link>
  );
}
