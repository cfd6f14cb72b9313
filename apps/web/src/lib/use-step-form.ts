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
 * (sign-up, the learning-path wizard). `steps` may arrive later (the email sign-up loads zod on
 * the first touch): until then Next stays shut, and a field left meanwhile waits for `loadSteps`.
 */
export function useStepForm<T extends FieldValues>(
  steps: readonly ZodType[] | undefined,
  step: number,
  defaultValues: DefaultValues<T>,
  loadSteps?: () => Promise<readonly ZodType[]>,
) {
  const schema = steps?.[step - 1];
  const current = useRef({ schema, step, loadSteps });
  current.current = { schema, step, loadSteps };
  const form = useForm<T>({
    defaultValues,
    mode: 'onTouched',
    resolver: (async (values, context, options) => {
      const now = current.current;
      const rule = now.schema ?? (await now.loadSteps?.())?.[now.step - 1];
      return rule
        ? zodResolver(rule as ZodType<unknown, T>)(values, context, options)
        : { values, errors: {} };
    }) as Resolver<T>,
  });
  const values = useWatch({ control: form.control }) as T;
  const isStepValid = !steps ? false : schema ? schema.safeParse(values).success : true;
  return { form, values, isStepValid };
}
