import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** A labelled input; the label is tied to it so screen readers and tests find it by name. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={`input w-full ${className ?? ''}`} {...input} />
      {hint && <p className="text-xs opacity-60">{hint}</p>}
    </div>
  );
}
