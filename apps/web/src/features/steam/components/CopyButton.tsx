import { Copy } from 'lucide-react';
import { useToast } from '../../../shared/toast/toast-context';
import { STEAM_TOAST_MS } from '../lib/steam-toast';

/** Copies the real value (privacy mode only masks what is shown) and says so (section 8). */
export function CopyButton({
  value,
  label,
  text = 'Copy',
  disabled,
}: {
  value: string;
  label: string;
  text?: string;
  disabled?: boolean;
}) {
  const toast = useToast();
  return (
    <button
      type="button"
      className="btn btn-sm btn-ghost"
      aria-label={text === 'Copy' ? `Copy ${label}` : undefined}
      disabled={disabled || !value}
      onClick={() =>
        void navigator.clipboard
          ?.writeText(value)
          .then(() => toast.success('Copied to clipboard', { durationMs: STEAM_TOAST_MS }))
      }
    >
      <Copy className="size-4" aria-hidden /> {text}
    </button>
  );
}
