/** What the prerender reads of a remote's mf-manifest.json (MF 2's manifest format). */
export type ManifestFiles = {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: readonly { name: string; assets: { js: { sync: readonly string[] } } }[];
};

/**
 * The value of a prerendered document's PRERENDER_FILES_ATTRIBUTE: the page's remote, then its
 * remoteEntry and the exposed page's own chunks, relative to the remote's manifest — what MF
 * fetches before it can run the page, so the early script (boot/early-fetch.ts) can start them
 * all at once instead of one after the other. The same release writes the manifest and the
 * document (scripts/prerender), so the names match the files deployed beside them.
 */
export function pageFilesOf(manifest: ManifestFiles, remote: string, expose: string): string {
  if (manifest.name !== remote)
    throw new Error(`the manifest is ${manifest.name}'s, not ${remote}'s`);
  const page = manifest.exposes.find((entry) => entry.name === expose);
  if (!page) throw new Error(`${remote}'s manifest exposes no ${expose}`);
  const { name, path } = manifest.metaData.remoteEntry;
  const entry = path ? `${path.replace(/\/+$/, '')}/${name}` : name;
  const files = [entry, ...page.assets.js.sync];
  const unsafe = files.find((file) => !/^[\w./-]+$/.test(file) || file.includes('..'));
  if (unsafe) throw new Error(`${remote}: "${unsafe}" is not a plain relative file name`);
  return [remote, ...files].join(' ');
}
