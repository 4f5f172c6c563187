import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'membership-checkout',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
