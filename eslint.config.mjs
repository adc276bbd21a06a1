// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { remotes } from './build-config/remotes.mjs';

const remoteFolders = remotes.map((remote) => remote.workspace);

/**
 * A remote reaches the platform only through shared-ui (design kit, API client, platform
 * contract) and contracts; it never imports the shell or another remote, by package name or
 * by relative path. Nor the router: the shell owns routing and bundles its own unshared copy
 * (build-config/shared.mjs), so a remote's copy would be a second router outside the shell's
 * context; a remote navigates with the platform contract's `navigate`.
 * @param {string} own
 */
function remoteBoundaries(own) {
  const others = ['shell', ...remoteFolders.filter((folder) => folder !== own)];
  return {
    files: [`${own}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...others.map((folder) => ({
              group: [
                `@legacy-planner/${folder}`,
                `@legacy-planner/${folder}/*`,
                `**/${folder}`,
                `**/${folder}/**`,
              ],
              message: `A remote must not import ${folder}: go through @legacy-planner/shared-ui.`,
            })),
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                "A remote must not import the router: navigate with usePlatform().navigate (the shell's router is not shared).",
            },
          ],
        },
      ],
    },
  };
}

/**
 * The public pages and the app (the shell) hand a visitor over to each other with a full page
 * load and ship apart: neither imports the other; what both use is in shared-ui.
 */
const publicPagesAndAppApart = [
  ['public-pages', 'shell'],
  ['shell', 'public-pages'],
].map(([own, other]) => ({
  files: [`${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              `@legacy-planner/${other}`,
              `@legacy-planner/${other}/*`,
              `**/${other}`,
              `**/${other}/**`,
            ],
            message: `${own} must not import ${other} (a full page load goes from one to the other): share through @legacy-planner/shared-ui.`,
          },
        ],
      },
    ],
  },
}));

/**
 * The API's addresses are written once, in the endpoints of contracts: a front end names an
 * endpoint (`api.call(endpoint, …)`, `endpointAddress(endpoint, …)`), never an address.
 */
const apiAddressSelectors = [
  {
    selector: 'Literal[value=/^\\/api(\\/|$)/]',
    message: "Name the endpoint (contracts' endpoints) instead of writing an '/api/' address.",
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
    message: "Name the endpoint (contracts' endpoints) instead of writing an '/api/' address.",
  },
];
const frontEndSources = [
  'shell/src/**/*.{ts,tsx}',
  'public-pages/src/**/*.{ts,tsx}',
  'shared-ui/src/**/*.{ts,tsx}',
  'planner-client/src/**/*.{ts,tsx}',
  ...remoteFolders.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
];
const apiAddressesInContracts = {
  files: frontEndSources,
  ignores: ['shared-ui/src/api/**', '**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-syntax': ['error', ...apiAddressSelectors] },
};

/**
 * Data access has one place in each front-end package: `src/api/`, one file per endpoint (or
 * planner-client for the lists several remotes read). Components never call the API client
 * with a path of their own.
 */
const dataAccessInItsPlace = {
  files: [
    'shell/src/**/*.{ts,tsx}',
    'public-pages/src/**/*.{ts,tsx}',
    ...remoteFolders.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
  ],
  ignores: ['**/src/api/**', '**/*.test.{ts,tsx}'],
  rules: {
    // One rule's options replace another's on the same files: the addresses' rule again.
    'no-restricted-syntax': [
      'error',
      ...apiAddressSelectors,
      {
        selector:
          "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(call|callAllPages|request|getAllPages|getOrNullOn401)$/]",
        message:
          'Call the API from src/api/ (one file per endpoint) or planner-client, not from a component.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build-report/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Tool configuration files that jest loads as CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...remoteFolders.map(remoteBoundaries),
  ...publicPagesAndAppApart,
  apiAddressesInContracts,
  dataAccessInItsPlace,
);
