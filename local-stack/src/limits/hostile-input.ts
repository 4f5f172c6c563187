/**
 * Limits on the shape of what a client sends, checked before anything reaches the database
 * (whose parsers recurse: JSON nested thousands deep overflows Postgres' stack, or breaks
 * PGlite's WASM) or a recursive JavaScript routine. One number for every service.
 */
export const MAX_NESTING = 100;

/** How deeply arrays and objects nest in `value` (a scalar is 0), counted without recursion. */
export function nestingDepth(value: unknown, stopAfter = MAX_NESTING + 1): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest >= stopAfter) return deepest;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      stack.push([child, level]);
    }
  }
  return deepest;
}

/** Whether any string or key in `value` holds a NUL character (Postgres text cannot). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (typeof current === 'object' && current !== null) {
      if (Array.isArray(current)) stack.push(...current);
      else
        for (const [key, child] of Object.entries(current)) {
          if (key.includes('\u0000')) return true;
          stack.push(child);
        }
    }
  }
  return false;
}

/** What is wrong with a parsed body, in words for an error message; undefined when nothing. */
export function hostileJsonProblem(value: unknown): string | undefined {
  if (nestingDepth(value) > MAX_NESTING) return `JSON nested more than ${MAX_NESTING} levels deep`;
  if (containsNul(value)) return 'text must not contain NUL (\\u0000) characters';
  return undefined;
}
