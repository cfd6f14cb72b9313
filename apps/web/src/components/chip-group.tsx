type ChipGroupProps = {
  legend: string;
  hint?: string;
  options: readonly string[];
  /** the text of an option (its value when absent) */
  labelOf?: (option: string) => string;
  selected: readonly string[];
  onToggle: (option: string) => void;
};

/** Multi-select chips: each chip is a toggle button (aria-pressed). */
export function ChipGroup({
  legend,
  hint,
  options,
  labelOf = (option) => option,
  selected,
  onToggle,
}: ChipGroupProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {hint ? <p className="-mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isOn = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isOn}
              onClick={() => onToggle(option)}
              className={`min-h-11 rounded-full border px-4 py-2 text-left text-sm font-medium transition-colors ${
                isOn
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-body hover:border-brand-600 hover:text-brand-700'
              }`}
            >
              {isOn ? <span aria-hidden="true">✓ </span> : null}
              {labelOf(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
