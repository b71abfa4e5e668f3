/**
 * Stored YouTube embeds are untrusted strings (usually iframe HTML). They are never rendered as
 * HTML: only an 11-character video id is taken from a youtube.com, youtube-nocookie.com or
 * youtu.be address, and a clean iframe is built from it.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

function candidateUrl(embed: string): string {
  const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(embed);
  return (src?.[1] ?? embed).trim().replace(/&amp;/g, '&');
}

export function youtubeVideoId(embed: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidateUrl(embed));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** Video ids of the usable embeds, blank and foreign ones skipped, at most `limit`. */
export function youtubeVideoIds(embeds: readonly string[], limit: number): string[] {
  return embeds
    .map(youtubeVideoId)
    .filter((id): id is string => id !== undefined)
    .slice(0, limit);
}
