import { useLayoutEffect } from 'react';

/** The server's static copy of the landing page, in front of the app (api/src/web/landing-page.ts). */
const PRERENDERED_ID = 'lexa-prerendered';

/** Whether the page came with static markup that stays on screen while its remote loads. */
export const hasPrerenderedPage = () => document.getElementById(PRERENDERED_ID) !== null;

/**
 * Removes the static markup in the commit that draws the remote's screen (or its fallback), before the browser paints,
 * so the visitor sees one page replace the other in place.
 */
export function DropPrerenderedPage() {
  useLayoutEffect(() => document.getElementById(PRERENDERED_ID)?.remove(), []);
  return null;
}
