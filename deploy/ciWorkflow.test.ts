import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// The GitHub Actions workflow cannot run here; this checks that it parses and does what the
// README and .ci/run say CI does.
const root = path.resolve(__dirname, '..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: unknown;
  jobs: Record<string, Job>;
}

const workflow = parse(
  readFileSync(path.join(root, '.github', 'workflows', 'ci.yml'), 'utf8'),
) as Workflow;
const jobs = Object.values(workflow.jobs);
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

/** The job whose steps run a command matching `pattern`. */
function jobRunning(pattern: RegExp): Job {
  const job = jobs.find((candidate) => runs(candidate).some((run) => pattern.test(run)));
  if (!job) throw new Error(`no job runs ${pattern}`);
  return job;
}

describe('GitHub Actions workflow', () => {
  it('runs on pushes and pull requests, every job on Ubuntu with Node 20 and a checkout', () => {
    expect(workflow.on).toMatchObject({ push: expect.anything() });
    expect(workflow.on).toHaveProperty('pull_request');
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const job of jobs) {
      expect(job['runs-on']).toMatch(/^ubuntu-/);
      expect(job.steps[0]?.uses).toMatch(/^actions\/checkout@v\d+$/);
      const setupNode = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(String(setupNode?.with?.['node-version'])).toBe('20');
      // npm ci does not work with our lockfile (README).
      expect(runs(job)).toContain('npm install --no-audit --no-fund');
      expect(runs(job).join('\n')).not.toMatch(/\bnpm ci\b/);
    }
  });

  it("runs the commands of .ci/run, the README's test command, with a browser", () => {
    const ciRun = readFileSync(path.join(root, '.ci', 'run'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('npm '));
    expect(ciRun).toEqual(['npm install --no-audit --no-fund', 'npm test']);

    const job = jobRunning(/^npm test$/);
    const commands = runs(job);
    expect(commands.indexOf('npm install --no-audit --no-fund')).toBeLessThan(
      commands.indexOf('npm test'),
    );
    // The test command needs Chromium: either CHROMIUM_PATH names a browser the runner has,
    // or a step installs Chromium.
    const installsChromium = commands.some((run) => /apt-get install -y[^\n]*chromium/.test(run));
    expect(installsChromium || Boolean(job.env?.CHROMIUM_PATH)).toBe(true);
  });

  it('runs the storage contract suite against a MongoDB replica set', () => {
    const job = jobRunning(/jest --selectProjects api -- api\/src\/storage/);
    const script = runs(job).join('\n');
    expect(script).toMatch(
      /docker run -d [^\n]*-p 27017:27017 mongo:7 --replSet rs0 --bind_ip_all/,
    );
    expect(script).toMatch(/rs\.initiate\(/);
    expect(script).toMatch(/isWritablePrimary|PRIMARY/);

    const testStep = job.steps.find((step) => step.run?.includes('api/src/storage'));
    expect(testStep?.env?.MONGODB_URI).toBe(
      'mongodb://localhost:27017/?replicaSet=rs0&directConnection=true',
    );
    // The replica set is up before the suite runs.
    const startIndex = job.steps.findIndex((step) => step.run?.includes('rs.initiate('));
    expect(startIndex).toBeGreaterThan(-1);
    expect(startIndex).toBeLessThan(job.steps.indexOf(testStep!));
  });
});
