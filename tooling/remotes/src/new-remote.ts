/**
 * `pnpm new:remote <folder> [--dry-run]`: a new remote, ready to build and test.
 *
 * - remotes/<folder>/ from the smallest remote (tools): package `@csan/remote-<folder>`, the
 *   Rspack config from the factory, one exposed `LandingPage`, its route (`src/routes.ts`:
 *   `/<folder>`, public, a header link labelled in en/fr/pt/sw), its namespace in en/fr/pt/sw,
 *   the standalone harness and the exposes test;
 * - its entry in the registry (registry.ts) with the next free dev port;
 * - the generated files rewritten (generate.ts).
 *
 * What stays for the author: `pnpm install` (links the new package), the texts (page and nav
 * label), its row in the README's map, and its entry in each environment's config.json. The
 * shell is not changed: it reads the remote's routes.json at run time. An area remote
 * also needs an entry in AREAS, its `area` in the remote's entry and the profile flag's column
 * (a migration).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderOutputs } from './generate';
import { REMOTES, type RemoteSpec, SHELL_DEV_PORT } from './registry';

/** The remote the skeleton is copied from (the smallest one). */
const TEMPLATE = 'tools';
const REGISTRY_FILE = 'tooling/remotes/src/registry.ts';
const REGISTRY_END = '] as const satisfies readonly RemoteSpec[];';
const FOLDER = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export type ScaffoldPlan = {
  entry: RemoteSpec;
  /** Repo-relative path → new text, every file the scaffold writes. */
  files: Map<string, string>;
};

/** `events-hub` → `Events Hub`. */
const titleOf = (folder: string): string =>
  folder
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Marks a text the scaffold could only write in English (the remote's name): the new remote's
 * exposes test lists each one until it is translated (docs/recipes.md, "A new remote").
 */
const TODO_MARK = '[TODO translate]';
const todo = (language: string, english: string) =>
  language === 'en' ? english : `${TODO_MARK} ${english}`;

/** The page shown until the team writes its own; in the four languages. */
const TEXTS = {
  en: 'This section is being built.',
  fr: 'Cette section est en cours de construction.',
  pt: 'Esta secção está em construção.',
  sw: 'Sehemu hii inajengwa.',
} as const;

const EXPOSES = `/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. Its routes (src/routes.ts) name these.
 */
export const EXPOSES = {
  './LandingPage': './src/features/landing/LandingPage.tsx',
} as const;
`;

/** Biome's layout of the call: on one line when it fits in 100 columns, else one argument a line. */
function describeCall(folder: string): string {
  const line = `describeExposedPages('${folder}', EXPOSES, { en, fr, pt, sw }, PAGES);`;
  if (line.length <= 100) return line;
  return `describeExposedPages(\n  '${folder}',\n  EXPOSES,\n  { en, fr, pt, sw },\n  PAGES,\n);`;
}

const EXPOSES_TEST = (
  folder: string,
) => `import { describeExposedPages } from '@csan/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { EXPOSES } from './exposes';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import pt from './i18n/pt.json';
import sw from './i18n/sw.json';
import { ROUTES } from './routes';

const PAGES = [
  {
    name: 'LandingPage',
    load: () => import('./features/landing/LandingPage'),
    key: 'landing.title',
  },
];

${describeCall(folder)}

// The scaffold wrote the name in English, marked ${TODO_MARK}, where a translation is owed:
// this test lists every such text (catalogues and nav labels) until the team writes them.
describe('${folder} texts', () => {
  it('has no text still waiting for its translation (${TODO_MARK})', () => {
    const owed = JSON.stringify([en, fr, pt, sw, ROUTES])
      .split('"')
      .filter((text) => text.startsWith('${TODO_MARK}'));
    expect(owed).toEqual([]);
  });
});
`;

/** The remote's routes: its page at /<folder>, public, with a header link (README "Routes"). */
const ROUTES = (
  folder: string,
  title: string,
) => `import type { RouteData } from '@csan/shared-auth/routes';

/**
 * This remote's pages, read by the shell at run time from its routes.json (written by its build
 * from this list): a new page, guard or nav link here ships with this remote alone.
 */
export const ROUTES = [
  {
    path: '/${folder}',
    expose: 'LandingPage',
    guard: { kind: 'public' },
    readsDatabase: false,
    nav: {
      key: 'landing',
      header: 100,
      label: {
        en: '${title}',
        fr: '${todo('fr', title)}',
        pt: '${todo('pt', title)}',
        sw: '${todo('sw', title)}',
      },
    },
  },
] as const satisfies readonly RouteData[];
`;

const LANDING_PAGE = `import '../../i18n';
import { Container, PageHeader } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n/namespace';

/** The remote's first page: replace it with the real one. */
export default function LandingPage() {
  const { t } = useTranslation(NS);
  return (
    <Container maxW="4xl" py="12">
      <PageHeader title={t('landing.title')} description={t('landing.intro')} />
    </Container>
  );
}
`;

/** `text` with each `[from, to]` replaced once; a `from` that is missing is an error. */
function replaceAll(file: string, text: string, pairs: ReadonlyArray<[string, string]>): string {
  return pairs.reduce((acc, [from, to]) => {
    if (!acc.includes(from)) throw new Error(`${file}: the template has no '${from}'`);
    return acc.replaceAll(from, to);
  }, text);
}

/** Template files (repo-relative to the template remote), without build outputs. */
function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', '.cache'].includes(entry.name) ? [] : templateFiles(dir, rel);
    }
    return [rel];
  });
}

