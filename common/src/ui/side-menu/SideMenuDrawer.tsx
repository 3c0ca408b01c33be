import { lazy, Suspense, useState, type ReactNode } from 'react';

const SideMenuDrawerPanel = lazy(() =>
  import('./SideMenuDrawerPanel').then((module) => ({ default: module.SideMenuDrawerPanel })),
);

export interface SideMenuDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/**
 * A dashboard's side menu under 768 px. The drawer is downloaded and mounted when first opened, then kept, so it can
 * animate out when closed.
 */
export function SideMenuDrawer(props: SideMenuDrawerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuDrawerPanel {...props} />
    </Suspense>
  );
}
