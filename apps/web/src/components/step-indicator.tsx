import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';

type StepIndicatorProps = {
  /** Each step's name (a message from the catalogs, or text already in the page's language). */
  steps: readonly (string | MessageDescriptor)[];
  current: number;
  /** Names the progress landmark. */
  label?: string;
};

/** Numbered steps; `current` is 1-based. */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const { t, i18n } = useLingui();
  const total = steps.length;
  return (
    <nav aria-label={label ?? t`Sign-up progress`}>
      <p className="mb-3 text-sm font-medium text-muted">
        <Trans>
          Step {current} of {total}
        </Trans>
      </p>
      <ol className="flex gap-2">
        {steps.map((step, index) => {
          const name = typeof step === 'string' ? step : i18n._(step);
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={name}
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
                {number} {name}
              </span>
              <span className="sr-only lg:hidden">
                {number} {name}
                {state === 'done' ? ` ${t`(done)`}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
