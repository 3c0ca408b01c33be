const spinnerStyle = {
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: '3px solid #d9e2ec',
  borderTopColor: '#1f4e79',
  animation: 'lexa-spin 0.8s linear infinite',
} as const;

/** Plain markup on purpose: it shows while a screen (and antd) is still loading. */
export function ScreenLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <style>{'@keyframes lexa-spin { to { transform: rotate(360deg); } }'}</style>
      <div style={spinnerStyle} />
    </div>
  );
}
