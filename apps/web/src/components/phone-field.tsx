import { useLingui } from '@lingui/react/macro';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from './form-field';

type PhoneFieldProps<T extends FieldValues> = { name: FieldPath<T>; hint?: string };

/**
 * The phone box of every form: written as officers write it (0803 123 4567, +234 …), checked
 * by the contract's ZPhone, which sends and stores it as +2348031234567.
 */
export function PhoneField<T extends FieldValues>({ name, hint }: PhoneFieldProps<T>) {
  const { t } = useLingui();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={t`Phone number`}
      name={field.name}
      ref={field.ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      placeholder="0803 123 4567"
      required
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      hint={hint ?? t`A Nigerian number, like 0803 123 4567 or +234 803 123 4567.`}
      error={fieldState.isTouched ? fieldState.error?.message : undefined}
    />
  );
}
