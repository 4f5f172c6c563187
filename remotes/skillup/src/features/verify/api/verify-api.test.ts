import { describe, expect, it } from 'vitest';
import { normaliseCode } from './verify-api';

describe('a code as typed or scanned', () => {
  it('is checked in its canonical form', () => {
    expect(normaliseCode(' csan-dema- fr26 ')).toBe('CSAN-DEMA-FR26');
    expect(normaliseCode('x'.repeat(100))).toHaveLength(40);
  });
});
