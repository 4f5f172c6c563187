/** A card cover's colour palette (the theme's palettes). */
export type CoverPalette = 'blue' | 'purple' | 'red' | 'green' | 'gray';

const COVERS: Record<string, CoverPalette> = {
  'R&D Report': 'blue',
  'Policy Brief': 'purple',
  'Threat Intelligence': 'red',
  'Training Material': 'green',
};

/** Cover colour by content type: four named types have their own, every other the default. */
export function coverPaletteOf(contentType: string): CoverPalette {
  return COVERS[contentType] ?? 'gray';
}
