import { getArticleById, getPublishedArticleById } from '../../db/queries/articles.ts';
import { decidePendingCorrection, getCorrectionById, insertCorrection } from '../../db/queries/corrections.ts';
import { getExpertById, getPublicExpertById } from '../../db/queries/experts.ts';
import {
  CORRECTION_MESSAGES,
  correctedValue,
  correctionDecisionMailText,
  findEntry,
  isEntryPart,
  type AcceptCorrectionInput,
  type ArticleCorrectionPart,
  type Correction,
  type CorrectionInput,
  type ExpertCorrectionPart,
  type OwnerChangeRequest,
} from '../../domain/corrections.ts';
import type { Article, Expert, PublicUser } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { articleUpdateSchema } from '../../domain/schemas/article.ts';
import { expertEditorSchema } from '../../domain/schemas/expert.ts';
import { currentTime } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.ts';
import { describeIssues } from '../validate.ts';
import { recordActivity } from './activity.ts';
import { editArticle } from './articles.ts';
import { verifyCaptcha } from './captcha.ts';
import { profileOf, updateExpert } from './experts.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { inTransaction, type InTx } from './transaction.ts';

/**
 * Readers' corrections: sent by anyone (an account, or an e-mail address and the captcha),
 * rate limited like submissions; decided by an editor. Accepting applies the change through the
 * same saves the editors use (updateExpert, editArticle), so every rule, rebuild and version of
 * an ordinary edit applies to it too.
 */

type CorrectionDeps = Pick<AppDeps, 'db' | 'rebuild' | 'now' | 'secretKey' | 'rateLimits'>;

/**
 * The page a correction may be about: one the public sees now (db/queries/visibility.ts). Any other
 * id, a scheduled or withdrawn page's included, gets the answer of an id that does not exist, so a
 * correction never tells its sender what is not yet public.
 */
async function publicSubject(deps: Pick<AppDeps, 'db' | 'now'>, input: Pick<CorrectionInput, 'entityType' | 'entityId'>): Promise<string> {
  const now = currentTime(deps);
  if (input.entityType === 'expert') {
    const expert = await getPublicExpertById(deps.db, input.entityId, now);
    if (expert) return expert.name;
  } else {
    const article = await getPublishedArticleById(deps.db, input.entityId, now);
    if (article) return article.title;
  }
  throw new NotFoundError(CORRECTION_MESSAGES.targetNotFound);
}

/**
 * A correction aimed at one commercial interest, context note or source names it by its quote: it
 * must be one the profile has now (a choice made on a page older than the last edit is refused,
 * so the editors never receive a correction of something that is gone).
 */
async function checkNamedEntry(deps: Pick<AppDeps, 'db'>, correction: CorrectionInput): Promise<void> {
  if (correction.entityType !== 'expert' || !isEntryPart(correction.part) || correction.quote === null) return;
  const expert = await getExpertById(deps.db, correction.entityId);
  if (expert && findEntry(expert[correction.part], correction.quote) === -1) throw new BadRequestError(CORRECTION_MESSAGES.entryGone);
}

/**
 * Files a reader's correction. Signed in, the account is the sender; signed out, an e-mail
 * address and a solved captcha are required. Counted per account and per address.
 */
export async function sendCorrection(
  deps: CorrectionDeps,
  input: { correction: CorrectionInput; user: PublicUser | null; address: string },
): Promise<Correction> {
  const { correction, user } = input;
  let senderEmail: string;
  if (user) {
    senderEmail = user.email;
  } else {
    if (!correction.email) throw new BadRequestError(CORRECTION_MESSAGES.emailRequired);
    if (!correction.captchaExpected) throw new BadRequestError(MESSAGES.captchaNotLoaded);
    if (!correction.captchaAnswer) throw new BadRequestError(MESSAGES.captchaAnswerRequired);
    await verifyCaptcha(deps, { captchaAnswer: correction.captchaAnswer, captchaExpected: correction.captchaExpected });
    senderEmail = correction.email;
  }
  await enforceRateLimits(deps, [...(user ? [['correctionPerUser', String(user.id)] as const] : []), ['correctionPerAddress', input.address]]);
  const subject = await publicSubject(deps, correction);
  await checkNamedEntry(deps, correction);
  return insertCorrection(deps.db, {
    entityType: correction.entityType,
    entityId: correction.entityId,
    subject,
    part: correction.part,
    quote: correction.quote,
    proposedText: correction.proposedText,
    sourceUrl: correction.sourceUrl,
    note: correction.note,
    senderEmail,
    senderUserId: user?.id ?? null,
  });
}

