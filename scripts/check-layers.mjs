#!/usr/bin/env node
// Layering lint (STYLE.md "Layers"; run by `pnpm lint`). Code flows one way:
//   shared-ui, shared-auth  →  remotes  →  shell (which loads remotes only through federation).
// Rules, checked on every import/export-from/import()/require() under the packages' sources:
//   1. shared-ui and shared-auth never import the shell or a remote;
//   2. a remote never imports another remote or the shell;
//   3. the shell never imports a remote as a package or by path (federation only);
//   4. only shared-ui imports @chakra-ui/react: it is the design-system facade and, since Chakra
//      is not a shared singleton of its own (bundle size), a second importer would ship a
//      second Chakra. Test files are exempt from this rule only: they are never bundled.
//   5. inside a remote, code flows shared → features → app (STYLE.md, bulletproof-react's
//      zones): a feature folder (`src/features/<name>/`) never imports another feature, and the
//      remote's shared folders (`src/api`, `src/lib`, `src/components`, ...) never import a
//      feature. Only the composition roots may: `src/app/`, `src/harness/`, `src/exposes.ts`,
//      and tests. What two features need lives in a shared folder.
// Biome's noRestrictedImports can ban a package name per folder but not relative paths that
// climb into a sibling package, so this small script does the whole job.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(c|m)?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage']);
const SPECIFIER =
  /(?:\bimport\s+(?:type\s+)?(?:[\w*${}\s,]+\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*${}\s,]+\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** @returns {string[]} source files under dir, recursively */
function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** @returns {{ specifier: string, line: number }[]} */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[1], line });
  }
  return found;
}

/** Which layer a repo-relative path belongs to: shared, remote:<name>, shell, or null. */
function layerOf(relPath) {
  const [top, second] = relPath.split(path.sep);
  if (top === 'shared-ui' || top === 'shared-auth') return { kind: 'shared', pkg: top };
  if (top === 'shell') return { kind: 'shell', pkg: 'shell' };
  if (top === 'remotes' && second) return { kind: 'remote', pkg: second };
  return null;
}

const isTestFile = (rel) =>
  /\.test\.[cm]?[jt]sx?$/.test(rel) || rel.split(path.sep).includes('test');

/** `remotes/<r>/src/features/<name>/…` → `<r>/<name>`; anything else → null. */
function featureOf(relPath) {
  const parts = relPath.split(path.sep);
  return parts[0] === 'remotes' && parts[2] === 'src' && parts[3] === 'features' && parts[4]
    ? `${parts[1]}/${parts[4]}`
    : null;
}

/** A remote's composition roots: the only non-feature files that may import a feature. */
function composesFeatures(relPath) {
  const parts = relPath.split(path.sep);
  return (
    ['app', 'harness'].includes(parts[3]) ||
    (parts[3] ?? '').startsWith('exposes.') ||
    isTestFile(relPath)
  );
}

/** Rule 5 for a relative import from `rel` to `targetRel` inside one remote, or null. */
function featureViolation(rel, targetRel) {
  const to = featureOf(targetRel);
  if (!to) return null;
  const from = featureOf(rel);
  if (from && from !== to)
    return 'a feature must not import another feature (move it to a shared folder)';
  if (!from && !composesFeatures(rel)) return "a remote's shared code must not import a feature";
  return null;
}

/** The rule an import breaks, or null. */
function violation(root, file, specifier) {
  const rel = path.relative(root, file);
  const from = layerOf(rel);
  if (!from) return null;
  const isRelative = specifier.startsWith('.');
  const target = isRelative
    ? layerOf(path.relative(root, path.resolve(path.dirname(file), specifier)))
    : null;
  const remotePkg = /^@csan\/remote-/.test(specifier);
  const shellPkg = specifier === '@csan/shell' || specifier.startsWith('@csan/shell/');

  if (from.kind === 'shared') {
    if (remotePkg || shellPkg || target?.kind === 'remote' || target?.kind === 'shell') {
      return `${from.pkg} must not import the shell or a remote`;
    }
  }
  if (from.kind === 'remote') {
    if (shellPkg || target?.kind === 'shell') return 'a remote must not import the shell';
    if (remotePkg || (target?.kind === 'remote' && target.pkg !== from.pkg)) {
      return 'a remote must not import another remote';
    }
    if (isRelative && target?.kind === 'remote') {
      const rule = featureViolation(
        rel,
        path.relative(root, path.resolve(path.dirname(file), specifier)),
      );
      if (rule) return rule;
    }
  }
  if (from.kind === 'shell' && (remotePkg || target?.kind === 'remote')) {
    return 'the shell loads remotes only through Module Federation';
  }
  const chakra = specifier === '@chakra-ui/react' || specifier.startsWith('@chakra-ui/react/');
  if (chakra && from.pkg !== 'shared-ui' && !isTestFile(rel)) {
    return 'import Chakra through @csan/shared-ui, never @chakra-ui/react directly';
  }
  return null;
}

/** All violations under `root` (the repository). */
export function checkLayers(root) {
  const dirs = ['shared-ui', 'shared-auth', 'shell'].map((d) => path.join(root, d));
  try {
    for (const r of readdirSync(path.join(root, 'remotes')))
      dirs.push(path.join(root, 'remotes', r));
  } catch {
    // no remotes folder (fixtures)
  }
  const problems = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
      const rule = violation(root, file, specifier);
      if (rule) problems.push({ file: path.relative(root, file), line, specifier, rule });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const problems = checkLayers(root);
  for (const p of problems)
    console.error(`${p.file}:${p.line}: imports '${p.specifier}': ${p.rule}`);
  if (problems.length > 0) {
    console.error(`check-layers: ${problems.length} layering violation(s)`);
    process.exit(1);
  }
  console.log('check-layers: layering holds');
}
