import { describe, expect, it } from 'vitest';
import { initialTeamSize } from './team-size';

describe('initialTeamSize', () => {
  it('starts a new purchase (no team parameter) at the default 5', () => {
    expect(initialTeamSize(null, 5)).toBe(5);
    expect(initialTeamSize('', 5)).toBe(5);
  });

  it('keeps the team size a renewal carries', () => {
    expect(initialTeamSize('8', 5)).toBe(8);
    expect(initialTeamSize(' 12 ', 5)).toBe(12);
    expect(initialTeamSize('5', 5)).toBe(5);
  });

  it('ignores a team below the minimum, not whole, or not a number', () => {
    for (const bad of ['3', '0', '-8', '8.5', '8e1', '0x10', 'eight', '99999999999999999999']) {
      expect(initialTeamSize(bad, 5)).toBe(5);
    }
  });

  it('never starts below a larger minimum', () => {
    expect(initialTeamSize(null, 10)).toBe(10);
    expect(initialTeamSize('8', 10)).toBe(10);
    expect(initialTeamSize('11', 10)).toBe(11);
  });
});