/**
 * 'Ask for a change' on /my-profile (issue 36 §2): the profile's owner asks the editors to change
 * what others wrote about them (a source, a context note, an identifier, a commercial interest
 * already listed). It is a correction like a reader's, marked as from the owner, with their reason
 * as its text; the caller has checked the ownership (the profile need not be public yet). Counted
 * like the account's other corrections, and recorded with its activity entry in one transaction.
 */
export async function sendOwnerCorrection(
  deps: CorrectionDeps,
  input: { expert: Expert; owner: PublicUser; request: OwnerChangeRequest },
): Promise<Correction> {
  const { expert, owner, request } = input;
  const correction = {
    entityType: 'expert',
    entityId: expert.id,
    part: request.part,
    quote: request.entry,
    proposedText: request.reason,
    sourceUrl: request.sourceUrl,
    note: null,
  } as const;
  await enforceRateLimits(deps, [['correctionPerUser', String(owner.id)]]);
  await checkNamedEntry(deps, { ...correction, email: null });
  return inTransaction(deps, async (deps) => {
    const sent = await insertCorrection(deps.db, { ...correction, subject: expert.name, senderEmail: owner.email, senderUserId: owner.id, fromOwner: true });
    await recordActivity(deps, owner, {
      action: 'correction.asked_by_owner',
      entityType: 'correction',
      entityId: sent.id,
      summary: `The owner of ${expert.name} asked for a change to its ${sent.partLabel.toLowerCase()}`,
      after: { expertId: expert.id, part: request.part, entry: request.entry, reason: request.reason, sourceUrl: request.sourceUrl },
    });
    return sent;
  });
}

/** The reason a conditional decision changed nothing: the correction is unknown (404) or already decided (409). */
async function refusal(deps: Pick<AppDeps, 'db'>, id: number): Promise<Error> {
  return (await getCorrectionById(deps.db, id)) ? new ConflictError(CORRECTION_MESSAGES.alreadyReviewed) : new NotFoundError(CORRECTION_MESSAGES.notFound);
}

async function pendingCorrection(deps: Pick<AppDeps, 'db'>, id: number): Promise<Correction> {
  const correction = await getCorrectionById(deps.db, id);
  if (!correction) throw new NotFoundError(CORRECTION_MESSAGES.notFound);
  if (correction.status !== 'pending') throw new ConflictError(CORRECTION_MESSAGES.alreadyReviewed);
  return correction;
}

/** The part's new value: the editor's, else derived from the correction (409 when that is not safe). */
function newValue(correction: Correction, current: unknown, value: unknown): unknown {
  const after = value !== undefined ? value : correctedValue(correction.part as ExpertCorrectionPart | ArticleCorrectionPart, current, correction);
  if (after === undefined) throw new ConflictError(CORRECTION_MESSAGES.notApplicable);
  return after;
}

interface PlannedChange {
  before: unknown;
  after: unknown;
  apply: () => Promise<Expert | Article>;
  subjectName: string;
}

/**
 * Checks the change against the page's own rules before anything is written; `apply` then saves it
 * normally, in the reviewer's name, as a version with reason 'correction'.
 */
async function planChange(deps: CorrectionDeps, correction: Correction, value: unknown, reviewer: PublicUser): Promise<PlannedChange> {
  if (correction.entityId === null) throw new ConflictError(CORRECTION_MESSAGES.targetGone);
  if (correction.entityType === 'expert') {
    const expert = await getExpertById(deps.db, correction.entityId);
    if (!expert) throw new ConflictError(CORRECTION_MESSAGES.targetGone);
    const part = correction.part as ExpertCorrectionPart;
    const parsed = expertEditorSchema.safeParse({ ...profileOf(expert), [part]: newValue(correction, expert[part], value) });
    if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
    return {
      before: expert[part],
      after: parsed.data[part],
      subjectName: expert.name,
      apply: () => updateExpert(deps, { id: expert.id, profile: parsed.data, actor: reviewer, reason: 'correction' }),
    };
  }
  const article = await getArticleById(deps.db, correction.entityId);
  if (!article) throw new ConflictError(CORRECTION_MESSAGES.targetGone);
  const part = correction.part as ArticleCorrectionPart;
  const parsed = articleUpdateSchema.safeParse({ [part]: newValue(correction, article[part], value) });
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
  return {
    before: article[part],
    after: parsed.data[part],
    subjectName: article.title,
    apply: () => editArticle(deps, { id: article.id, changes: parsed.data, actor: reviewer, reason: 'correction' }),
  };
}

