import {
  type Catalog,
  type ForeignKey,
  qualifiedName,
  type Relation,
} from '../../schema-cache/types.js';
import { ApiError } from '../errors.js';

export interface Relationship {
  foreignKey: ForeignKey;
  target: Relation;
  /** Columns of the parent / of the embedded relation that must be equal, pairwise. */
  parentColumns: string[];
  targetColumns: string[];
  /** Many-to-one and one-to-one embed as an object; one-to-many as an array. */
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
}

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

function candidates(catalog: Catalog, source: Relation, name: string): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.schema === source.schema && fk.table === source.name) {
      const target = catalog.relations.get(qualifiedName(fk.refSchema, fk.refTable));
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      if (
        target &&
        target.schema === source.schema &&
        (target.name === name || fk.name === name || byColumn)
      ) {
        const oneToOne = source.uniqueKeys.some((key) => sameColumns(key, fk.columns));
        found.push({
          foreignKey: fk,
          target,
          parentColumns: fk.columns,
          targetColumns: fk.refColumns,
          toOne: true,
          cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        });
      }
    }
    if (fk.refSchema === source.schema && fk.refTable === source.name) {
      const target = catalog.relations.get(qualifiedName(fk.schema, fk.table));
      if (target && target.schema === source.schema && (target.name === name || fk.name === name)) {
        const oneToOne = target.uniqueKeys.some((key) => sameColumns(key, fk.columns));
        found.push({
          foreignKey: fk,
          target,
          parentColumns: fk.refColumns,
          targetColumns: fk.columns,
          toOne: oneToOne,
          cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        });
      }
    }
  }
  return found;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  const fk = rel.foreignKey;
  return (
    fk.name === hint ||
    (fk.columns.length === 1 && fk.columns[0] === hint) ||
    (fk.refColumns.length === 1 && fk.refColumns[0] === hint) ||
    rel.target.name === hint
  );
}

/** Finds the one relationship `name[!hint]` means from `source`, or PostgREST's PGRST200/PGRST201. */
export function resolveRelationship(
  catalog: Catalog,
  source: Relation,
  name: string,
  hint: string | null,
): Relationship {
  let found = candidates(catalog, source, name);
  if (hint !== null) found = found.filter((rel) => matchesHint(rel, hint));
  if (found.length === 1 && found[0]) return found[0];
  if (found.length === 0) {
    const using = hint === null ? '' : ` using the hint '${hint}'`;
    throw new ApiError(400, {
      code: 'PGRST200',
      message: `Could not find a relationship between '${source.name}' and '${name}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${source.name}' and '${name}'${using} in the schema '${source.schema}', but no matches were found.`,
      hint: null,
    });
  }
  throw new ApiError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${source.name}' and '${name}'`,
    details: found.map((rel) => ({
      cardinality: rel.cardinality,
      embedding: `${source.name} with ${rel.target.name}`,
      relationship: `${rel.foreignKey.name} using ${rel.foreignKey.table}(${rel.foreignKey.columns.join(', ')}) and ${rel.foreignKey.refTable}(${rel.foreignKey.refColumns.join(', ')})`,
    })),
    hint: `Try changing '${name}' to one of the following: ${found.map((rel) => `'${rel.target.name}!${rel.foreignKey.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}
