import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewer, type TestViewer } from '../guards/test-session';
import { renderShell } from '../test/render';
import { MfaBannerSlot } from './MfaBannerSlot';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderBanner(viewer: TestViewer) {
  setViewer(viewer);
  return renderShell(<MfaBannerSlot />);
}

describe('MFA deadline banner', () => {
  it('counts the days left in the title and the warning', async () => {
    renderBanner({ mfaDeadline: '2026-03-15' });
    const banner = await screen.findByTestId('mfa-banner');
    expect(banner).toHaveAttribute('data-urgency', 'normal');
    expect(banner).toHaveTextContent('MFA Setup Required in 5 Days');
    expect(banner).toHaveTextContent(
      'For security, you must enable Multi-Factor Authentication within 5 days. After this deadline, you will need to contact support to access your account.',
    );
    expect(screen.getByRole('link', { name: 'Set Up MFA Now' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('is urgent with one day left (singular)', async () => {
    renderBanner({ mfaDeadline: '2026-03-11' });
    const banner = await screen.findByTestId('mfa-banner');
    expect(banner).toHaveAttribute('data-urgency', 'urgent');
    expect(banner).toHaveTextContent('MFA Setup Required in 1 Day');
    expect(banner).toHaveTextContent('within 1 day.');
  });

  it('says today on the deadline day', async () => {
    renderBanner({ mfaDeadline: '2026-03-10' });
    const banner = await screen.findByTestId('mfa-banner');
    expect(banner).toHaveAttribute('data-urgency', 'urgent');
    expect(banner).toHaveTextContent('MFA Setup Required Today');
    expect(banner).toHaveTextContent(
      'Your account requires Multi-Factor Authentication to be enabled today. Please set it up immediately to avoid being locked out.',
    );
  });

  it.each([
    ['a verified factor', { mfaDeadline: '2026-03-12', verifiedFactor: true }],
    ['no deadline', { mfaDeadline: null }],
    ['a passed deadline', { mfaDeadline: '2026-03-09' }],
    ['loading access', { mfaDeadline: '2026-03-12', accessLoaded: false }],
  ])('is hidden with %s', (_why, viewer) => {
    renderBanner(viewer);
    expect(screen.queryByTestId('mfa-banner')).toBeNull();
  });

  it('is hidden for visitors', () => {
    renderBanner('signed-out');
    expect(screen.queryByTestId('mfa-banner')).toBeNull();
  });
});
