import type { LinkPlace, LinkStatus } from './link-monitor.ts';

/** The 'Needs attention' screen's words (the link monitor's own messages are in link-monitor.ts). */
export const NEEDS_ATTENTION_TEXTS = {
  title: 'Needs Attention',
  subtitle: 'Broken or moved links, profiles due for review, and reported deaths. Nothing public changes until an editor acts.',
  checkNow: 'Check links now',
  checkStarting: 'Starting...',
  checking: 'Checking links: this list refreshes as results come in.',
  neverChecked: 'Links have not been checked yet.',
  links: 'Broken or moved links',
  staleReviews: 'Profiles not reviewed for 12 months',
  deaths: 'Reported deaths',
  noLinks: 'No broken or moved links.',
  noStaleReviews: 'Every profile was reviewed in the last 12 months.',
  noDeaths: 'No deaths reported.',
  neverReviewed: 'Never reviewed',
  acknowledge: 'Acknowledge',
  loading: 'Loading what needs attention...',
  failed: 'Failed to load what needs attention.',
} as const;

export const LINK_STATUS_LABELS: Record<LinkStatus, string> = {
  ok: 'OK',
  moved: 'Moved',
  broken: 'Broken',
  unverifiable: 'Unverifiable',
  private: 'Private address',
};

export const LINK_PLACE_LABELS: Record<LinkPlace, string> = {
  referenceLinks: 'Reference links',
  sources: 'Sources',
  disclosures: 'Commercial interests',
  contextNotes: 'Context notes',
};

/** How many things need attention, all lists together. */
export function attentionTotal(totals: { links: number; staleReviews: number; deaths: number }): number {
  return totals.links + totals.staleReviews + totals.deaths;
}
