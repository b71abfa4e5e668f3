/**
 * The browser and system a User-Agent names, in words a person recognises on their sessions
 * list. Only the main browsers and systems; order matters, since Edge and Opera also say Chrome,
 * and Chrome also says Safari. Anything else reads 'Unknown browser' / 'unknown system'.
 */

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceDescription {
  browser: string;
  system: string;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  const browserMatch = BROWSERS.map(([pattern, name]) => [pattern.exec(text), name] as const).find(([match]) => match);
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? 'unknown system';
  const browser = browserMatch ? `${browserMatch[1]} ${browserMatch[0]?.[1] ?? ''}`.trim() : 'Unknown browser';
  return { browser, system };
}

/** The longest User-Agent kept with a session: enough for any real one, bounded for a forged one. */
export const USER_AGENT_MAX = 512;
