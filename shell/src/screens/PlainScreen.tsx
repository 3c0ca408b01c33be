import type { ReactNode } from 'react';

export interface PlainScreenProps {
  testId: string;
  title: string;
  text: string;
  action: ReactNode;
}

const styles = {
  page: {
    minHeight: '60vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    padding: 24,
    textAlign: 'center',
  },
  title: { margin: 0, fontSize: 24, fontWeight: 600, color: '#1f2937' },
  text: { margin: 0, color: '#4b5563', maxWidth: 480 },
} as const;

/**
 * The shell's own screens are plain markup: the shell loads no UI library, so the landing page can paint with
 * nothing but React. Bundles bring antd themselves when a screen needs it.
 */
export function PlainScreen({ testId, title, text, action }: PlainScreenProps) {
  return (
    <main data-testid={testId} style={styles.page}>
      <h1 style={styles.title}>{title}</h1>
      <p style={styles.text}>{text}</p>
      {action}
    </main>
  );
}

export const primaryActionStyle = {
  background: '#1f4e79',
  color: '#fff',
  border: 0,
  borderRadius: 8,
  padding: '8px 16px',
  fontSize: 14,
  cursor: 'pointer',
  textDecoration: 'none',
} as const;
