// scripts/check-cycles.mjs on small crates written for the test: it finds
// the circles each kind of path makes, and only those. Run by npm test:
//   node --test scripts/check-cycles.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { spawnSync } from 'node:child_process';

const script = new URL('./check-cycles.mjs', import.meta.url).pathname;

/** Writes `files` (path -> text) as a crate's src/ and runs the check on it. */
function check(files) {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      const full = join(dir, 'src', path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    return { status: run.status, out: run.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lib = 'mod a;\nmod b;\nmod c;\npub use a::A;\npub use b::{B, Bee as BeeToo};\n';

test('a crate whose files import in one direction passes', () => {
  const r = check({ 'lib.rs': lib, 'a.rs': 'use crate::b::B;\npub struct A;', 'b.rs': 'pub struct B;\npub struct Bee;', 'c.rs': '' });
  assert.equal(r.status, 0, r.out);
});

test('use paths, grouped use trees and inline paths close a circle', () => {
  for (const [a, b] of [
    ['use crate::b::B;', 'use crate::a::A;'],
    ['use crate::{b::{B, Bee}, c};', 'pub fn f() -> crate::a::A { crate::a::A }'],
    ['use crate::b::*;', 'use crate::{a::A as Other};'],
  ]) {
    const r = check({ 'lib.rs': lib, 'a.rs': `${a}\npub struct A;`, 'b.rs': `${b}\npub struct B;\npub struct Bee;`, 'c.rs': '' });
    assert.equal(r.status, 1, `${a} / ${b}: ${r.out}`);
    assert.match(r.out, /2 files import each other in a circle: a\.rs, b\.rs/);
  }
});

test("names re-exported by lib.rs resolve to the file they come from", () => {
  const r = check({ 'lib.rs': lib, 'a.rs': 'use crate::BeeToo;\npub struct A;', 'b.rs': 'use crate::A;\npub struct B;\npub struct Bee;', 'c.rs': '' });
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /a\.rs:1 -> b\.rs/);
});

test('super:: paths in a folder module count; a circle of three is one', () => {
  const r = check({
    'lib.rs': 'mod eval;\nmod c;',
    'eval/mod.rs': 'mod x;\nmod y;\npub struct P;\nuse x::X;',
    'eval/x.rs': 'use super::y::Y;\npub struct X;',
    'eval/y.rs': 'pub struct Y;\nfn f() { let _ = super::P; }',
    'c.rs': '',
  });
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /3 files import each other in a circle: eval\/mod\.rs, eval\/x\.rs, eval\/y\.rs/);
});

test('unit tests, comments and strings make no import', () => {
  const r = check({
    'lib.rs': lib,
    'a.rs': 'use crate::b::B;\npub struct A;',
    'b.rs': [
      '//! See [`crate::a::A`].',
      'pub struct B;\npub struct Bee;',
      'const S: &str = "crate::a::A";',
      '/* use crate::a::A; */',
      '#[cfg(test)]\nmod tests {\n    use crate::a::A;\n    fn f() { let _ = A; }\n}',
    ].join('\n'),
    'c.rs': '',
  });
  assert.equal(r.status, 0, r.out);
});
