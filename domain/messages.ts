import { LIMITS } from './limits.ts';

/**
 * User-facing texts of the account and submission flows, written once. Those quoted by the
 * specification keep its exact wording (including the final period of some and not others).
 */
export const MESSAGES = {
  signInRequired: 'Please enter your email and password',
  signUpRequired: 'Please fill in all required fields',
  passwordTooShort: `Password must be at least ${LIMITS.minPasswordLength} characters long`,
  resetPasswordTooShort: `Password must be at least ${LIMITS.minPasswordLength} characters long.`,
  passwordTooLong: `Password must be at most ${LIMITS.maxPasswordLength} characters long`,
  resetLinkMissing: 'Password reset link is missing or invalid.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  forgotPasswordRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  nameTooLong: 'Names must be at most 100 characters long',
  captchaNotLoaded: 'Please wait for CAPTCHA to load',
  captchaAnswerRequired: 'Please answer the security question',
  captchaFailed: 'Security check failed. Please try the new question.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notAuthenticated: 'Not authenticated',
  signedOut: 'You have been signed out',
  resetLinkSent: "If an account exists with that email, we've sent a password reset link",
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  resetMailSubject: 'Reset your password',
  submissionMissingInformation: 'Missing Information: Please fill in all required fields including at least one category.',
  submissionMissingOfficialWebsite: 'Missing Official Website: Please add at least one official website.',
  invalidUrl: 'Invalid URL: Please enter a valid URL starting with http:// or https://',
  submissionReceived: 'Thank you! Your expert submission is under review.',
  signUpMailSent: 'Check your email',
  signUpMailSentDetail: "We've sent a message to your email address. Sign in with your email and password to continue.",
  signUpMailSubject: 'Your account',
  /** Sign-up's answer when it created the account and signed its owner in. */
  signedUp: 'Your account is ready, and you are signed in.',
  serverBusy: 'The server is busy. Please try again in a moment.',
} as const;

/** The 429 text, rounded up so the wait is never understated; long waits (a day's limit) in hours. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes <= 120 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
  return `Too many attempts. Please try again in ${wait}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The reset e-mail's plain text. */
export function resetMailText(siteName: string, link: string): string {
  return [
    `Someone asked to reset the password of your ${siteName} account.`,
    '',
    'Open this link within one hour to choose a new password:',
    link,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ].join('\n');
}

/** The e-mail after a sign-up for a new address: the account is ready. */
export function welcomeMailText(siteName: string, siteUrl: string): string {
  return [
    `Your ${siteName} account is ready.`,
    '',
    `Sign in with your email and password at ${siteUrl}/login`,
    '',
    'If you did not create it, ignore this message or reply to let us know.',
  ].join('\n');
}

/**
 * The e-mail after a sign-up for an address that already has an account: the sign-up screen
 * says the same as for a new one (so it never tells who has an account), and the owner learns here.
 */
export function alreadyRegisteredMailText(siteName: string, siteUrl: string): string {
  return [
    `Someone tried to create a ${siteName} account with this email address, which already has one.`,
    '',
    `If it was you, sign in at ${siteUrl}/login, or choose a new password at ${siteUrl}/forgot-password`,
    '',
    'If it was not you, ignore this message: nothing has changed.',
  ].join('\n');
}

/** Texts of the article repository (admin), with the spec's wording where it gives one. */
export const ARTICLE_MESSAGES = {
  notFound: 'Article not found',
  titleAndContentRequired: 'Title and content are required',
  invalidSlug: 'Only lowercase letters, numbers, and hyphens allowed',
  slugTooLong: 'The URL slug is too long',
  slugReserved: 'That URL slug is reserved by the site',
  slugTaken: 'That URL slug is already used by another article',
  unknownExpert: 'Unknown expert',
  unknownContentType: 'unknown content type',
  deleted: 'Article has been deleted successfully',
  onlyPublishedFeatured: 'Only published articles can be featured',
  tooManyFeatured: `You can feature at most ${LIMITS.featuredArticles} articles`,
  featuredOrderMismatch: 'The order must list exactly the featured articles',
  aiContentRequired: 'Content is required',
  aiNotConfigured: 'AI provider not configured',
} as const;

/** Texts of image storage and of downloading images from a URL. */
export const IMAGE_MESSAGES = {
  notFound: 'Image not found',
  deleted: 'Image has been permanently deleted',
  onlyHttp: 'Only http and https image URLs can be stored',
  addressNotAllowed: 'This image URL points to a private or local network address, which is not allowed',
  hostNotFound: 'The image host could not be found',
  hostUnreachable: 'Could not download the image from its host',
  timedOut: 'The image download timed out',
  tooManyRedirects: 'The image host redirected too many times',
  badRedirect: 'The image host answered an invalid redirect',
  tooLarge: `The image is larger than ${LIMITS.downloadBytes / (1024 * 1024)} MB`,
  notAnImage: 'The file is not a supported image (PNG, JPEG, WebP, GIF or AVIF)',
  storeFailed: 'The image could not be stored',
  unreadable: 'The image could not be read: the file is damaged or not a complete image',
} as const;

export function hostAnsweredMessage(status: number): string {
  return `The image host answered with status ${status}`;
}

export function cleanupCompleteMessage(removedImages: number, removedFiles: number): string {
  return `Cleanup complete: removed ${removedImages} expired images and ${removedFiles} orphaned files`;
}

