import { useRef } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';

/**
 * One form across a wizard's steps, validated by the current step's contract schema: field
 * messages appear once a field is left, and Next opens when the step's schema accepts it
 * (sign-up, the learning-path wizard).
 */
export function useStepForm<T extends FieldValues>(
  steps: readonly ZodType[],
  step: number,
  defaultValues: DefaultValues<T>,
) {
  const schema = steps[step - 1];
  const current = useRef(schema);
  current.current = schema;
  const form = useForm<T>({
    defaultValues,
    mode: 'onTouched',
    resolver: ((values, context, options) =>
      current.current
        ? zodResolver(current.current as ZodType<unknown, T>)(values, context, options)
        : { values, errors: {} }) as Resolver<T>,
  });
  const values = useWatch({ control: form.control }) as T;
  const isStepValid = schema ? schema.safeParse(values).success : true;
  return { form, values, isStepValid };
}
