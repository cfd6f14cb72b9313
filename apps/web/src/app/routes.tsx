import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageReady } from './early-input';

export const Landing = lazyPage(() => import('./routes/landing'));
export const Login = lazyPage(() => import('./routes/login'));
export const Signup = lazyPage(() => import('./routes/signup'));
export const SignupWithEmail = lazyPage(() => import('./routes/signup-with-email'));
export const SignupWithGoogle = lazyPage(() => import('./routes/signup-with-google'));
export const VerifyEmail = lazyPage(() => import('./routes/verify-email'));
export const Welcome = lazyPage(() => import('./routes/welcome'));
export const PrivacyIndex = lazyPage(() => import('./routes/privacy-policy'));
export const PrivacyWeb = lazyPage(() => import('./routes/privacy-web'));
export const PrivacyExtension = lazyPage(() => import('./routes/privacy-extension'));
export const NotFound = lazyPage(() => import('./routes/not-found'));
export const AppLayout = lazyPage(() => import('./layouts/app-layout'));
export const Dashboard = lazyPage(() => import('./routes/dashboard'));
export const Settings = lazyPage(() => import('./routes/settings'));
export const UpdateName = lazyPage(() => import('./routes/update-name'));
export const LearningPath = lazyPage(() => import('./routes/learning-path'));
export const TopicDetails = lazyPage(() => import('./routes/topic-details'));
export const ManageUsers = lazyPage(() => import('./routes/manage-users'));
export const ManageUser = lazyPage(() => import('./routes/manage-user'));
export const LeaguesManage = lazyPage(() => import('./routes/leagues-manage'));
export const LeagueModerators = lazyPage(() => import('./routes/leagues-moderators'));
export const ManageCourses = lazyPage(() => import('./routes/manage-courses'));
export const Review = lazyPage(() => import('./routes/review'));
export const Audit = lazyPage(() => import('./routes/audit'));
export const MyPoints = lazyPage(() => import('./routes/my-points'));
export const LeaguesDiscover = lazyPage(() => import('./routes/leagues-discover'));
export const MyLeagues = lazyPage(() => import('./routes/leagues-my-leagues'));
export const CreateLeague = lazyPage(() => import('./routes/leagues-create'));
export const LeagueRequests = lazyPage(() => import('./routes/league-requests'));

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
