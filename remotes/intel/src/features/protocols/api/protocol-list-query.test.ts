import { describe, expect, it } from 'vitest';
import { searchPattern } from './protocol-list-query';

describe('the playbook search pattern', () => {
  it('keeps PostgREST operators out of the text', () => {
    expect(searchPattern('ransomware')).toBe('*ransomware*');
    expect(searchPattern('a,b.or(x)*%')).toBe('*a b or x*');
    expect(searchPattern('   ')).toBe('**');
  });
});
