// The README and the manual in docs/: every relative link and anchor
// resolves, and no page states a count of the games (a count goes stale when
// a game is added; the games table in the README is checked against the
// rules instead, crates/rules/tests/games_table.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Markdown files of the front door and the manual. */
function pages() {
  const out = ['README.md', 'BENCHMARKS.md', 'hosting/package/README.md', 'www/README.md', 'www/art/README.md'];
  const walk = (dir) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out.filter((p) => existsSync(path.join(ROOT, p)));
}

/** Text outside fenced code blocks and inline code spans. */
function prose(text) {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page offers: its headings' slugs (repeats numbered as GitHub numbers them). */
export function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const line of text.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = slug(m[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** Every link target of a page: [text](target), minus external ones. */
export function links(text) {
  const out = [];
  for (const m of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    out.push(target);
  }
  return out;
}

test('the slug and anchor rules are GitHub’s', () => {
  assert.equal(slug('Analysis (`analysis.rs`)'.replace(/`/g, '')), 'analysis-analysisrs');
  assert.equal(slug('The frame, for pages that allow no scripts'), 'the-frame-for-pages-that-allow-no-scripts');
  assert.deepEqual([...anchors('# A\n## A\n```\n# not a heading\n```\n')], ['a', 'a-1']);
  assert.deepEqual(links('[x](a.md#b) [y](https://e.org) `[z](no.md)` ![p](img.png)'), ['a.md#b', 'img.png']);
});

for (const page of pages()) {
  test(`every relative link and anchor in ${page} resolves`, () => {
    const text = readFileSync(path.join(ROOT, page), 'utf8');
    const broken = [];
    for (const target of links(text)) {
      const [file, anchor] = target.split('#');
      const resolved = file ? path.join(path.dirname(path.join(ROOT, page)), decodeURIComponent(file)) : path.join(ROOT, page);
      if (!existsSync(resolved)) {
        broken.push(`${target}: no file ${path.relative(ROOT, resolved)}`);
        continue;
      }
      if (anchor && !anchors(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${target}: no heading with anchor #${anchor}`);
    }
    assert.deepEqual(broken, []);
  });
}

const COUNT = /\b(?:all|the|plays|of|for)\s+(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:doubled|chess|built-in)\s+)*(?:games|variants)\b|^(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:doubled|chess)\s+)*(?:games|variants)\b/gim;

test('no page states how many games there are', () => {
  const files = [...pages().filter((p) => p !== 'BENCHMARKS.md'), 'package.json'];
  for (const crate of readdirSync(path.join(ROOT, 'crates'))) files.push(path.join('crates', crate, 'src/lib.rs'));
  const found = [];
  for (const file of files) {
    if (!existsSync(path.join(ROOT, file))) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(COUNT)) found.push(`${file}: "${m[0]}"`);
  }
  assert.deepEqual(found, []);
});

test('the README is a front door: under 150 lines', () => {
  assert.ok(readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length < 150);
});
