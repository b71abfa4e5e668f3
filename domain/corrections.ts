import { z } from 'zod';
import { formatDateTime } from './dates.ts';
import { isHttpUrl } from './links.ts';
import { TEXT_MAX } from './limits.ts';
import { MESSAGES } from './messages.ts';
import type { ContextNote, Disclosure, ExpertSource } from './provenance.ts';
import { emailField } from './schemas/auth.ts';
import { cleanString } from './schemas/clean-string.ts';
import { idSchema } from './schemas/params.ts';
import { requireFilled } from './schemas/required.ts';

/**
 * Readers' corrections: 'Suggest a correction' on every profile and article. A reader names the
 * part, may quote what it says now, proposes the text and a source; an editor accepts (the change
 * is applied through the normal expert or article save) or rejects with a reason, and the sender
 * sees the outcome.
 */

export const CORRECTION_ENTITY_TYPES = ['expert', 'article'] as const;
export type CorrectionEntityType = (typeof CORRECTION_ENTITY_TYPES)[number];

/** The parts a reader may correct, in the order the form lists them, with the labels it shows. */
export const CORRECTION_PARTS = {
  expert: {
    name: 'Name',
    title: 'Title',
    longevityContribution: 'Longevity contribution',
    biography: 'Biography',
    books: 'Books',
    scienceHighlights: 'Science highlights',
    referenceLinks: 'Reference links',
    disclosures: 'Commercial interests',
    contextNotes: 'Context',
    sources: 'Sources',
    identifiers: 'Identifiers (Wikidata, ORCID, OpenAlex)',
  },
  article: {
    title: 'Title',
    excerpt: 'Summary',
    content: 'Article text',
  },
} as const satisfies Record<CorrectionEntityType, Record<string, string>>;

export type ExpertCorrectionPart = keyof (typeof CORRECTION_PARTS)['expert'];
export type ArticleCorrectionPart = keyof (typeof CORRECTION_PARTS)['article'];
export type CorrectionPart = ExpertCorrectionPart | ArticleCorrectionPart;

export function correctionPartLabel(entityType: CorrectionEntityType, part: string): string {
  return (CORRECTION_PARTS[entityType] as Record<string, string>)[part] ?? part;
}

/**
 * How a part is changed: one text, one entry of a list of texts, one entry of a list of sourced
 * entries (a commercial interest, a context note, a source), which always carries the sender's
 * source, or a record of named values (the identifiers), which the editor always writes whole.
 */
export type PartShape = 'text' | 'list' | 'entries' | 'record';
const PART_SHAPES: Record<CorrectionPart, PartShape> = {
  name: 'text',
  title: 'text',
  longevityContribution: 'text',
  biography: 'text',
  excerpt: 'text',
  content: 'text',
  books: 'list',
  scienceHighlights: 'list',
  referenceLinks: 'list',
  disclosures: 'entries',
  contextNotes: 'entries',
  sources: 'entries',
  identifiers: 'record',
};
/** How a part is changed, for the editor who writes its new value by hand. */
export function partShape(part: CorrectionPart): PartShape {
  return PART_SHAPES[part];
}

/** The parts made of sourced entries, each of which a correction may target. */
export const ENTRY_PARTS = ['disclosures', 'contextNotes', 'sources'] as const;
export type EntryPart = (typeof ENTRY_PARTS)[number];
export function isEntryPart(part: string): part is EntryPart {
  return (ENTRY_PARTS as readonly string[]).includes(part);
}
type Entry = Disclosure | ContextNote | ExpertSource;

/** The entries of a page a reader may name, as the page lists them: the quote that names each, and what the form shows. */
export type EntryChoices = Partial<Record<EntryPart, Array<{ key: string; label: string }>>>;

/**
 * What names one entry in a correction's quote: a sentence (a commercial interest, a context
 * note) by its text, a source by its web address. A correction that targets an entry carries this
 * as its quote, so accepting it finds the entry even if the list was reordered meanwhile, and asks
 * the editor for the value if the entry itself was changed.
 */
export function entryKey(entry: Entry): string {
  return 'url' in entry ? entry.url : entry.text;
}

/** The position of the entry a quote names (its key or, for a source, its title), or -1. */
export function findEntry(entries: readonly Entry[], quote: string): number {
  const wanted = quote.trim();
  return entries.findIndex((entry) => entryKey(entry).trim() === wanted || ('title' in entry && entry.title.trim() === wanted));
}

