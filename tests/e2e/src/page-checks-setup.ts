// Runs the page checks (src/page-checks.ts) after every browser test.
import { basename } from 'node:path';
import { afterEach } from 'vitest';
import { checkVisitedPages, forgetVisitedPages } from './page-checks';

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return forgetVisitedPages();
  await checkVisitedPages(basename(task.file.name, '.test.ts'), task.name);
});
