import { CATEGORY_KEYS, type CategoryKey } from '../../domain/categories.ts';
import { CONTENT_TYPES } from '../../domain/content-types.ts';
import { LIMITS } from '../../domain/limits.ts';
import { RESERVED_SLUGS, slugify } from '../../domain/slugs.ts';
import type { Db } from '../client.ts';
import { articles, experts } from '../schema.ts';

/**
 * Plausible but clearly synthetic experts and articles for scale work (benchmarks, paging, search).
 * Deterministic for a given seed; every synthetic expert's title ends in "(synthetic profile)" and
 * every link points at example.org / example.com. Rows are inserted in batches inside transactions.
 */
export interface SyntheticOptions {
  experts: number;
  articles: number;
  seed?: number;
}

const BATCH_SIZE = 500;
export const SYNTHETIC_MARKER = '(synthetic profile)';

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, sample };
}
type Random = ReturnType<typeof createRandom>;

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Camille',
  'Dara',
  'Elio',
  'Freya',
  'Gideon',
  'Hana',
  'Ines',
  'Jonas',
  'Kira',
  'Lukas',
  'Maren',
  'Nikhil',
  'Odile',
  'Pavel',
  'Quinn',
  'Rosa',
  'Soren',
  'Talia',
  'Umar',
  'Vera',
  'Wren',
  'Xavi',
  'Yara',
  'Zane',
  'Amara',
  'Bruno',
  'Celia',
  'Dmitri',
  'Esme',
  'Farid',
  'Greta',
  'Hugo',
  'Ilse',
  'Jun',
  'Keiko',
  'Leon',
  'Mila',
  'Noor',
] as const;
const LAST_NAMES = [
  'Abernathy',
  'Brightwater',
  'Castellane',
  'Dunmore',
  'Eskildsen',
  'Fairbrook',
  'Galloway',
  'Holmqvist',
  'Ilvesmaa',
  'Jovanovic',
  'Kettleby',
  'Lindqvist',
  'Marchetti',
  'Northcott',
  'Okonkwo',
  'Pellegrini',
  'Quarrington',
  'Ravensworth',
  'Sandoval',
  'Thornbury',
  'Underhill',
  'Valdemar',
  'Whitcombe',
  'Yardley',
  'Zelenko',
  'Ashdown',
  'Bellweather',
  'Carrow',
  'Delacroix',
  'Elsworth',
  'Fenwick',
  'Grisholm',
  'Halvorsen',
  'Ingersoll',
  'Kowalczyk',
  'Larkspur',
  'Moravec',
  'Nakashima',
  'Oyelaran',
  'Pemberton',
  'Rosenqvist',
  'Silvermane',
  'Tavernier',
  'Vasquez-Lund',
  'Winterbourne',
] as const;
const ROLES = [
  'Professor of Biogerontology',
  'Associate Professor of Geroscience',
  'Director of Longevity Medicine',
  'Principal Investigator, Ageing Biology',
  'Chief Data Scientist',
  'Founder and Managing Partner',
  'Head of Healthy Ageing Policy',
  'Host of a Longevity Podcast',
  'Senior Clinician in Preventive Medicine',
  'Research Fellow in Cellular Senescence',
  'Programme Director for Ageing Research',
  'Science Writer',
] as const;
const INSTITUTIONS = [
  'Northbridge Institute of Ageing',
  'Harrowgate University',
  'Lakemoor Longevity Centre',
  'Eastfield Medical School',
  'Silverline Research Foundation',
  'Copperfield Institute of Technology',
  'Westvale Health Policy Lab',
  'Meridian Biogerontology Group',
  'Kestrel Bay University',
  'Ashworth Clinic for Preventive Medicine',
] as const;
const TOPICS = [
  'autophagy',
  'cellular senescence',
  'epigenetic clocks',
  'mitochondrial function',
  'sleep and ageing',
  'resistance training',
  'cardiorespiratory fitness',
  'time-restricted eating',
  'protein intake',
  'inflammaging',
  'stem cell exhaustion',
  'NAD+ metabolism',
  'rapamycin and mTOR',
  'metformin',
  'social connection',
  'hearing and cognition',
  'bone density',
  'proteostasis',
  'partial reprogramming',
  'biological age biomarkers',
  'frailty',
  'vascular ageing',
  'immune ageing',
  'gut microbiome',
] as const;
const TAG_POOL = [
  'ageing biology',
  'biomarkers',
  'biological age',
  'epigenetic clocks',
  'exercise',
  'strength training',
  'nutrition',
  'fasting',
  'sleep',
  'circadian rhythm',
  'cellular senescence',
  'senolytics',
  'mitochondria',
  'autophagy',
  'metabolism',
  'inflammation',
  'cognition',
  'cardiovascular health',
  'clinical trials',
  'drug repurposing',
  'geroscience',
  'healthspan',
  'longevity policy',
  'ai in medicine',
  'stem cells',
  'immune ageing',
  'social connection',
  'prevention',
  'supplements',
  'rejuvenation',
] as const;
const TITLE_PATTERNS = [
  (t: string) => `What We Know About ${capitalise(t)}`,
  (t: string) => `${capitalise(t)}: A Practical Overview`,
  (t: string) => `Five Questions About ${capitalise(t)}`,
  (t: string) => `Why ${capitalise(t)} Matters for Healthspan`,
  (t: string) => `New Directions in ${capitalise(t)} Research`,
  (t: string) => `A Beginner's Guide to ${capitalise(t)}`,
] as const;
const HEADINGS = ['Key points', 'What the research says', 'Open questions', 'Practical takeaways', 'Background'] as const;
const PARAGRAPHS = [
  (t: string) =>
    `Interest in ${t} has grown quickly over the past decade. Laboratory studies in yeast, worms, flies and mice have pointed to mechanisms that appear to be shared across species, and researchers now want to know which of them matter most in people. This synthetic article summarises the general shape of that work without describing any specific study.`,
  (t: string) =>
    `A recurring theme in research on ${t} is the gap between animal models and human biology. Effects that are large in short-lived laboratory animals are often smaller, or harder to measure, in people. That is why long-term cohort studies and carefully designed randomised trials remain essential before any conclusion is drawn.`,
  (t: string) =>
    `Measurement is another challenge. To study ${t} in humans, scientists need biomarkers that change early, can be measured reliably, and predict outcomes that matter, such as disability, disease and survival. Several candidate measures exist, but few have been validated well enough to guide individual decisions.`,
  (t: string) =>
    `For readers, the practical message about ${t} is usually modest. The habits with the strongest evidence for healthy ageing remain regular physical activity, not smoking, enough sleep, a balanced diet and strong social ties. New findings tend to refine this picture rather than overturn it.`,
  (t: string) =>
    `Researchers working on ${t} increasingly collaborate across disciplines. Clinicians, data scientists, biologists and policy specialists each bring different questions, and large shared datasets have made it possible to test ideas that once required years of new data collection.`,
  (t: string) =>
    `There are also reasons for caution. Early results in ${t} are sometimes overstated in headlines or marketing, and small studies are prone to chance findings. Replication in independent groups, transparent reporting and pre-registered trials help separate durable results from noise.`,
  (t: string) =>
    `Looking ahead, many groups expect work on ${t} to move from describing changes with age towards testing interventions. That shift raises new questions about safety, about who is most likely to benefit, and about how regulators should evaluate treatments that aim to prevent disease rather than treat it.`,
  (t: string) =>
    `It is worth remembering that ageing is not a single process. Changes related to ${t} interact with genetics, environment and the other hallmarks of ageing, so an intervention that helps one system may have little effect, or unexpected effects, elsewhere.`,
] as const;
const LIST_ITEMS = [
  'Findings in laboratory animals do not always carry over to people.',
  'Reliable biomarkers would make human trials shorter and cheaper.',
  'Lifestyle factors remain the best-supported foundation for healthy ageing.',
  'Independent replication matters more than any single headline result.',
  'Individual responses vary with genetics, age and health status.',
  'Long-term safety data are still limited for most new interventions.',
  'Large shared datasets are accelerating discovery.',
] as const;

