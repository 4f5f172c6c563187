/**
 * Query keys of this remote: every key starts with 'tools' so nothing collides in the shell's
 * one QueryClient. Everything about one assessment sits under `one(id)`, so a change
 * invalidates that prefix and every view of it (answers, scores, people, history) reloads.
 */
export const toolsKeys = {
  all: ['tools'] as const,
  list: () => [...toolsKeys.all, 'list'] as const,
  frameworks: () => [...toolsKeys.all, 'frameworks'] as const,
  items: (frameworkId: string) => [...toolsKeys.all, 'items', frameworkId] as const,
  one: (id: string) => [...toolsKeys.all, 'assessment', id] as const,
  answers: (id: string) => [...toolsKeys.one(id), 'answers'] as const,
  people: (id: string) => [...toolsKeys.one(id), 'people'] as const,
  history: (id: string) => [...toolsKeys.one(id), 'history'] as const,
  scores: (id: string) => [...toolsKeys.one(id), 'scores'] as const,
  gaps: (id: string) => [...toolsKeys.one(id), 'gaps'] as const,
  compare: (id: string) => [...toolsKeys.one(id), 'compare'] as const,
  benchmark: (id: string) => [...toolsKeys.one(id), 'benchmark'] as const,
  actions: (id: string) => [...toolsKeys.one(id), 'actions'] as const,
  evidence: (id: string, code: string) => [...toolsKeys.one(id), 'evidence', code] as const,
};
