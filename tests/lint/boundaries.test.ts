import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Each layer rule of eslint.config.js, broken once on purpose in a scratch copy of the tree: lint must fail on the
 * file that breaks it, and name the rule. A rule that lets its own violation through protects nothing.
 */
const repo = resolve(import.meta.dirname, '../..');
let scratch = '';
let eslint: ESLint;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'muster-lint-'));
  for (const entry of [
    'eslint.config.js',
    'package.json',
    'tsconfig.json',
    'src',
    'scripts',
    'bench',
    'build',
    'tests',
  ]) {
    cpSync(join(repo, entry), join(scratch, entry), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  eslint = new ESLint({ cwd: scratch });
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Writes `code` to `path` in the scratch tree and lints that file alone; the ids of the rules it breaks. */
async function brokenRules(path: string, code: string): Promise<string[]> {
  const file = join(scratch, path);
  writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return result?.messages.map((m) => m.ruleId ?? 'parse-error') ?? [];
}

const upward = 'boundaries/dependencies';

describe('the lint stops each layer break', () => {
  it.each([
    [
      'the data reads the roster',
      'src/domain/data/break.ts',
      "export { RosterSchema } from '../roster/roster.schema';",
    ],
    [
      'the roster reads the rules',
      'src/domain/roster/break.ts',
      "export { validateRoster } from '../rules/validate-roster';",
    ],
    ['the rules read an edit', 'src/domain/rules/break.ts', "export { applyEdit } from '../edits/roster-edit';"],
    ['an edit reads a codec', 'src/domain/edits/break.ts', "export { readList } from '../codecs/read-list';"],
    ['the domain base reads a floor', 'src/domain/break.ts', "export { RosterSchema } from './roster/roster.schema';"],
    [
      'the domain reads the store',
      'src/domain/roster/break.ts',
      "export { createRosterStore } from '../../store/roster-store';",
    ],
    ['the store reads a feature', 'src/store/break.ts', "export * from '../features/datasheet/public';"],
    [
      'a ui component reads the store',
      'src/components/ui/break.ts',
      "export { createRosterStore } from '../../store/roster-store';",
    ],
    [
      'a feature reads inside another feature',
      'src/features/print/break.ts',
      "export * from '../catalogue/catalogue-entries';",
    ],
    [
      'a test imports a script',
      'tests/data/break.test.ts',
      "export { readSource } from '../../scripts/import-data/source';",
    ],
    ['the bench imports a script', 'bench/break.ts', "export { readSource } from '../scripts/import-data/source';"],
    ['the CLI imports the app', 'src/cli/break.ts', "export * from '../app/routes';"],
  ])('%s', async (_, path, code) => {
    expect(await brokenRules(path, code)).toContain(upward);
  });

  it('the domain imports no React', async () => {
    expect(await brokenRules('src/domain/break.ts', "export { useState } from 'react';")).toContain(
      'no-restricted-imports',
    );
  });

  it('the domain uses no browser global', async () => {
    expect(await brokenRules('src/domain/break.ts', 'export const width = () => window.innerWidth;')).toContain(
      'no-restricted-globals',
    );
  });

  it('and lets a downward import through', async () => {
    expect(
      await brokenRules('src/domain/edits/fine.ts', "export { validateRoster } from '../rules/validate-roster';"),
    ).toEqual([]);
  });
});
