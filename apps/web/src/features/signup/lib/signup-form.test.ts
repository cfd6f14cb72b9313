import { describe, expect, it } from 'vitest';
import {
  canContinueLocation,
  canContinueOfficer,
  canContinueProfile,
  initialSignupForm,
  meetsPathRequirement,
  passwordMismatchMessage,
  signupReducer,
  toRegisterPayload,
  type SignupForm,
} from './signup-form';

const filledProfile: SignupForm = {
  ...initialSignupForm,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  username: 'adaobi',
  dateOfBirth: '1995-04-12',
  phone: '8012345678',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};

describe('signup step 1 rules', () => {
  it('Next needs every field, matching passwords and an available username', () => {
    expect(canContinueProfile(filledProfile, 'available')).toBe(true);
    expect(canContinueProfile(filledProfile, 'not-available')).toBe(false);
    expect(canContinueProfile(filledProfile, 'checking')).toBe(false);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'dateOfBirth',
      'phone',
      'password',
      'confirmPassword',
    ] as const) {
      expect(canContinueProfile({ ...filledProfile, [field]: '' }, 'available')).toBe(false);
    }
    expect(
      canContinueProfile({ ...filledProfile, confirmPassword: 'other-pass' }, 'available'),
    ).toBe(false);
  });

  it('date of birth must be on or before 2011-01-01', () => {
    expect(canContinueProfile({ ...filledProfile, dateOfBirth: '2011-01-01' }, 'available')).toBe(
      true,
    );
    expect(canContinueProfile({ ...filledProfile, dateOfBirth: '2011-01-02' }, 'available')).toBe(
      false,
    );
  });

  it('shows Passwords do not match. only when the confirmation differs', () => {
    expect(passwordMismatchMessage({ password: 'a', confirmPassword: '' })).toBeNull();
    expect(passwordMismatchMessage({ password: 'a', confirmPassword: 'b' })).toBe(
      'Passwords do not match.',
    );
    expect(passwordMismatchMessage({ password: 'a', confirmPassword: 'a' })).toBeNull();
  });

  it('keeps phone digits only, at most 10', () => {
    const form = signupReducer(initialSignupForm, {
      type: 'set',
      field: 'phone',
      value: '+23 480-1234-56789',
    });
    expect(form.phone).toBe('2348012345');
  });

  it('strips spaces from usernames', () => {
    const form = signupReducer(initialSignupForm, {
      type: 'set',
      field: 'username',
      value: 'ada obi ',
    });
    expect(form.username).toBe('adaobi');
  });

  it('Use my first and last name sets the username and follows name changes', () => {
    let form = signupReducer(
      { ...initialSignupForm, firstName: 'Mary Jane', lastName: 'Okafor' },
      {
        type: 'setUseFullName',
        value: true,
      },
    );
    expect(form.username).toBe('MaryJaneOkafor');
    form = signupReducer(form, { type: 'set', field: 'lastName', value: 'Eze' });
    expect(form.username).toBe('MaryJaneEze');
  });
});

describe('signup step 2 rules', () => {
  it('choosing a state resets its local government', () => {
    let form = signupReducer(initialSignupForm, {
      type: 'set',
      field: 'stateOfOrigin',
      value: 'Lagos',
    });
    form = signupReducer(form, { type: 'set', field: 'localGovtOfOrigin', value: 'Ikeja' });
    form = signupReducer(form, { type: 'set', field: 'localGovtOfResidence', value: 'Kept' });
    form = signupReducer(form, { type: 'set', field: 'stateOfOrigin', value: 'Kano' });
    expect(form.localGovtOfOrigin).toBe('');
    expect(form.localGovtOfResidence).toBe('Kept');
  });
  it('needs all four location fields', () => {
    const form = {
      ...initialSignupForm,
      stateOfOrigin: 'Lagos',
      localGovtOfOrigin: 'Ikeja',
      stateOfResidence: 'Kano',
    };
    expect(canContinueLocation(form)).toBe(false);
    expect(canContinueLocation({ ...form, localGovtOfResidence: 'Nassarawa' })).toBe(true);
  });
});

describe('signup step 3 rules', () => {
  it('sales needs complement skill and language; technical needs capability and language', () => {
    const sales = { ...initialSignupForm, officerType: 'sales' as const, language: 'English' };
    expect(canContinueOfficer(sales)).toBe(false);
    expect(canContinueOfficer({ ...sales, complementSkill: 'Research & Data' })).toBe(true);
    const technical = {
      ...initialSignupForm,
      officerType: 'technical' as const,
      language: 'Hausa',
    };
    expect(canContinueOfficer(technical)).toBe(false);
    expect(canContinueOfficer({ ...technical, technicalCapability: 'Mid' })).toBe(true);
    expect(canContinueOfficer({ ...initialSignupForm, language: 'English' })).toBe(false);
  });
  it('changing officer type clears the chosen learning paths', () => {
    let form = signupReducer(initialSignupForm, { type: 'setOfficerType', value: 'sales' });
    form = signupReducer(form, { type: 'togglePath', path: 'Sales' });
    form = signupReducer(form, { type: 'setOfficerType', value: 'technical' });
    expect(form.learningPath).toEqual([]);
  });
});

describe('signup step 4 rules', () => {
  it('a sales officer needs 3 sales paths and 1 technical path', () => {
    expect(meetsPathRequirement('sales', ['Sales', 'Communication', 'Remote Work'])).toBe(false);
    expect(
      meetsPathRequirement('sales', ['Sales', 'Communication', 'Remote Work', 'Cybersecurity']),
    ).toBe(true);
  });
  it('a technical officer needs 3 technical paths and 1 sales path', () => {
    expect(
      meetsPathRequirement('technical', ['IT Support', 'Cybersecurity', 'Data Analysis']),
    ).toBe(false);
    expect(
      meetsPathRequirement('technical', ['IT Support', 'Cybersecurity', 'Data Analysis', 'Sales']),
    ).toBe(true);
  });
});

describe('toRegisterPayload', () => {
  it('sends the spec payload with the invite code and without confirmPassword', () => {
    const payload = toRegisterPayload(
      {
        ...filledProfile,
        stateOfOrigin: 'Lagos',
        localGovtOfOrigin: 'Ikeja',
        stateOfResidence: 'Lagos',
        localGovtOfResidence: 'Ikeja',
        officerType: 'sales',
        complementSkill: 'Research & Data',
        technicalCapability: 'High',
        language: 'English',
        learningPath: ['Sales', 'Sales', 'IT Support'],
      },
      'INV123',
    );
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).toMatchObject({
      code: 'INV123',
      phone: '8012345678',
      officerType: 'sales',
      officerData: {
        complementSkill: 'Research & Data',
        technicalCapability: null,
        language: 'English',
      },
      learningPath: ['Sales', 'IT Support'],
    });
  });
});
