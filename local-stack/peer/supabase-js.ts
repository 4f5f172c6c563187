/**
 * `pnpm peer:supabase-js <checkout> [postgrest-js|auth-js|storage-js …]`
 *
 * Runs the official test suites of supabase/supabase-js (packages/core/<suite>, jest) against
 * this stack: for each suite, a fresh PostgreSQL database gets the platform SQL plus the suite's
 * own fixture (`test/supabase/migrations/*.sql`, `seed.sql`, `config.toml`), the stack serves it
 * on 127.0.0.1:54321 (the address the suites call), and jest runs the suite's own config.
 *
 * "Tests that reach a server" are the tests that fail against a stand-in that answers every
 * request with a JSON 400: each suite also runs once against it (cached in
 * `<checkout>/.local-stack-peer/`), and only the tests that fail there are counted. (A closed
 * port would do too, but the clients' retries with back-off make that run take many minutes.) The figures and every failure are printed and written to
 * `<checkout>/.local-stack-peer/<suite>.json`.
 *
 * Environment: PEER_DATABASE_URL (else TEST_DATABASE_URL, else the local PostgreSQL 15 server);
 * jest and the suites' dev dependencies must be installed in `<checkout>/node_modules`
 * (local-stack/README.md says how).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { startStack } from '../src/stack.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUITES = ['postgrest-js', 'auth-js', 'storage-js', 'supabase-js'] as const;
type Suite = (typeof SUITES)[number];
const PORT = 54321;

/** Each suite's own jest config, as its project.json runs it. */
const JEST_CONFIG: Record<Suite, string> = {
  'postgrest-js': 'jest.config.ts',
  'auth-js': 'jest.config.cli.js',
  'storage-js': 'jest.config.js',
  // Written by the harness (supabaseJsJestConfig): the integration tests, realtime included.
  'supabase-js': '.local-stack-peer.jest.config.cjs',
};

/**
 * supabase-js's integration tests import the client from the monorepo's `src/`, which needs the
 * workspace's packages built; here they import the published supabase-js of the same version
 * this workspace uses (installed next to jest) instead. `src/tracing` (OpenTelemetry glue of the
 * monorepo, not in the published build) becomes an empty module: its tests are out of scope.
 */
async function supabaseJsJestConfig(checkout: string, suiteDir: string) {
  // By path: the monorepo's own package of that name would shadow the installed one.
  const client = path.join(
    checkout,
    'node_modules',
    '@supabase',
    'supabase-js',
    'dist',
    'index.cjs',
  );
  await writeFile(path.join(suiteDir, '.local-stack-peer.empty.cjs'), 'module.exports = {};\n');
  // Node 20 has no global WebSocket (the suite's CI runs Node 22): ws stands in for it.
  await writeFile(
    path.join(suiteDir, '.local-stack-peer.websocket.cjs'),
    `globalThis.WebSocket ??= require(${JSON.stringify(path.join(checkout, 'node_modules', 'ws'))});\n`,
  );
  await writeFile(
    path.join(suiteDir, JEST_CONFIG['supabase-js']),
    `module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/.local-stack-peer.websocket.cjs', '<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/test/integration.test.ts'],
  moduleNameMapper: {
    '^\\.\\./src/index$': ${JSON.stringify(client)},
    '^\\.\\./src/tracing$': '<rootDir>/.local-stack-peer.empty.cjs',
  },
  transform: { '^.+\\.tsx?$': ['ts-jest', { diagnostics: false }] },
};
`,
  );
}

/**
 * Tests outside what the stack is asked to do, each with its reason: they are listed apart
 * and not counted (features that may stay unsupported answer a clear JSON error instead).
 */
const OUT_OF_SCOPE: { suite: Suite; test: RegExp; reason: string }[] = [
  { suite: 'postgrest-js', test: /› geojson$/, reason: 'PostGIS is not installed here' },
  {
    suite: 'postgrest-js',
    test: /^test\/v12\//,
    reason: 'needs a PostgREST 12 server on port 3012',
  },
  { suite: 'storage-js', test: /[Tt]ransform/, reason: 'image transforms are unsupported' },
  {
    suite: 'supabase-js',
    test: /Trace propagation/,
    reason:
      "the monorepo's src/tracing is not in the published supabase-js the suite runs with here",
  },
  {
    suite: 'auth-js',
    test: /passkey|WebAuthn|webauthn/,
    reason: 'passkeys / WebAuthn are unsupported',
  },
  { suite: 'auth-js', test: /Web3|web3/, reason: 'Web3 sign-in is unsupported' },
  {
    suite: 'auth-js',
    test: /OAuth Admin|oauth/i,
    reason: 'OAuth providers / server are unsupported',
  },
  { suite: 'auth-js', test: /SSO|SAML/, reason: 'SSO / SAML is unsupported' },
  { suite: 'auth-js', test: /[Pp]hone|SMS|sms/, reason: 'phone / SMS is unsupported' },
  {
    suite: 'auth-js',
    test: /IdToken|linkIdentity|unlinkIdentity/,
    reason: 'OAuth providers are unsupported',
  },
];

