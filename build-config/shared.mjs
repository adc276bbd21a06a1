// @ts-check
// The one list of modules that the shell and every remote share at run time.
//
// Everything that holds React context (or is React itself) must exist once on the page, so it
// is a singleton with an explicit required version taken from the design kit's and the shell's
// own package manifests (one source of truth for versions).
//
// MUI is deliberately NOT shared. A shared module is not tree-shaken: sharing `@mui/material`
// ships the whole library (about 150 KB gz) to every page, and sharing its deep imports one by
// one splits MUI's internal contexts (FormControl, ButtonGroup...) between builds. Instead every
// build bundles, tree-shaken, only the MUI components it uses. The theme still reaches every
// remote because MUI reads it from emotion's ThemeContext, and emotion is a singleton here.
// The consequence, written down in shared-ui/src/theme: the theme may set palette, typography,
// shape and styleOverrides, never `components.*.defaultProps` (those travel through a
// per-build MUI context).
//
// The router is not shared either: only the shell routes (remotes navigate through the platform
// contract's `navigate`, and eslint.config.mjs refuses a router import in a remote), so the
// shell bundles it tree-shaken instead of shipping all of it (about 60 KB gz) to every page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} workspace */
function dependenciesOf(workspace) {
  const manifest = fileURLToPath(new URL(`../${workspace}/package.json`, import.meta.url));
  return JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {};
}

const declared = { ...dependenciesOf('shared-ui'), ...dependenciesOf('shell') };

/** @param {string} packageName @param {string} [range] */
function singleton(packageName, range = declared[packageName]) {
  if (!range) throw new Error(`No declared version range for shared package ${packageName}`);
  return { singleton: true, requiredVersion: range };
}

export const sharedModules = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react', declared.react),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom', declared['react-dom']),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@tanstack/query-core': singleton('@tanstack/query-core', declared['@tanstack/react-query']),
  notistack: singleton('notistack'),
  // The page's one Redux store is the shell's; remotes inject their slices into it.
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  '@legacy-planner/shared-ui': singleton('@legacy-planner/shared-ui', '^1.0.0'),
};
