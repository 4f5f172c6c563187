/**
 * The authoring rules the database refuses with a machine word (20261130120000, see
 * docs/areas/skillup-data.md "Content rules"), as the key of the page's own text and the
 * titles the database named. Anything else is the shared data-error texts' to word.
 */
export type RuleRefusal = {
  key: 'teach.refusals.contentInUse' | 'teach.refusals.bankShort';
  titles: string;
};

const RULES = [
  ['content_in_use', 'teach.refusals.contentInUse'],
  ['exam_bank_short', 'teach.refusals.bankShort'],
] as const;

export function ruleRefusal(error: unknown): RuleRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message, details } = error as { message?: unknown; details?: unknown };
  if (typeof message !== 'string') return null;
  const rule = RULES.find(([word]) => message.startsWith(`${word}:`));
  return rule ? { key: rule[1], titles: typeof details === 'string' ? details : '' } : null;
}
