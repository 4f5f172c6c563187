/**
 * The contract between a deployed shell and a remote about shared modules, as two build
 * artifacts: the shell's `shared-provided.json` (what it provides) and the `sharedImports` field
 * of a remote's `mf-manifest.json` (what it imports). `unmetSharedImports` is the rule the
 * `pnpm check:remote` gate applies; the shell applies the same rule at run time
 * (shell/src/federation/shared-gate.ts) before it renders a remote's page.
 */

/** The shell's artifact: per shared request, its version and, when known, its export names. */
export type SharedProvided = {
  /** `null`: a package from the registry shared whole; its version says what it has. */
  shared: Record<string, { version: string; exports: string[] | null }>;
};

/** Per shared request a remote imports: the range it was built against and the names it uses. */
export type SharedImports = Record<string, { requiredVersion: string; imports: string[] }>;

export const PROVIDED_FILE = 'shared-provided.json';
export const MANIFEST_FIELD = 'sharedImports';

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^\^?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** `version` satisfies a caret range `^x.y.z` (the only form the config factory writes). */
export function satisfiesCaret(version: string, range: string): boolean {
  const v = parseVersion(version);
  const r = parseVersion(range);
  if (!v || !r) return false;
  const [major, minor, patch] = r;
  const cmp = v[0] - major || v[1] - minor || v[2] - patch;
  if (cmp < 0) return false;
  if (major > 0) return v[0] === major;
  if (minor > 0) return v[0] === 0 && v[1] === minor;
  return v[0] === 0 && v[1] === 0 && v[2] === patch;
}

/** Same line of `range` (its major; below 1.0.0 its minor): nothing removed or changed. */
export function sameLine(version: string, range: string): boolean {
  const v = parseVersion(version);
  const r = parseVersion(range);
  if (!v || !r) return false;
  return v[0] === r[0] && (r[0] > 0 || v[1] === r[1]);
}

/**
 * What the shell lacks for this remote, one line per shared request, empty when it can load:
 * - a request the shell does not share at all;
 * - another major version (a removal or a change of meaning: never compatible);
 * - export names the shell's copy lacks (an addition the remote uses; within one major, the
 *   names decide, so a remote built against a newer minor still loads when it uses none of it);
 * - for a package shared whole (no name list) or imported whole (`*`), a version below the range.
 */
export function unmetSharedImports(imports: SharedImports, provided: SharedProvided): string[] {
  const problems: string[] = [];
  for (const [request, { requiredVersion, imports: names }] of Object.entries(imports)) {
    const offer = provided.shared[request];
    if (!offer) {
      problems.push(
        `${request}: the shell does not share it (remote built against ${requiredVersion})`,
      );
      continue;
    }
    const versions = `the shell provides ${offer.version}, the remote was built against ${requiredVersion}`;
    if (!sameLine(offer.version, requiredVersion)) {
      problems.push(`${request}: another major version (${versions})`);
      continue;
    }
    if (offer.exports && !names.includes('*')) {
      const missing = names.filter((name) => !offer.exports?.includes(name));
      if (missing.length > 0) {
        problems.push(`${request}: missing exports ${missing.join(', ')} (${versions})`);
      }
    } else if (!satisfiesCaret(offer.version, requiredVersion)) {
      problems.push(`${request}: version too old (${versions})`);
    }
  }
  return problems;
}
