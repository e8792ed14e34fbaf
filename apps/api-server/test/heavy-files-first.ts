// Test files in the order vitest would run them (per project, its cached durations when it has
// some), except that the files known to take longest start first: on a clean clone (CI) vitest has
// no durations and starts the largest files first, which left a small but slow file (the
// authorization matrix) running alone at the end of a project while the other worker sat idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest files, slowest first (the JSON report's durations, `test-output/vitest-report.json`). */
const HEAVY = [
  'test/contract-fuzz.test.ts',
  'test/crash-safety.test.ts',
  'test/backups.test.ts',
  'test/contract-authorization.test.ts',
  'test/refund-crash.test.ts',
  'test/start-up-database-url.test.ts',
  'test/storage-url.test.ts',
  'test/company-permissions.test.ts',
  'test/claims.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = HEAVY.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? HEAVY.length : index;
};

export class HeavyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects still run one after another, as the base order has them (Array#sort is stable).
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted.sort(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}
