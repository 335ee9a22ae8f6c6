import { create } from 'zustand';

type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds on screen (the specification's default is 2000). */
  duration: number;
}

const TOAST_MS = 2000;

interface ToastState {
  toasts: Toast[];
  show: (message: string, opts?: { kind?: ToastKind; duration?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Short notices at the top of the screen, announced by the live regions of <Toaster>. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (message, opts = {}) => {
    const id = nextId++;
    const toast: Toast = { id, message, kind: opts.kind ?? 'info', duration: opts.duration ?? TOAST_MS };
    // At most three at once; the oldest goes first.
    set((s) => ({ toasts: [...s.toasts.slice(-2), toast] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** For code outside React (and handlers): `toast.success('Copied!')`. */
export const toast = {
  show: (message: string, opts?: { kind?: ToastKind; duration?: number }) =>
    useToastStore.getState().show(message, opts),
  success: (message: string, duration?: number) =>
    useToastStore.getState().show(message, { kind: 'success', duration }),
  error: (message: string, duration?: number) => useToastStore.getState().show(message, { kind: 'error', duration }),
  info: (message: string, duration?: number) => useToastStore.getState().show(message, { kind: 'info', duration }),
};
