import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import catalog from '../build-config/remote-catalog.json';

// build-config/remote-catalog.json is the one list of remotes. ESLint's boundaries, the jest
// projects, the build, the shell's tabs and the end-to-end tests read it; the files below
// cannot, so this checks that they agree with it.
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readJson = (file: string): unknown => JSON.parse(read(file));

const workspaces = catalog.remotes.map((remote) => remote.workspace);
const names = catalog.remotes.map((remote) => remote.name);

describe('the catalog of remotes', () => {
  it('names each remote once, with its own dev port', () => {
    expect(new Set(names).size).toBe(names.length);
    const ports = [
      catalog.shell.devPort,
      catalog.publicPages.devPort,
      ...catalog.remotes.map((remote) => remote.devPort),
    ];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('is what the workspaces of the repository hold', () => {
    const declared = (readJson('package.json') as { workspaces: string[] }).workspaces;
    expect(declared.filter((workspace) => workspace.startsWith('mfe-'))).toEqual(workspaces);
  });

  it("is what the one-origin server's remotes manifest names, at each remote's path", () => {
    expect(readJson('shell/public/remotes.json')).toEqual(
      Object.fromEntries(
        catalog.remotes.map(({ name, workspace }) => [name, `/${workspace}/mf-manifest.json`]),
      ),
    );
  });

  it('is what the compose deployment runs and points the shell at', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { build?: { args?: Record<string, string> } }>;
    };
    const deployedRemotes = Object.values(compose.services)
      .map((service) => service.build?.args?.WORKSPACE)
      .filter((workspace) => workspace?.startsWith('mfe-'));
    expect(deployedRemotes).toEqual(workspaces);
    expect(Object.keys(readJson('deploy/remotes.compose.json') as object)).toEqual(names);
  });

  it("is what each remote's build names itself, exposing its tab's module", () => {
    for (const { name, workspace, tab } of catalog.remotes) {
      const config = read(`${workspace}/webpack.config.mjs`);
      expect(config).toContain(`remoteNamed('${name}')`);
      if (tab) expect(config).toContain(`'./${tab.module}':`);
    }
  });
});
