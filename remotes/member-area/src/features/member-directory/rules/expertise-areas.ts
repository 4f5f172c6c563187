/** At most this many areas, each at most this long (the database's checks). */
export const MAX_EXPERTISE_AREAS = 50;
export const MAX_EXPERTISE_AREA_LENGTH = 100;

/**
 * The areas of a comma-separated text: trimmed, empty entries dropped, a repeat (ignoring case)
 * dropped in favour of its first spelling, as the database stores them.
 */
export function parseExpertiseAreas(text: string): string[] {
  const seen = new Set<string>();
  const areas: string[] = [];
  for (const part of text.split(',')) {
    const area = part.trim();
    const key = area.toLowerCase();
    if (area === '' || seen.has(key)) continue;
    seen.add(key);
    areas.push(area);
  }
  return areas;
}

/** The comma-separated text the edit form shows for stored areas. */
export const formatExpertiseAreas = (areas: readonly string[]): string => areas.join(', ');
