import { fetchBlob } from '../api/client.ts';

/**
 * Saves a Blob under a file name. Works on phones: an object URL clicked through a temporary
 * <a download> (iOS Safari and Android Chrome both honour it); where the browser ignores `download`,
 * the same click opens the PDF, which the user can share or save.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start reading the Blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads `url` as `fileName`: fetch -> Blob -> object URL -> <a download>. If the browser cannot
 * make object URLs, falls back to opening the URL itself (the server sends it as an attachment).
 */
export async function downloadFile(url: string, fileName: string, signal?: AbortSignal): Promise<Blob> {
  const blob = await fetchBlob(url, signal);
  if (typeof URL.createObjectURL !== 'function') {
    window.location.assign(url);
    return blob;
  }
  saveBlob(blob, fileName);
  return blob;
}
