import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'intel',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
