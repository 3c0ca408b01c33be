export interface BrandPlaceholderProps {
  testId: string;
}

/** The plain, centred product name: used as the crash fallback and as the loading placeholder. */
export function BrandPlaceholder({ testId }: BrandPlaceholderProps) {
  return (
    <div
      data-testid={testId}
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <h1 style={{ fontSize: 32, fontWeight: 600, color: '#1f2937', margin: 0 }}>Lexa</h1>
    </div>
  );
}