/** Parts so long that replacing them whole from a reader's text is never done: the quote says where. */
const QUOTE_REQUIRED: ReadonlySet<CorrectionPart> = new Set(['content']);

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_LIMITS = { quote: TEXT_MAX.shortText, proposedText: TEXT_MAX.longText, note: TEXT_MAX.shortText, reason: TEXT_MAX.shortText } as const;

export const CORRECTION_MESSAGES = {
  required: 'Please choose the part to correct and write the corrected text',
  unknownPart: 'Please choose a part of this page to correct',
  emailRequired: 'Please enter your email address, so we can tell you what the editors decided',
  sourceRequired: 'Please give the web address of a source that reports this commercial interest',
  contextSourceRequired: 'Please give the web address of a source that reports this context',
  sourceAddressRequired: 'Please give the web address of the source',
  entryGone: 'That entry is no longer on the page. Please reload the page and choose it again.',
  received: 'Thank you! The editors will review your correction.',
  notFound: 'Correction not found',
  targetNotFound: 'That page is not in the directory',
  targetGone: 'The page this correction is about no longer exists; reject the correction instead',
  alreadyReviewed: 'This correction has already been reviewed',
  notApplicable:
    'The quoted text is not (or not exactly once) in that part any more, so the correction cannot be applied as sent. Send the corrected value of the part to accept it.',
  accepted: 'Correction accepted and applied',
  rejected: 'Correction rejected',
  reasonRequired: 'Please give the reason for rejecting the correction',
  ownerReasonRequired: 'Please say what should change and why',
  ownerAsked: 'Thank you. Your request is in the editors’ corrections queue; we will e-mail you what they decide.',
  acceptedSubject: 'Your correction was accepted',
  rejectedSubject: 'Your correction was not accepted',
} as const;

/** Every sourced entry needs the sender's source: the refusal names what it is for. */
const SOURCE_REQUIRED: Record<EntryPart, string> = {
  disclosures: CORRECTION_MESSAGES.sourceRequired,
  contextNotes: CORRECTION_MESSAGES.contextSourceRequired,
  sources: CORRECTION_MESSAGES.sourceAddressRequired,
};

const text = (max: number) =>
  cleanString()
    .trim()
    .max(max, { error: `must be at most ${max} characters long` });
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** A correction's supporting link: an http(s) address, or none. */
const sourceUrlField = optionalText(TEXT_MAX.url).refine((value) => value === null || isHttpUrl(value), { error: MESSAGES.invalidUrl });

/**
 * POST /api/corrections. The sender comes from the session when signed in (an e-mail in the body
 * is then ignored); without a session, an e-mail address and the captcha are required, which the
 * service checks because only it knows whether the sender is signed in.
 */
export const correctionSchema = requireFilled(
  [[['entityType', 'entityId', 'part', 'proposedText'], CORRECTION_MESSAGES.required]],
  z
    .object({
      entityType: z.enum(CORRECTION_ENTITY_TYPES, { error: `must be one of ${CORRECTION_ENTITY_TYPES.join(', ')}` }),
      entityId: idSchema,
      part: z.string().max(60),
      quote: optionalText(CORRECTION_LIMITS.quote),
      proposedText: text(CORRECTION_LIMITS.proposedText).min(1, { error: 'must not be empty' }),
      sourceUrl: sourceUrlField,
      note: optionalText(CORRECTION_LIMITS.note),
      email: z
        .string()
        .nullish()
        .transform((value) => value?.trim() || null)
        .pipe(emailField.nullable()),
      captchaAnswer: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(20)).optional(),
      captchaExpected: z.string().max(1_000).optional(),
    })
    .superRefine((value, ctx) => {
      if (!Object.hasOwn(CORRECTION_PARTS[value.entityType], value.part)) ctx.addIssue({ code: 'custom', message: CORRECTION_MESSAGES.unknownPart });
      else if (isEntryPart(value.part) && value.sourceUrl === null) ctx.addIssue({ code: 'custom', message: SOURCE_REQUIRED[value.part] });
    }),
);
export type CorrectionInput = z.output<typeof correctionSchema>;

