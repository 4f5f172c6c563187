/**
 * Where a member is, for their card: their free-text location and their country, the country
 * once. Members often write it in the location already ('Nairobi, Kenya'), which read as
 * 'Nairobi, Kenya, Kenya'.
 */
export function placeOf(location: string | null, country: string | null): string {
  const here = location?.trim() ?? '';
  const land = country?.trim() ?? '';
  if (!land) return here;
  if (!here) return land;
  const parts = here.split(',').map((part) => part.trim().toLocaleLowerCase());
  return parts.includes(land.toLocaleLowerCase()) ? here : `${here}, ${land}`;
}
