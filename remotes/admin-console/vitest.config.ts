import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'admin-console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
