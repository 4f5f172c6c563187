import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package that has tests owns a
// vitest.config.ts (its environment, setup files, timeouts).
export default defineConfig({
  test: {
    projects: [
      'shared-ui',
      'shared-auth',
      'shell',
      'remotes/*',
      'local-stack',
      'edge-functions',
      'supabase',
      'tooling/*',
      // The layering lint (scripts/check-layers.mjs) is tested on fixtures.
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
