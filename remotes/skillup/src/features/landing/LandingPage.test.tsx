import { setViewer } from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LandingPage from './LandingPage';

describe('the area landing page', () => {
  it('greets the member who is in, by name, instead of stating who may enter', async () => {
    setViewer({
      fullName: 'Kwame Asante',
      flags: { is_lms_active: true, is_cert_partner: true, has_premium_tool_access: true },
    });
    await renderPage(LandingPage, { path: '/', strict: false });
    expect(screen.getByText(/^Welcome, Kwame Asante\./)).toBeTruthy();
    expect(screen.queryByText(/only\.$|^Access is/)).toBeNull();
  });
});
