import { describe, expect, it } from 'vitest';
import type { Answer } from '../../api/answers';
import type { FrameworkItem } from '../../api/assessments';
import { canEditAnswer, groupItems, matchesFilter } from './editor-tree';

const item = (
  code: string,
  parent: string | null,
  depth: number,
  position: number,
  answerable: boolean,
) =>
  ({
    framework_id: 'f',
    code,
    parent_code: parent,
    depth,
    position,
    title: code,
    description: null,
    weight: 1,
    answerable,
  }) as FrameworkItem;
const answer = (
  code: string,
  level: number | null,
  owner: string | null = null,
  status = 'answered',
) => ({ item_code: code, current_level: level, owner_id: owner, status }) as Answer;

describe('the editor’s tree', () => {
  it('groups a three-level framework (function › category › item) with progress per function', () => {
    const items = [
      item('GV', null, 1, 1, false),
      item('GV.OC', 'GV', 2, 2, false),
      item('GV.OC-01', 'GV.OC', 3, 3, true),
      item('GV.OC-02', 'GV.OC', 3, 4, true),
      item('ID', null, 1, 5, false),
      item('ID.AM', 'ID', 2, 6, false),
      item('ID.AM-01', 'ID.AM', 3, 7, true),
    ];
    const groups = groupItems(items, [
      answer('GV.OC-01', 2),
      answer('GV.OC-02', null),
      answer('ID.AM-01', null),
    ]);
    expect(groups.map((g) => [g.top.code, g.answered, g.total])).toEqual([
      ['GV', 1, 2],
      ['ID', 0, 1],
    ]);
    expect(groups[0]?.sections.map((s) => [s.node?.code, s.items.map((i) => i.code)])).toEqual([
      ['GV.OC', ['GV.OC-01', 'GV.OC-02']],
    ]);
  });

  it('groups a two-level framework (theme › item) without inventing categories', () => {
    const groups = groupItems(
      [item('CE-GOV', null, 1, 1, false), item('CE-01', 'CE-GOV', 2, 2, true)],
      [answer('CE-01', 0)],
    );
    expect(groups[0]?.sections).toEqual([
      { node: null, items: [expect.objectContaining({ code: 'CE-01' })] },
    ]);
    expect(groups[0]?.answered).toBe(1);
  });

  it('filters to the member’s items or those not yet validated', () => {
    expect(matchesFilter(answer('a', 1, 'me'), 'mine', 'me')).toBe(true);
    expect(matchesFilter(answer('a', 1, 'other'), 'mine', 'me')).toBe(false);
    expect(matchesFilter(answer('a', 1, null, 'validated'), 'open', 'me')).toBe(false);
  });

  it('lets the owner, a reviewer or the assignee edit, only while in progress', () => {
    const base = {
      inProgress: true,
      isOwner: false,
      isReviewer: false,
      assignee: null,
      userId: 'u',
    };
    expect(canEditAnswer(base)).toBe(false);
    expect(canEditAnswer({ ...base, assignee: 'u' })).toBe(true);
    expect(canEditAnswer({ ...base, isReviewer: true })).toBe(true);
    expect(canEditAnswer({ ...base, isOwner: true, inProgress: false })).toBe(false);
  });
});
