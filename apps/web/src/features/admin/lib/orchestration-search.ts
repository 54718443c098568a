/** Section 5: five or more digits are a Steam id, anything else an email. */
export function orchestrationSearch(text: string): { steam_id?: string; email?: string } {
  const value = text.trim();
  if (value === '') return {};
  return /^\d{5,}$/.test(value) ? { steam_id: value } : { email: value };
}
