import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, RequireSuper } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageReady } from './early-input';
import { RouteError } from './route-error';

export const Landing = lazyPage(() => import('./routes/landing'));
export const Login = lazyPage(() => import('./routes/login'));
export const Signup = lazyPage(() => import('./routes/signup'));
export const SignupWithEmail = lazyPage(() => import('./routes/signup-with-email'));
export const SignupWithGoogle = lazyPage(() => import('./routes/signup-with-google'));
export const VerifyEmail = lazyPage(() => import('./routes/verify-email'));
export const Welcome = lazyPage(() => import('./routes/welcome'));
export const PrivacyIndex = lazyPage(() => import('./routes/privacy-policy'), ['privacy']);
export const PrivacyWeb = lazyPage(() => import('./routes/privacy-web'), ['privacy']);
export const PrivacyExtension = lazyPage(() => import('./routes/privacy-extension'), ['privacy']);
export const NotFound = lazyPage(() => import('./routes/not-found'));
export const AppLayout = lazyPage(() => import('./layouts/app-layout'));
export const Dashboard = lazyPage(() => import('./routes/dashboard'));
export const Settings = lazyPage(() => import('./routes/settings'), ['account']);
export const UpdateName = lazyPage(() => import('./routes/update-name'), ['account']);
export const LearningPath = lazyPage(() => import('./routes/learning-path'), ['learning']);
export const TopicDetails = lazyPage(() => import('./routes/topic-details'), ['learning']);
export const ManageUsers = lazyPage(() => import('./routes/manage-users'), ['admin']);
export const ManageUser = lazyPage(() => import('./routes/manage-user'), ['admin']);
export const LeaguesManage = lazyPage(() => import('./routes/leagues-manage'), ['admin']);
export const LeagueModerators = lazyPage(() => import('./routes/leagues-moderators'), ['admin']);
export const ManageCourses = lazyPage(() => import('./routes/manage-courses'), ['admin']);
export const Review = lazyPage(() => import('./routes/review'), ['admin']);
export const Audit = lazyPage(() => import('./routes/audit'), ['admin']);
export const BackgroundJobs = lazyPage(() => import('./routes/background-jobs'), ['admin']);
export const MyPoints = lazyPage(() => import('./routes/my-points'), ['account']);
export const Rewards = lazyPage(() => import('./routes/rewards'), ['account']);
export const ManageRewards = lazyPage(() => import('./routes/manage-rewards'), ['admin']);
export const ManageBadges = lazyPage(() => import('./routes/manage-badges'), ['admin']);
export const LeaguesDiscover = lazyPage(() => import('./routes/leagues-discover'), ['leagues']);
export const MyLeagues = lazyPage(() => import('./routes/leagues-my-leagues'), ['leagues']);
export const CreateLeague = lazyPage(() => import('./routes/leagues-create'), ['leagues']);
export const LeagueRequests = lazyPage(() => import('./routes/league-requests'), ['leagues']);
export const Badge = lazyPage(() => import('./routes/badge'), ['account']);
export const Volunteering = lazyPage(() => import('./routes/volunteering'), ['account']);
export const VolunteeringVerify = lazyPage(
  () => import('./routes/volunteering-verify'),
  ['account'],
);
export const VolunteeringQueue = lazyPage(() => import('./routes/volunteering-queue'), ['admin']);
export const Organisations = lazyPage(() => import('./routes/organisations'), ['admin']);
export const Share = lazyPage(() => import('./routes/share'));

function page(Component: LazyPage) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PageReady>
        <Component />
      </PageReady>
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Inside the signed-in layout, an error shows in the page's place, the menu still there. */
const withErrorScreen = (children: RouteObject[]): RouteObject[] =>
  children.map((child) => ({ ...child, errorElement: <RouteError /> }));

/** Screens of later issues: menu entries lead here instead of to a 404. */
/** Administrator screens (spec section 2; issue #11). */
const adminScreens = [
  { path: '/manage-users', Component: ManageUsers },
  { path: '/manage-users/:id', Component: ManageUser },
  { path: '/leagues/manage', Component: LeaguesManage },
  { path: '/leagues/moderators', Component: LeagueModerators },
  { path: '/manage-courses', Component: ManageCourses },
  { path: '/review', Component: Review },
  { path: '/audit', Component: Audit },
  { path: '/volunteering/queue', Component: VolunteeringQueue },
];
/** Screens for the super role only (decision 039). */
const superScreens = [
  { path: '/background-jobs', Component: BackgroundJobs },
  { path: '/volunteering/organisations', Component: Organisations },
  { path: '/manage-rewards', Component: ManageRewards },
  { path: '/manage-badges', Component: ManageBadges },
];

/**
 * Every screen, for the browser's router (`router.tsx`) and for the build's prerender of the
 * public pages (`src/prerender.tsx`): one tree, so the built HTML is what the browser hydrates.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // A page whose code did not arrive shows a retry, not React Router's developer screen.
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page(Landing) },
      { path: '/login', element: <RedirectIfSignedIn>{page(Login)}</RedirectIfSignedIn> },
      {
        path: '/login/with-email',
        element: <RedirectIfSignedIn>{page(Login)}</RedirectIfSignedIn>,
      },
      { path: '/signup', element: page(Signup) },
      { path: '/signup/with-email', element: page(SignupWithEmail) },
      { path: '/signup/with-google', element: page(SignupWithGoogle) },
      { path: '/verify-email', element: page(VerifyEmail) },
      { path: '/welcome', element: page(Welcome) },
      { path: '/volunteering/verify/:token', element: page(VolunteeringVerify) },
      { path: '/privacy-policy', element: page(PrivacyIndex) },
      { path: '/privacy-policy/for-web', element: page(PrivacyWeb) },
      { path: '/privacy-policy/for-extension', element: page(PrivacyExtension) },
      { path: '/badges/:id', element: page(Badge) },
      {
        element: <RequireAuth>{page(AppLayout)}</RequireAuth>,
        children: withErrorScreen([
          { path: '/dashboard', element: page(Dashboard) },
          { path: '/settings', element: page(Settings) },
          { path: '/update-name', element: page(UpdateName) },
          { path: '/learning-path', element: page(LearningPath) },
          { path: '/topic-details/:topicId', element: page(TopicDetails) },
          { path: '/my-points', element: page(MyPoints) },
          { path: '/volunteering', element: page(Volunteering) },
          { path: '/rewards', element: page(Rewards) },
          { path: '/leagues/discover', element: page(LeaguesDiscover) },
          { path: '/leagues/my-leagues', element: page(MyLeagues) },
          { path: '/leagues/create', element: page(CreateLeague) },
          { path: '/leagues/requests/:id', element: page(LeagueRequests) },
          ...adminScreens.map(({ path, Component }) => ({
            path,
            element: <RequireAdmin>{page(Component)}</RequireAdmin>,
          })),
          ...superScreens.map(({ path, Component }) => ({
            path,
            element: <RequireSuper>{page(Component)}</RequireSuper>,
          })),
          // A link shared into the installed app (the manifest's share target).
          { path: '/share', element: page(Share) },
        ]),
      },
      { path: '*', element: page(NotFound) },
    ],
  },
];
