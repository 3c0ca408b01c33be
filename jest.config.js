/**
 * One jest run for the whole workspace: API integration tests in node, component tests in jsdom.
 * Browser journeys live in e2e/ and run with Playwright.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@lexa/common$': '<rootDir>/common/src/index.ts',
    '^@lexa/common/ui$': '<rootDir>/common/src/ui/index.ts',
    '^@lexa/common/staff$': '<rootDir>/common/src/staff/index.ts',
    '^@lexa/common/catalogue$': '<rootDir>/common/src/catalogue/index.ts',
    '^@lexa/testing$': '<rootDir>/tooling/testing/index.ts',
    // Screens import a few antd modules directly (to leave out their siblings); jest runs antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less|svg|png|jpg)$': '<rootDir>/tooling/jest/style-stub.js',
  },
};

module.exports = {
  // antd under jsdom is slow on a busy 2-core machine: a form test can take 30 s there. The timeout catches hangs,
  // not slowness; speed lives in the bench. (Jest reads testTimeout only at the top level, not per project.)
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['<rootDir>/tooling/jest/api-setup.js'],
    },
    {
      ...shared,
      // The browser's HTTP client against a real local server: node has the fetch, FormData and Blob jsdom lacks.
      displayName: 'http',
      testEnvironment: 'node',
      roots: ['<rootDir>/common/src/http'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/common/src',
        '<rootDir>/shell/src',
        '<rootDir>/mf-public/src',
        '<rootDir>/mf-client/src',
        '<rootDir>/mf-admin/src',
        '<rootDir>/mf-attorney/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/common/src/http/'],
      setupFiles: ['<rootDir>/tooling/jest/ui-setup.js'],
      setupFilesAfterEnv: ['<rootDir>/tooling/jest/ui-after-env.js'],
    },
  ],
};
