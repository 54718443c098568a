/**
 * Whether every input of the form, dialog or card around `from` passes its own checks (required,
 * min, max, step). If one does not, the browser says why at that input and the caller posts
 * nothing: the server's "Invalid body..." never shows for a value the screen already marked.
 */
export function inputsValid(from: Element): boolean {
  const scope = from.closest('form, dialog, section') ?? from;
  const fields = scope.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  );
  const invalid = [...fields].find((field) => !field.checkValidity());
  if (!invalid) return true;
  invalid.focus();
  invalid.reportValidity();
  return false;
}
