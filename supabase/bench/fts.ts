/**
 * Full-text search benchmark: 100,000 generated resource rows, then a
 * two-word websearch_to_tsquery query as the library sends it (English,
 * ordered by publish_date desc then item_id, first page of 24 plus the exact count, as two
 * statements like PostgREST's count=exact). Reports page + count time per request.
 *
 *   pnpm bench:fts                       # PGlite in memory
 *   DATABASE_URL=postgres://… pnpm bench:fts   # a scratch database on that server
 */
import { openTestDatabase } from '@csan/local-stack/testing/test-stack.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const runs = 30;
const query = 'ransomware banking';

if (process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}
const { db, close } = await openTestDatabase({ seed: false });
try {
  const started = performance.now();
  // Vocabulary spread so a two-word query matches a realistic fraction (~1-2 %).
  await db.exec(`
    insert into public.resource_items (title, description, content_type, access_tier, author_names, tags, publish_date)
    select
      (array['Ransomware','Phishing','Zero trust','Cloud','Malware','Fraud','Policy','Incident','Identity','Privacy'])[1 + i % 10]
        || ' ' || (array['banking','telecom','government','health','energy','education','fintech','retail','mining','transport'])[1 + (i / 10) % 10]
        || ' study ' || i,
      'Generated description ' || md5(i::text) || ' about '
        || (array['detection','response','governance','awareness','forensics','compliance','resilience'])[1 + i % 7],
      (array['Research Paper','White Paper','Case Study','Technical Guide','Report','Article'])[1 + i % 6],
      (array['Public','Student','Professional','Corporate'])[1 + i % 4],
      array['Author ' || (i % 500)],
      array['tag' || (i % 50)],
      current_date - (i % 3650)
    from generate_series(1, ${rows}) as i;
    analyze public.resource_items;`);
  const loadMs = performance.now() - started;

  // What /rest/v1 runs for the library's request (Prefer: count=exact, range
  // 0-23): the page, and the exact count of all matches.
  const filter = `search_vector @@ websearch_to_tsquery('english', $1)`;
  const page = `select item_id, title, publish_date from public.resource_items
    where ${filter} order by publish_date desc, item_id limit 24`;
  const count = `select count(*) as total from public.resource_items where ${filter}`;
  const times: number[] = [];
  let matches = 0;
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await db.query(page, [query]);
    const result = await db.query<{ total: string | number }>(count, [query]);
    times.push(performance.now() - t);
    matches = Number(result.rows[0]?.total ?? 0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2);
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain ${count.replace('$1', `'${query}'`)}`,
  );
  console.log(
    JSON.stringify(
      {
        driver: db.kind,
        rows,
        query,
        matches,
        loadSeconds: Number((loadMs / 1000).toFixed(1)),
        ms: { min: pct(0), median: pct(0.5), p95: pct(0.95), max: pct(1) },
        usesGinIndex: plan.rows.some((r) => r['QUERY PLAN'].includes('resource_items_search_idx')),
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
