import Bowser from 'bowser';

/**
 * A session's browser and system in words ("Firefox", "Windows", phone), from its User-Agent
 * header, parsed by `bowser`; a few of its names are shortened for the sessions list. Anything it
 * does not know is null (the screen then says "unknown browser").
 */
export type DeviceType = 'desktop' | 'phone' | 'tablet';

export interface UserAgentInfo {
  browser: string | null;
  os: string | null;
  device: DeviceType;
}

/** bowser's names → the sessions list's. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  Chromium: 'Chrome',
};
const SYSTEM_NAMES: Record<string, string> = { 'Chrome OS': 'ChromeOS' };

export function describeUserAgent(ua: string | null | undefined): UserAgentInfo {
  const s = (ua ?? '').trim();
  if (!s) return { browser: null, os: null, device: 'desktop' };
  const { browser, os, platform } = Bowser.parse(s);
  const device: DeviceType = platform.type === 'tablet' ? 'tablet' : platform.type === 'mobile' ? 'phone' : 'desktop';
  // bowser names no command-line client; curl is the one an operator meets.
  const browserName = browser.name || (/^curl\//.test(s) ? 'curl' : '');
  const osName = os.name === 'iOS' && device === 'tablet' ? 'iPadOS' : (os.name ?? '');
  return {
    browser: browserName ? (BROWSER_NAMES[browserName] ?? browserName) : null,
    os: osName ? (SYSTEM_NAMES[osName] ?? osName) : null,
    device,
  };
}
