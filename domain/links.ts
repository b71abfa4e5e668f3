/**
 * Reference links are stored as strings: a plain URL or 'label|url'. This module parses them,
 * labels them by a known network or their host, and decides which one is the official website.
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

/** Host suffix → the network's name. Links on these hosts are never taken for an official website. */
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
  ['researchgate.net', 'ResearchGate'],
  ['orcid.org', 'ORCID'],
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

/** What a link is shown as on a profile: the network's name, else the host without 'www.'. */
export function linkLabel(link: ReferenceLink): string {
  return networkName(link.url) ?? hostOf(link.url);
}

const OFFICIAL_LABEL = /\b(official|website|homepage|home page|site)\b/i;

/** A link looks official when it says so, or when it is on the person's own (non-network) host. */
export function looksOfficial(link: ReferenceLink): boolean {
  if (link.label && OFFICIAL_LABEL.test(link.label)) return true;
  return networkName(link.url) === undefined;
}

/** The profile's Official Website: the first link labelled official, else the first non-network link. */
export function officialWebsite(links: readonly ReferenceLink[]): ReferenceLink | undefined {
  return links.find((link) => link.label && OFFICIAL_LABEL.test(link.label)) ?? links.find(looksOfficial);
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
