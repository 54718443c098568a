import { CircleAlert, CircleCheck } from 'lucide-react';
import type { TimedMessage } from '../lib/use-timed-message';

export function FormAlert({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const isError = message.kind === 'error';
  return (
    <div role={isError ? 'alert' : 'status'} className={`alert ${isError ? 'alert-error' : 'alert-success'}`}>
      {isError ? (
        <CircleAlert className="size-5 shrink-0" aria-hidden />
      ) : (
        <CircleCheck className="size-5 shrink-0" aria-hidden />
      )}
      <span>{message.text}</span>
    </div>
  );
}
