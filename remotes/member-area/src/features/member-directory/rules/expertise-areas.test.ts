import { describe, expect, it } from 'vitest';
import { formatExpertiseAreas, parseExpertiseAreas } from './expertise-areas';

describe('expertise areas, comma separated', () => {
  it('trims, drops empty entries and keeps the first spelling of a repeat', () => {
    expect(parseExpertiseAreas(' Threat Hunting,, SIEM ,threat hunting, ,Cloud Security ')).toEqual(
      ['Threat Hunting', 'SIEM', 'Cloud Security'],
    );
  });

  it('an empty text is no area, and stored areas show as the text they came from', () => {
    expect(parseExpertiseAreas('  ')).toEqual([]);
    expect(formatExpertiseAreas(['Threat Hunting', 'SIEM'])).toBe('Threat Hunting, SIEM');
    expect(parseExpertiseAreas(formatExpertiseAreas(['A', 'B']))).toEqual(['A', 'B']);
  });
});
