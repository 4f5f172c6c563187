import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'member-area',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
