import { create } from 'zustand';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

/** How long a toast stays up; a failure stays longer, to be read. */
export const TOAST_MS = 6_000;
export const ERROR_TOAST_MS = 12_000;

/** The alerts of the game (seed 001 §8 success and failure alerts), newest last. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

let nextId = 1;

/** Shows an alert: success ones politely, errors assertively. */
export function showToast(kind: ToastKind, message: string): void {
  // The same words already up (an act's answer and its realtime echo) are shown once.
  if (useToastStore.getState().toasts.some((toast) => toast.kind === kind && toast.message === message)) return;
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, message }].slice(-4) }));
  setTimeout(() => useToastStore.getState().dismiss(id), kind === 'error' ? ERROR_TOAST_MS : TOAST_MS);
}
