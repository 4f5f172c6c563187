import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
