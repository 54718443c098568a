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
