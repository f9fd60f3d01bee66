import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiReportWarnings } from './api-report-warnings.cjs';

const root = join(__dirname, '..', '..', '..');

describe('API report warnings', () => {
  it.each([
    [
      'above a declaration',
      '// Warning: (ae-forgotten-export) The symbol "X" needs to be exported by the entry point index.d.ts\n//\n// @public\nexport type Y = X;\n',
    ],
    [
      'inside a declaration',
      'export interface A {\n    // Warning: (ae-forgotten-export) The symbol "B" needs to be exported\n    b: B;\n}\n',
    ],
    [
      'in the list at the end',
      '// Warnings were encountered during analysis:\n//\n// src/a.ts:1:2 - (ae-forgotten-export) The symbol "C" needs to be exported\n',
    ],
  ])('finds a warning %s', (_where, report) => {
    expect(apiReportWarnings(report)).toHaveLength(1);
  });

  it('finds none in a clean report', () => {
    expect(
      apiReportWarnings(
        '// @public\nexport function f(): void;\n\n// (No @packageDocumentation comment for this package)\n',
      ),
    ).toEqual([]);
  });

  // The committed reports are what product teams read: none may carry a warning.
  const reports = readdirSync(join(root, 'libs')).flatMap((lib) => {
    const dir = join(root, 'libs', lib, 'etc');
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith('.api.md'))
        .map((file) => join('libs', lib, 'etc', file));
    } catch {
      return [];
    }
  });

  it('finds the committed reports', () => expect(reports.length).toBeGreaterThanOrEqual(12));

  it.each(reports)('%s has no warning', (path) => {
    expect(apiReportWarnings(readFileSync(join(root, path), 'utf8'))).toEqual([]);
  });
});
