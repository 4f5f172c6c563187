import { describe, expect, it } from 'vitest';
import { exposeSharedOf, shareKeyOf } from './expose-shared';

const module = (identifier: string) => ({ identifier: () => identifier });
const consume = (key: string) =>
  module(`consume shared module (default) ${key}@^2.0.0 (singleton) (fallback: ./node_modules/x)`);

describe('shareKeyOf', () => {
  it('reads the share key of a consume-shared module, scoped and with a subpath', () => {
    expect(shareKeyOf(consume('@csan/shared-ui/forms').identifier())).toBe('@csan/shared-ui/forms');
    expect(shareKeyOf(consume('react').identifier())).toBe('react');
    expect(
      shareKeyOf('consume-shared-module (default) react/jsx-runtime@^19.3.1 (singleton)'),
    ).toBe('react/jsx-runtime');
  });

  it('is null for any other module', () => {
    expect(shareKeyOf('javascript/auto|/app/src/features/resources/ResourcesPage.tsx')).toBeNull();
    expect(shareKeyOf('provide shared module (default) react@19.3.1 = ./react')).toBeNull();
  });
});

describe('exposeSharedOf', () => {
  const chunks = new Map<string, ReturnType<typeof module>[]>([
    ['page', [module('/app/src/ResourcesPage.tsx'), consume('@csan/shared-ui')]],
    ['split', [consume('@csan/shared-ui/forms'), consume('@csan/shared-ui')]],
    ['other', [consume('zustand')]],
  ]);
  const modulesOf = (chunk: unknown) => chunks.get(chunk as string) ?? [];

  it('lists, per exposed page, the shared requests of every chunk of its group, once each', () => {
    const groups = [
      { name: '__federation_expose_ResourcesPage', chunks: ['page', 'split'] },
      { name: '__federation_expose_NewsletterPage', chunks: ['other'] },
    ];
    expect(exposeSharedOf(groups, modulesOf)).toEqual({
      ResourcesPage: ['@csan/shared-ui', '@csan/shared-ui/forms'],
      NewsletterPage: ['zustand'],
    });
  });

  it('ignores groups that are not exposed pages (lazy parts, fallbacks, the entry)', () => {
    const groups = [
      { name: undefined, chunks: ['split'] },
      { name: 'remoteEntry', chunks: ['other'] },
    ];
    expect(exposeSharedOf(groups, modulesOf)).toEqual({});
  });
});
