// Sums the Vitest JSON reports of one CI run into the plain closing line "N passed, N failed",
// after the slowest test files of each report (where CI's time goes, read from every run's log).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2] ?? '.ci-results';
const slowestShown = 12;
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  const files = report.testResults
    .map((result) => ({
      name: relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${file}: ${files.length} files, ${Math.round(total)} s in tests; the slowest:`);
  for (const { name, seconds } of files.slice(0, slowestShown))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
