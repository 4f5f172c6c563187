import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-auth',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
