/** Jest config for the web app: jsdom + @swc/jest (React automatic runtime). */
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** ES-module-only packages of react-markdown, remark-gfm and rehype-sanitize (their dependency tree). */
const MARKDOWN_ESM = [
  '@ungap/structured-clone', 'bail', 'ccount', 'character-entities', 'character-entities-html4', 'character-entities-legacy',
  'character-reference-invalid', 'comma-separated-tokens', 'escape-string-regexp', 'decode-named-character-reference', 'devlop', 'estree-util-is-identifier-name',
  'hast-util-[a-z-]+', 'html-url-attributes', 'is-alphabetical', 'is-alphanumerical', 'is-decimal', 'is-hexadecimal', 'is-plain-obj',
  'longest-streak', 'markdown-table', 'mdast-util-[a-z-]+', 'micromark', 'micromark-[a-z-]+', 'parse-entities', 'property-information',
  'react-markdown', 'rehype-[a-z-]+', 'remark-[a-z-]+', 'space-separated-tokens', 'stringify-entities', 'trim-lines', 'trough', 'unified',
  'unist-util-[a-z-]+', 'vfile', 'vfile-message', 'zwitch',
];

/** @type {import('jest').Config} */
module.exports = {
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // jsdom plus the fetch API (Request/Response/Headers) of Node, which jsdom lacks.
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    '^.+\\.(ts|tsx)$': ['@swc/jest', swcOptions],
    // antd 6 and its helpers ship ES modules that their CommonJS builds require().
    '^.+\\.(js|mjs)$': ['@swc/jest', { ...swcOptions, jsc: { ...swcOptions.jsc, parser: { syntax: 'ecmascript' } } }],
  },
  // …and so does the markdown preview's unified/remark/rehype chain (react-markdown 10 is ES modules only).
  transformIgnorePatterns: [`/node_modules/(?!(@ant-design|@rc-component|antd|@babel/runtime|${MARKDOWN_ESM.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|webp)$': '<rootDir>/src/testing/file-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@engine/batch-csv$': '<rootDir>/../backend/prompt-engine/src/batch-csv.ts',
    // The public pages' Markdown comes from Vite's import.meta.glob, which Jest cannot compile: tests read the same files with fs.
    '^(\\.\\./|\\./|@/features/marketing/)(content/)?(documentation|guide)-files$': '<rootDir>/src/features/marketing/content/content-files.node.ts',
    '^@engine/rules$': '<rootDir>/../backend/prompt-engine/src/rules/index.ts',
  },
  // A screen's first render compiles antd; on a loaded 2-core machine that alone can take seconds.
  testTimeout: 20_000,
  clearMocks: true,
  restoreMocks: true,
};
