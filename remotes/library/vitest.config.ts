import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'library',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
