import { vi } from 'vitest';

/**
 * Replaces XMLHttpRequest (jsdom only), which `upload()` uses for its progress: every upload is
 * accepted at once with `uploadId`; the form's polls of GET /api/uploads/:id go through the fetch stub.
 */
export function stubUploads(uploadId: string) {
  class FakeUpload {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send() {
      setTimeout(() => {
        this.status = 202;
        this.responseText = JSON.stringify({ success: true, uploadId });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}
