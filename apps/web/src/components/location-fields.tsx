import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { localGovernmentsOf, stateNames } from '@dpts/contract/locations';
import type { TLocationFields } from '@dpts/contract/auth';
import { SelectField } from './form-field';

type Place = 'Origin' | 'Residence';

/**
 * State → local government, for sign-up and My Profile (spec section 4): a local government is
 * chosen from its state's list, and choosing another state clears it.
 */
export function LocationFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <StateAndLocalGovt place="Origin" />
      <StateAndLocalGovt place="Residence" />
    </div>
  );
}

function StateAndLocalGovt({ place }: { place: Place }) {
  const { t } = useLingui();
  const { register, setValue, control, formState } = useFormContext<TLocationFields>();
  const stateName = `stateOf${place}` as const;
  const lgaName = `localGovtOf${place}` as const;
  const state = useWatch({ control, name: stateName });
  const lgaError = formState.touchedFields[lgaName] ? formState.errors[lgaName]?.message : null;
  const stateField = register(stateName, {
    // The one place of the rule: another state clears its local government.
    onChange: () => setValue(lgaName, '', { shouldDirty: true }),
  });
  return (
    <>
      <SelectField
        label={place === 'Origin' ? t`State of origin` : t`State of residence`}
        placeholder={t`Select state`}
        options={stateNames}
        required
        {...stateField}
      />
      <SelectField
        label={
          place === 'Origin' ? t`Local government of origin` : t`Local government of residence`
        }
        placeholder={state ? t`Select local government` : t`Select a state first`}
        options={localGovernmentsOf(state)}
        disabled={!state}
        required
        error={lgaError}
        {...register(lgaName)}
      />
    </>
  );
}