/**
 * What a profile's owner may ask the editors to change from /my-profile ('Ask for a change', issue
 * 36 §2): what others wrote about them, which a proposal cannot touch.
 */
export const OWNER_CHANGE_PARTS = ['sources', 'contextNotes', 'identifiers', 'disclosures'] as const satisfies readonly ExpertCorrectionPart[];
export type OwnerChangePart = (typeof OWNER_CHANGE_PARTS)[number];

/**
 * POST /api/my-profile/{id}/change-requests: the part, the entry named (as a correction quotes one:
 * a sentence, or a source's web address; none for the part as a whole), the owner's reason, and a
 * link that supports it; the corrections' sizes and link rule.
 */
export const ownerChangeRequestSchema = requireFilled(
  [[['reason'], CORRECTION_MESSAGES.ownerReasonRequired]],
  z.strictObject({
    part: z.enum(OWNER_CHANGE_PARTS, { error: `must be one of ${OWNER_CHANGE_PARTS.join(', ')}` }),
    entry: optionalText(CORRECTION_LIMITS.quote),
    reason: text(CORRECTION_LIMITS.proposedText).min(1, { error: CORRECTION_MESSAGES.ownerReasonRequired }),
    sourceUrl: sourceUrlField,
  }),
);
export type OwnerChangeRequest = z.output<typeof ownerChangeRequestSchema>;

/** POST /api/admin/corrections/{id}/accept: the note to the sender, and the part's new value when the editor wrote it. */
export const acceptCorrectionSchema = z.object({
  /** The whole new value of the part (text, list of entries, or commercial interests); absent: derived from the correction. */
  value: z.unknown().optional(),
  note: optionalText(CORRECTION_LIMITS.note),
});
export type AcceptCorrectionInput = z.output<typeof acceptCorrectionSchema>;

/** POST /api/admin/corrections/{id}/reject: the reason, which the sender reads. */
export const rejectCorrectionSchema = requireFilled([[['reason'], CORRECTION_MESSAGES.reasonRequired]], z.object({ reason: text(CORRECTION_LIMITS.reason) }));

export const correctionListQuerySchema = z.object({
  status: z.enum(CORRECTION_STATUSES, { error: `must be one of ${CORRECTION_STATUSES.join(', ')}` }).optional(),
});

/** A correction as the editors see it. Times are ISO strings. */
export interface Correction {
  id: number;
  entityType: CorrectionEntityType;
  /** null once the expert or article was deleted. */
  entityId: number | null;
  /** The expert's name or the article's title when the correction was sent. */
  subject: string;
  /** Where the page is now; null when it was deleted, or is an article no longer published. */
  publicPath: string | null;
  part: string;
  partLabel: string;
  quote: string | null;
  proposedText: string;
  sourceUrl: string | null;
  note: string | null;
  status: CorrectionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  /** The editor's note on acceptance, or the reason of a rejection: the sender reads it. */
  reviewNote: string | null;
  senderEmail: string;
  /** Whether the sender was signed in (then they follow it on My Submissions). */
  fromAccount: boolean;
  /** Sent by the profile's owner from /my-profile ('Ask for a change'): the person the page describes. */
  fromOwner: boolean;
  /** What accepting changed: the part before and after. */
  applied: { before: unknown; after: unknown } | null;
}

/** A correction as its sender sees it on My Submissions: never the sender's address or another's. */
export interface MyCorrection {
  id: number;
  entityType: CorrectionEntityType;
  subject: string;
  publicPath: string | null;
  partLabel: string;
  proposedText: string;
  status: CorrectionStatus;
  submittedAt: string;
  reviewedAt: string | null;
  reviewNote: string | null;
}

