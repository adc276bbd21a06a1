// Lints source texts as if they sat at the given paths, with the repository's real ESLint
// configuration, in one process (ESLint's start-up, not the linting, is what takes time).
//   stdin:  [{ "filePath": "mfe-wishes/src/Example.ts", "source": "…" }, …]
//   stdout: [[{ "ruleId": "…", "message": "…" }, …], …]   (one list per text, in order)
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const texts = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, source } of texts) {
  const [result] = await eslint.lintText(source, { filePath });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
