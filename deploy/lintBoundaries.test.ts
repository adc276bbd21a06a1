import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The architecture rules (remotes deploy independently; data access lives in src/api/),
// checked by running the repository's real ESLint (its CLI: jest cannot load an ES module
// configuration) on a source text placed at the given path.
const root = path.resolve(__dirname, '..');

async function importErrors(filePath: string, source: string): Promise<string[]> {
  return lintErrors(filePath, source, 'no-restricted-imports');
}

async function lintErrors(filePath: string, source: string, ruleId: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      filePath,
      '--format',
      'json',
    ],
    { cwd: root, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

describe('remote import boundaries', () => {
  it('refuse a remote importing another remote by package name', async () => {
    const errors = await importErrors(
      'mfe-documents/src/Example.ts',
      "import WishesTab from '@legacy-planner/mfe-wishes';\nexport default WishesTab;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A remote must not import mfe-wishes')]);
  });

  it('refuse a remote importing the shell or another remote by relative path', async () => {
    const shell = await importErrors(
      'mfe-wishes/src/Example.ts',
      "import { App } from '../../shell/src/App';\nexport default App;\n",
    );
    expect(shell).toEqual([expect.stringContaining('A remote must not import shell')]);
    const other = await importErrors(
      'mfe-wishes/src/Example.ts',
      "import tab from '../../mfe-contacts/src/ContactsTab';\nexport default tab;\n",
    );
    expect(other).toEqual([expect.stringContaining('A remote must not import mfe-contacts')]);
  });

  it.each(['react-router', 'react-router-dom', 'react-router/dom'])(
    'refuse a remote importing the router (%s): the shell owns it and does not share it',
    async (specifier) => {
      for (const remote of ['mfe-dashboard', 'mfe-wizards', 'mfe-admin']) {
        const errors = await importErrors(
          `${remote}/src/Example.tsx`,
          `import { useNavigate } from '${specifier}';\nexport default useNavigate;\n`,
        );
        expect([remote, errors]).toEqual([
          remote,
          [expect.stringContaining('A remote must not import the router')],
        ]);
      }
    },
  );

  it('leave the router to the shell', async () => {
    const errors = await importErrors(
      'shell/src/Example.tsx',
      "import { useNavigate } from 'react-router-dom';\nexport default useNavigate;\n",
    );
    expect(errors).toEqual([]);
  });

  it("allow the design kit, the contracts and the remote's own modules", async () => {
    const errors = await importErrors(
      'mfe-documents/src/Example.ts',
      [
        "import { HelpPanel } from '@legacy-planner/shared-ui';",
        "import type { ApiErrorBody } from '@legacy-planner/contracts';",
        "import DocumentsTab from './DocumentsTab';",
        'export type Body = ApiErrorBody;',
        'export default [HelpPanel, DocumentsTab];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});

describe('data access in its place', () => {
  const callsTheApi = "export const load = (api) => api.request('GET', '/api/wishes');\n";
  const dataAccessErrors = (filePath: string) =>
    lintErrors(filePath, callsTheApi, 'no-restricted-syntax');

  it('refuses a component of the shell or of a remote that calls the API client itself', async () => {
    for (const file of ['mfe-wishes/src/WishesTab.tsx', 'shell/src/pages/Example.tsx']) {
      expect(await dataAccessErrors(file)).toEqual([
        expect.stringContaining('Call the API from src/api/'),
      ]);
    }
  });

  it("allows it in the package's src/api/, one file per endpoint", async () => {
    expect(await dataAccessErrors('mfe-wishes/src/api/listWishes.ts')).toEqual([]);
    expect(await dataAccessErrors('shell/src/api/signIn.ts')).toEqual([]);
  });
});