/** Everything `pnpm new:remote <folder>` would write, computed without writing. */
export function planRemote(
  root: string,
  folder: string,
  registry: readonly RemoteSpec[] = REMOTES,
): ScaffoldPlan {
  if (!FOLDER.test(folder)) {
    throw new Error(`'${folder}': a remote's folder is lower-case words joined by '-'`);
  }
  const name = folder.replaceAll('-', '_');
  if (registry.some((r) => r.folder === folder || r.name === name)) {
    throw new Error(`'${folder}' is already in the remote registry`);
  }
  if (existsSync(path.join(root, 'remotes', folder))) {
    throw new Error(`remotes/${folder} already exists`);
  }
  const devPort = Math.max(SHELL_DEV_PORT, ...registry.map((r) => r.devPort)) + 1;
  const entry: RemoteSpec = { name, folder, devPort };
  const title = `CSAN ${titleOf(folder)}`;

  const files = new Map<string, string>();
  const from = path.join(root, 'remotes', TEMPLATE);
  for (const rel of templateFiles(from)) {
    const text = readFileSync(path.join(from, rel), 'utf8');
    const out = path.join('remotes', folder, rel);
    const posix = rel.split(path.sep).join('/');
    if (posix.startsWith('src/features/')) continue; // the template's own pages
    if (/^src\/i18n\/(en|fr|pt|sw)\.json$/.test(posix)) continue; // written below
    if (/^src\/(exposes|exposes\.test|routes)\.tsx?$/.test(posix)) continue; // written below
    const edits: Record<string, ReadonlyArray<[string, string]>> = {
      'package.json': [[`"@csan/remote-${TEMPLATE}"`, `"@csan/remote-${folder}"`]],
      'rspack.config.ts': [[`name: '${TEMPLATE}'`, `name: '${name}'`]],
      'vitest.config.ts': [[`name: '${TEMPLATE}'`, `name: '${folder}'`]],
      'src/i18n/namespace.ts': [[`'${TEMPLATE}'`, `'${folder}'`]],
    };
    files.set(out, replaceAll(posix, text, edits[posix] ?? []));
  }
  files.set(path.join('remotes', folder, 'src/features/landing/LandingPage.tsx'), LANDING_PAGE);
  files.set(path.join('remotes', folder, 'src/exposes.ts'), EXPOSES);
  files.set(path.join('remotes', folder, 'src/exposes.test.tsx'), EXPOSES_TEST(folder));
  files.set(path.join('remotes', folder, 'src/routes.ts'), ROUTES(folder, title));
  for (const [language, intro] of Object.entries(TEXTS)) {
    const catalog = { landing: { title: todo(language, title), intro } };
    files.set(
      path.join('remotes', folder, `src/i18n/${language}.json`),
      `${JSON.stringify(catalog, null, 2)}\n`,
    );
  }

  const registryText = readFileSync(path.join(root, REGISTRY_FILE), 'utf8');
  if (!registryText.includes(`\n${REGISTRY_END}`)) {
    throw new Error(`${REGISTRY_FILE}: no '${REGISTRY_END}' line to add the entry before`);
  }
  const line = `  { name: '${name}', folder: '${folder}', devPort: ${devPort} },\n`;
  files.set(REGISTRY_FILE, registryText.replace(`\n${REGISTRY_END}`, `\n${line}${REGISTRY_END}`));

  for (const output of renderOutputs(root, [...registry, entry])) {
    if (output.current !== output.expected) files.set(output.file, output.expected);
  }
  return { entry, files };
}

/** Writes a plan's files under `root`. */
export function writePlan(root: string, plan: ScaffoldPlan): void {
  for (const [rel, text] of plan.files) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
}

function main(args: string[]): void {
  const dryRun = args.includes('--dry-run');
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) throw new Error('usage: pnpm new:remote <folder> [--dry-run]');
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const plan = planRemote(root, folder);
  const { name, devPort } = plan.entry;
  console.log(
    `${dryRun ? 'Would write' : 'Wrote'} (${name}, dev port ${devPort}):\n  ${[...plan.files.keys()].join('\n  ')}`,
  );
  if (dryRun) return;
  writePlan(root, plan);
  console.log(`
Next: pnpm install (links @csan/remote-${folder}); write its texts (the page's and the nav
label in src/routes.ts: its fr/pt/sw texts are marked ${TODO_MARK}, and its exposes test fails
until they are translated); add remotes/${folder}/ to the README's map. Its route /${folder} needs no
shell change. Then pnpm --filter @csan/remote-${folder} dev.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2));
}
