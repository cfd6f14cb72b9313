import { useLingui } from '@lingui/react/macro';
type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' };

/** An empty label makes the spinner decorative (its parent already says what is loading). */
export function Spinner({ size = 'md', label: given, className = '' }: SpinnerProps) {
  const { t } = useLingui();
  const label = given ?? t`Loading`;
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={`inline-block shrink-0 ${className}`}
    >
      <svg className={`${sizes[size]} animate-spin`} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner size="lg" />
    </div>
  );
}
