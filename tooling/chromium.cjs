/**
 * Debian's Chromium (never a downloaded browser) and the flags it runs headless with here, for the journeys and the
 * bench alike. CommonJS so that both the Playwright config and the ESM bench scripts can load it.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
