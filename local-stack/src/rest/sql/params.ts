/**
 * Collects bound parameters while SQL text is built: values never enter the
 * text, they become `$n` placeholders (sent untyped, so Postgres infers the
 * type from the column they are compared with, as PostgREST's unknown literals).
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * quote_ident semantics, always quoting: identifiers reach SQL only after a
 * catalog lookup, and are quoted anyway so no name can change the statement.
 */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains NUL');
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A Postgres array literal for a bound `= any($n)` parameter (escaping is for the literal, not SQL). */
export function arrayLiteral(items: string[]): string {
  const quoted = items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
  return `{${quoted.join(',')}}`;
}
