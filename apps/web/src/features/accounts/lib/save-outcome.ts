import type { FieldError } from '@skinpilot/contract';

/** A note under one field after a save: why it was refused, or that the server moved it into range. */
export type FieldNote = { kind: 'error' | 'warning'; text: string };
export type FieldNotes = Record<string, FieldNote>;

/** The server names refused fields (`{field, message}`): each is said under its own input. */
export function errorNotes(errors: readonly FieldError[]): FieldNotes {
  const notes: FieldNotes = {};
  for (const { field, message } of errors) {
    if (field && !notes[field]) notes[field] = { kind: 'error', text: capitalise(message) };
  }
  return notes;
}

/** The fields a save clamped, each with the value the server stored (and the form now shows). */
export function clampedNotes(clamped: readonly string[], stored: Record<string, unknown>): FieldNotes {
  const notes: FieldNotes = {};
  for (const field of clamped) {
    const value = stored[field];
    notes[field] = {
      kind: 'warning',
      text: typeof value === 'number' ? `Adjusted to ${value}` : 'Adjusted to your plan',
    };
  }
  return notes;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
