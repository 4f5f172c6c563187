import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'skillup',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
