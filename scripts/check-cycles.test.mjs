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

/** Writes `files` (path -> text) as a crate's src/ and runs the check (with `flags`) on it. */
function check(files, flags = []) {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      const full = join(dir, 'src', path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    const run = spawnSync(process.execPath, [script, ...flags, dir], { encoding: 'utf8' });
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

// Top-level modules: a file src/x.rs with its folder src/x/.
const twoModules = 'mod a;\nmod b;\nmod c;\n';

test('two top-level modules in a circle are refused though no two files are, each edge named by an import', () => {
  const r = check({
    'lib.rs': twoModules,
    'a.rs': 'use crate::b::X;\npub struct Y;',
    'b.rs': 'mod inner;\npub struct X;',
    'b/inner.rs': 'use crate::a::Y;\npub struct Z;',
    'c.rs': '',
  });
  assert.equal(r.status, 1, r.out);
  assert.doesNotMatch(r.out, /files import each other/);
  assert.match(r.out, /2 top-level modules import each other in a circle: a, b\b/);
  assert.match(r.out, /a -> b: a\.rs:1 crate::b::X\n/);
  assert.match(r.out, /b -> a: b\/inner\.rs:1 crate::a::Y\n/);
});

test('a module edge made by several imports names the first and counts the rest', () => {
  const r = check({
    'lib.rs': twoModules,
    'a.rs': 'use crate::b::X;\npub struct Y;\npub struct W;',
    'b.rs': 'mod inner;\npub struct X;\nfn f() -> crate::a::W { crate::a::W }',
    'b/inner.rs': 'use crate::a::Y;\npub struct Z;',
    'c.rs': '',
  });
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /b -> a: b\.rs:3 crate::a::W \(and 2 more\)/);
});

test('a layered crate passes, and --graph lists its module edges', () => {
  const files = {
    'lib.rs': twoModules,
    'a.rs': 'use crate::b::X;\npub struct Y;',
    'b.rs': 'mod inner;\npub struct X;',
    'b/inner.rs': 'use crate::c::Z;\npub struct W;',
    'c.rs': 'pub struct Z;',
  };
  const r = check(files);
  assert.equal(r.status, 0, r.out);
  const g = check(files, ['--graph']);
  assert.equal(g.status, 0, g.out);
  assert.match(g.out, /3 top-level modules, 2 edges, 0 circles\n {4}a -> b \(1\)\n {4}b -> c \(1\)\n/);
});

test("a file only the tests compile (#[cfg(test)] mod x;) makes no module edge", () => {
  const r = check({
    'lib.rs': twoModules,
    'a.rs': 'use crate::b::X;\npub struct Y;',
    'b.rs': '#[cfg(test)]\nmod tests;\npub struct X;',
    'b/tests.rs': 'use crate::a::Y;\nfn f() { let _ = Y; }',
    'c.rs': '',
  });
  assert.equal(r.status, 0, r.out);
});
