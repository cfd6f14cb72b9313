import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { countPaths, salesPaths, technicalPaths, type OfficerType } from '@dpts/contract/options';
import { optionLabel } from '../lib/option-labels';
import { ChipGroup } from './chip-group';

type PathPickerProps = {
  officerType: OfficerType;
  /** how many paths of each kind this screen asks for */
  minimums: { sales: number; technical: number };
  selected: readonly string[];
  onToggle: (path: string) => void;
};

/** The sales and technical path chips, the officer's own kind first, each with its minimum. */
export function PathPicker({ officerType, minimums, selected, onToggle }: PathPickerProps) {
  const { t } = useLingui();
  const count = countPaths(selected);
  const hints = {
    sales: (minimum: number, chosen: number) =>
      plural(minimum, {
        one: `Select at least # sales path (${chosen} selected).`,
        other: `Select at least # sales paths (${chosen} selected).`,
      }),
    technical: (minimum: number, chosen: number) =>
      plural(minimum, {
        one: `Select at least # technical path (${chosen} selected).`,
        other: `Select at least # technical paths (${chosen} selected).`,
      }),
  };
  const lists = [
    { key: 'sales' as const, title: t`Sales paths`, options: salesPaths },
    { key: 'technical' as const, title: t`Technical paths`, options: technicalPaths },
  ];
  if (officerType === 'technical') lists.reverse();
  return (
    <div className="flex flex-col gap-8">
      {lists.map((list) => (
        <ChipGroup
          key={list.key}
          legend={list.title}
          hint={hints[list.key](minimums[list.key], count[list.key])}
          options={list.options}
          labelOf={optionLabel}
          selected={selected}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
