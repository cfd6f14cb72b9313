import { useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import type { SignupForm } from '../lib/signup-schema';

/**
 * One form across the sign-up steps, validated by the current step's contract schema: field
 * messages appear once a field is left, and Next opens when the step's schema accepts it.
 */
export function useStepForm(steps: readonly ZodType[], step: number, defaultValues: SignupForm) {
  const schema = steps[step - 1];
  const current = useRef(schema);
  current.current = schema;
  const form = useForm<SignupForm>({
    defaultValues,
    mode: 'onTouched',
    resolver: ((values, context, options) =>
      current.current
        ? zodResolver(current.current as ZodType<unknown, SignupForm>)(values, context, options)
        : { values, errors: {} }) as Resolver<SignupForm>,
  });
  const values = useWatch({ control: form.control }) as SignupForm;
  const isStepValid = schema ? schema.safeParse(values).success : true;
  return { form, values, isStepValid };
}
