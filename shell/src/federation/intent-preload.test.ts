import { afterEach, describe, expect, it, vi } from 'vitest';
import { installIntentPreload, pageOfLink } from './intent-preload';

const here = { host: 'csan.africa', pathname: '/' };

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  return link;
}

describe('pageOfLink: which remote page a link would open', () => {
  it.each([
    ['https://csan.africa/resources', 'library', 'ResourcesPage', false],
    ['https://csan.africa/resources/0b6f', 'library', 'ResourcesPage', false],
    ['https://csan.africa/membership?tier=student', 'membership_checkout', 'MembershipPage', false],
    ['https://csan.africa/account', 'member_area', 'AccountPage', true],
  ])('%s → %s/%s', (href, remote, expose, gated) => {
    expect(pageOfLink(anchor(href), here)).toEqual({ remote, expose, gated });
  });

  it.each([
    ['another host (an area host loads a whole document)', anchor('https://skillup.csan.africa/')],
    ['an external site', anchor('https://example.org/resources')],
    ['the page already open', anchor('https://csan.africa/')],
    ['a path no remote owns', anchor('https://csan.africa/no-such-page')],
    ['a download', anchor('https://csan.africa/resources', { download: '' })],
    ['a new tab', anchor('https://csan.africa/resources', { target: '_blank' })],
  ])('nothing for %s', (_what, link) => {
    expect(pageOfLink(link, here)).toBeNull();
  });
});

describe('installIntentPreload: intent on a link starts its page once', () => {
  let remove: () => void = () => undefined;
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  function page(html: string) {
    document.body.innerHTML = html;
    const start = vi.fn();
    remove = installIntentPreload(document, { host: 'localhost:3000', pathname: '/' }, start);
    return start;
  }

  it.each([
    [
      'pointer',
      (el: Element) => el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })),
    ],
    ['keyboard focus', (el: Element) => (el as HTMLElement).focus()],
    ['touch', (el: Element) => el.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('%s on a link (or inside it) starts the page it opens', (how, intend) => {
    const start = page('<a href="/resources"><span id="inside">Resources</span></a>');
    const link = document.getElementById('inside')?.closest('a') as Element;
    intend(how === 'keyboard focus' ? link : (link.firstElementChild as Element));
    expect(start).toHaveBeenCalledWith({
      remote: 'library',
      expose: 'ResourcesPage',
      gated: false,
    });
  });

  it('starts each page once however often it is pointed at, and each link its own page', () => {
    const start = page('<a id="a" href="/resources">R</a><a id="b" href="/membership">M</a>');
    const over = (id: string) =>
      document.getElementById(id)?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    over('a');
    over('a');
    over('b');
    expect(start.mock.calls.map(([p]) => p.expose)).toEqual(['ResourcesPage', 'MembershipPage']);
  });

  it('ignores what is not a link and links that open no remote page here', () => {
    const start = page('<button id="b">x</button><a id="out" href="https://example.org/">x</a>');
    for (const id of ['b', 'out']) {
      document.getElementById(id)?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    }
    expect(start).not.toHaveBeenCalled();
  });

  it('stops listening once removed', () => {
    const start = page('<a id="a" href="/resources">R</a>');
    remove();
    document.getElementById('a')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