const outOfScope = (suite: Suite, t: TestOutcome) =>
  OUT_OF_SCOPE.find((o) => o.suite === suite && o.test.test(`${t.file} › ${t.name}`));

interface TestOutcome {
  file: string;
  name: string;
  passed: boolean;
  message: string;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function runJest(
  checkout: string,
  suite: Suite,
  outputFile: string,
  anonKey?: string,
): Promise<TestOutcome[]> {
  const cwd = path.join(checkout, 'packages', 'core', suite);
  const jest = path.join(checkout, 'node_modules', 'jest', 'bin', 'jest.js');
  const args = [
    jest,
    '--config',
    JEST_CONFIG[suite],
    '--runInBand',
    '--coverage=false',
    '--json',
    `--outputFile=${outputFile}`,
    `--setupFiles=${path.join(here, 'jest-apikey.cjs')}`,
  ];
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PEER_ANON_KEY: anonKey ?? '' },
    });
    let tail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', () => {
      if (!existsSync(outputFile)) console.error(tail);
      resolve();
    });
  });
  return readReport(cwd, outputFile);
}

async function readReport(cwd: string, outputFile: string): Promise<TestOutcome[]> {
  const report = JSON.parse(await readFile(outputFile, 'utf8')) as {
    testResults: {
      name: string;
      message: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  const outcomes: TestOutcome[] = [];
  for (const file of report.testResults) {
    const rel = path.relative(cwd, file.name);
    if (file.assertionResults.length === 0 && file.message) {
      // A file that failed to load (compile error) counts as one failure.
      outcomes.push({ file: rel, name: '(file)', passed: false, message: firstLine(file.message) });
    }
    for (const test of file.assertionResults) {
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
        continue;
      outcomes.push({
        file: rel,
        name: test.fullName,
        passed: test.status === 'passed',
        message: firstLine(test.failureMessages.join('\n')),
      });
    }
  }
  return outcomes;
}

/**
 * A suite file that cannot load a module fails against the stand-in and the stack alike, so it
 * would be counted as a failing test that reaches a server (auth-js read 0 of 6 when jest's
 * deps lacked @faker-js/faker): stop with what to install instead, and drop the stand-in cache.
 */
async function refuseMissingModules(reportFile: string, suite: Suite): Promise<void> {
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as {
    testResults: { message: string }[];
  };
  const missing = new Set<string>();
  for (const file of report.testResults) {
    for (const match of file.message.matchAll(/Cannot find module '([^']+)'/g)) {
      if (match[1]) missing.add(match[1]);
    }
  }
  if (missing.size === 0) return;
  await rm(reportFile, { force: true });
  throw new Error(
    `${suite}: the suite cannot load ${[...missing].join(', ')}: install the jest dependencies listed in local-stack/README.md into <checkout>/node_modules and run again`,
  );
}

function firstLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? ''
  ).slice(0, 200);
}

/**
 * A copy of the suite's `test/supabase` folder. PostGIS is not installed here: its extension
 * is dropped and the one geometry column becomes text (the geojson test is out of scope).
 */
async function fixtureProject(suiteDir: string, projectDir: string): Promise<string> {
  await rm(projectDir, { recursive: true, force: true });
  // supabase-js keeps its fixture in supabase/, the client suites in test/supabase/.
  const source = existsSync(path.join(suiteDir, 'test', 'supabase'))
    ? path.join(suiteDir, 'test', 'supabase')
    : path.join(suiteDir, 'supabase');
  await cp(source, path.join(projectDir, 'supabase'), { recursive: true });
  const migrations = path.join(projectDir, 'supabase', 'migrations');
  for (const file of existsSync(migrations) ? await readdir(migrations) : []) {
    const target = path.join(migrations, file);
    const sql = await readFile(target, 'utf8');
    await writeFile(
      target,
      sql
        .replace(/create extension if not exists postgis[^;]*;/gi, '')
        // Roles belong to the whole server: the fixture's authenticator settings go to its
        // own database only, so nothing leaks into other databases there.
        .replace(
          /alter role authenticator set ([\w.]+) to '([^']*)';/gi,
          (_all, name: string, value: string) =>
            `do $$ begin execute format('alter role authenticator in database %I set ${name} to %L', current_database(), '${value}'); end $$;`,
        )
        .replace(/extensions\.geometry\([^)]*\)/gi, 'text'),
    );
  }
  return projectDir;
}

