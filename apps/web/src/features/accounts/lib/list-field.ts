import { normaliseList } from '@skinpilot/domain';

/** List settings are typed comma-separated and travel as arrays. */
export const parseListField = (text: string): string[] => normaliseList(text);
export const formatListField = (values: readonly string[]): string => values.join(', ');
