import type { TRegisterRequest } from '@dpts/contract/auth';
import { callApi } from './api';
import { waitForMail } from './mailbox';

export type OfficerSignUp = TRegisterRequest;
export type SignedUpOfficer = OfficerSignUp & { token: string };

let registered = 0;

/**
 * A technical officer living in Ikeja, Lagos, with a unique email, username and phone; tests
 * override what their journey shows or checks (names, learning paths, …).
 */
export function officerSignUp(overrides: Partial<OfficerSignUp> = {}): OfficerSignUp {
  const unique = `${Date.now().toString().slice(-7)}${registered++ % 10}`;
  const firstName = overrides.firstName ?? 'Ngozi';
  return {
    code: '',
    firstName,
    lastName: 'Okafor',
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    username: `${firstName.toLowerCase()}${unique}`,
    dateOfBirth: '1997-05-06',
    phone: `+23480${unique}`,
    password: 'officer-password-1',
    stateOfOrigin: 'Oyo',
    localGovtOfOrigin: 'Ogbomosho-North',
    stateOfResidence: 'Lagos',
    localGovtOfResidence: 'Ikeja',
    officerType: 'technical',
    officerData: {
      complementSkill: 'Research & Data',
      technicalCapability: 'High',
      language: 'Yoruba',
    },
    learningPath: ['Programming/Software Development', 'Data Analysis', 'Cybersecurity', 'Sales'],
    ...overrides,
  };
}

/** Signs an officer up through the API, as the sign-up form does; answers with their session. */
export async function registerOfficer(
  serverUrl: string,
  overrides: Partial<OfficerSignUp> = {},
): Promise<SignedUpOfficer> {
  const officer = officerSignUp(overrides);
  const { token } = await callApi(serverUrl, '/authentication/register', { body: officer });
  return { ...officer, token: String(token) };
}

/**
 * An officer who signed up and verified their email earlier: registers, reads the code the
 * server mailed and enters it. Answers with their details and session token.
 */
export async function signUpVerifiedOfficer(
  serverUrl: string,
  overrides: Partial<OfficerSignUp> = {},
): Promise<SignedUpOfficer> {
  const sentAt = Date.now() - 1000;
  const officer = await registerOfficer(serverUrl, overrides);
  const code = await waitForMail(serverUrl, officer.email, /\b(\d{6})\b/, { after: sentAt });
  await callApi(serverUrl, '/authentication/verify/email', {
    body: { otp: Number(code) },
    token: officer.token,
  });
  return officer;
}
