import { act } from '@testing-library/react';
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

/** An upload `heldUploads()` caught: its address and text fields; the test moves its progress and answers it. */
export interface HeldUpload {
  url: string;
  fields: Record<string, string>;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
}

/**
 * Replaces XMLHttpRequest (jsdom only), holding every upload until the test answers it: the list fills
 * as the page sends, and each entry moves its progress bar and answers with a status and a body.
 */
export function heldUploads(): HeldUpload[] {
  const held: HeldUpload[] = [];
  class HeldXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const fields: Record<string, string> = {};
      form.forEach((v, k) => {
        if (typeof v === 'string') fields[k] = v;
      });
      held.push({
        url: this.url,
        fields,
        progress: (loaded, total) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)),
        answer: (status, body) =>
          act(() => {
            this.status = status;
            this.responseText = JSON.stringify(body);
            this.onload?.();
          }),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', HeldXhr);
  return held;
}
