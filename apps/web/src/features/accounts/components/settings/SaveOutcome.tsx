import { CircleAlert, TriangleAlert } from 'lucide-react';

/**
 * What the last save said, inside the dialog: a toast would render under the modal's backdrop
 * (the dialog is in the browser's top layer), dimmed and unclickable. A save the server clamped
 * is a warning, not a success; a refused one an error, with each field's reason at the field.
 */
export function SaveOutcome({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <div className="mt-3 space-y-2">
      {errors.map((text) => (
        <div key={text} role="alert" className="alert alert-error alert-soft text-sm">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          <span>{text}</span>
        </div>
      ))}
      {warnings.map((text) => (
        <div key={text} role="status" className="alert alert-warning alert-soft text-sm">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          <span>{text}</span>
        </div>
      ))}
    </div>
  );
}
