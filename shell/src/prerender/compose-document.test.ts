import { describe, expect, it } from 'vitest';
import { composeDocument, hoistStyles, visibilityCss } from './compose-document';

const template =
  '<!doctype html><html lang="en"><head><title>CSAN</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const style = (key: string, css: string) => `<style data-emotion="${key}">${css}</style>`;

describe('hoistStyles', () => {
  it("moves Emotion's inline styles out of the markup, once per key, in order", () => {
    const { styles, copies } = hoistStyles([
      { language: 'en', html: `${style('css a', '.a{}')}<p class="a">Hi</p>` },
      { language: 'fr', html: `${style('css a', '.a{}')}${style('css b', '.b{}')}<p>Salut</p>` },
    ]);
    expect(styles).toBe(`${style('css a', '.a{}')}${style('css b', '.b{}')}`);
    expect(copies).toEqual([
      { language: 'en', html: '<p class="a">Hi</p>' },
      { language: 'fr', html: '<p>Salut</p>' },
    ]);
  });
});

describe('composeDocument', () => {
  const html = composeDocument({
    template,
    path: '/about',
    copies: [
      { language: 'en', html: `${style('css a', '.a{}')}<h1>About</h1>` },
      { language: 'fr', html: '<h1>À propos</h1>' },
    ],
    gateScript: 'gate()',
    pageRemote: 'public_site',
  });

  it("keeps the shell document (its scripts), names the route and the page's remote on <html>", () => {
    expect(html).toContain(
      '<html lang="en" data-prerender-path="/about" data-prerender-remote="public_site">',
    );
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('puts the gate and the styles in <head>, the inert copies in #root', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script>gate()</script>');
    expect(head).toContain(style('css a', '.a{}'));
    expect(html).toContain(
      '<div id="root"><div data-prerender-lang="en" lang="en" inert><h1>About</h1></div>' +
        '<div data-prerender-lang="fr" lang="fr" inert><h1>À propos</h1></div></div>',
    );
  });

  it("puts the English copy's title in <title>, escaped, and every copy's before the gate", () => {
    const titled = composeDocument({
      template,
      path: '/about',
      copies: [
        { language: 'fr', html: '<h1>À propos</h1>', title: 'À propos | CSAN' },
        { language: 'en', html: '<h1>About</h1>', title: 'R&D <about> | CSAN' },
      ],
      gateScript: 'gate()',
    });
    expect(titled).toContain('<title>R&amp;D &lt;about&gt; | CSAN</title>');
    expect(titled).not.toContain('<title>CSAN</title>');
    const head = titled.slice(0, titled.indexOf('</head>'));
    const metas =
      '<meta name="csan-prerender-title" lang="fr" content="À propos | CSAN">' +
      '<meta name="csan-prerender-title" lang="en" content="R&amp;D &lt;about&gt; | CSAN">';
    expect(head).toContain(metas);
    expect(head.indexOf(metas)).toBeLessThan(head.indexOf('<script>gate()</script>'));
  });

  it('inserts a script or title holding `$` patterns as written', () => {
    const html = composeDocument({
      template,
      path: '/',
      copies: [{ language: 'en', html: "<p>$'</p>", title: "Cost $& more $' | CSAN" }],
      gateScript: "a.replace(/x/,'$&')",
    });
    expect(html).toContain("<script>a.replace(/x/,'$&')</script>");
    expect(html).toContain("<title>Cost $&amp; more $' | CSAN</title>");
    expect(html).toContain("<p>$'</p>");
  });

  it('refuses a gate that would close its own script element', () => {
    expect(() =>
      composeDocument({ template, path: '/', copies: [], gateScript: '"</script>"' }),
    ).toThrow(/cannot be inlined/);
  });
});

describe('visibilityCss', () => {
  it('hides every copy but the one the gate named on <html>, and for a member its visitor-only parts', () => {
    expect(visibilityCss(['en', 'fr'])).toBe(
      '[data-prerender-lang]{display:none}' +
        'html[data-prerender="en"] [data-prerender-lang="en"],' +
        'html[data-prerender="fr"] [data-prerender-lang="fr"]{display:contents}' +
        'html[data-prerender-member] [data-prerender-lang] [data-signed-out-only]{visibility:hidden}',
    );
  });
});