function occurrences(haystack: string, needle: string): number {
  if (needle === '') return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/** A correction as far as its value is concerned; `submittedAt` dates a source it proposes. */
interface CorrectionRequest {
  quote: string | null;
  proposedText: string;
  sourceUrl: string | null;
  submittedAt?: string;
}

/**
 * The entry a correction proposes in place of `current` (or as a new one): the sentence with the
 * sender's source, keeping a commercial interest's kind; a source titled by the proposed text at
 * the sender's address, read on the day it was sent, supporting what the old one supported.
 */
function proposedEntry(part: EntryPart, current: Entry | undefined, correction: CorrectionRequest & { sourceUrl: string }): Entry | undefined {
  const { proposedText: text, sourceUrl, submittedAt } = correction;
  if (part === 'disclosures') return { kind: (current as Disclosure | undefined)?.kind ?? 'other', text, sourceUrl };
  if (part === 'contextNotes') return { text, sourceUrl };
  if (!submittedAt) return undefined;
  const source = current as ExpertSource | undefined;
  return { title: text, url: sourceUrl, kind: source?.kind ?? 'other', retrievedAt: submittedAt.slice(0, 10), supports: source?.supports ?? [] };
}

/**
 * The part's new value as the correction asks, or undefined when it cannot be derived safely
 * (the quote is not exactly once in the text, or a long text without a quote): the editor then
 * sends the value. A text: the quoted passage replaced, or (no quote) the whole text. A list: the
 * entry equal to the quote replaced, or (no quote) the proposed entry added. Sourced entries
 * (commercial interests, context notes, sources): the one the quote names replaced, or a new one,
 * always with the correction's source.
 */
export function correctedValue(part: CorrectionPart, current: unknown, correction: CorrectionRequest): unknown {
  const { quote, proposedText } = correction;
  const shape = PART_SHAPES[part];
  if (shape === 'text') {
    const value = typeof current === 'string' ? current : '';
    if (quote === null) return QUOTE_REQUIRED.has(part) ? undefined : proposedText;
    return occurrences(value, quote) === 1 ? value.replace(quote, () => proposedText) : undefined;
  }
  if (shape === 'list') {
    const list = Array.isArray(current) ? current.filter((entry): entry is string => typeof entry === 'string') : [];
    if (quote === null) return [...list, proposedText];
    const at = list.findIndex((entry) => entry.trim() === quote.trim());
    return at === -1 ? undefined : list.map((entry, index) => (index === at ? proposedText : entry));
  }
  // A record (the identifiers) is never derived from a sentence: the editor writes it.
  if (shape === 'record') return undefined;
  const entries = Array.isArray(current) ? (current as Entry[]) : [];
  const { sourceUrl } = correction;
  if (sourceUrl === null || !isEntryPart(part)) return undefined;
  const at = quote === null ? entries.length : findEntry(entries, quote);
  if (at === -1) return undefined;
  const replacement = proposedEntry(part, entries[at], { ...correction, sourceUrl });
  if (!replacement) return undefined;
  return at === entries.length ? [...entries, replacement] : entries.map((entry, index) => (index === at ? replacement : entry));
}

/** The mail a correction's sender gets when an editor decides. */
export function correctionDecisionMailText(input: {
  siteName: string;
  siteUrl: string;
  /** The page's name or title now: after an accepted change, the corrected one. */
  subject: string;
  partLabel: string;
  accepted: boolean;
  publicPath: string | null;
  /** When the accepted change was saved: the public page shows it from that moment (it is rendered from the data). */
  liveAt: string | null;
  reviewNote: string | null;
  fromAccount: boolean;
}): string {
  const lines = input.accepted
    ? [`Thank you: your correction to the ${input.partLabel.toLowerCase()} of "${input.subject}" on ${input.siteName} was accepted and applied.`]
    : [
        `Thank you for suggesting a correction to the ${input.partLabel.toLowerCase()} of "${input.subject}" on ${input.siteName}. After review, the editors did not accept it.`,
      ];
  if (input.accepted && input.publicPath) {
    const live = input.liveAt ? `has been live since ${formatDateTime(input.liveAt, '', 'UTC')}` : 'is live now';
    lines.push('', `The corrected page ${live}: ${input.siteUrl}${input.publicPath}`);
  }
  if (input.reviewNote) lines.push('', input.accepted ? "The editor's note:" : 'The reason:', input.reviewNote);
  if (input.fromAccount) lines.push('', `See all your submissions at ${input.siteUrl}/my-submissions`);
  return lines.join('\n');
}

/** What the corrections queue announces once a decision is made: the server's word, the part and page, and how many are left. */
export function correctionDecidedAnnouncement(message: string, correction: { partLabel: string; subject: string }, left: number): string {
  const remaining = left === 0 ? 'No corrections left to review.' : `${left} ${left === 1 ? 'correction' : 'corrections'} left to review.`;
  return `${message}: the ${correction.partLabel.toLowerCase()} of ${correction.subject}. ${remaining}`;
}
