import { IMAGE_MESSAGES } from '../../../domain/messages.ts';
import { BadRequestError } from '../../errors.ts';

/**
 * Which network addresses an image download may reach, shared by the Node and edge fetchers.
 * 'private' covers loopback, RFC 1918, unique-local and carrier-grade NAT: refused unless
 * ALLOW_PRIVATE_IMAGE_URLS is set (local development, tests). 'reserved' covers unspecified,
 * link-local (cloud metadata at 169.254.169.254 lives there), multicast and the reserved block:
 * never a legitimate image host, refused always.
 */
export type AddressKind = 'public' | 'private' | 'reserved';

type Range = readonly [first: number, prefixLength: number, kind: Exclude<AddressKind, 'public'>];

const ipv4 = (a: number, b = 0, c = 0, d = 0) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

const IPV4_RANGES: readonly Range[] = [
  [ipv4(0), 8, 'reserved'],
  [ipv4(10), 8, 'private'],
  [ipv4(100, 64), 10, 'private'],
  [ipv4(127), 8, 'private'],
  [ipv4(169, 254), 16, 'reserved'],
  [ipv4(172, 16), 12, 'private'],
  [ipv4(192, 0, 0), 24, 'private'],
  [ipv4(192, 168), 16, 'private'],
  [ipv4(198, 18), 15, 'private'],
  [ipv4(224), 4, 'reserved'],
  [ipv4(240), 4, 'reserved'],
];

function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = parts.map(Number);
  return ipv4(a, b, c, d);
}

function ipv4Kind(address: number): AddressKind {
  const range = IPV4_RANGES.find(([first, length]) => address >>> (32 - length) === first >>> (32 - length));
  return range ? range[2] : 'public';
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail allowed), else undefined. */
function parseIpv6(text: string): number[] | undefined {
  let rest = text.toLowerCase().replace(/%.*$/, '');
  const tailStart = rest.lastIndexOf(':') + 1;
  if (rest.slice(tailStart).includes('.')) {
    const tail = parseIpv4(rest.slice(tailStart));
    if (tail === undefined) return undefined;
    rest = `${rest.slice(0, tailStart)}${(tail >>> 16).toString(16)}:${(tail & 0xffff).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if ([...head, ...tail].some(Number.isNaN)) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : undefined;
}

const SEVERITY: Record<AddressKind, number> = { public: 0, private: 1, reserved: 2 };

/** The stricter of two kinds. */
function stricter(a: AddressKind, b: AddressKind): AddressKind {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}

const join32 = (high: number, low: number) => ((high << 16) | low) >>> 0;

/**
 * Every IPv6 form that carries an IPv4 address reaches (or is translated to) that address, so it
 * is classified by it: IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96 (SIIT),
 * IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16 (address in groups 1-2) and Teredo
 * 2001::/32 (the client's address, inverted, in the last 32 bits; the relay server's in groups
 * 2-3: the stricter of the two counts). Local-use NAT64 64:ff9b:1::/48 only exists on a local
 * network. Undefined when no IPv4 is embedded.
 */
function embeddedIpv4Kind(g: readonly number[]): AddressKind | undefined {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const last32 = join32(g6, g7);
  const zero64 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zero64 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return ipv4Kind(last32);
  if (zero64 && g4 === 0xffff && g5 === 0) return ipv4Kind(last32);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Kind(last32);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  if (g0 === 0x2002) return ipv4Kind(join32(g1, g2));
  if (g0 === 0x2001 && g1 === 0) return stricter(ipv4Kind(join32(g2, g3)), ipv4Kind(~last32 >>> 0));
  return undefined;
}

function ipv6Kind(g: readonly number[]): AddressKind {
  const [g0 = 0, g1 = 0] = g;
  if (g.every((group) => group === 0)) return 'reserved';
  if (g.slice(0, 7).every((group) => group === 0) && g[7] === 1) return 'private';
  const embedded = embeddedIpv4Kind(g);
  if (embedded) return embedded;
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'reserved';
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'reserved';
  // Discard-only 100::/64 and documentation 2001:db8::/32 never host an image.
  if (g0 === 0x100 && g.slice(1, 4).every((group) => group === 0)) return 'reserved';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'reserved';
  return 'public';
}

/** The kind of a literal IP address (IPv6 with or without brackets), or undefined when `host` is a name. */
export function addressKind(host: string): AddressKind | undefined {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIpv4(bare);
  if (v4 !== undefined) return ipv4Kind(v4);
  const v6 = bare.includes(':') ? parseIpv6(bare) : undefined;
  return v6 ? ipv6Kind(v6) : undefined;
}

export function mayReach(kind: AddressKind, allowPrivate: boolean): boolean {
  return kind === 'public' || (kind === 'private' && allowPrivate);
}

/** Names that always mean this machine, whatever DNS says. */
function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Refuses (400) a URL whose host is a literal address or a local name it may not reach, before
 * any connection. Answers the host without IPv6 brackets.
 */
export function checkHost(url: URL, allowPrivate: boolean): string {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const kind = addressKind(host) ?? (isLocalName(host) ? 'private' : 'public');
  if (!mayReach(kind, allowPrivate)) throw new BadRequestError(IMAGE_MESSAGES.addressNotAllowed);
  return host;
}
