/** What other parts of the server use of badges (issue #21, docs/badges.md). */
export { badgeRoutes } from './routes.ts';
export { badgeJobs, scheduleDayClose } from './jobs.ts';
export { seedBadgeClasses } from './seed.ts';
export { evaluateOfficer, closeDay, type EvaluationContext } from './service.ts';
export { verifyBadgeCredential, issuerUrls } from './credentials.ts';
