import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The architecture rules (remotes deploy independently; data access lives in src/api/),
// checked by running the repository's real ESLint on source texts placed at given paths. Jest
// cannot load its ES module configuration, so a small script lints them all in one process
// (deploy/lintTexts.mjs), once, before the cases read their answers.
const root = path.resolve(__dirname, '..');

const callsTheApi = [
  "import { listWishes } from '@legacy-planner/contracts/endpoints/planner';",
  'export const load = (api) => api.call(listWishes);',
  '',
].join('\n');
const writesAnAddress = "export const load = (api) => api.request('GET', '/api/wishes');\n";
const buildsAnAddress = 'export const address = (id) => `/api/files/${id}/content`;\n';
const routerImport = (specifier: string) =>
  `import { useNavigate } from '${specifier}';\nexport default useNavigate;\n`;
const routerSpecifiers = ['react-router', 'react-router-dom', 'react-router/dom'] as const;
const remotesTried = ['mfe-dashboard', 'mfe-wizards', 'mfe-admin'] as const;

const texts = {
  otherRemoteByName: {
    filePath: 'mfe-documents/src/Example.ts',
    source: "import WishesTab from '@legacy-planner/mfe-wishes';\nexport default WishesTab;\n",
  },
  shellInPublicPages: {
    filePath: 'public-pages/src/Example.tsx',
    source: "import { App } from '../../shell/src/App';\nexport default App;\n",
  },
  publicPagesInShell: {
    filePath: 'shell/src/routes/Example.tsx',
    source:
      "import { PublicPages } from '@legacy-planner/public-pages/src/PublicPages';\nexport default PublicPages;\n",
  },
  shellByPath: {
    filePath: 'mfe-wishes/src/Example.ts',
    source: "import { App } from '../../shell/src/App';\nexport default App;\n",
  },
  otherRemoteByPath: {
    filePath: 'mfe-wishes/src/Example.ts',
    source: "import tab from '../../mfe-contacts/src/ContactsTab';\nexport default tab;\n",
  },
  ...Object.fromEntries(
    routerSpecifiers.flatMap((specifier) =>
      remotesTried.map((remote) => [
        `router:${remote}:${specifier}`,
        { filePath: `${remote}/src/Example.tsx`, source: routerImport(specifier) },
      ]),
    ),
  ),
  routerInShell: { filePath: 'shell/src/Example.tsx', source: routerImport('react-router-dom') },
  allowedImports: {
    filePath: 'mfe-documents/src/Example.ts',
    source: [
      "import { HelpPanel } from '@legacy-planner/shared-ui';",
      "import type { ApiErrorBody } from '@legacy-planner/contracts';",
      "import DocumentsTab from './DocumentsTab';",
      'export type Body = ApiErrorBody;',
      'export default [HelpPanel, DocumentsTab];',
      '',
    ].join('\n'),
  },
  apiInRemoteComponent: { filePath: 'mfe-wishes/src/WishesTab.tsx', source: callsTheApi },
  apiInShellPage: { filePath: 'shell/src/pages/Example.tsx', source: callsTheApi },
  apiInRemoteApiFolder: { filePath: 'mfe-wishes/src/api/listWishes.ts', source: callsTheApi },
  apiInShellApiFolder: { filePath: 'shell/src/api/signIn.ts', source: callsTheApi },
  addressInRemoteApiFolder: {
    filePath: 'mfe-wishes/src/api/listWishes.ts',
    source: writesAnAddress,
  },
  addressInShellComponent: { filePath: 'shell/src/layout/Example.tsx', source: buildsAnAddress },
  addressInPlannerClient: { filePath: 'planner-client/src/example.ts', source: buildsAnAddress },
  addressInSharedUi: { filePath: 'shared-ui/src/example.ts', source: writesAnAddress },
  addressInContracts: { filePath: 'contracts/src/endpoints/example.ts', source: buildsAnAddress },
  addressInApiClient: { filePath: 'shared-ui/src/api/example.ts', source: buildsAnAddress },
} satisfies Record<string, { filePath: string; source: string }>;
type TextName = keyof typeof texts | `router:${string}`;

