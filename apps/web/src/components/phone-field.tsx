import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { PHONE_DIGITS, PHONE_PREFIX } from '@dpts/contract/constants';
import { cleanPhone } from '../lib/phone';
import { TextField } from './form-field';

type PhoneFieldProps<T extends FieldValues> = { name: FieldPath<T>; hint?: string };

/** The phone box of every form: +234 shown before it, digits only, at most 10. */
export function PhoneField<T extends FieldValues>({ name, hint }: PhoneFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label="Phone number"
      name={field.name}
      ref={field.ref}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      maxLength={PHONE_DIGITS}
      placeholder="8012345678"
      required
      value={field.value ?? ''}
      onChange={(event) => field.onChange(cleanPhone(event.target.value))}
      onBlur={field.onBlur}
      hint={hint}
      error={fieldState.isTouched ? fieldState.error?.message : undefined}
    />
  );
}
