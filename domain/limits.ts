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

const MINUTE = 60_000;

/**
 * Attempts allowed per client address and per account (the e-mail, or the user for submissions).
 * Generous enough for a person who mistypes, a shared office address, or a busy contributor;
 * tight enough that guessing passwords or flooding the mailbox or review queue goes nowhere.
 */
export const RATE_LIMITS = {
  signInPerAddress: { max: 30, windowMs: 15 * MINUTE },
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signUpPerAddress: { max: 10, windowMs: 60 * MINUTE },
  signUpPerAccount: { max: 5, windowMs: 60 * MINUTE },
  forgotPasswordPerAddress: { max: 10, windowMs: 60 * MINUTE },
  forgotPasswordPerAccount: { max: 3, windowMs: 60 * MINUTE },
  submissionPerUser: { max: 10, windowMs: 24 * 60 * MINUTE },
  submissionPerAddress: { max: 30, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
