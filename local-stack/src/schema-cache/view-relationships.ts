import { type ForeignKey, qualifiedName, type Relation } from './types.js';

export interface ViewColumnUsage {
  viewSchema: string;
  viewName: string;
  tableSchema: string;
  tableName: string;
  columnName: string;
}

interface Endpoint {
  schema: string;
  table: string;
}

/**
 * Views that expose a table's key columns under the same names inherit that
 * table's foreign keys, so `select=*,profile:profiles(*)` works on a view too.
 * PostgREST parses view definitions for this; information_schema.view_column_usage
 * gives the same answer for the simple views (same column names) this project uses.
 */
export function inferViewForeignKeys(
  keys: ForeignKey[],
  usage: ViewColumnUsage[],
  relations: Map<string, Relation>,
): ForeignKey[] {
  // base table -> views that use it, with the columns they use
  const usedBy = new Map<string, Map<string, Set<string>>>();
  for (const u of usage) {
    const base = qualifiedName(u.tableSchema, u.tableName);
    const view = qualifiedName(u.viewSchema, u.viewName);
    const views = usedBy.get(base) ?? new Map<string, Set<string>>();
    const cols = views.get(view) ?? new Set<string>();
    cols.add(u.columnName);
    views.set(view, cols);
    usedBy.set(base, views);
  }
  const coveringViews = (schema: string, table: string, columns: string[]): Endpoint[] => {
    const views = usedBy.get(qualifiedName(schema, table));
    if (!views) return [];
    const found: Endpoint[] = [];
    for (const [viewKey, used] of views) {
      const view = relations.get(viewKey);
      if (view && columns.every((c) => used.has(c) && view.columns.has(c))) {
        found.push({ schema: view.schema, table: view.name });
      }
    }
    return found;
  };
  const inferred: ForeignKey[] = [];
  for (const fk of keys) {
    const sources = [
      { schema: fk.schema, table: fk.table },
      ...coveringViews(fk.schema, fk.table, fk.columns),
    ];
    const targets = [
      { schema: fk.refSchema, table: fk.refTable },
      ...coveringViews(fk.refSchema, fk.refTable, fk.refColumns),
    ];
    for (const [si, source] of sources.entries()) {
      for (const [ti, target] of targets.entries()) {
        if (si === 0 && ti === 0) continue; // the real FK is already listed
        inferred.push({
          ...fk,
          schema: source.schema,
          table: source.table,
          refSchema: target.schema,
          refTable: target.table,
        });
      }
    }
  }
  return inferred;
}
