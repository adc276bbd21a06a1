// Lets a plain `node` child process of a test run the API's TypeScript sources, as jest does
// (with SWC, the same transform as jest.config.js): `node --conditions=source -r <this file>
// <file.ts>`. The `source` condition makes @legacy-planner/contracts resolve to its sources.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
