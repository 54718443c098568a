import type { LucideIcon } from 'lucide-react';

type RowActionProps = {
  icon: LucideIcon;
  /** What a screen reader says; the row's name belongs in it ("Edit SUMMER10"). */
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
};

/** The small icon button of an admin table row's Actions cell. */
export function RowAction({ icon: Icon, label, onClick, danger = false, disabled }: RowActionProps) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs ${danger ? 'text-error' : ''}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