let messages: Map<string, { ruleId: string | null; message: string }[]>;
beforeAll(() => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lintTexts.mjs')], {
    cwd: root,
    input: JSON.stringify(Object.values(texts)),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as { ruleId: string | null; message: string }[][];
  messages = new Map(Object.keys(texts).map((name, index) => [name, results[index]!]));
}, 60_000);

const errorsOf = (name: TextName, ruleId: string) =>
  messages
    .get(name)!
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
const importErrors = (name: TextName) => errorsOf(name, 'no-restricted-imports');
const dataAccessErrors = (name: TextName) => errorsOf(name, 'no-restricted-syntax');

describe('remote import boundaries', () => {
  it('refuse a remote importing another remote by package name', () => {
    expect(importErrors('otherRemoteByName')).toEqual([
      expect.stringContaining('A remote must not import mfe-wishes'),
    ]);
  });

  it('refuse a remote importing the shell or another remote by relative path', () => {
    expect(importErrors('shellByPath')).toEqual([
      expect.stringContaining('A remote must not import shell'),
    ]);
    expect(importErrors('otherRemoteByPath')).toEqual([
      expect.stringContaining('A remote must not import mfe-contacts'),
    ]);
  });

  it.each(routerSpecifiers)(
    'refuse a remote importing the router (%s): the shell owns it and does not share it',
    (specifier) => {
      for (const remote of remotesTried) {
        expect([remote, importErrors(`router:${remote}:${specifier}`)]).toEqual([
          remote,
          [expect.stringContaining('A remote must not import the router')],
        ]);
      }
    },
  );

  it('leave the router to the shell', () => {
    expect(importErrors('routerInShell')).toEqual([]);
  });

  it("allow the design kit, the contracts and the remote's own modules", () => {
    expect(importErrors('allowedImports')).toEqual([]);
  });
});

describe('the public pages and the app', () => {
  it('refuse importing each other: a full page load goes from one to the other', () => {
    expect(importErrors('shellInPublicPages')).toEqual([
      expect.stringContaining('public-pages must not import shell'),
    ]);
    expect(importErrors('publicPagesInShell')).toEqual([
      expect.stringContaining('shell must not import public-pages'),
    ]);
  });
});

describe('data access in its place', () => {
  it('refuses a component of the shell or of a remote that calls the API client itself', () => {
    for (const name of ['apiInRemoteComponent', 'apiInShellPage'] as const) {
      expect(dataAccessErrors(name)).toEqual([
        expect.stringContaining('Call the API from src/api/'),
      ]);
    }
  });

  it("allows it in the package's src/api/, one file per endpoint", () => {
    expect(dataAccessErrors('apiInRemoteApiFolder')).toEqual([]);
    expect(dataAccessErrors('apiInShellApiFolder')).toEqual([]);
  });
});

describe("the API's addresses, written once in contracts' endpoints", () => {
  const addressErrors = (name: TextName) =>
    dataAccessErrors(name).filter((message) => message.includes("'/api/' address"));

  it('refuses an /api/ address (a string or a template) anywhere in a front end', () => {
    for (const name of [
      'addressInRemoteApiFolder',
      'addressInShellComponent',
      'addressInPlannerClient',
      'addressInSharedUi',
    ] as const) {
      expect([name, addressErrors(name)]).toEqual([
        name,
        [expect.stringContaining('Name the endpoint')],
      ]);
    }
  });

  it('allows it in the endpoints of contracts and in the API client', () => {
    expect(addressErrors('addressInContracts')).toEqual([]);
    expect(addressErrors('addressInApiClient')).toEqual([]);
  });

  it('lets a src/api/ file call an endpoint by name', () => {
    expect(dataAccessErrors('apiInRemoteApiFolder')).toEqual([]);
  });
});
