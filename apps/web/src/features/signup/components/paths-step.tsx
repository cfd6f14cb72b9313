import { useFormContext, useWatch } from 'react-hook-form';
import { pathLabelMinimums } from '@dpts/contract/options';
import { PathPicker } from '../../../components/path-picker';
import type { SignupForm } from '../lib/signup-form';

/** Learning Path: the labels announce the minimums (spec section 5). */
export function PathsStep() {
  const { control, setValue } = useFormContext<SignupForm>();
  const officerType = useWatch({ control, name: 'officerType' }) || 'sales';
  const learningPath = useWatch({ control, name: 'learningPath' });
  return (
    <PathPicker
      officerType={officerType}
      minimums={pathLabelMinimums[officerType]}
      selected={learningPath}
      onToggle={(path) =>
        setValue(
          'learningPath',
          learningPath.includes(path)
            ? learningPath.filter((p) => p !== path)
            : [...learningPath, path],
          { shouldDirty: true },
        )
      }
    />
  );
}
