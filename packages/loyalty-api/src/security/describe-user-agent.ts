/** A browser as a member recognises it: "Chrome" on "Windows computer". */
export interface DeviceDescription {
  device: string;
  browser: string;
}

/** Tried in order: iPads and phones say "Mac" or "Linux" too, so the specific ones come first. */
const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows computer'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux|X11/, 'Linux computer'],
];

/** Tried in order: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari". */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const UNKNOWN_DEVICE = 'Unknown device';
const UNKNOWN_BROWSER = 'Unknown browser';

/**
 * The device and browser a User-Agent names, for the security centre and the new-device e-mail.
 * Coarse on purpose (no versions, no models): a member recognises "Chrome on an Android phone",
 * and browsers freeze or fake the details anyway. Anything unrecognised is "Unknown …".
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  return {
    device: DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_DEVICE,
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_BROWSER,
  };
}
