import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseRemotesManifest } from '../shell/src/remotes/remotesManifest';
import catalog from '../build-config/remote-catalog.json';

// Docker cannot run on our machines, so this checks the deployment layout by reading it.
const root = path.resolve(__dirname, '..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface ComposeService {
  image?: string;
  build?: { target?: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};

describe('docker-compose.yml', () => {
  it('runs MongoDB and points the API at it', () => {
    expect(compose.services.mongo?.image).toMatch(/^mongo:/);
    expect(compose.services.api?.build?.target).toBe('api');
    expect(compose.services.api?.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo:27017\//);
  });

  it('deploys the shell, with the public pages beside it, as a static service that reads the compose remotes manifest', () => {
    const shell = compose.services.shell;
    expect(shell?.build).toMatchObject({
      target: 'static',
      args: { WORKSPACE: 'shell', PAGES_WORKSPACE: 'public-pages' },
    });
    expect(shell?.volumes).toContain(
      './deploy/remotes.compose.json:/usr/share/nginx/html/remotes.json:ro',
    );
  });

  it('deploys every remote as its own static service, at the address the shell is given', async () => {
    const remoteNames = Object.keys(
      await parseRemotesManifest(readJson('shell/public/remotes.json')),
    );
    const composeManifest = await parseRemotesManifest(readJson('deploy/remotes.compose.json'));
    expect(remoteNames).toHaveLength(catalog.remotes.length);
    expect(Object.keys(composeManifest).sort()).toEqual([...remoteNames].sort());

    for (const name of remoteNames) {
      const folder = name.replace('_', '-');
      const service = compose.services[folder];
      expect(service?.build).toMatchObject({ target: 'static', args: { WORKSPACE: folder } });
      const published = service?.ports?.[0]?.split(':')[0];
      expect(composeManifest[name]).toBe(`http://localhost:${published}/mf-manifest.json`);
    }
  });
});

describe('shell remotes manifest for the one-origin server', () => {
  it('names each remote at the path the server serves it under', async () => {
    const manifest = await parseRemotesManifest(readJson('shell/public/remotes.json'));
    for (const [name, entry] of Object.entries(manifest)) {
      expect(entry).toBe(`/${name.replace('_', '-')}/mf-manifest.json`);
    }
  });

  it('refuses a manifest whose entry is not an mf-manifest.json address', async () => {
    await expect(
      parseRemotesManifest({ mfe_documents: '/mfe-documents/remoteEntry.js' }),
    ).rejects.toThrow('mfe_documents must point at an mf-manifest.json');
    await expect(parseRemotesManifest({ mfe_documents: 42 })).rejects.toThrow();
  });
});
