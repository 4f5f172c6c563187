/** The `Prefer` header preferences PostgREST understands (comma-joined by supabase-js). */
export interface Preferences {
  count: 'exact' | 'planned' | 'estimated' | null;
  return: 'minimal' | 'representation' | 'headers-only' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /** The preferences that were understood, for the Preference-Applied header. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  count: ['exact', 'planned', 'estimated'],
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    count: null,
    return: null,
    resolution: null,
    missing: null,
    applied: [],
  };
  for (const raw of (header ?? '').split(',')) {
    const [name = '', value = ''] = raw
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (!ALLOWED[name]?.includes(value)) continue; // lenient handling: unknown preferences are ignored
    (prefs as unknown as Record<string, string>)[name] = value;
    prefs.applied.push(`${name}=${value}`);
  }
  return prefs;
}
