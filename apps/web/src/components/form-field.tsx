import { useLanguageChange } from '../lib/i18n-runtime';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { contractText } from '../lib/contract-text';

const control =
  'block w-full min-w-0 rounded-xl border border-line bg-white px-4 text-base text-ink placeholder:text-muted/80 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ' +
  'disabled:bg-surface aria-invalid:border-danger-600';
/** Text controls only: browsers count every <select> as :read-only, which would grey it out. */
const textControl = `${control} read-only:bg-surface`;

type FieldShellProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
};

function FieldShell({ id, label, hint, error, status, children }: FieldShellProps) {
  // A form check's message is the contract's English: shown in the officer's language.
  useLanguageChange();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {status ? (
        <p id={`${id}-status`} className="text-sm" aria-live="polite">
          {status}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600" role="alert">
          {typeof error === 'string' ? contractText(error) : error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, opts: { hint?: unknown; error?: unknown; status?: unknown }) {
  const ids = [
    opts.status ? `${id}-status` : '',
    opts.hint && !opts.error ? `${id}-hint` : '',
    opts.error ? `${id}-error` : '',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  status?: ReactNode;
  /** Fixed, read-only text before the input (e.g. +234). */
  prefix?: string;
};

export function TextField({
  label,
  hint,
  error,
  status,
  prefix,
  id,
  className,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const input = (
    <input
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, { hint, error, status })}
      className={`${textControl} h-12 ${prefix ? 'rounded-l-none' : ''} ${className ?? ''}`}
      {...props}
    />
  );
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} status={status}>
      {prefix ? (
        <div className="flex">
          <span
            className="inline-flex h-12 items-center rounded-l-xl border border-r-0 border-line bg-surface px-3 text-base text-ink"
            aria-hidden="true"
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

export function PasswordField({ label, hint, error, status, id, ...props }: PasswordFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} status={status}>
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { hint, error, status })}
          className={`${textControl} h-12 pr-20`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly string[] | readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
};

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint, error })}
        className={`${control} h-12 appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22 fill=%22%23475467%22><path d=%22M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z%22/></svg>')] bg-[length:20px] bg-[right_12px_center] bg-no-repeat pr-10 ${className ?? ''}`}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) =>
          typeof option === 'string' ? (
            <option key={option} value={option}>
              {option}
            </option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </FieldShell>
  );
}

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="h-6 w-6 shrink-0 rounded border-line accent-brand-600"
        {...props}
      />
      <label htmlFor={fieldId} className="text-sm text-body">
        {label}
      </label>
    </div>
  );
}

type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  rows?: number;
  hint?: ReactNode;
  error?: ReactNode;
};

export function TextArea({ label, hint, error, id, rows = 5, ...props }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint, error })}
        className={`${textControl} py-3`}
        {...props}
      />
    </FieldShell>
  );
}
