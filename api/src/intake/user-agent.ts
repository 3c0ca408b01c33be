import type { DeviceType } from '@lexa/common';

/** Tablets first: an iPad or an Android without "Mobile" is a tablet, whatever else its user agent says. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export function deviceTypeOf(userAgent: string): DeviceType {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * Name and major version. Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says
 * "Safari"; the iOS builds of each name themselves differently (CriOS, FxiOS, EdgiOS, OPiOS).
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//],
  ['Internet Explorer', /\b(?:MSIE |Trident\/.*rv:)(\d+)/],
];

export function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown';
}
