import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '@dpts/contract/auth';
import { emailSignupSteps, googleSignupSteps, toRegisterPayload } from './signup-schema';
import { initialSignupForm, type SignupForm } from './signup-form';

const filled: SignupForm = {
  ...initialSignupForm,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  username: 'AdaObi',
  dateOfBirth: '1995-04-12',
  phone: '8031234567',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  stateOfOrigin: 'Enugu',
  localGovtOfOrigin: 'Nsukka',
  stateOfResidence: 'Lagos',
  localGovtOfResidence: 'Ikeja',
  officerType: 'sales',
  officerData: { complementSkill: 'Research & Data', technicalCapability: '', language: 'English' },
  learningPath: ['Sales', 'Digital Marketing', 'Communication', 'Cloud-Computing'],
};

const [profileStep, locationStep, officerStep, pathsStep] = emailSignupSteps;

describe('sign-up steps run the contract rules', () => {
  it('a filled form passes every step and is a payload the server accepts', () => {
    for (const step of emailSignupSteps) expect(step.safeParse(filled).success).toBe(true);
    expect(ZRegisterRequest.safeParse(toRegisterPayload(filled, '')).success).toBe(true);
  });

  it("refuses a date that does not exist (the contract's real-date rule)", () => {
    // The old hand-written copy compared strings only and let 2010-02-30 through to step 4.
    const result = profileStep.safeParse({ ...filled, dateOfBirth: '2010-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Not a real date');
  });

  it('refuses on step 2 a local government of another state', () => {
    expect(locationStep.safeParse({ ...filled, localGovtOfOrigin: 'Ikeja' }).success).toBe(false);
  });

  it('asks a sales officer for a complement skill; the Google flow asks everyone', () => {
    const technical = {
      ...filled,
      officerType: 'technical' as const,
      officerData: { complementSkill: '', technicalCapability: 'Mid', language: 'English' },
    };
    expect(officerStep.safeParse(technical).success).toBe(true);
    expect(googleSignupSteps[1].safeParse(technical).success).toBe(false);
    const sales = { ...filled, officerData: { ...filled.officerData, complementSkill: '' } };
    expect(officerStep.safeParse(sales).success).toBe(false);
  });

  it('needs 3 paths of the own kind and 1 of the other', () => {
    expect(pathsStep.safeParse({ ...filled, learningPath: ['Sales'] }).success).toBe(false);
  });

  it('never sends the confirmation', () => {
    expect(toRegisterPayload(filled, 'INV')).not.toHaveProperty('confirmPassword');
  });
});
