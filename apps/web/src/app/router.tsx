import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { RedirectIfSignedIn, RequireAuth } from './guards';

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
const ComingSoon = lazy(() => import('./routes/coming-soon'));
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
const laterScreens = ['leagues/manage', 'leagues/moderators', 'manage-users'];

export const router = createBrowserRouter([
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
          { path: '/leagues/discover', element: page(LeaguesDiscover) },
          { path: '/leagues/my-leagues', element: page(MyLeagues) },
          { path: '/leagues/create', element: page(CreateLeague) },
          { path: '/leagues/requests/:id', element: page(LeagueRequests) },
          ...laterScreens.map((path) => ({ path: `/${path}`, element: page(ComingSoon) })),
        ],
      },
      { path: '*', element: page(NotFound) },
    ],
  },
]);
