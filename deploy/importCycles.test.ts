import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importCycles } from './importCycles';

const root = path.resolve(__dirname, '..');

describe('import cycles', () => {
  let fixture: string;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), source);
  };
  beforeEach(() => {
    fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  });
  afterEach(() => rmSync(fixture, { recursive: true, force: true }));

  it('finds a cycle through a type-only import and a re-export, through a folder index', () => {
    write('features/index.ts', "export { accountRoutes } from './account/routes';\n");
    write(
      'features/account/routes.ts',
      "import type { Dependencies } from '../index';\nexport const accountRoutes = (d: Dependencies) => d;\n",
    );
    write('features/account/leaf.ts', "import { accountRoutes } from './routes';\n");
    write('app.ts', "import { accountRoutes } from './features';\n");
    expect(importCycles(fixture)).toEqual([['features/account/routes.ts', 'features/index.ts']]);
  });

  it('finds a module importing itself, and a cycle written with .js specifiers', () => {
    write('self.ts', "import { a } from './self';\nexport const a = 1;\n");
    write('one.ts', "import { two } from './two.js';\nexport const one = two;\n");
    write('two.tsx', "export { one as two } from './one.js';\n");
    expect(importCycles(fixture)).toEqual([['one.ts', 'two.tsx'], ['self.ts']]);
  });

  it('finds none when imports go one way, or back only lazily or in comments and strings', () => {
    write('pageTable.ts', "export const pages = { '/': () => import('./LandingPage') };\n");
    write('LandingPage.tsx', "import { pages } from './pageTable';\nexport default pages;\n");
    write(
      'note.ts',
      "// import { pages } from './LandingPage';\nexport const text = \"import './note'\";\n",
    );
    write('uses.ts', "import { text } from './note';\nimport x from 'some-package';\n");
    expect(importCycles(fixture)).toEqual([]);
  });

  // Read from disk at each run: the packages' files move, the rule does not.
  it.each(['api/src', 'shell/src', 'public-pages/src', 'contracts/src'])(
    'finds none in %s',
    (folder) => {
      expect(importCycles(path.join(root, folder))).toEqual([]);
    },
  );
});
