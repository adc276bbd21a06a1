import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Features import one way: a module never reaches itself again through what it imports. Read
// from the files on disk at each run (packages are restructured often), with the TypeScript
// parser, so imports in comments or strings do not count. `import type` and `export … from`
// count: a type-only cycle still ties the modules together. A lazy `import()` does not: it runs
// when called, not when the module loads, and a table of lazily loaded pages is meant to point
// at pages that link back through it.

const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const resolvable = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return sourceFile.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names (`./a`, `./a.js` for `a.ts`, `./folder` for its index). */
function resolve(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const withoutJs = base.replace(/\.(m|c)?js$/, '');
  const candidates = [
    base,
    ...resolvable.map((extension) => base + extension),
    ...resolvable.map((extension) => withoutJs + extension.replace('js', 'ts')),
    ...resolvable.map((extension) => path.join(base, `index${extension}`)),
  ];
  return (
    candidates.find(
      (candidate) =>
        sourceFile.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
    ) ?? null
  );
}

/** The specifiers a module imports when it loads: import, import type, export … from. */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : ts.isImportEqualsDeclaration(statement) &&
            ts.isExternalModuleReference(statement.moduleReference)
          ? statement.moduleReference.expression
          : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

/** Each source file under `root` and the files under `root` it imports by a relative path. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = staticSpecifiers(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null && target.startsWith(root));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles under `root`: each group of files that reach one another (Tarjan's
 * strongly connected components), paths relative to `root`, sorted. Empty when imports go
 * one way.
 */
export function importCycles(root: string): string[][] {
  const graph = importGraph(path.resolve(root));
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  function visit(file: string): void {
    index.set(file, next);
    lowest.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) {
      cycles.push(group.map((each) => path.relative(path.resolve(root), each)).sort());
    }
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
