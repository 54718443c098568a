import { useId, type InputHTMLAttributes } from 'react';
import { useHydrated } from './use-hydrated';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** The server's message for this field (a 422 names it); shown instead of the hint. */
  error?: string;
};

/**
 * A labelled input; the label is tied to it so screen readers and tests find it by name. On a
 * pre-rendered page it is read-only until the app has taken over, so nothing typed is lost.
 */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
        readOnly={input.readOnly || !hydrated}
      />
      {note && (
        <p id={noteId} className={`text-xs ${error ? 'text-error' : 'opacity-60'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
