import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

// A remote redeployed alone: built by its own script into a folder of its own, then served to
// the page at an address of its own, the remotes manifest pointed there as a deployment would.

/** Runs `script` (e2e/support/buildRedeployed….mjs), which builds one remote into a new folder. */
export function buildRedeployedRemote(script: string, folderPrefix: string): string {
  const outputDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  execFileSync(process.execPath, [script, outputDir], { stdio: 'inherit' });
  return outputDir;
}

/**
 * Points the manifest's `remote` at `servedAt` and serves the files of `outputDir` there; the
 * names of the files served are pushed to the list answered, as the page asks for them.
 */
export async function serveRedeployedRemote(
  page: Page,
  { remote, outputDir, servedAt }: { remote: string; outputDir: string; servedAt: string },
): Promise<string[]> {
  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({ json: { ...manifest, [remote]: `${servedAt}mf-manifest.json` } });
  });
  const served: string[] = [];
  await page.route(`**${servedAt}**`, async (route) => {
    const file = path.join(
      outputDir,
      new URL(route.request().url()).pathname.slice(servedAt.length),
    );
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    served.push(path.basename(file));
    await route.fulfill({ body: readFileSync(file), contentType: contentTypeOf(file) });
  });
  return served;
}

function contentTypeOf(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript';
  if (file.endsWith('.json')) return 'application/json';
  return 'text/html';
}
