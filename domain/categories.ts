/**
 * The nine expert categories. `key` is what is stored; `slug` is the URL segment under
 * /directory. Category pages resolve a slug straight to its stored key, and the legacy short keys
 * 'philanthropist' and 'regulator' are accepted on input and normalised (see docs/DECISIONS.md).
 */
export const CATEGORY_KEYS = [
  'academic',
  'ai_data_scientist',
  'author',
  'clinician',
  'investor',
  'philanthropist_advocate',
  'podcaster_media',
  'regulator_policy',
  'scientist_innovator',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface Category {
  key: CategoryKey;
  label: string;
  slug: string;
  /** Sentence used as the category page's lead and meta description. */
  description: string;
  keywords: string;
}

export const CATEGORIES: readonly Category[] = [
  {
    key: 'academic',
    label: 'Academic Researchers',
    slug: 'academic-researchers',
    description: 'University and institute scientists studying the biology of ageing, from cellular senescence to epigenetic clocks.',
    keywords: 'longevity research, ageing biology, gerontology, academic researchers, lifespan studies',
  },
  {
    key: 'ai_data_scientist',
    label: 'AI & Data Scientists',
    slug: 'ai-data-scientists',
    description: 'Researchers applying machine learning and large-scale data to drug discovery, biomarkers and biological age.',
    keywords: 'AI longevity, machine learning ageing, biological age, drug discovery AI, longevity data science',
  },
  {
    key: 'author',
    label: 'Authors',
    slug: 'authors',
    description: 'Writers whose books explain the science of healthy ageing and how to live longer, better.',
    keywords: 'longevity books, healthy ageing authors, lifespan books, longevity writers',
  },
  {
    key: 'clinician',
    label: 'Clinical Practitioners',
    slug: 'clinical-practitioners',
    description: 'Physicians and clinicians bringing prevention and longevity medicine into patient care.',
    keywords: 'longevity medicine, preventive medicine, longevity doctors, healthspan clinicians',
  },
  {
    key: 'investor',
    label: 'Investors & Entrepreneurs',
    slug: 'investors-entrepreneurs',
    description: 'Founders and investors building and funding the companies that turn ageing research into therapies.',
    keywords: 'longevity investors, longevity startups, biotech entrepreneurs, ageing industry',
  },
  {
    key: 'philanthropist_advocate',
    label: 'Philanthropists & Advocates',
    slug: 'philanthropists-advocates',
    description: 'People funding, organising and campaigning for research that extends healthy human life.',
    keywords: 'longevity philanthropy, ageing research funding, longevity advocates, healthy lifespan advocacy',
  },
  {
    key: 'podcaster_media',
    label: 'Podcasters & Media',
    slug: 'podcasters-media',
    description: 'Hosts and journalists who bring longevity science to a wide audience.',
    keywords: 'longevity podcasts, health podcasts, longevity media, science communicators',
  },
  {
    key: 'regulator_policy',
    label: 'Regulators & Policy Leaders',
    slug: 'regulators-policy-leaders',
    description: 'Leaders shaping the regulation, public health policy and trial design that decide how ageing is treated.',
    keywords: 'ageing policy, longevity regulation, healthy ageing policy, FDA ageing, geroscience policy',
  },
  {
    key: 'scientist_innovator',
    label: 'Scientists and Innovators',
    slug: 'scientists-innovators',
    description: 'Inventors and translational scientists developing new technologies to slow, stop or reverse ageing.',
    keywords: 'longevity innovation, rejuvenation technology, longevity scientists, ageing therapies',
  },
];

const byKey = new Map<string, Category>(CATEGORIES.map((category) => [category.key, category]));
const bySlug = new Map<string, Category>(CATEGORIES.map((category) => [category.slug, category]));

/** Older spellings seen in earlier versions of the product, mapped to the stored keys. */
const LEGACY_KEYS: Record<string, CategoryKey> = {
  philanthropist: 'philanthropist_advocate',
  regulator: 'regulator_policy',
};

export function isCategoryKey(value: string): value is CategoryKey {
  return byKey.has(value);
}

/** A stored key for any accepted spelling (key, legacy key or URL slug), or undefined. */
export function normaliseCategory(value: string): CategoryKey | undefined {
  const trimmed = value.trim();
  return byKey.get(trimmed)?.key ?? LEGACY_KEYS[trimmed] ?? bySlug.get(trimmed)?.key;
}

export function categoryByKey(key: string): Category | undefined {
  return byKey.get(key);
}

export function categoryBySlug(slug: string): Category | undefined {
  return bySlug.get(slug);
}

export function categoryLabel(key: string): string {
  return byKey.get(key)?.label ?? key;
}
