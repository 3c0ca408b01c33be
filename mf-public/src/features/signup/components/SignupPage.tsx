import { useRef, useState } from 'react';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { DemoDashboard } from './DemoDashboard';
import { SignupDialog } from './SignupDialog';

const AUTO_SCROLL_CYCLE_MS = 20_000;

/**
 * The signup dialog over a self-scrolling demo dashboard. Closing the dialog stops the scroll and leaves the
 * demo to explore; a click anywhere on the demo brings the dialog back.
 */
export function SignupPage() {
  const [dialogOpen, setDialogOpen] = useState(true);
  const demoRef = useRef<HTMLDivElement>(null);
  useAutoScroll(demoRef, dialogOpen, AUTO_SCROLL_CYCLE_MS);

  return (
    <>
      {/* A pointer convenience only: the dialog's own controls are what keyboard users reach. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={demoRef}
        data-testid="signup-demo"
        onClick={() => setDialogOpen(true)}
        style={{ height: '100vh', overflowY: 'auto' }}
      >
        <DemoDashboard />
      </div>
      <SignupDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
