const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** "0 Bytes", "512 Bytes", "1.5 KB", "2.25 MB" (signed-in spec §9: Bytes, KB, MB, GB). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number(value.toFixed(2))} ${UNITS[exponent]}`;
}
