import { renderPage } from '@csan/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

describe('Markdown, rendered safely', () => {
  it('renders headings two levels down, lists and links without a referrer', async () => {
    const { container } = await renderPage(
      <Markdown>{'# Summary\n\n- one\n- two\n\n[FIRST](https://www.first.org/tlp/)'}</Markdown>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'FIRST' });
    expect(link.getAttribute('href')).toBe('https://www.first.org/tlp/');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('shows HTML as text, drops javascript: links and never loads an image', async () => {
    const { container } = await renderPage(
      <Markdown>
        {
          '<script>alert(1)</script><b onclick="x()">bold</b>\n\n[click](javascript:alert(1))\n\n![a tracker](https://evil.example/p.gif)'
        }
      </Markdown>,
    );
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toContain(
      'javascript',
    );
    expect(screen.getByText('a tracker')).toBeTruthy();
  });
});