/** Texts of expert management and the featured list (admin), with the spec's wording where it gives one. */
export const EXPERT_MESSAGES = {
  notFound: 'Expert not found',
  deleted: 'Expert deleted',
  tooManyBooks: `You can add at most ${LIMITS.books} books`,
  tooManyHighlights: `You can add at most ${LIMITS.scienceHighlights} science highlights`,
  tooManyVideos: `You can add at most ${LIMITS.youtubeEmbeds} YouTube embeds`,
  invalidBook: "Each book needs a title, written 'title|author|url', and its link must start with http:// or https://",
  invalidHighlight: "Each science highlight needs a topic, written 'topic|one-sentence summary'",
  invalidVideo: 'Each YouTube embed must be a YouTube embed code or video link',
  imageDataUrl: 'Profile images must be uploaded as image files: data URLs are not accepted',
  invalidImageUrl: 'The image must be an uploaded image or a URL starting with http:// or https://',
  invalidCustomGptUrl: 'The custom GPT link must be a valid URL starting with http:// or https://',
  tooManyFeatured: `You can only select up to ${LIMITS.featuredExperts} featured experts`,
  featuredUpdated: 'Featured experts updated successfully',
} as const;

export function duplicateExpertIdsMessage(ids: readonly number[]): string {
  return `Each expert can be featured only once; repeated: ${ids.join(', ')}`;
}

export function unknownExpertIdsMessage(ids: readonly number[]): string {
  return `No expert has the id ${ids.join(', ')}`;
}

/** Texts of submission review (admin). */
export const REVIEW_MESSAGES = {
  notFound: 'Submission not found',
  alreadyReviewed: 'This submission has already been reviewed',
  approved: 'Submission approved',
  rejected: 'Submission rejected',
  updated: 'Submission updated',
} as const;

/** Texts of user management (admin). */
export const USER_MESSAGES = {
  notFound: 'User not found',
  lastAdmin: 'Cannot remove the last administrator',
  selfDelete: 'You cannot delete your own account',
  deleted: 'User deleted',
  unknownRole: "must be 'user', 'contributor', 'editor' or 'admin'",
} as const;

export function roleUpdatedMessage(role: string): string {
  return `User role updated to ${role}`;
}

/** Texts of the editors' image upload. */
export const PORTRAIT_MESSAGES = {
  noneOffered: 'The research offered no freely licensed portrait for this submission',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: `Image must be ${LIMITS.uploadBytes / (1024 * 1024)} MB or smaller`,
  unsupportedType: 'Only PNG, JPEG, WebP, GIF or AVIF images are accepted',
  missing: "Please choose an image file to upload in the field 'image'",
} as const;

export const PUBLISH_MESSAGES = {
  rebuildStarted: 'Rebuild started',
} as const;

/** Why the site is being rebuilt, as the dashboard's publishing status shows it. */
export const REBUILD_REASONS = {
  requestedBy: (email: string) => `Rebuild requested by ${email}`,
  submissionApproved: (name: string) => `Submission approved: ${name}`,
  expertUpdated: (name: string) => `Expert updated: ${name}`,
  expertDeleted: (name: string) => `Expert deleted: ${name}`,
  expertFeatured: (name: string) => `Expert featured: ${name}`,
  expertUnfeatured: (name: string) => `Expert unfeatured: ${name}`,
  featuredExpertsReplaced: 'Featured experts updated',
  expertCreated: (name: string) => `Expert created: ${name}`,
  expertRestored: (name: string) => `Expert restored (delete undone): ${name}`,
  ownerChanged: (name: string) => `Profile owner changed: ${name}`,
  ownerConfirmed: (name: string) => `Profile confirmed by the expert: ${name}`,
  imageDeleted: (filename: string) => `Image deleted and its uses cleared: ${filename}`,
  imageCredited: (filename: string) => `Image credit changed: ${filename}`,
} as const;

/** The refusal of deleting a stored image that something still uses (the screen lists the uses and asks first). */
export function imageInUseMessage(count: number): string {
  return `This image is used in ${count} ${count === 1 ? 'place' : 'places'}; confirm to delete it and clear those references`;
}

/** Texts of the trust features: the submitter's page and mails, the activity log, retired paths, export and import. */
export const MY_SUBMISSIONS_MESSAGES = {
  approvedSubject: 'Your expert submission was approved',
  rejectedSubject: 'Your expert submission was not accepted',
} as const;

/** The mail a submitter gets when an administrator decides; the note only when the reviewer shared it. */
export function submissionDecisionMailText(input: {
  siteName: string;
  siteUrl: string;
  name: string;
  approved: boolean;
  profilePath: string | null;
  sharedNote: string | null;
}): string {
  const lines = input.approved
    ? [`Good news: your submission of ${input.name} to ${input.siteName} was approved.`]
    : [`Thank you for suggesting ${input.name} to ${input.siteName}. After review, the submission was not accepted.`];
  if (input.approved && input.profilePath) lines.push('', `The profile is live at ${input.siteUrl}${input.profilePath}`);
  if (input.sharedNote) lines.push('', "The reviewer's note:", input.sharedNote);
  lines.push('', `See all your submissions at ${input.siteUrl}/my-submissions`);
  return lines.join('\n');
}
