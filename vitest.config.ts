import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic (src/lib, src/server); the browser is tested by Playwright in e2e/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
