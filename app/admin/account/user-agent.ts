/**
 * A session's browser and system in words ("Firefox", "Windows", phone), from its User-Agent
 * header. Only the common browsers and systems are named; anything else is null (the screen then
 * says "unknown browser"). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
export type DeviceType = 'desktop' | 'phone' | 'tablet';

export interface UserAgentInfo {
  browser: string | null;
  os: string | null;
  device: DeviceType;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(ua: string | null | undefined): UserAgentInfo {
  const s = ua ?? '';
  const browser = BROWSERS.find(([re]) => re.test(s))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(s))?.[1] ?? null;
  const tablet = /\biPad\b|\bTablet\b/.test(s) || (/\bAndroid\b/.test(s) && !/\bMobile\b/.test(s));
  const phone = !tablet && /\bMobile\b|\biPhone\b|\biPod\b/.test(s);
  return { browser, os, device: tablet ? 'tablet' : phone ? 'phone' : 'desktop' };
}