const SMALL_WORDS = new Set(['and', 'of', 'in', 'the']);

/** Title case that keeps acronyms ('NAD+') and small joining words ('and') as they are. */
function capitalise(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (word === word.toUpperCase() || (i > 0 && SMALL_WORDS.has(word)) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Slug allocator: slugify plus -2, -3, ... against slugs already taken, with no per-row queries. */
function slugAllocator(taken: Iterable<string>) {
  const used = new Set(taken);
  const next = new Map<string, number>();
  return (text: string, fallback: string): string => {
    const base = slugify(text) || fallback;
    let candidate = base;
    let n = next.get(base) ?? 1;
    while (used.has(candidate) || RESERVED_SLUGS.has(candidate)) candidate = `${base}-${++n}`;
    next.set(base, n);
    used.add(candidate);
    return candidate;
  };
}

function wordCount(text: string): number {
  let count = 0;
  for (const part of text.split(/\s+/)) if (part) count++;
  return count;
}

function syntheticExpert(random: Random, slugFor: (text: string, fallback: string) => string) {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const slug = slugFor(name, 'expert');
  const topic = random.pick(TOPICS);
  const institution = random.pick(INSTITUTIONS);
  const categories = random.sample(CATEGORY_KEYS, random.int(1, 3)) as CategoryKey[];
  const contribution = [`Studies ${topic} and its role in healthy ageing.`];
  if (random.next() < 0.5) contribution.push(`Leads collaborative work on ${random.pick(TOPICS)} at ${institution}.`);
  const links = [`Official Website|https://${slug}.example.org`, `Profile|https://example.com/people/${slug}`];
  if (random.next() < 0.5) links.push(`Publications|https://example.org/publications/${slug}`);
  return {
    slug,
    name,
    title: `${random.pick(ROLES)}, ${institution} ${SYNTHETIC_MARKER}`,
    categories,
    longevityContribution: contribution.join(' '),
    biography: [
      `${name} is a synthetic profile generated for testing the directory at scale.`,
      `Works at ${institution} on ${topic}.`,
      `Interests include ${random.pick(TOPICS)} and ${random.pick(TOPICS)}.`,
    ].join('\n'),
    imageUrl: null,
    customGptUrl: null,
    youtubeEmbeds: [],
    books: Array.from({ length: random.int(0, LIMITS.books) }, () => `${capitalise(random.pick(TOPICS))} in Practice|${name}`),
    scienceHighlights: Array.from(
      { length: random.int(0, LIMITS.scienceHighlights) },
      () => `${capitalise(random.pick(TOPICS))}|A synthetic highlight describing work on ${random.pick(TOPICS)}.`,
    ),
    referenceLinks: links,
    featured: false,
    featuredOrder: null,
  } satisfies typeof experts.$inferInsert;
}

function syntheticContent(random: Random, topic: string): string {
  const target = random.int(300, 800);
  const blocks: string[] = [];
  let words = 0;
  const add = (block: string) => {
    blocks.push(block);
    words += wordCount(block);
  };
  add(random.pick(PARAGRAPHS)(topic));
  add(`## ${random.pick(HEADINGS)}`);
  add(
    random
      .sample(LIST_ITEMS, random.int(3, 5))
      .map((item) => `- ${item}`)
      .join('\n'),
  );
  if (random.next() < 0.35) {
    const rows = random
      .sample(TOPICS, 3)
      .map(
        (t) =>
          `| ${capitalise(t)} | ${random.pick(['Early', 'Growing', 'Established'])} | ${random.pick(['Animal studies', 'Cohort studies', 'Small trials'])} |`,
      );
    add(['| Area | Evidence | Main source |', '| --- | --- | --- |', ...rows].join('\n'));
  }
  while (words < target) {
    if (random.next() < 0.2) add(`## ${random.pick(HEADINGS)}`);
    add(random.pick(PARAGRAPHS)(random.next() < 0.7 ? topic : random.pick(TOPICS)));
  }
  return `${blocks.join('\n\n')}\n`;
}

const PUBLISHED_FROM = Date.UTC(2024, 0, 1);
const PUBLISHED_TO = Date.UTC(2026, 9, 31);

function syntheticArticle(random: Random, slugFor: (text: string, fallback: string) => string, expertIds: readonly number[]) {
  const topic = random.pick(TOPICS);
  const title = random.pick(TITLE_PATTERNS)(topic);
  const publishedAt = new Date(PUBLISHED_FROM + Math.floor(random.next() * (PUBLISHED_TO - PUBLISHED_FROM)));
  const excerpt = `A synthetic overview of ${topic}: what research suggests, open questions and practical takeaways.`;
  return {
    title,
    slug: slugFor(title, 'article'),
    content: syntheticContent(random, topic),
    excerpt,
    metaTitle: title,
    metaDescription: excerpt.slice(0, LIMITS.metaDescriptionLength),
    featuredImageUrl: null,
    contentType: random.pick(CONTENT_TYPES),
    expertId: expertIds.length > 0 ? random.pick(expertIds) : null,
    seoTags: random.sample(TAG_POOL, random.int(2, 5)),
    status: 'published',
    featured: false,
    featuredOrder: null,
    aiGenerated: false,
    createdAt: publishedAt,
    publishedAt,
  } satisfies typeof articles.$inferInsert;
}

/**
 * Writes `options.experts` synthetic experts and `options.articles` published synthetic articles,
 * each article linked to a random synthetic expert (existing rows are left alone).
 */
export async function writeSyntheticData(db: Db, options: SyntheticOptions): Promise<void> {
  const random = createRandom(options.seed ?? 1);

  const expertSlug = slugAllocator((await db.select({ slug: experts.slug }).from(experts)).map((row) => row.slug));
  const expertIds: number[] = [];
  await db.transaction(async (tx) => {
    for (let done = 0; done < options.experts; done += BATCH_SIZE) {
      const size = Math.min(BATCH_SIZE, options.experts - done);
      const rows = Array.from({ length: size }, () => syntheticExpert(random, expertSlug));
      const inserted = await tx.insert(experts).values(rows).returning({ id: experts.id });
      for (const row of inserted) expertIds.push(row.id);
    }
  });

  if (options.articles <= 0) return;
  const articleSlug = slugAllocator((await db.select({ slug: articles.slug }).from(articles)).map((row) => row.slug));
  await db.transaction(async (tx) => {
    for (let done = 0; done < options.articles; done += BATCH_SIZE) {
      const size = Math.min(BATCH_SIZE, options.articles - done);
      const rows = Array.from({ length: size }, () => syntheticArticle(random, articleSlug, expertIds));
      await tx.insert(articles).values(rows);
    }
  });
}
