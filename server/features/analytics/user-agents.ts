import Bowser from 'bowser';

/** What the figures show of a browser: the kind of device, the browser and the operating system, in words people use. */
export type UserAgentLabels = { device: string; browser: string; os: string };

export const UNKNOWN = 'Unknown';

const DEVICES: Record<string, string> = { mobile: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/** Bowser's names where people know the browser or system by a shorter one. */
const BROWSERS: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  Focus: 'Firefox Focus',
  'Google Search': 'Google app',
  'NAVER Whale Browser': 'Whale',
};
const SYSTEMS: Record<string, string> = { 'Chrome OS': 'ChromeOS' };
/** Systems that only run on computers, for agents that name no device (a Chromebook's, say). */
const DESKTOP_SYSTEMS = new Set(['Windows', 'macOS', 'Linux', 'Chrome OS']);

/** Parses a stored user agent (null or empty when the browser sent none). */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentLabels {
  if (!userAgent) return { device: UNKNOWN, browser: UNKNOWN, os: UNKNOWN };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  return {
    // A television, a console or anything else Bowser names that is none of the three.
    device: type ? (DEVICES[type] ?? 'Other') : os && DESKTOP_SYSTEMS.has(os) ? 'Desktop' : UNKNOWN,
    browser: browser ? (BROWSERS[browser] ?? browser) : UNKNOWN,
    os: os ? (SYSTEMS[os] ?? os) : UNKNOWN,
  };
}

/**
 * A parser that remembers what it has read: a year's sessions repeat the same few thousand user
 * agents, each parsed once.
 */
export function userAgentParser() {
  const known = new Map<string, UserAgentLabels>();
  return (userAgent: string | null | undefined) => {
    const key = userAgent ?? '';
    let labels = known.get(key);
    if (!labels) {
      labels = parseUserAgent(userAgent);
      known.set(key, labels);
    }
    return labels;
  };
}
