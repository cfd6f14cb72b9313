import { countPaths, salesPaths, technicalPaths, type OfficerType } from '@dpts/contract/options';
import { ChipGroup } from './chip-group';

type PathPickerProps = {
  officerType: OfficerType;
  /** how many paths of each kind this screen asks for */
  minimums: { sales: number; technical: number };
  selected: readonly string[];
  onToggle: (path: string) => void;
};

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The sales and technical path chips, the officer's own kind first, each with its minimum. */
export function PathPicker({ officerType, minimums, selected, onToggle }: PathPickerProps) {
  const count = countPaths(selected);
  const lists = [
    { key: 'sales' as const, title: 'Sales paths', options: salesPaths },
    { key: 'technical' as const, title: 'Technical paths', options: technicalPaths },
  ];
  if (officerType === 'technical') lists.reverse();
  return (
    <div className="flex flex-col gap-8">
      {lists.map((list) => (
        <ChipGroup
          key={list.key}
          legend={list.title}
          hint={`Select at least ${plural(minimums[list.key], `${list.key} path`)} (${count[list.key]} selected).`}
          options={list.options}
          selected={selected}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
