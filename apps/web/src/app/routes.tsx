import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';

const Landing = lazy(() => import('./routes/landing'));
const Login = lazy(() => import('./routes/login'));
const Signup = lazy(() => import('./routes/signup'));
const SignupWithEmail = lazy(() => import('./routes/signup-with-email'));
const SignupWithGoogle = lazy(() => import('./routes/signup-with-google'));
const VerifyEmail = lazy(() => import('./routes/verify-email'));
const Welcome = lazy(() => import('./routes/welcome'));
const PrivacyIndex = lazy(() => import('./routes/privacy-policy'));
const PrivacyWeb = lazy(() => import('./routes/privacy-web'));
const PrivacyExtension = lazy(() => import('./routes/privacy-extension'));
const NotFound = lazy(() => import('./routes/not-found'));
const AppLayout = lazy(() => import('./layouts/app-layout'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const Settings = lazy(() => import('./routes/settings'));
const UpdateName = lazy(() => import('./routes/update-name'));
const LearningPath = lazy(() => import('./routes/learning-path'));
const TopicDetails = lazy(() => import('./routes/topic-details'));
const ManageUsers = lazy(() => import('./routes/manage-users'));
const ManageUser = lazy(() => import('./routes/manage-user'));
const LeaguesManage = lazy(() => import('./routes/leagues-manage'));
const LeagueModerators = lazy(() => import('./routes/leagues-moderators'));
const ManageCourses = lazy(() => import('./routes/manage-courses'));
const Review = lazy(() => import('./routes/review'));
const Audit = lazy(() => import('./routes/audit'));
const MyPoints = lazy(() => import('./routes/my-points'));
const LeaguesDiscover = lazy(() => import('./routes/leagues-discover'));
const MyLeagues = lazy(() => import('./routes/leagues-my-leagues'));
const CreateLeague = lazy(() => import('./routes/leagues-create'));
const LeagueRequests = lazy(() => import('./routes/league-requests'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
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
];

/**
 * Every screen, for the browser's router (`router.tsx`) and for the build's prerender of the
 * public pages (`src/prerender.tsx`): one tree, so the built HTML is what the browser hydrates.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
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
      { path: '/privacy-policy', element: page(PrivacyIndex) },
      { path: '/privacy-policy/for-web', element: page(PrivacyWeb) },
      { path: '/privacy-policy/for-extension', element: page(PrivacyExtension) },
      {
        element: <RequireAuth>{page(AppLayout)}</RequireAuth>,
        children: [
          { path: '/dashboard', element: page(Dashboard) },
          { path: '/settings', element: page(Settings) },
          { path: '/update-name', element: page(UpdateName) },
          { path: '/learning-path', element: page(LearningPath) },
          { path: '/topic-details/:topicId', element: page(TopicDetails) },
          { path: '/my-points', element: page(MyPoints) },
          { path: '/leagues/discover', element: page(LeaguesDiscover) },
          { path: '/leagues/my-leagues', element: page(MyLeagues) },
          { path: '/leagues/create', element: page(CreateLeague) },
          { path: '/leagues/requests/:id', element: page(LeagueRequests) },
          ...adminScreens.map(({ path, Component }) => ({
            path,
            element: <RequireAdmin>{page(Component)}</RequireAdmin>,
          })),
        ],
      },
      { path: '*', element: page(NotFound) },
    ],
  },
];
