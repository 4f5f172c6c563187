import { describe, expect, it } from 'vitest';
import { htmlTemplate } from './base';

describe('htmlTemplate', () => {
  const html = htmlTemplate('CSAN', '');
  const attribute = (selector: RegExp) => html.match(selector)?.[1] ?? '';

  it('gives every app an inline icon (no request, allowed by img-src data:) and a description', () => {
    const icon = attribute(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/);
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon.slice('data:image/svg+xml,'.length))).toMatch(
      /^<svg .*<\/svg>$/,
    );
    expect(attribute(/<meta name="description" content="([^"]+)"/)).toContain('R&amp;D hub');
  });

  it('keeps the empty root the shell renders into and the prerender fills', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>CSAN</title>');
  });
});
