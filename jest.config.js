// One jest run for the whole repository: a project per package, so each package's tests run
// in the environment they need (jsdom for React, node for the API and the tooling).
const path = require('node:path');
const remoteCatalog = require('./build-config/remote-catalog.json');

const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const workspaceModules = {
  '^@legacy-planner/contracts$': '<rootDir>/../contracts/src/index.ts',
  '^@legacy-planner/contracts/endpoints/(.*)$': '<rootDir>/../contracts/src/endpoints/$1.ts',
  '^@legacy-planner/contracts/demoPlan$': '<rootDir>/../contracts/src/planner/demoPlan.ts',
  '^@legacy-planner/contracts/wishSummary$': '<rootDir>/../contracts/src/planner/wishSummary.ts',
  '^@legacy-planner/contracts/wizardDocuments$':
    '<rootDir>/../contracts/src/wizards/wizardDocuments.ts',
  '^@legacy-planner/contracts/wizards$': '<rootDir>/../contracts/src/wizards/index.ts',
  '^@legacy-planner/contracts/returnPath$': '<rootDir>/../contracts/src/auth/returnPath.ts',
  '^@legacy-planner/contracts/coreDocuments$':
    '<rootDir>/../contracts/src/planner/coreDocuments.ts',
  '^@legacy-planner/contracts/labels$': '<rootDir>/../contracts/src/labels.ts',
  '^@legacy-planner/contracts/signing$': '<rootDir>/../contracts/src/signing/index.ts',
  '^@legacy-planner/contracts/packet$': '<rootDir>/../contracts/src/packet/packet.ts',
  '^@legacy-planner/contracts/planReview$': '<rootDir>/../contracts/src/planReview/planReview.ts',
  '^@legacy-planner/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
  '^@legacy-planner/planner-client$': '<rootDir>/../planner-client/src/index.ts',
  '^@legacy-planner/planner-client/authProviders$':
    '<rootDir>/../planner-client/src/authProviders.ts',
  '^@legacy-planner/planner-client/nextTask$': '<rootDir>/../planner-client/src/nextTask.ts',
  '^@legacy-planner/build-config/remote-catalog.json$':
    '<rootDir>/../build-config/remote-catalog.json',
  '^@legacy-planner/shared-ui/forms$': '<rootDir>/../shared-ui/src/forms/FormikTextField.tsx',
  '^@legacy-planner/shared-ui/harness$': '<rootDir>/../shared-ui/src/harness/index.tsx',
  '^@legacy-planner/shared-ui/testing$': '<rootDir>/../shared-ui/src/testing/index.tsx',
  '^@legacy-planner/shared-ui/(navigation|pageFrame|session)$':
    '<rootDir>/../shared-ui/src/$1/index.ts',
  '^@legacy-planner/shared-ui/pageLoad$': '<rootDir>/../shared-ui/src/navigation/pageLoad.ts',
  '^@legacy-planner/shared-ui/prerender$':
    '<rootDir>/../shared-ui/src/prerender/renderWithStyles.tsx',
  '^@legacy-planner/mfe-dashboard/DashboardTab$': '<rootDir>/../mfe-dashboard/src/DashboardTab.tsx',
};

function webProject(folder) {
  return {
    displayName: folder,
    rootDir: path.join(__dirname, folder),
    testEnvironment: '<rootDir>/../jest.environment-dom.js',
    transform: swcTransform,
    moduleNameMapper: workspaceModules,
    setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
  };
}

function nodeProject(folder, extra = {}) {
  return {
    displayName: folder,
    rootDir: path.join(__dirname, folder),
    testEnvironment: 'node',
    transform: swcTransform,
    moduleNameMapper: workspaceModules,
    ...extra,
  };
}

module.exports = {
  // Jest's default is one worker less than the cores: on our two-core machines, one worker,
  // with the API tests mostly waiting on scrypt and the web tests on jsdom. Two keep both busy.
  maxWorkers: 2,
  projects: [
    nodeProject('contracts'),
    webProject('shared-ui'),
    webProject('planner-client'),
    webProject('shell'),
    webProject('public-pages'),
    ...remoteCatalog.remotes.map((remote) => webProject(remote.workspace)),
    nodeProject('api', {
      setupFiles: ['<rootDir>/jest.setup.ts'],
      // The MongoDB contract run needs a server: only where MONGODB_URI is set.
      testPathIgnorePatterns: process.env.MONGODB_URI ? [] : ['mongo[^/]*\\.contract\\.test\\.ts$'],
    }),
    nodeProject('deploy'),
  ],
};
