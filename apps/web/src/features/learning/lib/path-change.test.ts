import { describe, expect, it } from 'vitest';
import { ZProfileUpdateRequest } from '@dpts/contract/profile';
import { serverMessages } from '@dpts/contract/messages';
import { createUser } from '../../../test/factories';
import { pathChangeFormOf, pathChangeSteps, toLearningPathUpdate } from './path-change';

const [officerStep, pathStep] = pathChangeSteps;

describe('the learning-path wizard runs the contract’s rules', () => {
  it('refuses the paths PUT /profile refuses, with the server’s words', () => {
    const form = {
      officerType: 'technical' as const,
      officerData: {
        complementSkill: 'Research & Data',
        technicalCapability: 'Mid',
        language: 'English',
      },
      learningPath: ['Cloud-Computing', 'Cybersecurity', 'Sales'],
    };
    const refused = pathStep.safeParse(form);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      serverMessages.learningPathMinimum,
    ]);
    expect(
      pathStep.safeParse({ ...form, learningPath: [...form.learningPath, 'IT Support'] }).success,
    ).toBe(true);
  });

  it('asks every question in step 1, the complement skill included', () => {
    const answers = {
      officerType: 'technical',
      officerData: { complementSkill: '', technicalCapability: 'High', language: 'Hausa' },
    };
    expect(officerStep.safeParse(answers).success).toBe(false);
    expect(
      officerStep.safeParse({
        ...answers,
        officerData: { ...answers.officerData, complementSkill: 'Human Interactions' },
      }).success,
    ).toBe(true);
  });

  it('sends what the server parses: a sales officer has no technical capability', () => {
    const user = createUser({
      officerType: 'sales',
      officerData: {
        complementSkill: 'Research & Data',
        technicalCapability: 'Low',
        language: 'Igbo',
      },
      learningPath: ['Sales', 'Data Analysis'],
    });
    const payload = toLearningPathUpdate(pathChangeFormOf(user));
    expect(payload).toEqual({
      officerType: 'sales',
      officerData: {
        complementSkill: 'Research & Data',
        technicalCapability: null,
        language: 'Igbo',
      },
      learningPath: ['Sales', 'Data Analysis'],
    });
    expect(ZProfileUpdateRequest.safeParse(payload).success).toBe(true);
  });
});
