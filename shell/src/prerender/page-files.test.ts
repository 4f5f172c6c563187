import { describe, expect, it } from 'vitest';
import { type ManifestFiles, pageFilesOf } from './page-files';

const manifest: ManifestFiles = {
  name: 'public_site',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'HomePage',
      assets: { js: { sync: ['600.e03e.js', '__federation_expose_HomePage.37aa.js'] } },
    },
  ],
};

describe('pageFilesOf', () => {
  it("names the remote, its entry and the page's own chunks, as MF fetches them", () => {
    expect(pageFilesOf(manifest, 'public_site', 'HomePage')).toBe(
      'public_site remoteEntry.js 600.e03e.js __federation_expose_HomePage.37aa.js',
    );
  });

  it('keeps an entry path the remote was built with', () => {
    const nested = {
      ...manifest,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js/' } },
    };
    expect(pageFilesOf(nested, 'public_site', 'HomePage')).toMatch(
      /^public_site js\/remoteEntry\.js /,
    );
  });

  it("refuses another remote's manifest, an unknown page and a file name that is not plain", () => {
    expect(() => pageFilesOf(manifest, 'library', 'HomePage')).toThrow(/public_site's/);
    expect(() => pageFilesOf(manifest, 'public_site', 'AboutPage')).toThrow(/exposes no/);
    const odd = {
      ...manifest,
      exposes: [{ name: 'HomePage', assets: { js: { sync: ['a.js" onload="x'] } } }],
    };
    expect(() => pageFilesOf(odd, 'public_site', 'HomePage')).toThrow(/not a plain/);
  });
});
