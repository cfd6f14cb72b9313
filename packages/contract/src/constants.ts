/** Business constants and limits (spec section 9, docs/design.md §3). */
/** The product's name (decision 005): every screen, email and document takes it from here. */
export const PRODUCT_NAME = 'DigiPoints';
export const OTP_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+234';
/** Where the landing page's promotional video plays from: the server's CSP frame-src allows it. */
export const PROMO_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
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
  /**
   * sign-up step 1 asks whether an email or phone is free; past this, sign-up itself still
   * tells a taken address at submit (decision 047)
   */
  contactCheck: { max: 10, window: '1 hour' },
} as const;
/** Activity events one officer may report per Lagos day (a busy day of learning is a few hundred). */
export const ACTIVITY_EVENTS_PER_DAY = 5000;
/** The longest message the Help form sends to the support team. */
export const SUPPORT_MESSAGE_MAX = 5000;

export const ACTIVITY_BATCH_MAX = 100;
/** Claims one officer may have waiting for an administrator at once (issue #19). */
export const CLAIMS_REVIEW_OPEN_MAX = 5;
/** A rejected certificate waits this long before its officer may claim it again (unless reopened). */
export const CLAIMS_RECLAIM_BLOCK_DAYS = 7;
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const POINTS_SUFFIX = 'dpts';
export const ROLES = ['super', 'admin', 'user'] as const;
export const CLAIMED_USERS = '120 thousand';
export const LAUNCH_DATE = '2023-11-29';
export const MODAL_MIN_WIDTH_PX = 512;
export const IMAGE_HINT = 'SVG, PNG, JPG or JPEG (max 800 x 400ppx)';

/**
 * How the web app learns that the companion extension is installed (docs/design.md §6): the
 * extension's content script sets this attribute on <html> and hides the element with this id.
 */
export const EXTENSION_MARK = {
  attribute: 'data-dpts-extension',
  installPromptElementId: 'dpts-install-extension',
  /** events the extension holds for the signed-in officer, not yet sent */
  waitingAttribute: 'data-dpts-waiting',
  /** the app asks the extension to send what waits (before sign-out)… */
  flushEvent: 'dpts:flush',
  /** …and hears back once it tried; the waiting count is then up to date */
  flushedEvent: 'dpts:flushed',
} as const;
/** Dashboard leaderboard size: podium of 5, then the table from position 4. */
export const DASHBOARD_LEADERBOARD_LIMIT = 10;

/**
 * Google's OpenID issuer: the sign-in button shows Google's own look only for it. Here, not in
 * `social.ts`, so a page can read it without loading zod and the contract's schemas.
 */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * What `z.uuid()` accepts, for a page that checks an id before it has loaded zod (a share link's
 * league on the login page); `constants.test.ts` holds the two to the same answers.
 */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
