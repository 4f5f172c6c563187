/**
 * SQL that merges the JSON object in `param` into the jsonb `column` the way
 * GoTrue updates user/app metadata: top-level keys replaced, a null value
 * removes its key, nested objects are not merged.
 */
export function mergeMetadataSql(column: string, param: string): string {
  return `(coalesce(${column}, '{}'::jsonb)
      - array(select key from jsonb_each(${param}::jsonb) where value = 'null'::jsonb))
    || (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
          from jsonb_each(${param}::jsonb) where value <> 'null'::jsonb)`;
}