/** What the activity log keeps of a value: long texts shortened. */
function logged(value: unknown): unknown {
  return typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

type AcceptInput = AcceptCorrectionInput & { id: number; reviewer: PublicUser };

/**
 * Accepts a pending correction and applies it, in one transaction. The change is checked first
 * (400 when the page's rules refuse it, 409 when it cannot be derived or the page is gone), then
 * the correction is claimed in one conditional statement (so of two editors accepting at once, one
 * applies it), then saved through the normal update; if that save fails, nothing is kept.
 */
export function acceptCorrection(deps: CorrectionDeps, input: AcceptInput): Promise<{ correction: Correction; entity: Expert | Article }> {
  return inTransaction(deps, (deps) => claimAndApply(deps, input));
}

async function claimAndApply(deps: InTx<CorrectionDeps>, input: AcceptInput): Promise<{ correction: Correction; entity: Expert | Article }> {
  const correction = await pendingCorrection(deps, input.id);
  const change = await planChange(deps, correction, input.value, input.reviewer);
  const claimed = await decidePendingCorrection(deps.db, correction.id, {
    status: 'accepted',
    reviewedAt: currentTime(deps),
    reviewNote: input.note,
    reviewerUserId: input.reviewer.id,
    applied: { before: change.before, after: change.after },
  });
  if (!claimed) throw await refusal(deps, correction.id);
  const entity = await change.apply();
  await recordActivity(deps, input.reviewer, {
    action: 'correction.accepted',
    entityType: 'correction',
    entityId: correction.id,
    summary: `Accepted a correction to the ${correction.partLabel.toLowerCase()} of ${change.subjectName}`,
    before: { [correction.part]: logged(change.before) },
    after: { [correction.part]: logged(change.after), [`${correction.entityType}Id`]: correction.entityId },
  });
  const decided = await getCorrectionById(deps.db, correction.id);
  if (!decided) throw new NotFoundError(CORRECTION_MESSAGES.notFound);
  return { correction: decided, entity };
}

/** Rejects a pending correction with the reason the sender will read; nothing public changes. */
export async function rejectCorrection(deps: CorrectionDeps, input: { id: number; reason: string; reviewer: PublicUser }): Promise<Correction> {
  return inTransaction(deps, async (deps) => {
    const claimed = await decidePendingCorrection(deps.db, input.id, {
      status: 'rejected',
      reviewedAt: currentTime(deps),
      reviewNote: input.reason,
      reviewerUserId: input.reviewer.id,
    });
    if (!claimed) throw await refusal(deps, input.id);
    const decided = await getCorrectionById(deps.db, input.id);
    if (!decided) throw new NotFoundError(CORRECTION_MESSAGES.notFound);
    await recordActivity(deps, input.reviewer, {
      action: 'correction.rejected',
      entityType: 'correction',
      entityId: decided.id,
      summary: `Rejected a correction to the ${decided.partLabel.toLowerCase()} of ${decided.subject}`,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: input.reason },
    });
    return decided;
  });
}

/**
 * Tells the sender what the editors decided (signed-in senders also see it on My Submissions).
 * An accepted one names the page as it reads now (`applied`, the saved expert or article: a
 * corrected name or title is the one to name) and when the change went live (its save: public pages
 * are rendered from the data). Runs after the answer (deps.background): a mail server that is down
 * never undoes a decision.
 */
export async function mailCorrectionDecision(deps: Pick<AppDeps, 'mail' | 'config'>, correction: Correction, applied?: Expert | Article): Promise<void> {
  const accepted = correction.status === 'accepted';
  const text = correctionDecisionMailText({
    siteName: deps.config.siteName,
    siteUrl: deps.config.siteUrl,
    subject: applied ? ('name' in applied ? applied.name : applied.title) : correction.subject,
    partLabel: correction.partLabel,
    accepted,
    publicPath: correction.publicPath,
    liveAt: applied?.updatedAt ?? null,
    reviewNote: correction.reviewNote,
    fromAccount: correction.fromAccount,
  });
  try {
    await deps.mail.send({ to: correction.senderEmail, subject: accepted ? CORRECTION_MESSAGES.acceptedSubject : CORRECTION_MESSAGES.rejectedSubject, text });
  } catch (error) {
    console.error(`[corrections] mailing the decision on correction ${correction.id} failed:`, error);
  }
}
