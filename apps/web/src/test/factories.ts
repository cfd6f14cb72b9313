import type {
  TLeaderboard,
  TLeaderboardEntry,
  TTopic,
  TTopicCourse,
} from '@dpts/contract/learning';
import type { TUser } from '@dpts/contract/user';

/** Small builders for test data: pass only what the test is about. */
export function createUser(overrides: Partial<TUser> = {}): TUser {
  return {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    username: 'AdaObi',
    image: null,
    thumbnail: null,
    role: 'user',
    createdAt: '2024-01-01T00:00:00.000Z',
    completedCourses: 0,
    enrolledCourses: 0,
    totalPointsEarned: 0,
    dateOfBirth: '1995-04-12T00:00:00.000Z',
    phone: '+2348012345678',
    stateOfOrigin: 'Lagos',
    localGovtOfOrigin: 'Ikeja',
    stateOfResidence: 'Lagos',
    localGovtOfResidence: 'Ikeja',
    officerType: 'sales',
    officerData: {
      complementSkill: 'Research & Data',
      technicalCapability: null,
      language: 'English',
    },
    learningPath: ['Sales', 'Data Analysis'],
    language: 'en',
    _email: true,
    ...overrides,
  };
}

/** A signed-in session as the app restores it: persisted user and GET /auth/session. */
export function signIn(user: TUser) {
  window.localStorage.setItem('root', JSON.stringify({ user }));
  return { path: '/v1/auth/session', body: { data: user } };
}

export function createLeaderboardEntry(
  rank: number,
  overrides: Partial<TLeaderboardEntry> = {},
): TLeaderboardEntry {
  return {
    rank,
    _id: `officer-${rank}`,
    firstName: `First${rank}`,
    lastName: `Last${rank}`,
    username: `officer${rank}`,
    image: null,
    totalPointsEarned: 1000 - rank * 10,
    ...overrides,
  };
}

export function createLeaderboard(overrides: Partial<TLeaderboard> = {}): TLeaderboard {
  const entries = overrides.entries ?? [];
  return {
    type: 'global',
    day: null,
    rankedOfficers: entries.length,
    entries,
    me: { rank: null, totalPointsEarned: 0 },
    ...overrides,
  };
}

export function createTopic(index: number, overrides: Partial<TTopic> = {}): TTopic {
  return {
    _id: `topic-${index}`,
    name: `Track ${index}`,
    description: `About track ${index}`,
    learningPath: 'sales',
    totalPoints: index * 100,
    courseCount: index,
    inMyPath: false,
    ...overrides,
  };
}

export function createTopicCourse(
  index: number,
  overrides: Partial<TTopicCourse> = {},
): TTopicCourse {
  return {
    courseId: `course-${index}`,
    courseName: `Course ${index}`,
    website: 'Learn Site',
    url: `https://learn.example.com/course-${index}`,
    point: 10 + index,
    status: 'not-started',
    ...overrides,
  };
}
