/**
 * Reference links are stored as strings: a plain URL or 'label|url'. This module parses them and
 * is the one place that decides what a link is shown as and which one is the official website.
 */

export interface ReferenceLink {
  label: string | undefined;
  url: string;
}

/** True for an absolute http(s) URL with a host name. */
export function isHttpUrl(value: string): boolean {
  // Most non-URLs (empty book links, plain titles) stop here, before the costly parse and throw.
  if (!/^\s*https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/** Splits 'label|url' (the last '|' separates) or a plain URL; undefined when the URL part is not http(s). */
export function parseReferenceLink(raw: string): ReferenceLink | undefined {
  const bar = raw.lastIndexOf('|');
  const label = bar >= 0 ? raw.slice(0, bar).trim() : '';
  const url = (bar >= 0 ? raw.slice(bar + 1) : raw).trim();
  if (!isHttpUrl(url)) return undefined;
  return { label: label || undefined, url };
}

/** Host suffix → the site's name. Links on these hosts are never taken for an official website. */
const NETWORKS: ReadonlyArray<readonly [string, string]> = [
  ['twitter.com', 'X (Twitter)'],
  ['x.com', 'X (Twitter)'],
  ['linkedin.com', 'LinkedIn'],
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['instagram.com', 'Instagram'],
  ['facebook.com', 'Facebook'],
  ['tiktok.com', 'TikTok'],
  ['threads.net', 'Threads'],
  ['bsky.app', 'Bluesky'],
  ['github.com', 'GitHub'],
  ['wikipedia.org', 'Wikipedia'],
  ['scholar.google.com', 'Google Scholar'],
  ['pubmed.ncbi.nlm.nih.gov', 'PubMed'],
  ['pmc.ncbi.nlm.nih.gov', 'PubMed Central'],
  ['doi.org', 'DOI'],
  ['orcid.org', 'ORCID'],
  ['openalex.org', 'OpenAlex'],
  ['semanticscholar.org', 'Semantic Scholar'],
  ['researchgate.net', 'ResearchGate'],
  ['clinicaltrials.gov', 'ClinicalTrials.gov'],
  ['biorxiv.org', 'bioRxiv'],
  ['medrxiv.org', 'medRxiv'],
  ['podcasts.apple.com', 'Apple Podcasts'],
  ['open.spotify.com', 'Spotify'],
  ['medium.com', 'Medium'],
  ['substack.com', 'Substack'],
  ['ted.com', 'TED'],
  ['amazon.com', 'Amazon'],
  ['goodreads.com', 'Goodreads'],
  ['crunchbase.com', 'Crunchbase'],
];

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

export function networkName(url: string): string | undefined {
  const host = hostOf(url);
  return NETWORKS.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`))?.[1];
}

/** What a known site's link points at, when its URL says so: a Wikipedia article title, a DOI, an ORCID iD. */
function knownTarget(network: string, url: URL): string | undefined {
  const path = safeDecode(url.pathname);
  if (network === 'Wikipedia') return /^\/wiki\/(.+)$/.exec(path)?.[1]?.replace(/_/g, ' ');
  if (network === 'DOI') return /^\/(10\.\S+)$/.exec(path)?.[1];
  if (network === 'ORCID') return /^\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/?$/.exec(path)?.[1];
  if (network === 'PubMed') {
    const id = /^\/(\d+)\/?$/.exec(path)?.[1];
    return id ? `PMID ${id}` : undefined;
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A label that declares the link to be the person's own site. 'Website' alone does not: 'Lab Website' may be an employer's. */
const OFFICIAL_LABEL = /\b(official|personal (web)?site|home ?page)\b/i;
const HONORIFICS = new Set(['dr', 'prof', 'professor', 'sir', 'dame', 'mr', 'mrs', 'ms', 'phd', 'md', 'jr', 'sr', 'ii', 'iii']);

function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((token) => token.length > 1 && !HONORIFICS.has(token));
}

/**
 * The host is clearly the person's own when one of its names (not the top-level domain) holds their
 * surname of four letters or more, or their first name and surname run together: peterattiamd.com
 * for Peter Attia, stevenaustad.com for Steven Austad. An employer's or a newspaper's host does not.
 */
export function hostNamesPerson(url: string, personName: string): boolean {
  const tokens = nameTokens(personName);
  const surname = tokens.at(-1);
  if (!surname || networkName(url)) return false;
  const labels = hostOf(url)
    .split('.')
    .slice(0, -1)
    .map((label) => label.replace(/-/g, ''));
  const fullName = `${tokens[0]}${surname}`;
  return labels.some((label) => (surname.length >= 4 && label.includes(surname)) || (tokens.length > 1 && label.includes(fullName)));
}

export interface DescribedLink {
  /** What the link is shown as: 'Official Website', its stored title, the known site's name (with what it points at), else the host. */
  label: string;
  url: string;
  official: boolean;
}

/**
 * The one labelling rule for reference links wherever they are shown. A link is the official
 * website when its stored title says so, or when it has no title and its host is clearly the
 * person's own (see hostNamesPerson); a titled link keeps its title, so a news story or an
 * employer's page is never promoted.
 */
export function describeReferenceLink(link: ReferenceLink, personName?: string): DescribedLink {
  const official = link.label ? OFFICIAL_LABEL.test(link.label) : personName !== undefined && hostNamesPerson(link.url, personName);
  if (official) return { label: 'Official Website', url: link.url, official };
  if (link.label) return { label: link.label, url: link.url, official };
  const network = networkName(link.url);
  if (!network) return { label: hostOf(link.url), url: link.url, official };
  const target = knownTarget(network, new URL(link.url));
  return { label: target ? `${network}: ${target}` : network, url: link.url, official };
}

/** A profile's links: the first official one becomes its Official Website button, the others are listed. */
export function profileLinks(raw: readonly string[], personName: string): { official: DescribedLink | undefined; others: DescribedLink[] } {
  const described = parseReferenceLinks(raw).map((link) => describeReferenceLink(link, personName));
  const official = described.find((link) => link.official);
  return { official, others: described.filter((link) => link !== official) };
}

/** Whether a submitted link could serve as the official website: labelled so, or on a host that is not a known network. */
export function looksOfficial(link: ReferenceLink): boolean {
  if (link.label && /\b(official|website|homepage|home page|site)\b/i.test(link.label)) return true;
  return networkName(link.url) === undefined;
}

export function parseReferenceLinks(raw: readonly string[]): ReferenceLink[] {
  return raw.map(parseReferenceLink).filter((link): link is ReferenceLink => link !== undefined);
}

/** Same target regardless of label, case of the host or a trailing slash. */
export function sameLinkTarget(a: string, b: string): boolean {
  const key = (raw: string) => {
    const link = parseReferenceLink(raw);
    if (!link) return raw.trim();
    const url = new URL(link.url);
    return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  };
  return key(a) === key(b);
}
