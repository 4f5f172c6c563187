/**
 * bench:web's baseline (issue 31): the same shell and pages built as one app without Module
 * Federation (tooling/rspack-config/src/monolith.ts), served by the same nginx the same way:
 * the prerendered public pages too, with the monolith's script tags in place of the shell's.
 * Everything lives in a temporary folder; the dists the stack serves are not touched.
 */
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildMonolith } from '../../tooling/rspack-config/src/monolith';
import { REPO_ROOT, remoteDist } from '../support/paths';

export interface MonolithSite {
  /** The monolith's build: nginx's shell root. */
  shellRoot: string;
  /** public-site with its prerendered pages pointing at the monolith's scripts. */
  remoteDirs: { 'public-site': string };
  buildMs: number;
  remove(): Promise<void>;
}

/** The `<script src>` tags of the monolith's index.html: what a prerendered page must load. */
const scriptTags = (html: string) => html.match(/<script[^>]*\ssrc="[^"]*"[^>]*><\/script>/g) ?? [];

/**
 * A prerendered page with the shell's script and script-preload tags swapped for `scripts`, and
 * without the page's remote for the early script to ask for (the monolith has no remote).
 */
export function withScripts(page: string, scripts: string[]): string {
  return page
    .replace(/ data-prerender-remote="[^"]*"/, '')
    .replace(/<script[^>]*\ssrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/<link rel="preload" href="[^"]*" as="script"[^>]*>/g, '')
    .replace('</head>', `${scripts.join('')}</head>`);
}

export async function buildMonolithSite(): Promise<MonolithSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'csan-monolith-'));
  await chmod(dir, 0o755);
  const shellRoot = path.join(dir, 'shell');
  const started = Date.now();
  await buildMonolith(REPO_ROOT, shellRoot);
  const buildMs = Date.now() - started;
  const scripts = scriptTags(await readFile(path.join(shellRoot, 'index.html'), 'utf8'));

  const publicSite = path.join(dir, 'public-site');
  const source = remoteDist('public-site');
  await mkdir(path.join(publicSite, 'prerendered'), { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry !== 'prerendered')
      await symlink(path.join(source, entry), path.join(publicSite, entry));
  }
  for (const page of await readdir(path.join(source, 'prerendered'))) {
    const html = await readFile(path.join(source, 'prerendered', page), 'utf8');
    await writeFile(path.join(publicSite, 'prerendered', page), withScripts(html, scripts));
  }
  return {
    shellRoot,
    remoteDirs: { 'public-site': publicSite },
    buildMs,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
