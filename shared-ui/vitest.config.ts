import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-ui',
    environment: 'jsdom',
    setupFiles: ['./src/testing/dom-setup.ts'],
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
