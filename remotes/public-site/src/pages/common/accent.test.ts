import { describe, expect, it } from 'vitest';
import { ACCENT_PALETTE } from './accent';

describe('the public pages’ accent', () => {
  it('is the brand palette of the rest of the site (buttons, links, badges)', () => {
    expect(ACCENT_PALETTE).toBe('brand');
  });
});
