import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remotes', environment: 'node', include: ['src/**/*.test.ts'] },
});
