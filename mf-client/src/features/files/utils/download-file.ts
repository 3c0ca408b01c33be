import type { FileView } from '@lexa/common';
import { fetchFileBlob } from '../api/files-api';

/**
 * Downloads with the bearer token (a plain link could not carry it) and saves under the original name. Failures
 * are only logged (signed-in spec §8: file downloads fail silently).
 */
export async function downloadFile(file: Pick<FileView, 'id' | 'originalName'>): Promise<void> {
  try {
    const blob = await fetchFileBlob(file.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.originalName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  } catch (error) {
    console.error(`Download of "${file.originalName}" failed`, error);
  }
}
