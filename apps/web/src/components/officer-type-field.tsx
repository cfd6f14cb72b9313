import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OfficerType } from '@dpts/contract/options';

const officerChoices: { value: OfficerType; title: MessageDescriptor; text: MessageDescriptor }[] =
  [
    {
      value: 'sales',
      title: msg`Sales officer`,
      text: msg`Marketing, communication, business and productivity skills.`,
    },
    {
      value: 'technical',
      title: msg`Technical officer`,
      text: msg`Cloud, data, software, security and IT support skills.`,
    },
  ];

type OfficerTypeFieldProps = {
  value: OfficerType | '' | null;
  onChange: (value: OfficerType) => void;
  legend?: string;
  name?: string;
};

/** Sales or technical, as two radio cards (sign-up step 3 and the change-path wizard). */
export function OfficerTypeField({
  value,
  onChange,
  legend,
  name = 'officerType',
}: OfficerTypeFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink">
        {legend ?? t`What kind of officer are you?`}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {officerChoices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer gap-3 rounded-card border p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400 ${
                checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-600'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block font-semibold text-ink">{i18n._(choice.title)}</span>
                <span className="block text-sm text-muted">{i18n._(choice.text)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
