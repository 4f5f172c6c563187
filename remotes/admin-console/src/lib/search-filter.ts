/**
 * A PostgREST `or` filter matching `text` as a case-insensitive substring of any of `columns`
 * (`name.ilike."*ama*",email.ilike."*ama*"`), or null for an empty search. The text is matched
 * literally: LIKE's own wildcards (% _ \) are escaped, and the value is quoted so commas,
 * dots and parentheses in it stay part of the value. PostgREST turns `*` into `%`, so a `*`
 * typed in the box cannot be matched literally; it is dropped.
 */
export function ilikeAnyOf(columns: readonly string[], text: string): string | null {
  const needle = text.trim().replaceAll('*', '');
  if (needle === '') return null;
  const like = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  const quoted = `"*${like.replace(/["\\]/g, (c) => `\\${c}`)}*"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}
