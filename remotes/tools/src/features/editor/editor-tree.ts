import type { Answer } from '../../api/answers';
import type { FrameworkItem } from '../../api/assessments';

export type Group = {
  /** The top-level node (CSF function, Essentials theme). */
  top: FrameworkItem;
  /** Its sections: a category with its items; items right under the top node form one section. */
  sections: { node: FrameworkItem | null; items: FrameworkItem[] }[];
  answered: number;
  total: number;
};

/**
 * The framework's tree as the editor shows it, for any framework (the engine knows none):
 * answerable items grouped under their top-level node and their nearest non-answerable parent,
 * in the framework's order, with the progress of each top-level node (items with a current
 * level / all items).
 */
export function groupItems(items: FrameworkItem[], answers: Answer[]): Group[] {
  const byCode = new Map(items.map((i) => [i.code, i]));
  const answered = new Set(answers.filter((a) => a.current_level !== null).map((a) => a.item_code));
  const topOf = (item: FrameworkItem): FrameworkItem => {
    let node = item;
    while (node.parent_code && byCode.has(node.parent_code)) {
      node = byCode.get(node.parent_code) as FrameworkItem;
    }
    return node;
  };
  const groups = new Map<string, Group>();
  const sorted = [...items].sort((a, b) => a.position - b.position);
  for (const item of sorted) {
    if (item.depth === 1 && !item.answerable) {
      groups.set(item.code, { top: item, sections: [], answered: 0, total: 0 });
    }
  }
  for (const item of sorted) {
    if (!item.answerable) continue;
    const top = topOf(item);
    const group = groups.get(top.code);
    if (!group) continue;
    const parent = item.parent_code ? (byCode.get(item.parent_code) ?? null) : null;
    const sectionNode = parent && parent.code !== top.code ? parent : null;
    let section = group.sections.find((s) => s.node?.code === sectionNode?.code);
    if (!section) {
      section = { node: sectionNode, items: [] };
      group.sections.push(section);
    }
    section.items.push(item);
    group.total += 1;
    if (answered.has(item.code)) group.answered += 1;
  }
  return [...groups.values()];
}

export type Filter = 'all' | 'mine' | 'open';

/** Whether an item shows under the editor's filter. */
export function matchesFilter(answer: Answer | undefined, filter: Filter, userId: string): boolean {
  if (filter === 'mine') return answer?.owner_id === userId;
  if (filter === 'open') return answer?.status !== 'validated';
  return true;
}

/**
 * Who may change an answer's levels and note (mirrors the table's rule; the database decides):
 * while in progress, the owner, a reviewer, or the item's assignee.
 */
export function canEditAnswer(opts: {
  inProgress: boolean;
  isOwner: boolean;
  isReviewer: boolean;
  assignee: string | null;
  userId: string;
}): boolean {
  return opts.inProgress && (opts.isOwner || opts.isReviewer || opts.assignee === opts.userId);
}
