import {
  type Catalog,
  type DbFunction,
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
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Many-to-many: the junction table and its two foreign keys. */
  junction?: { relation: Relation; toSource: ForeignKey; toTarget: ForeignKey };
  /** A computed relationship: the function called with the parent row gives the rows. */
  viaFunction?: DbFunction;
}

/**
 * The one-argument function of `name` that takes `source`'s row type, if any: a computed
 * field (scalar result) or computed relationship (rows of a table or view), as PostgREST has.
 */
export function rowFunction(catalog: Catalog, source: Relation, name: string): DbFunction | null {
  const overloads = catalog.functions.get(qualifiedName(source.schema, name)) ?? [];
  return (
    overloads.find((fn) => {
      const [only] = fn.args;
      return (
        fn.args.length === 1 &&
        only !== undefined &&
        only.typeSchema === source.schema &&
        only.typeName === source.name
      );
    }) ?? null
  );
}

function computedRelationship(
  catalog: Catalog,
  source: Relation,
  name: string,
): Relationship | null {
  const fn = rowFunction(catalog, source, name);
  if (!fn?.returnRelation) return null;
  const target = catalog.relations.get(
    qualifiedName(fn.returnRelation.schema, fn.returnRelation.name),
  );
  if (!target) return null;
  const toOne = !fn.returnsSet || fn.rows === 1;
  return {
    foreignKey: {
      name: fn.name,
      schema: source.schema,
      table: source.name,
      columns: [],
      refSchema: target.schema,
      refTable: target.name,
      refColumns: [],
    },
    target,
    parentColumns: [],
    targetColumns: [],
    toOne,
    cardinality: toOne ? 'many-to-one' : 'one-to-many',
    viaFunction: fn,
  };
}

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

const isSelfReference = (fk: ForeignKey) => fk.schema === fk.refSchema && fk.table === fk.refTable;

function candidates(catalog: Catalog, source: Relation, name: string): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.schema === source.schema && fk.table === source.name) {
      const target = catalog.relations.get(qualifiedName(fk.refSchema, fk.refTable));
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      // A self-reference's parent is reached only by its column (`parent_id(*)`); the table's
      // own name means its children.
      const byName = !isSelfReference(fk) && (target?.name === name || fk.name === name);
      if (target && target.schema === source.schema && (byName || byColumn)) {
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
      const byName = target?.name === name || (!isSelfReference(fk) && fk.name === name);
      if (target && target.schema === source.schema && byName) {
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
  found.push(...junctions(catalog, source, name));
  return found;
}

/**
 * Many-to-many through a junction table: one FK from the junction to `source`, another to the
 * target named `name`, both made of columns of the junction's primary key (or of one of its
 * unique keys).
 */
function junctions(catalog: Catalog, source: Relation, name: string): Relationship[] {
  const target = catalog.relations.get(qualifiedName(source.schema, name));
  if (!target) return [];
  const found: Relationship[] = [];
  const keyed = (junction: Relation, columns: string[]) =>
    junction.uniqueKeys.some((key) => columns.every((c) => key.includes(c)));
  for (const toSource of catalog.foreignKeys) {
    if (toSource.refSchema !== source.schema || toSource.refTable !== source.name) continue;
    const junction = catalog.relations.get(qualifiedName(toSource.schema, toSource.table));
    if (!junction || junction.kind === 'view' || junction.name === source.name) continue;
    for (const toTarget of catalog.foreignKeys) {
      if (
        toTarget === toSource ||
        toTarget.schema !== junction.schema ||
        toTarget.table !== junction.name ||
        toTarget.refSchema !== target.schema ||
        toTarget.refTable !== target.name ||
        !keyed(junction, [...toSource.columns, ...toTarget.columns])
      ) {
        continue;
      }
      found.push({
        foreignKey: toTarget,
        target,
        parentColumns: toSource.refColumns,
        targetColumns: toTarget.refColumns,
        toOne: false,
        cardinality: 'many-to-many',
        junction: { relation: junction, toSource, toTarget },
      });
    }
  }
  return found;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  const fk = rel.foreignKey;
  if (rel.junction && rel.junction.relation.name === hint) return true;
  return (
    (fk.name === hint && !isSelfReference(fk)) ||
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
  const computed = hint === null ? computedRelationship(catalog, source, name) : null;
  if (computed) return computed;
  let found = candidates(catalog, source, name);
  if (hint !== null) found = found.filter((rel) => matchesHint(rel, hint));
  if (found.length === 1 && found[0]) return found[0];
  // The same FK seen through views over its tables: the one between the tables wins.
  const sameKey = found.every((rel) => rel.foreignKey.name === found[0]?.foreignKey.name);
  const betweenTables = found.filter((rel) => rel.target.kind !== 'view');
  if (found.length > 1 && sameKey && betweenTables.length === 1 && betweenTables[0]) {
    return betweenTables[0];
  }
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
      // Seen from the embedding side: the source's columns first.
      relationship: `${rel.foreignKey.name} using ${source.name}(${rel.parentColumns.join(', ')}) and ${rel.target.name}(${rel.targetColumns.join(', ')})`,
    })),
    hint: `Try changing '${name}' to one of the following: ${found.map((rel) => `'${rel.target.name}!${rel.foreignKey.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}
