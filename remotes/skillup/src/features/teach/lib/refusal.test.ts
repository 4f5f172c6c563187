import { DataError } from '@csan/shared-auth';
import { describe, expect, it } from 'vitest';
import { ruleRefusal } from './refusal';

describe('ruleRefusal', () => {
  it("names the database's authoring rules, with the titles it gave", () => {
    expect(
      ruleRefusal(
        new DataError({
          code: 'P0001',
          message: 'exam_bank_short: an exam draws more questions than its bank holds',
          details: 'Final exam',
        }),
      ),
    ).toEqual({ key: 'teach.refusals.bankShort', titles: 'Final exam' });
    expect(
      ruleRefusal(
        new DataError({ code: 'P0001', message: 'content_in_use: learners are enrolled' }),
      ),
    ).toEqual({ key: 'teach.refusals.contentInUse', titles: '' });
  });

  it('leaves every other failure to the shared texts', () => {
    for (const other of [
      new DataError({ code: '42501', message: 'permission denied' }),
      new DataError({ code: 'P0001', message: 'content_in_use without the colon' }),
      new Error('network'),
      null,
      'content_in_use: a string',
    ]) {
      expect(ruleRefusal(other)).toBeNull();
    }
  });
});
