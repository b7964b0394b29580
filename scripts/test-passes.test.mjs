// scripts/test-passes.sh: a phase is skipped only when every file it reads
// is byte for byte as when it passed, with the same tools; --fresh runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve('scripts/test-passes.sh');

function repo() {
  const dir = mkdtempSync(join(tmpdir(), 'test-passes-'));
  const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/a.rs'), 'fn a() {}\n');
  writeFileSync(join(dir, 'other.md'), 'words\n');
  writeFileSync(join(dir, '.gitignore'), '/target\n/out.log\n');
  git('add', '-A');
  git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'start');
  return dir;
}

// Runs bash with the script sourced in `dir`; returns what it printed.
function sh(dir, body, env = {}) {
  return execFileSync('bash', ['-euo', 'pipefail', '-c', `source ${script}\n${body}`], {
    cwd: dir,
    env: { ...process.env, TEST_PASSES_FRESH: '0', ...env },
    encoding: 'utf8',
  });
}

test('the key follows the files under its paths, committed or not, and nothing else', () => {
  const dir = repo();
  const key = () => sh(dir, 'inputs_key rust src').trim();
  const first = key();
  assert.match(first, /^[0-9a-f]{16}$/);
  assert.equal(key(), first, 'the same files, the same key');
  writeFileSync(join(dir, 'other.md'), 'other words\n');
  assert.equal(key(), first, 'a file outside the paths does not count');
  writeFileSync(join(dir, 'out.log'), 'ignored\n');
  assert.equal(key(), first, 'an ignored file does not count');
  writeFileSync(join(dir, 'src/a.rs'), 'fn a() { }\n');
  const edited = key();
  assert.notEqual(edited, first, 'an edit, not committed, counts');
  writeFileSync(join(dir, 'src/new.rs'), '\n');
  assert.notEqual(key(), edited, 'a new file counts');
  assert.notEqual(sh(dir, 'inputs_key e2e src').trim(), key(), 'each phase its own key');
});

test('a phase runs until it passes, then not while its key holds; fresh runs it', () => {
  const dir = repo();
  const run = (env) => sh(dir, 'k=$(inputs_key rust src); unless_passed unit "$k" echo RAN', env);
  assert.match(run(), /RAN/);
  const again = run();
  assert.doesNotMatch(again, /RAN/);
  assert.match(again, /not run again/);
  assert.match(run({ TEST_PASSES_FRESH: '1' }), /RAN/, '--fresh runs it');
  writeFileSync(join(dir, 'src/a.rs'), 'fn b() {}\n');
  assert.match(run(), /RAN/, 'an edit runs it again');
  // A failure records no pass: the next run tries again.
  assert.throws(() => sh(dir, 'k=$(inputs_key rust src); unless_passed broken "$k" false'));
  assert.match(sh(dir, 'k=$(inputs_key rust src); unless_passed broken "$k" echo RAN'), /RAN/);
});

test('outside a git checkout nothing is ever skipped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'test-passes-bare-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/a.rs'), 'fn a() {}\n');
  const env = { GIT_CEILING_DIRECTORIES: tmpdir() };
  const run = () => sh(dir, 'k=$(inputs_key rust src); unless_passed unit "$k" echo RAN', env);
  assert.match(run(), /RAN/);
  assert.match(run(), /RAN/);
});
