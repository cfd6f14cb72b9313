import type { Dispatch } from 'react';
import { countPaths, salesPaths, technicalPaths, type OfficerType } from '@dpts/contract/options';
import { ChipGroup } from '../../../components/chip-group';
import { pathRequirement, type SignupAction, type SignupForm } from '../lib/signup-form';

type PathsStepProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Step 4 Learning Path: the labels announce the minimums (spec section 5). */
export function PathsStep({ form, dispatch }: PathsStepProps) {
  const officerType = (form.officerType || 'sales') as OfficerType;
  const need = pathRequirement(officerType);
  const count = countPaths(form.learningPath);
  const lists = [
    { key: 'sales' as const, title: 'Sales paths', options: salesPaths },
    { key: 'technical' as const, title: 'Technical paths', options: technicalPaths },
  ];
  // The officer's own kind first.
  if (officerType === 'technical') lists.reverse();
  return (
    <div className="flex flex-col gap-8">
      {lists.map((list) => (
        <ChipGroup
          key={list.key}
          legend={list.title}
          hint={`Select at least ${plural(need[list.key], `${list.key} path`)} (${count[list.key]} selected).`}
          options={list.options}
          selected={form.learningPath}
          onToggle={(path) => dispatch({ type: 'togglePath', path })}
        />
      ))}
    </div>
  );
}
