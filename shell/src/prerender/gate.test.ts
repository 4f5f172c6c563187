import { describe, expect, it } from 'vitest';
import { composeDocument } from './compose-document';
import { copyIsForMember, type GateInput, prerenderedLanguage, prerenderedTitle } from './gate';

const emptyStorage = { length: 0, key: () => null };
const input = (overrides: Partial<GateInput> = {}): GateInput => ({
  host: 'csan.africa',
  pathname: '/about',
  renderedPath: '/about',
  url: new URL('https://csan.africa/about'),
  storage: emptyStorage,
  cookies: '',
  language: () => 'fr',
  ...overrides,
});

describe('prerenderedLanguage (the gate of a prerendered document)', () => {
  it("shows the visitor's language on its own path of the main site", () => {
    expect(prerenderedLanguage(input())).toBe('fr');
    expect(prerenderedLanguage(input({ pathname: '/about/' }))).toBe('fr');
    expect(prerenderedLanguage(input({ host: 'localhost:8080' }))).toBe('fr');
  });

  it('shows nothing on another path (a server that sent the document elsewhere)', () => {
    expect(prerenderedLanguage(input({ pathname: '/dashboard' }))).toBeNull();
    expect(prerenderedLanguage(input({ renderedPath: null }))).toBeNull();
  });

  it('shows nothing on an area host: that host renders its area, not the site', () => {
    expect(prerenderedLanguage(input({ host: 'skillup.csan.africa' }))).toBeNull();
    expect(prerenderedLanguage(input({ host: 'tools.csan.localhost:8080' }))).toBeNull();
  });

  it('shows the copy to a member too, marked so that its visitor-only parts hide', () => {
    const withSession = { length: 1, key: () => 'sb-abc-auth-token' };
    expect(prerenderedLanguage(input({ storage: withSession }))).toBe('fr');
    const home = new URL('https://csan.africa/');
    expect(copyIsForMember({ storage: withSession, url: home, cookies: '' })).toBe(true);
    const callback = new URL('https://csan.africa/about#access_token=x');
    expect(copyIsForMember({ storage: emptyStorage, url: callback, cookies: '' })).toBe(true);
    expect(copyIsForMember({ storage: null, url: home, cookies: '' })).toBe(true);
    expect(copyIsForMember({ storage: emptyStorage, url: home, cookies: 'lang=fr' })).toBe(false);
  });

  it('knows a member from the session cookie another host of the portal wrote', () => {
    const home = new URL('https://csan.africa/');
    const member = (cookies: string) =>
      copyIsForMember({ storage: emptyStorage, url: home, cookies });
    expect(member('lang=fr; sb-abc-auth-token=base64-eyJ9')).toBe(true);
    // A session too large for one cookie is written in chunks.
    expect(member('sb-abc-auth-token.0=base64-ey; sb-abc-auth-token.1=J9')).toBe(true);
    expect(member('sb-abc-auth-token-code-verifier=x; other=sb-abc-auth-token')).toBe(false);
  });
});

describe('prerenderedTitle (the tab title the gate sets)', () => {
  // The document as the build writes it, so the test fails if the two stop agreeing.
  const documentWith = (copies: Parameters<typeof composeDocument>[0]['copies']) =>
    new DOMParser().parseFromString(
      composeDocument({
        template:
          '<!doctype html><html lang="en"><head><title>CSAN</title></head><body><div id="root"></div></body></html>',
        path: '/about',
        copies,
        gateScript: 'gate()',
      }),
      'text/html',
    );

  it("reads the shown copy's title, quotes and ampersands included", () => {
    const doc = documentWith([
      { language: 'en', html: '<h1>About</h1>', title: 'About | CSAN' },
      { language: 'fr', html: '<h1>À propos</h1>', title: 'À propos "CSAN" & Co | CSAN' },
    ]);
    expect(prerenderedTitle(doc, 'fr')).toBe('À propos "CSAN" & Co | CSAN');
    expect(prerenderedTitle(doc, 'en')).toBe('About | CSAN');
    expect(doc.title).toBe('About | CSAN');
  });

  it('is null for a copy without a title, so the document keeps its own', () => {
    const doc = documentWith([{ language: 'en', html: '<h1>About</h1>' }]);
    expect(prerenderedTitle(doc, 'en')).toBeNull();
    expect(prerenderedTitle(doc, 'sw')).toBeNull();
    expect(doc.title).toBe('CSAN');
  });
});
