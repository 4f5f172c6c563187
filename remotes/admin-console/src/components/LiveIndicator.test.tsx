import '@testing-library/jest-dom/vitest';
import '../i18n';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveIndicator } from './LiveIndicator';

afterEach(cleanup);

describe('LiveIndicator', () => {
  it('says Live / Reconnecting… in a polite status region, in the page language', async () => {
    await renderPage(<LiveIndicator status="live" />);
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    cleanup();
    await renderPage(<LiveIndicator status="reconnecting" />, { language: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Reconnexion…');
  });

  it('shows nothing when the view is not watching', async () => {
    await renderPage(<LiveIndicator status="off" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
