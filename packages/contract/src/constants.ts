/** Business constants and limits (spec section 9, DESIGN.md section 3). */
/** The product's name (decision 005): every screen, email and document takes it from here. */
export const PRODUCT_NAME = 'DigiPoints';
export const OTP_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+234';
export const DATE_OF_BIRTH_MAX = '2011-01-01';
export const PASSWORD_MIN_LENGTH = 8;

export const PAGE_SIZE = {
  users: 10,
  adminLeagues: 10,
  moderators: 10,
  learningTracks: 10,
  topicCourses: 10,
  leagues: 6,
  dashboardLeagues: 4,
  adminRecent: 5,
  moderatorsCap: 8,
  pointsHistory: 20,
} as const;
export const MAX_PAGE_SIZE = 100;
export const DASHBOARD_PODIUM = 5;
export const LEAGUE_PODIUM = 3;

export const TIMINGS_MS = {
  unauthorizedRedirect: 1000,
  passwordUpdateRedirect: 1000,
  tabSpinner: 1000,
  extensionDetection: 10_000,
  pathChangeSuccess: 2000,
  testimonialCarousel: 2000,
  landingScroll: 600,
  headerAnimationDelay: 1000,
  sessionRestoreTimeout: 5000,
} as const;

export const TOAST = {
  durationsMs: { error: 4000, blank: 4000, success: 2000, custom: 4000, loading: Infinity },
  limit: 20,
  removeDelayMs: 1000,
} as const;

export const SESSION_COOKIE = 'ttk';
export const PERSIST_KEY = 'root';
export const SESSION_TTL_DAYS = 30;
export const RESET_SESSION_TTL_MINUTES = 15;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const OTP_RESEND_PER_HOUR = 5;
export const VERIFY_LINK_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_MINUTES = 30;

export const RATE_LIMITS = {
  /** per client address (an office behind one address signs in together) */
  login: { max: 30, window: '1 minute' },
  /** per (address, email): guessing one account's password from one place */
  loginPerPair: { max: 5, window: '1 minute' },
  /**
   * per email from anywhere: slow, so spreading guesses over many addresses gains little; it
   * never touches the reset path, so the owner can always reset the password and sign in
   */
  loginPerEmail: { max: 30, window: '1 hour' },
  register: { max: 5, window: '1 minute' },
  otpVerify: { max: 10, window: '1 minute' },
  /** per client address */
  forgotPerIp: { max: 20, window: '1 hour' },
  /** reset emails per address an hour; more requests are answered the same and send nothing */
  forgotPerEmail: { max: 5, window: '1 hour' },
  /** extension batches per officer */
  activity: { max: 30, window: '1 minute' },
  /** support messages per officer (each one is an email to the team) */
  support: { max: 5, window: '1 hour' },
  /** sign-up step 1 asks whether an email or phone is free */
  contactCheck: { max: 20, window: '1 minute' },
} as const;
/** Activity events one officer may report per Lagos day (a busy day of learning is a few hundred). */
export const ACTIVITY_EVENTS_PER_DAY = 5000;
/** The longest message the Help form sends to the support team. */
export const SUPPORT_MESSAGE_MAX = 5000;

export const ACTIVITY_BATCH_MAX = 100;
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const POINTS_SUFFIX = 'dpts';
export const ROLES = ['super', 'admin', 'user'] as const;
export const CLAIMED_USERS = '120 thousand';
export const LAUNCH_DATE = '2023-11-29';
export const MODAL_MIN_WIDTH_PX = 512;
export const IMAGE_HINT = 'SVG, PNG, JPG or JPEG (max 800 x 400ppx)';

/**
 * How the web app learns that the companion extension is installed (DESIGN.md section 6): the
 * extension's content script sets this attribute on <html> and hides the element with this id.
 */
export const EXTENSION_MARK = {
  attribute: 'data-dpts-extension',
  installPromptElementId: 'dpts-install-extension',
} as const;
/** Dashboard leaderboard size: podium of 5, then the table from position 4. */
export const DASHBOARD_LEADERBOARD_LIMIT = 10;
