import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, ToastLayerContext, type ToastKind, type Toaster } from './toast-context';

/** The specs' alerts last 5 seconds unless a screen says otherwise. */
export const DEFAULT_TOAST_MS = 5000;

type Toast = { id: number; kind: ToastKind; message: string };

let nextToastId = 1;

const look: Record<ToastKind, { className: string; Icon: typeof Info }> = {
  success: { className: 'alert-success', Icon: CircleCheck },
  error: { className: 'alert-error', Icon: CircleAlert },
  warning: { className: 'alert-warning', Icon: TriangleAlert },
  info: { className: 'alert-info', Icon: Info },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // Open modal dialogs, oldest first: toasts show inside the last one, above its backdrop.
  const [layers, setLayers] = useState<HTMLElement[]>([]);
  const registerLayer = useCallback((layer: HTMLElement) => {
    setLayers((all) => [...all, layer]);
    return () => setLayers((all) => all.filter((l) => l !== layer));
  }, []);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind) => (message: string, options?: { durationMs?: number }) => {
      const id = nextToastId++;
      setToasts((all) => [...all.slice(-4), { id, kind, message }]);
      setTimeout(() => dismiss(id), options?.durationMs ?? DEFAULT_TOAST_MS);
    };
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [dismiss]);

  const host = layers.at(-1);
  const area = (
    <div
      className="toast toast-end toast-bottom z-[60]"
      style={host ? undefined : { bottom: 'var(--cookie-banner-height, 0px)' }}
      aria-live="polite"
    >
      {toasts.map(({ id, kind, message }) => {
        const { className, Icon } = look[kind];
        return (
          <div
            key={id}
            role={kind === 'error' ? 'alert' : 'status'}
            className={`alert ${className} shadow-lg max-w-sm`}
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className="text-sm">{message}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-circle"
              aria-label="Dismiss"
              onClick={() => dismiss(id)}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        );
      })}
    </div>
  );
  return (
    <ToastContext.Provider value={toaster}>
      <ToastLayerContext.Provider value={registerLayer}>
        {children}
        {host ? createPortal(area, host) : area}
      </ToastLayerContext.Provider>
    </ToastContext.Provider>
  );
}
