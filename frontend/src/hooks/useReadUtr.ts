import { useEffect, useRef } from 'react';
import type { UploadState } from './useScreenshotUpload.ts';

/**
 * Offers the UTR that OCR read on the screenshot (docs/PAYMENTS.md): filled in once per reading, and only when
 * the user left the field empty, so a typed UTR is never overwritten and a cleared one stays cleared.
 * Returns whether the field now holds the read UTR (the form then asks the user to check it).
 */
export function useReadUtr(state: UploadState, current: string, fill: (utr: string) => void): boolean {
  const readUtr = state.phase === 'done' ? state.readUtr : undefined;
  const offered = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!readUtr || offered.current === readUtr) return;
    offered.current = readUtr;
    if (!current.trim()) fill(readUtr);
  }, [readUtr, current, fill]);
  return readUtr !== undefined && current === readUtr;
}