async function withFreshDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const serverUrl =
    process.env.PEER_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres:postgres@127.0.0.1:5432/postgres';
  const name = `peer_supabase_js_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // As on Supabase: pgcrypto in the extensions schema, which is on the search path.
  await admin.query(`alter database ${name} set search_path = "$user", public, extensions`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query('create schema if not exists extensions');
  await db.query('create extension if not exists pgcrypto with schema extensions');
  await db.end();
  try {
    return await fn(url.toString());
  } finally {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

async function measure(checkout: string, suite: Suite) {
  const suiteDir = path.join(checkout, 'packages', 'core', suite);
  const outDir = path.join(checkout, '.local-stack-peer');
  await mkdir(outDir, { recursive: true });
  if (suite === 'auth-js' && !existsSync(path.join(suiteDir, 'test/supabase/signing_keys.json'))) {
    await new Promise((resolve) =>
      spawn(process.execPath, ['test/generate-signing-keys.js'], {
        cwd: suiteDir,
        stdio: 'ignore',
      }).on('close', resolve),
    );
  }

  if (suite === 'supabase-js') await supabaseJsJestConfig(checkout, suiteDir);
  const offlineFile = path.join(outDir, `${suite}.offline.json`);
  if (!existsSync(offlineFile)) {
    console.log(`${suite}: run against a stand-in (which tests need a server)…`);
    const standIn = http.createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"message":"no server","code":"no_server","statusCode":"400"}');
    });
    await new Promise<void>((resolve) => standIn.listen(PORT, '127.0.0.1', resolve));
    try {
      await runJest(checkout, suite, offlineFile);
    } finally {
      standIn.closeAllConnections();
      await new Promise((resolve) => standIn.close(resolve));
    }
  }
  await refuseMissingModules(offlineFile, suite);
  const offline = await readReport(suiteDir, offlineFile);
  const passesOffline = new Set(offline.filter((t) => t.passed).map((t) => `${t.file}|${t.name}`));

  console.log(`${suite}: running against the stack…`);
  const online = await withFreshDatabase(async (databaseUrl) => {
    const config = loadConfig(
      { ...process.env, DATA_DIR: 'memory', DATABASE_URL: databaseUrl },
      {
        apiPort: PORT,
        portalPort: 0,
        dataDir: undefined,
        apiUrl: `http://127.0.0.1:${PORT}`,
        // The suite's Supabase project: supabase/{migrations,seed.sql,config.toml}.
        repoRoot: await fixtureProject(suiteDir, path.join(outDir, `project-${suite}`)),
        paystack: { secretKey: undefined, baseUrl: undefined },
      },
    );
    const stack = await startStack(config, { portal: false, jobs: false });
    try {
      return await runJest(
        checkout,
        suite,
        path.join(outDir, `${suite}.online.json`),
        // Only the standalone postgrest-js suite sends no key at all.
        suite === 'postgrest-js' ? stack.ctx.keys.anonKey : undefined,
      );
    } finally {
      await stack.stop();
    }
  });

  const all = online.filter((t) => !passesOffline.has(`${t.file}|${t.name}`));
  const excluded = all
    .filter((t) => outOfScope(suite, t))
    .map((t) => ({ ...t, reason: outOfScope(suite, t)?.reason ?? '' }));
  const reaching = all.filter((t) => !outOfScope(suite, t));
  const passed = reaching.filter((t) => t.passed).length;
  const failures = reaching.filter((t) => !t.passed);
  const summary = { suite, passed, total: reaching.length, failures, excluded };
  await writeFile(path.join(outDir, `${suite}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

async function main() {
  const [checkoutArg, ...names] = process.argv.slice(2);
  if (!checkoutArg) {
    console.error('usage: pnpm peer:supabase-js <supabase-js checkout> [suite …]');
    process.exit(2);
  }
  const checkout = path.resolve(checkoutArg);
  if (!existsSync(path.join(checkout, 'node_modules', 'jest'))) {
    console.error(`jest is not installed in ${checkout}/node_modules: see local-stack/README.md`);
    process.exit(2);
  }
  const suites = (names.length > 0 ? names : SUITES) as Suite[];
  for (const suite of suites) {
    if (!SUITES.includes(suite)) throw new Error(`unknown suite ${suite}`);
  }
  if (await portInUse(PORT)) {
    console.error(`port ${PORT} is in use: stop the other stack first`);
    process.exit(2);
  }
  const results = [];
  for (const suite of suites) results.push(await measure(checkout, suite));
  for (const r of results) {
    console.log(`\n${r.suite}: ${r.passed} of ${r.total} tests that reach a server pass`);
    for (const f of r.failures) console.log(`  ✗ ${f.file} › ${f.name}\n      ${f.message}`);
    const passedAnyway = r.excluded.filter((t) => t.passed).length;
    console.log(
      `  not counted: ${r.excluded.length} out of scope (${passedAnyway} pass anyway)${r.excluded
        .filter((t) => !t.passed)
        .map((t) => `\n  - ${t.file} › ${t.name} (${t.reason})`)
        .join('')}`,
    );
  }
  console.log('');
  for (const r of results) {
    const pct = r.total ? ((100 * r.passed) / r.total).toFixed(1) : '-';
    console.log(`${r.suite.padEnd(13)} ${r.passed}/${r.total} (${pct} %)`);
  }
}

await main();
