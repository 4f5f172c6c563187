import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    environment: 'jsdom',
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@csan/shared-ui/testing/dom-setup', './src/test/setup.ts'],
  },
});
