import type { ReactNode } from 'react';

export interface LineIconProps {
  /** The icon's lines: paths, circles… drawn in the text colour on a 24-unit grid. */
  children: ReactNode;
}

/**
 * A small decorative line icon without a UI library: the landing page and the widget's launcher paint before antd
 * (or any icon set) loads.
 */
export function LineIcon({ children }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
