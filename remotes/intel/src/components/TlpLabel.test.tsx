import { renderPage } from '@csan/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TLP_LEVELS } from '../lib/tlp';
import { TlpLabel } from './TlpLabel';

describe('the TLP label', () => {
  it('writes every level as FIRST does, in any language', async () => {
    await renderPage(
      <div>
        {TLP_LEVELS.map((level) => (
          <TlpLabel key={level} level={level} />
        ))}
      </div>,
      { language: 'fr' },
    );
    for (const label of ['TLP:CLEAR', 'TLP:GREEN', 'TLP:AMBER', 'TLP:AMBER+STRICT', 'TLP:RED']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });
});
