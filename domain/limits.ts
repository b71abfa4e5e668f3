/** Numbers from the specification's constants tables, written once. */
export const LIMITS = {
  homeBatchSize: 12,
  homeLoadMoreDelayMs: 300,
  directoryPageSize: 24,
  articlesPageSize: 12,
  pageNumbersShown: 5,
  minPasswordLength: 8,
  maxPasswordLength: 256,
  profileVideos: 4,
  profileHighlights: 3,
  books: 3,
  scienceHighlights: 3,
  youtubeEmbeds: 4,
  featuredExperts: 12,
  featuredArticles: 4,
  recentlyReviewed: 10,
  metaDescriptionLength: 160,
  uploadBytes: 5 * 1024 * 1024,
  downloadBytes: 10 * 1024 * 1024,
  youtubeEmbedPreview: 100,
  libraryContentPreview: 150,
  imagePromptSnippet: 100,
  toastDurationMs: 5000,
  saveApproveDelayMs: 500,
  redirectAfterAuthRequiredMs: 1000,
  redirectAfterAuthErrorMs: 2000,
  redirectAfterResetMs: 3000,
  aboutExpertDelayMs: 100,
} as const;

/** Maximum lengths of stored text, so no field can grow without bound. */
export const TEXT_MAX = {
  name: 200,
  /** A user's first or last name. */
  personName: 100,
  title: 300,
  email: 254,
  shortText: 2_000,
  longText: 20_000,
  articleContent: 200_000,
  url: 2_048,
  listItem: 2_500,
  listItems: 100,
  tag: 60,
  tags: 30,
} as const;

/** A fixed window: at most `max` attempts per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Growing delays for failed password checks: `max` failures pass without delay, then each
 * further one waits `delayMs`, doubling up to `maxDelayMs` after the previous failure. The count
 * is forgotten `windowMs` after the last failure (longer than the longest delay, so waiting out
 * one delay never resets the count).
 */
export interface DelayRule extends RateLimitRule {
  delayMs: number;
  maxDelayMs: number;
}

/** The wait a subject owes after its `failures`-th failure under `rule` (0 while within the free ones). */
export function failureDelayMs(rule: DelayRule, failures: number): number {
  if (failures <= rule.max) return 0;
  return Math.min(rule.maxDelayMs, rule.delayMs * 2 ** Math.min(30, failures - rule.max - 1));
}

const MINUTE = 60_000;

export interface RateLimitRules {
  signInFailuresPerAccountAndAddress: DelayRule;
  signInFailuresPerAddress: DelayRule;
  secondFactorFailuresPerAccountAndAddress: DelayRule;
  secondFactorFailuresPerAccount: DelayRule;
  passkeyChallengesPerAddress: RateLimitRule;
  signUpPerAddress: RateLimitRule;
  signUpMailsPerAccount: RateLimitRule;
  forgotPasswordPerAddress: RateLimitRule;
  forgotPasswordPerAccountAndAddress: RateLimitRule;
  resetMailsPerAccount: RateLimitRule;
  submissionPerUser: RateLimitRule;
  submissionPerAddress: RateLimitRule;
  correctionPerUser: RateLimitRule;
  correctionPerAddress: RateLimitRule;
  orcidSignInsPerAddress: RateLimitRule;
  claimCodesPerUser: RateLimitRule;
  claimCodesPerAddress: RateLimitRule;
  proposalsPerUser: RateLimitRule;
  proposalPhotosPerUser: RateLimitRule;
  readsPerAddress: RateLimitRule;
}

/**
 * Nothing here lets someone without the password stop the owner: only failed password checks
 * count at sign-in (after the captcha), per account and address pair and per address, as
 * growing delays rather than a lock. Requests that send mail count per address and per pair; the
 * mails one account receives are capped silently (the owner already holds working links).
 * Generous enough for a person who mistypes, a shared office address, or a busy contributor.
 */
export const RATE_LIMITS: RateLimitRules = {
  signInFailuresPerAccountAndAddress: { max: 5, windowMs: 60 * MINUTE, delayMs: 1_000, maxDelayMs: 15 * MINUTE },
  signInFailuresPerAddress: { max: 30, windowMs: 60 * MINUTE, delayMs: 1_000, maxDelayMs: 15 * MINUTE },
  // Wrong second-factor codes (authenticator or recovery) count like wrong passwords: per account and
  // address, and per account across addresses with more room, so a guesser who holds the password
  // but spreads over many addresses still waits; the owner keeps their passkey, which never waits.
  secondFactorFailuresPerAccountAndAddress: { max: 5, windowMs: 60 * MINUTE, delayMs: 1_000, maxDelayMs: 15 * MINUTE },
  secondFactorFailuresPerAccount: { max: 20, windowMs: 60 * MINUTE, delayMs: 1_000, maxDelayMs: 15 * MINUTE },
  // Each passkey ceremony stores a challenge; a flood of them from one address is refused.
  passkeyChallengesPerAddress: { max: 60, windowMs: 60 * MINUTE },
  signUpPerAddress: { max: 10, windowMs: 60 * MINUTE },
  signUpMailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  forgotPasswordPerAddress: { max: 10, windowMs: 60 * MINUTE },
  forgotPasswordPerAccountAndAddress: { max: 3, windowMs: 60 * MINUTE },
  resetMailsPerAccount: { max: 5, windowMs: 60 * MINUTE },
  submissionPerUser: { max: 10, windowMs: 24 * 60 * MINUTE },
  submissionPerAddress: { max: 30, windowMs: 24 * 60 * MINUTE },
  // Readers' corrections count like submissions: per account, and per address (the only limit without an account).
  correctionPerUser: { max: 10, windowMs: 24 * 60 * MINUTE },
  correctionPerAddress: { max: 30, windowMs: 24 * 60 * MINUTE },
  // Each ORCID sign-in started stores its state: a flood from one address is refused (issue 36).
  orcidSignInsPerAddress: { max: 60, windowMs: 60 * MINUTE },
  // Claim codes are mails to someone's institution: a few per account and profile-claimer, capped per address too.
  claimCodesPerUser: { max: 5, windowMs: 60 * MINUTE },
  claimCodesPerAddress: { max: 20, windowMs: 60 * MINUTE },
  // An owner's proposals go to the editors' queue: a few a day, like corrections (issue 36).
  proposalsPerUser: { max: 10, windowMs: 24 * 60 * MINUTE },
  // An owner's photos for proposals cost storage: counted on their own, like the proposals.
  proposalPhotosPerUser: { max: 10, windowMs: 24 * 60 * MINUTE },
  // The readers' beacons (issue 36): one per page or search, so this only stops a flood. Its subject
  // is a keyed hash of the address (api/services/profile-reads.ts), never the address.
  readsPerAddress: { max: 120, windowMs: 10 * MINUTE },
};

export type RateLimitName = keyof RateLimitRules;

/** The rules that are growing delays. */
export type DelayRuleName =
  'signInFailuresPerAccountAndAddress' | 'signInFailuresPerAddress' | 'secondFactorFailuresPerAccountAndAddress' | 'secondFactorFailuresPerAccount';
