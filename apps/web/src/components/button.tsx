import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'lg' | 'md' | 'sm';

type StyleOptions = { variant?: Variant; size?: Size; block?: boolean; className?: string };

const base =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-900',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-danger-600 text-white hover:bg-red-800',
};

/** Primary buttons are 52 px high with 30 px corners (spec section 9). */
const sizes: Record<Size, string> = {
  lg: 'h-[52px] rounded-button px-7 text-base',
  md: 'h-11 rounded-button px-5 text-sm',
  sm: 'h-9 rounded-full px-4 text-sm',
};

export function buttonClasses({
  variant = 'primary',
  size = 'lg',
  block,
  className,
}: StyleOptions = {}) {
  return [base, variants[variant], sizes[size], block ? 'w-full' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleOptions & { isLoading?: boolean; children: ReactNode; ref?: Ref<HTMLButtonElement> };

export function Button({
  variant,
  size,
  block,
  className,
  isLoading,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, block, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label="" /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & StyleOptions;

export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, block, className })} {...props} />;
}
