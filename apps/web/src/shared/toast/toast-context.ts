import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ToastOptions = { durationMs?: number };
export type Toaster = Record<ToastKind, (message: string, options?: ToastOptions) => void>;

export const ToastContext = createContext<Toaster | null>(null);

/** The one toast system: `toast.success('Saved', { durationMs: 3000 })`. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside <ToastProvider>.');
  return toaster;
}

/**
 * Where toasts render while a modal dialog is open: inside the topmost dialog, since the browser
 * puts everything outside an open modal <dialog> under its backdrop and makes it inert. A dialog
 * registers itself while open; the answer unregisters it.
 */
export const ToastLayerContext = createContext<(layer: HTMLElement) => () => void>(() => () => {});

export const useToastLayer = () => useContext(ToastLayerContext);
