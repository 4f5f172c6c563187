import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a module exports, read from its source (TypeScript's parser, no type checking): the
 * names that exist at run time (`values`) and the erased ones (`types`). `export * from` and
 * `export { … } from` a relative module are followed; a name re-exported from a package counts
 * as a value unless it is marked `type`.
 */
export type Surface = { values: string[]; types: string[] };

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((name) => path.join(base, name)),
  ];
  const found = candidates.find((file) => existsSync(file) && !file.endsWith(path.sep));
  if (!found || !/\.[cm]?[jt]sx?$/.test(found))
    throw new Error(`cannot resolve ${request} from ${from}`);
  return found;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

export function moduleSurface(file: string, seen = new Set<string>()): Surface {
  const values = new Set<string>();
  const types = new Set<string>();
  if (seen.has(file)) return { values: [], types: [] };
  seen.add(file);
  const add = (name: string, isType: boolean) => (isType ? types : values).add(name);
  for (const node of parse(file).statements) {
    if (ts.isExportDeclaration(node)) {
      const from =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : undefined;
      const target = from?.startsWith('.')
        ? moduleSurface(resolveRelative(file, from), seen)
        : null;
      if (!node.exportClause) {
        if (!target) throw new Error(`${file}: export * from a package cannot be listed`);
        for (const name of target.values) add(name, node.isTypeOnly);
        for (const name of target.types) add(name, true);
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const spec of node.exportClause.elements) {
          const local = (spec.propertyName ?? spec.name).text;
          const isType =
            node.isTypeOnly ||
            spec.isTypeOnly ||
            (target ? !target.values.includes(local) && target.types.includes(local) : false);
          add(spec.name.text, isType);
        }
      } else {
        add(node.exportClause.name.text, node.isTypeOnly); // export * as name
      }
    } else if (ts.isExportAssignment(node)) {
      add('default', false);
    } else if (hasModifier(node, ts.SyntaxKind.ExportKeyword)) {
      const isDefault = hasModifier(node, ts.SyntaxKind.DefaultKeyword);
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
        add(isDefault ? 'default' : node.name.text, true);
      } else if (ts.isVariableStatement(node)) {
        for (const decl of node.declarationList.declarations) {
          if (ts.isIdentifier(decl.name)) add(decl.name.text, false);
        }
      } else if (
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isEnumDeclaration(node)
      ) {
        add(isDefault || !node.name ? 'default' : node.name.text, false);
      }
    }
  }
  for (const name of values) types.delete(name);
  return { values: [...values].sort(), types: [...types].sort() };
}

/**
 * The value names one module imports from each of `requests` (`import { a, b }`, `export { a }
 * from`, a default import as `default`). `import type` and `{ type X }` are left out (erased);
 * `import * as`, `import()` and `export *` record `*` (every name: only the version can be
 * checked); a bare `import 'x'` records the request with no names.
 */
export function importedNames(
  file: string,
  text: string,
  requests: ReadonlySet<string>,
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const take = (request: string) => {
    const names = found.get(request) ?? new Set<string>();
    found.set(request, names);
    return names;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const request = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (requests.has(request) && !clause?.isTypeOnly) {
        const names = take(request);
        if (clause?.name) names.add('default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const spec of bindings.elements) {
            if (!spec.isTypeOnly) names.add((spec.propertyName ?? spec.name).text);
          }
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      requests.has(node.moduleSpecifier.text) &&
      !node.isTypeOnly
    ) {
      const names = take(node.moduleSpecifier.text);
      const clause = node.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const spec of clause.elements) {
          if (!spec.isTypeOnly) names.add((spec.propertyName ?? spec.name).text);
        }
      } else {
        names.add('*');
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      requests.has(node.arguments[0].text)
    ) {
      take(node.arguments[0].text).add('*');
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/**
 * The source file behind a workspace package's subpath export (`@csan/shared-ui/forms` →
 * shared-ui/src/forms/index.ts), or null for a package from the registry.
 */
export function workspaceEntry(appDir: string, request: string, pkg: string): string | null {
  const pkgDir = path.join(appDir, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | object>;
  };
  if (!pkg.startsWith('@csan/')) return null;
  const subpath = `.${request.slice(pkg.length)}`;
  const target = manifest.exports?.[subpath];
  if (typeof target !== 'string') throw new Error(`${pkg} has no string export ${subpath}`);
  return path.join(pkgDir, target);
}
