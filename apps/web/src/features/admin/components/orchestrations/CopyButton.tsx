import { Copy } from 'lucide-react';
import { useAdminToast } from '../../lib/use-admin-toast';

/** Copies a value and confirms with "{label} copied". */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const toast = useAdminToast();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs"
      aria-label={`Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => toast.success(`${label} copied`));
      }}
    >
      <Copy className="size-3" aria-hidden />
    </button>
  );
}
