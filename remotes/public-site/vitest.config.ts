import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'public-site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
