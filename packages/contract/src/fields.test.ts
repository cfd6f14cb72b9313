import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from './auth.ts';
import { ZDateOfBirth, ZPhone, ZUsername } from './fields.ts';
import { localGovernmentsOf, nigerianStates, stateNames } from './locations.ts';
import { meetsPathMinimums, pathLabelMinimums } from './options.ts';

const validSignup = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'Ada@Example.com ',
  username: 'Ada Okafor',
  dateOfBirth: '2000-05-17',
  phone: '8031234567',
  password: 'correct horse',
  stateOfOrigin: 'Lagos',
  localGovtOfOrigin: 'Ikeja',
  stateOfResidence: 'Abuja (FCT)',
  localGovtOfResidence: localGovernmentsOf('Abuja (FCT)')[0]!,
  officerType: 'technical',
  officerData: { complementSkill: '', technicalCapability: 'Mid', language: 'Hausa' },
  learningPath: ['Cybersecurity', 'Data Analysis', 'IT Support', 'Sales'],
};

describe('locations', () => {
  it('lists the 37 states with Abuja, each with its local governments', () => {
    expect(nigerianStates).toHaveLength(37);
    expect(stateNames).toContain('Abuja (FCT)');
    expect(localGovernmentsOf('Lagos')).toContain('Alimosho');
    expect(nigerianStates.every((s) => s.lgas.length > 0)).toBe(true);
  });
});

describe('sign-up rules', () => {
  it('accepts a valid payload, normalising email and username', () => {
    const parsed = ZRegisterRequest.parse(validSignup);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.username).toBe('AdaOkafor');
    expect(parsed.officerData.complementSkill).toBeNull();
    expect(parsed.code).toBe('');
  });

  it('rejects a local government from another state', () => {
    const result = ZRegisterRequest.safeParse({
      ...validSignup,
      localGovtOfOrigin: 'Kano Municipal',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['localGovtOfOrigin']);
  });

  it('needs technical capability for technical officers and complement skill for sales', () => {
    const tech = ZRegisterRequest.safeParse({
      ...validSignup,
      officerData: { ...validSignup.officerData, technicalCapability: '' },
    });
    expect(tech.success).toBe(false);
    const sales = ZRegisterRequest.safeParse({
      ...validSignup,
      officerType: 'sales',
      officerData: { complementSkill: '', technicalCapability: '', language: 'Igbo' },
      learningPath: ['Sales', 'Cybersecurity'],
    });
    expect(sales.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'officerData.complementSkill',
    ]);
  });

  it('applies the learning path minimums', () => {
    expect(meetsPathMinimums('technical', ['Cybersecurity', 'Data Analysis', 'Sales'])).toBe(false);
    expect(
      meetsPathMinimums('technical', ['Cybersecurity', 'Data Analysis', 'IT Support', 'Sales']),
    ).toBe(true);
    expect(meetsPathMinimums('sales', ['Sales', 'Cybersecurity'])).toBe(true);
    expect(meetsPathMinimums('sales', ['Sales', 'Communication'])).toBe(false);
    expect(
      meetsPathMinimums('sales', ['Sales', 'Communication', 'Cybersecurity'], pathLabelMinimums),
    ).toBe(false);
  });
});

describe('field rules', () => {
  it('a phone is kept as E.164 however it is written', () => {
    expect(ZPhone.parse('08031234567')).toBe('+2348031234567');
    expect(ZPhone.safeParse('0803123456').success).toBe(false);
    expect(ZPhone.safeParse('803123456a').success).toBe(false);
  });
  it('date of birth is a real date on or before 2011-01-01', () => {
    expect(ZDateOfBirth.safeParse('2011-01-01').success).toBe(true);
    expect(ZDateOfBirth.safeParse('2011-01-02').success).toBe(false);
    expect(ZDateOfBirth.safeParse('2001-02-30').success).toBe(false);
  });
  it('usernames lose their spaces', () => {
    expect(ZUsername.parse(' chi  oma ')).toBe('chioma');
    expect(ZUsername.safeParse('a<b>').success).toBe(false);
  });
});

describe('text fields', () => {
  it('refuse NUL and other control characters; messages keep line breaks and tabs', async () => {
    const { ZText, ZName } = await import('./fields.ts');
    expect(ZName.safeParse('Ada\u0000').success).toBe(false);
    expect(ZName.safeParse('Ada\nLovelace').success).toBe(false);
    expect(ZText().safeParse('a\u0007b').success).toBe(false);
    expect(ZText().safeParse('a\tb').success).toBe(false);
    expect(ZText({ multiline: true }).safeParse('a\tb\r\nc').success).toBe(true);
    expect(ZText({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(ZText().safeParse('Adaèze Ọkafọ 😀').success).toBe(true);
  });
});
