// The ten slowest browser tests of the last run (Playwright's JSON report,
// test-results/e2e-results.json), for npm test's closing summary.
import { readFileSync, existsSync } from 'node:fs';

const file = process.argv[2] || 'test-results/e2e-results.json';
if (!existsSync(file)) process.exit(0);
const rows = [];
const walk = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      rows.push({ ms, name: `[${t.projectName}] ${file ?? suite.file}: ${spec.title}` });
    }
  }
  for (const s of suite.suites ?? []) walk(s, file ?? suite.file);
};
for (const s of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(s);
rows.sort((a, b) => b.ms - a.ms);
console.log('the ten slowest browser tests:');
for (const r of rows.slice(0, 10)) console.log(`${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.name}`);
