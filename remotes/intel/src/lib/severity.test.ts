import { describe, expect, it } from 'vitest';
import { dueState } from './severity';

const published = '2026-11-27T08:00:00Z';
const at = (iso: string) => new Date(iso);

describe('acknowledgement due times by severity', () => {
  it('critical is due 4 hours after publication, then overdue', () => {
    expect(dueState('critical', published, false, at('2026-11-27T11:59:00Z'))).toEqual({
      state: 'due',
      dueAt: at('2026-11-27T12:00:00Z'),
    });
    expect(dueState('critical', published, false, at('2026-11-27T12:01:00Z')).state).toBe(
      'overdue',
    );
  });

  it('high 24 hours, medium 72 hours, low 7 days', () => {
    expect(dueState('high', published, false).dueAt).toEqual(at('2026-11-28T08:00:00Z'));
    expect(dueState('medium', published, false).dueAt).toEqual(at('2026-11-30T08:00:00Z'));
    expect(dueState('low', published, false).dueAt).toEqual(at('2026-12-04T08:00:00Z'));
  });

  it('an acknowledged advisory is never overdue', () => {
    expect(dueState('critical', published, true, at('2027-01-01T00:00:00Z')).state).toBe(
      'acknowledged',
    );
  });
});
