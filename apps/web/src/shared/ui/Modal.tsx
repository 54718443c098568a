import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useToastLayer } from '../toast/toast-context';

type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the body (Cancel, Confirm...). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While a call runs, Escape and the backdrop must not close the dialog under it. */
  dismissible?: boolean;
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' };

/**
 * The one dialog of the app, on the native <dialog>: focus trap, Escape and inert background come
 * from the browser instead of being re-implemented per screen.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const registerToastLayer = useToastLayer();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  // While open, toasts show inside the dialog: outside it they sit under the backdrop, inert.
  useEffect(() => {
    if (!open || !dialog.current) return;
    return registerToastLayer(dialog.current);
  }, [open, registerToastLayer]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="modal modal-open"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className={`modal-box ${widths[size]}`}>
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        <div className="py-4">{children}</div>
        {actions && <div className="modal-action mt-2">{actions}</div>}
      </div>
      <div className="modal-backdrop" onClick={() => dismissible && onClose()} aria-hidden="true" />
    </dialog>
  );
}
