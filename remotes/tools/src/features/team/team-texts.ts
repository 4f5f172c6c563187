import type { TFunction } from 'i18next';

const REFUSALS = [
  'no_such_member',
  'member_without_tools_access',
  'cannot_invite_self',
  'already_collaborator',
] as const;

/** The translated reason for an invitation the database refused (its message names it). */
export function inviteRefusalKey(error: unknown): string | null {
  const text = `${(error as { serverMessage?: string })?.serverMessage ?? ''} ${(error as Error)?.message ?? ''}`;
  const found = REFUSALS.find((r) => text.includes(r));
  return found ? `team.errors.${found}` : null;
}

/**
 * A history entry's changes in words: `current_level 1 → 3`, an assignee or collaborator by
 * name. The keys are the database's column names (what changed), the values as stored.
 */
export function describeChanges(
  changes: unknown,
  t: TFunction,
  who: (id: string | null) => string,
): string {
  if (!changes || typeof changes !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(changes as Record<string, unknown>)) {
    if (key === 'user_id') {
      parts.push(who(typeof value === 'string' ? value : null));
    } else if (key === 'role' && typeof value === 'string') {
      parts.push(t(`roles.${value}`, { defaultValue: value }));
    } else if (value && typeof value === 'object' && 'to' in value) {
      const { from, to } = value as { from: unknown; to: unknown };
      const show = (v: unknown) =>
        key === 'owner_id'
          ? who(typeof v === 'string' ? v : null)
          : v === null || v === undefined
            ? '—'
            : String(v);
      parts.push(`${key.replace(/_/g, ' ')} ${show(from)} → ${show(to)}`);
    }
  }
  return parts.join(', ');
}
