import type { ReactNode } from 'react';
import type { StepDirection } from '../hooks/use-intake-wizard';

export interface StepSlideProps {
  direction: StepDirection;
  children: ReactNode;
}

/** One step's content; keyed by step, so each new step mounts and slides in (IntakeMotionStyles). */
export function StepSlide({ direction, children }: StepSlideProps) {
  return <div className={`lexa-intake-step lexa-intake-step-${direction}`}>{children}</div>;
}
