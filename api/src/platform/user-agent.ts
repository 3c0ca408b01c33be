import { UAParser } from 'ua-parser-js';
import type { DeviceType } from '@lexa/common';

/** The visitor's device and browser as the admin's Visitor Logs list shows them, read by a maintained parser. */
export function describeAgent(userAgent: string): { deviceType: DeviceType; browser: string } {
  const { browser, device } = UAParser(userAgent);
  return { deviceType: deviceTypeFrom(device.type), browser: browserName(browser.name, browser.major) };
}

/** The operating system's name ("macOS", "Android"), or null when the agent does not say. */
export function operatingSystem(userAgent: string): string | null {
  return UAParser(userAgent).os.name ?? null;
}

/** Three kinds are enough for staff: a watch counts as a phone; consoles, TVs and unknown devices as desktops. */
function deviceTypeFrom(type: string | undefined): DeviceType {
  if (type === 'tablet') return 'tablet';
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  return 'desktop';
}

/** "Mobile Safari 17" reads as "Safari 17": the device column already says it is a phone. */
function browserName(name: string | undefined, major: string | undefined): string {
  if (!name) return 'Unknown';
  const plain = name.replace(/^Mobile /, '');
  // The stored field holds 50 characters.
  return (major ? `${plain} ${major}` : plain).slice(0, 50);
}
