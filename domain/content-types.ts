/** Article content types: stored spellings, the legacy spellings accepted on input, and labels. */
export const CONTENT_TYPES = ['research_insight', 'longevity_tip'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const SPELLINGS: Record<string, ContentType> = {
  research_insight: 'research_insight',
  'research-insight': 'research_insight',
  longevity_tip: 'longevity_tip',
  'longevity-tip': 'longevity_tip',
  'expertise-tip': 'longevity_tip',
  expertise_tip: 'longevity_tip',
};

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  research_insight: 'Research Insight',
  longevity_tip: 'Longevity Tip',
};

export function normaliseContentType(value: string): ContentType | undefined {
  return SPELLINGS[value.trim().toLowerCase()];
}

export function contentTypeLabel(value: string | null | undefined): string {
  const type = value ? normaliseContentType(value) : undefined;
  return type ? CONTENT_TYPE_LABELS[type] : CONTENT_TYPE_LABELS.research_insight;
}
