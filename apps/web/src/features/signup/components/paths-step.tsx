import type { Dispatch } from 'react';
import { PathPicker } from '../../../components/path-picker';
import { pathRequirement, type SignupAction, type SignupForm } from '../lib/signup-form';

type PathsStepProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

/** Step 4 Learning Path: the labels announce the minimums (spec section 5). */
export function PathsStep({ form, dispatch }: PathsStepProps) {
  const officerType = form.officerType || 'sales';
  return (
    <PathPicker
      officerType={officerType}
      minimums={pathRequirement(officerType)}
      selected={form.learningPath}
      onToggle={(path) => dispatch({ type: 'togglePath', path })}
    />
  );
}
