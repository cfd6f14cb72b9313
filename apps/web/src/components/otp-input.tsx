import { useLingui } from '@lingui/react/macro';
import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@dpts/contract/constants';

type OtpInputProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group. */
  label?: string;
};

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** True when every box holds exactly one digit (spec section 5). */
export function isCompleteOtp(value: readonly string[]): boolean {
  return value.length === OTP_LENGTH && value.every((d) => /^\d$/.test(d));
}

/**
 * Six single-digit boxes: focus moves forward on entry and back on Backspace,
 * which also clears (spec section 4). Pasting a code fills the boxes.
 */
export function OtpInput({ value, onChange, disabled, autoFocus, label: given }: OtpInputProps) {
  const { t } = useLingui();
  const label = given ?? t`Verification code`;
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  }

  function setDigit(index: number, digit: string) {
    const next = [...value];
    while (next.length < OTP_LENGTH) next.push('');
    next[index] = digit;
    onChange(next);
  }

  /**
   * Phone keyboards send no key on keydown: a typed digit replaces the box's digit and moves
   * on, decided before the browser edits the box: typing the digit a box already holds changes no value (no change event), and typing
   * beside it gives two digits, which must not spread over the next boxes as a paste does.
   */
  function handleBeforeInput(index: number, event: FormEvent<HTMLInputElement>) {
    const data = (event.nativeEvent as InputEvent).data ?? '';
    const digits = data.replace(/\D/g, '');
    if (data === '' || digits.length === 0) {
      // Not a digit (a letter, a space): the box keeps what it had.
      if (data !== '') event.preventDefault();
      return;
    }
    event.preventDefault();
    if (digits.length > 1) fillFrom(index, digits);
    else {
      setDigit(index, digits);
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
    }
  }

  /** What reaches the box anyway (autofill of the one-time code, some phone keyboards). */
  function handleChange(index: number, raw: string) {
    const old = value[index] ?? '';
    let digits = raw.replace(/\D/g, '');
    // The old digit beside the new one: keep the new one only.
    if (digits.length === 2 && old && digits.startsWith(old)) digits = digits.slice(1);
    else if (digits.length === 2 && old && digits.endsWith(old)) digits = digits.slice(0, 1);
    if (!digits) return;
    if (digits.length > 1) {
      fillFrom(index, digits);
      return;
    }
    setDigit(index, digits);
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  }

  function fillFrom(index: number, digits: string) {
    const next = [...value];
    while (next.length < OTP_LENGTH) next.push('');
    let last = index;
    for (let i = 0; i < digits.length && index + i < OTP_LENGTH; i++) {
      next[index + i] = digits.charAt(i);
      last = index + i;
    }
    onChange(next);
    focusBox(Math.min(last + 1, OTP_LENGTH - 1));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A hardware or desktop key: the digit replaces the box's, whatever it held.
      event.preventDefault();
      setDigit(index, event.key);
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setDigit(index, '');
      if (index > 0) focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fillFrom(index, digits);
  }

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2 sm:gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          value={value[index] ?? ''}
          onBeforeInput={(e) => handleBeforeInput(index, e)}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={t`Digit ${index + 1} of ${OTP_LENGTH}`}
          className="h-12 w-11 rounded-xl border border-line text-center text-xl font-semibold text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:h-14 sm:w-12"
        />
      ))}
    </div>
  );
}
