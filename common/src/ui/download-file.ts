import type { HttpClient } from '../http/http-client';
import type { FileView } from '../contracts/files';
import { clientApi } from '@lexa/common';

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name the server set in Content-Disposition (the UTF-8 form first), else `fallback`. */
export function dispositionFilename(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads through `http` (the caller's bearer token: a plain link could not carry it) and saves under the original
 * name. Failures are only logged (signed-in spec §8: file downloads fail silently).
 */
export async function downloadFile(
  file: Pick<FileView, 'id' | 'originalName'>,
  http: HttpClient = clientApi,
): Promise<void> {
  try {
    const { data } = await http.get<Blob>(`/api/files/download/${encodeURIComponent(file.id)}`, {
      responseType: 'blob',
    });
    saveBlob(data, file.originalName);
  } catch (error) {
    console.error(`Download of "${file.originalName}" failed`, error);
  }
}
