import type { Dispatch } from 'react';
import { localGovernmentsOf, stateNames } from '@dpts/contract/locations';
import { SelectField } from '../../../components/form-field';
import type { SignupAction, SignupForm } from '../lib/signup-form';

type LocationFieldsProps = { form: SignupForm; dispatch: Dispatch<SignupAction> };

/** Step 2 Location: choosing a state resets its local governments (spec section 4). */
export function LocationFields({ form, dispatch }: LocationFieldsProps) {
  const set =
    (field: 'stateOfOrigin' | 'localGovtOfOrigin' | 'stateOfResidence' | 'localGovtOfResidence') =>
    (event: { target: { value: string } }) =>
      dispatch({ type: 'set', field, value: event.target.value });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="State of origin"
        name="stateOfOrigin"
        placeholder="Select state"
        options={stateNames}
        value={form.stateOfOrigin}
        onChange={set('stateOfOrigin')}
        required
      />
      <SelectField
        label="Local government of origin"
        name="localGovtOfOrigin"
        placeholder={form.stateOfOrigin ? 'Select local government' : 'Select a state first'}
        options={localGovernmentsOf(form.stateOfOrigin)}
        value={form.localGovtOfOrigin}
        onChange={set('localGovtOfOrigin')}
        disabled={!form.stateOfOrigin}
        required
      />
      <SelectField
        label="State of residence"
        name="stateOfResidence"
        placeholder="Select state"
        options={stateNames}
        value={form.stateOfResidence}
        onChange={set('stateOfResidence')}
        required
      />
      <SelectField
        label="Local government of residence"
        name="localGovtOfResidence"
        placeholder={form.stateOfResidence ? 'Select local government' : 'Select a state first'}
        options={localGovernmentsOf(form.stateOfResidence)}
        value={form.localGovtOfResidence}
        onChange={set('localGovtOfResidence')}
        disabled={!form.stateOfResidence}
        required
      />
    </div>
  );
}
