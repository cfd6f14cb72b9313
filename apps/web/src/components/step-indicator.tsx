type StepIndicatorProps = {
  steps: readonly string[];
  current: number;
  /** Names the progress landmark. */
  label?: string;
};

/** Numbered steps; `current` is 1-based. */
export function StepIndicator({
  steps,
  current,
  label: progressLabel = 'Sign-up progress',
}: StepIndicatorProps) {
  return (
    <nav aria-label={progressLabel}>
      <p className="mb-3 text-sm font-medium text-muted">
        Step {current} of {steps.length}
      </p>
      <ol className="flex gap-2">
        {steps.map((label, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-2"
            >
              <span
                className={`h-1.5 rounded-full ${
                  state === 'todo'
                    ? 'bg-line'
                    : state === 'current'
                      ? 'bg-brand-600'
                      : 'bg-brand-200'
                }`}
              />
              <span
                className={`hidden text-xs font-semibold lg:block ${
                  state === 'current' ? 'text-brand-700' : 'text-muted'
                }`}
              >
                {number} {label}
              </span>
              <span className="sr-only lg:hidden">
                {number} {label}
                {state === 'done' ? ' (done)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
