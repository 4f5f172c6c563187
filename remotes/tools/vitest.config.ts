import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'jsdom',
    setupFiles: ['@csan/shared-ui/testing/dom-setup'],
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
