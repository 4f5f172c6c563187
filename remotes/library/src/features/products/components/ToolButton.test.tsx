import '@testing-library/jest-dom/vitest';
import '../../../i18n';
import {
  createFakeSupabase,
  type FakeSupabase,
  provideTestClient,
} from '@csan/shared-auth/testing';
import { renderPage } from '@csan/shared-ui/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueTool, ToolStatus } from '../rules/catalogue';
import { type BetaState, ToolButton } from './ToolButton';

let fake: FakeSupabase;
provideTestClient(() => fake.client);

const toolWith = (status: ToolStatus): CatalogueTool => ({
  id: 'a-tool',
  status,
  link: 'https://tools.example/a',
  text: {
    en: { title: 'A Tool', description: 'd', features: ['f'] },
    fr: { title: 'A Tool', description: 'd', features: ['f'] },
    pt: { title: 'A Tool', description: 'd', features: ['f'] },
    sw: { title: 'A Tool', description: 'd', features: ['f'] },
  },
});

const show = (status: ToolStatus, beta: BetaState = { kind: 'signed-out' }) => {
  fake = createFakeSupabase();
  return renderPage(() => <ToolButton tool={toolWith(status)} title="A Tool" beta={beta} />, {
    path: '/products',
    url: '/products',
  });
};

afterEach(cleanup);

describe('ToolButton', () => {
  it.each([
    ['coming_soon', 'Coming Soon'],
    ['planning', 'In Planning'],
    ['partner_access_only', 'Partner Access Only'],
  ] as const)('%s: a disabled "%s" button', async (status, label) => {
    await show(status);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('beta: busy while the member’s requests load, disabled once requested', async () => {
    await show('beta', { kind: 'loading' });
    expect(screen.getByRole('button', { name: /Request beta access/ })).toBeDisabled();
    cleanup();
    await show('beta', { kind: 'member', userId: 'u1', requested: true });
    expect(screen.getByRole('button', { name: 'Beta access requested' })).toBeDisabled();
  });
});
