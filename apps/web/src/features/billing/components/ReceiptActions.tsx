import { Copy, ExternalLink } from 'lucide-react';
import { useToast } from '../../../shared/toast/toast-context';

/** View opens the receipt; Copy puts its address on the clipboard with a toast. */
export function ReceiptActions({ url, toastMs }: { url: string; toastMs: number }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Receipt URL copied to clipboard', { durationMs: toastMs });
    } catch {
      toast.error('Failed to copy receipt URL', { durationMs: toastMs });
    }
  };
  return (
    <span className="inline-flex gap-1">
      <a href={url} target="_blank" rel="noreferrer" className="btn btn-ghost btn-xs">
        <ExternalLink className="size-3" aria-hidden /> View
      </a>
      <button type="button" className="btn btn-ghost btn-xs" onClick={() => void copy()}>
        <Copy className="size-3" aria-hidden /> Copy
      </button>
    </span>
  );
}
