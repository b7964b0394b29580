#!/usr/bin/env node
// Fails when the files of a Rust crate import each other in a circle, or
// when its top-level modules do.
//
// A file's imports are the `use crate::…`, `use super::…` and inline
// `crate::…` / `super::…` paths in its code (comments and strings left out).
// Each path is resolved to the file that defines it: the longest module
// prefix that is a file, or, for a name a crate root or a mod.rs re-exports
// (`pub use`), the file that name comes from. Those re-exports are the
// crate's table of contents, not dependencies, so they make no edges.
// Unit tests (`#[cfg(test)]` items, and files declared by a
// `#[cfg(test)] mod x;`) are left out. A circle is any strongly connected
// set of two or more files.
//
// A top-level module is a file `src/x.rs` together with its folder `src/x/`
// (or `src/x/mod.rs` and its folder). Two of them in a circle are refused
// even when no two files are: the crate is meant to read in layers, each
// module importing only the ones below it. The message names each edge of
// such a circle with one import that makes it (file:line and path), the one
// to move to break it.
//
// Usage: node scripts/check-cycles.mjs [--graph] [crate dir ...]  (default:
// crates/*); --graph also prints each crate's module-level edges.
// CYCLES_STRICT=1 counts the known circles (KNOWN, below) as failures too.
// Exit status 1 and a list of the circles, with each import that closes
// them, when there is one.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Every .rs file under dir, with its module path (lib.rs/main.rs: []). */
function moduleFiles(src) {
  const files = new Map(); // "a::b" -> file
  const walk = (dir, prefix) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full, [...prefix, name]);
      } else if (name.endsWith('.rs')) {
        const stem = name.slice(0, -3);
        let path;
        if (prefix.length === 0 && (stem === 'lib' || stem === 'main')) path = [];
        else if (stem === 'mod') path = prefix;
        else path = [...prefix, stem];
        const key = path.join('::');
        // A crate with both lib.rs and main.rs: main.rs is a separate
        // binary crate that reaches the library by name, not `crate::`.
        if (files.has(key) && stem === 'main') continue;
        files.set(key, full);
      }
    }
  };
  walk(src, []);
  return files;
}

/** Code without comments, string and char literals (kept line by line). */
function stripCode(text) {
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const d = text[i + 1];
    if (c === '/' && d === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && d === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (text[i] === '/' && text[i + 1] === '*') { depth++; i += 2; }
        else if (text[i] === '*' && text[i + 1] === '/') { depth--; i += 2; }
        else { if (text[i] === '\n') out += '\n'; i++; }
      }
    } else if (c === 'r' && /^r#*"/.test(text.slice(i, i + 40)) && !/\w/.test(text[i - 1] ?? '')) {
      const hashes = text.slice(i + 1).match(/^#*/)[0];
      const end = '"' + hashes;
      i += 2 + hashes.length;
      while (i < n && text.slice(i, i + end.length) !== end) { if (text[i] === '\n') out += '\n'; i++; }
      i += end.length;
      out += '""';
    } else if (c === '"') {
      i++;
      while (i < n && text[i] !== '"') { if (text[i] === '\\') i++; if (text[i] === '\n') out += '\n'; i++; }
      i++;
      out += '""';
    } else if (c === "'" && (/^'(\\.|[^\\'])'/.test(text.slice(i, i + 4)) || /^'\\u\{[0-9a-fA-F]+\}'/.test(text.slice(i, i + 12)))) {
      const m = text.slice(i).match(/^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/);
      i += m[0].length;
      out += "' '";
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Code without its `#[cfg(test)]` items: a file's unit tests are a consumer
 * of the crate beside it (they may build a whole variant to test a table),
 * not part of the file's place in the design.
 */
function withoutTests(text) {
  let out = text;
  for (let at = out.indexOf('#[cfg(test)]'); at >= 0; at = out.indexOf('#[cfg(test)]', at + 1)) {
    let i = at + '#[cfg(test)]'.length;
    while (i < out.length && out[i] !== '{' && out[i] !== ';') i++;
    if (out[i] === '{') {
      let depth = 0;
      for (; i < out.length; i++) {
        if (out[i] === '{') depth++;
        else if (out[i] === '}' && --depth === 0) break;
      }
    }
    out = out.slice(0, at) + out.slice(at, i + 1).replace(/[^\n]/g, ' ') + out.slice(i + 1);
  }
  return out;
}

/** Expands a use tree ("crate::{a, b::{c, D as E}}") into paths of segments. */
function expandUse(tree) {
  tree = tree.replace(/\s+as\s+/g, '@').replace(/\s+/g, '');
  const parse = (s, prefix) => {
    const brace = s.indexOf('{');
    if (brace < 0) {
      const segs = s.split('@')[0].split('::').filter(Boolean);
      return [[...prefix, ...segs]].filter((p) => p.length > 0);
    }
    const head = s.slice(0, brace).split('::').filter(Boolean);
    const inner = s.slice(brace + 1, s.lastIndexOf('}'));
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < inner.length; i++) {
      if (inner[i] === '{') depth++;
      else if (inner[i] === '}') depth--;
      else if (inner[i] === ',' && depth === 0) { parts.push(inner.slice(start, i)); start = i + 1; }
    }
    parts.push(inner.slice(start));
    return parts.filter(Boolean).flatMap((p) => (p === 'self' ? [[...prefix, ...head]] : parse(p, [...prefix, ...head])));
  };
  return parse(tree, []);
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function checkCrate(crateDir) {
  const src = join(crateDir, 'src');
  if (!existsSync(src)) return { circles: [], moduleEdges: new Map(), moduleCircles: [] };
  const files = moduleFiles(src);
  const modOf = new Map([...files].map(([key, file]) => [file, key ? key.split('::') : []]));
  const stripped = new Map([...files.values()].map((f) => [f, stripCode(readFileSync(f, 'utf8'))]));
  // Files that only tests compile (`#[cfg(test)] mod x;`), and all under
  // them: parents first, so a test file's children follow it.
  const testOnly = new Set();
  const byDepth = [...files.values()].sort((f, g) => modOf.get(f).length - modOf.get(g).length);
  for (const file of byDepth) {
    const mod = modOf.get(file);
    if (mod.length === 0) continue;
    const parent = files.get(mod.slice(0, -1).join('::'));
    const declared = new RegExp(
      `#\\[cfg\\(test\\)\\]\\s*(?:#\\[[^\\]]*\\]\\s*)*(?:pub(?:\\([^)]*\\))?\\s+)?mod\\s+${mod.at(-1)}\\s*;`);
    if (parent && (testOnly.has(parent) || declared.test(stripped.get(parent)))) testOnly.add(file);
  }
  for (const file of testOnly) files.delete(modOf.get(file).join('::'));
  const code = new Map([...files.values()].map((f) => [f, withoutTests(stripped.get(f))]));
  const isHub = (file) => /(^|\/)(lib|main|mod)\.rs$/.test(file);

  // Names re-exported by roots and mod.rs files: module key -> name -> absolute path.
  const reexports = new Map();
  const absolute = (segs, mod) => {
    if (segs[0] === 'crate') return segs.slice(1);
    if (segs[0] === 'self') return [...mod, ...segs.slice(1)];
    if (segs[0] === 'super') {
      let base = mod;
      let i = 0;
      while (segs[i] === 'super') { base = base.slice(0, -1); i++; }
      return [...base, ...segs.slice(i)];
    }
    // A bare path: a child module of this one, else an outside crate.
    if (files.has([...mod, segs[0]].join('::'))) return [...mod, ...segs];
    return null;
  };
  for (const [file, text] of code) {
    if (!isHub(file)) continue;
    const mod = modOf.get(file);
    const names = new Map();
    for (const m of text.matchAll(/\bpub(?:\([^)]*\))?\s+use\s+([^;]+);/g)) {
      for (const segs of expandUse(m[1])) {
        const abs = absolute(segs, mod);
        if (!abs) continue;
        const alias = m[1].match(new RegExp(`\\b${segs.at(-1)}\\s+as\\s+(\\w+)`));
        names.set(alias ? alias[1] : segs.at(-1), abs);
      }
    }
    reexports.set(mod.join('::'), names);
  }

  // The file a path (absolute segments) comes from.
  const resolve = (abs, depth = 0) => {
    let best = 0;
    for (let k = abs.length; k >= 0; k--) {
      if (files.has(abs.slice(0, k).join('::'))) { best = k; break; }
    }
    const key = abs.slice(0, best).join('::');
    const next = abs[best];
    const alias = next !== undefined ? reexports.get(key)?.get(next) : undefined;
    if (alias && depth < 8) return resolve([...alias, ...abs.slice(best + 1)], depth + 1);
    return files.get(key);
  };

  // Edges: file -> Map(target file -> first line that imports it); and
  // every import, for the module-level graph: [file, line, path, target].
  const edges = new Map();
  const imports = [];
  for (const [file, text] of code) {
    const mod = modOf.get(file);
    const out = new Map();
    edges.set(file, out);
    const add = (abs, index) => {
      const target = resolve(abs);
      if (!target || target === file) return;
      const line = lineOf(text, index);
      if (!out.has(target)) out.set(target, line);
      imports.push([file, line, ['crate', ...abs].join('::'), target]);
    };
    const uses = /\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);/g;
    for (const m of text.matchAll(uses)) {
      if (m[1] && isHub(file)) continue; // a table of contents entry
      for (const segs of expandUse(m[2])) {
        if (!['crate', 'super', 'self'].includes(segs[0]) && !isHub(file)) continue;
        const abs = absolute(segs, mod);
        if (abs) add(abs, m.index);
      }
    }
    const inline = text.replace(uses, (s) => s.replace(/[^\n]/g, ' '));
    for (const m of inline.matchAll(/(?<![\w:])((?:crate|super)(?:::(?:super|[A-Za-z_]\w*))+)/g)) {
      add(absolute(m[1].split('::'), mod), m.index);
    }
  }

  const circles = stronglyConnected(edges).map((comp) => ({
    files: comp,
    edges: comp.flatMap((f) =>
      [...edges.get(f)].filter(([t]) => comp.includes(t)).map(([t, line]) => [f, line, t])),
  }));

  // The same graph between top-level modules (the crate root is none: it is
  // the table of contents). moduleEdges: from -> Map(to -> its imports).
  const topOf = (file) => modOf.get(file)[0];
  const moduleEdges = new Map();
  for (const file of code.keys()) if (topOf(file)) moduleEdges.set(topOf(file), new Map());
  for (const [file, line, path, target] of imports) {
    const [from, to] = [topOf(file), topOf(target)];
    if (!from || !to || from === to) continue;
    const out = moduleEdges.get(from);
    if (!out.has(to)) out.set(to, []);
    out.get(to).push({ file: relative(src, file), line, path });
  }
  const byPlace = (x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line);
  for (const out of moduleEdges.values()) for (const uses of out.values()) uses.sort(byPlace);
  const moduleCircles = stronglyConnected(moduleEdges).map((comp) => ({
    modules: comp,
    edges: comp.flatMap((m) =>
      [...moduleEdges.get(m)].filter(([t]) => comp.includes(t)).map(([t, uses]) => [m, t, uses])),
  }));
  return { circles, moduleEdges, moduleCircles };
}

/** Tarjan's strongly connected components of two or more nodes, each sorted. */
function stronglyConnected(edges) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const sccs = [];
  const visit = (v) => {
    info.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v).keys()) {
      if (!info.has(w)) { visit(w); info.get(v).low = Math.min(info.get(v).low, info.get(w).low); }
      else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const comp = [];
      let w;
      do { w = stack.pop(); info.get(w).on = false; comp.push(w); } while (w !== v);
      if (comp.length > 1) sccs.push(comp.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!info.has(v)) visit(v);
  return sccs;
}

// Circles not taken apart yet, each with why it stays. The check fails on
// any other circle, on one of these growing, and on one of these shrinking
// or going (then list what is left): the list only gets shorter.
const KNOWN = {
  // None is left: the last, position.rs ↔ variant.rs, went when a game's
  // hooks became generic over the position they act on (variant.rs).
};

const graph = process.argv.includes('--graph');
const args = process.argv.slice(2).filter((a) => a !== '--graph');
const crates = args.length
  ? args
  : readdirSync(join(root, 'crates')).sort().map((c) => join(root, 'crates', c));
const strict = process.env.CYCLES_STRICT === '1'; // ignore KNOWN: every circle fails
let failed = false;
for (const crate of crates) {
  const name = relative(root, crate) || crate;
  const src = join(crate, 'src');
  const { circles, moduleEdges, moduleCircles } = checkCrate(crate);
  const known = strict ? [] : (KNOWN[name] ?? []);
  const same = (a, b) => a.length === b.length && a.every((f, i) => f === b[i]);
  const seen = new Set();
  for (const circle of circles) {
    const files = circle.files.map((f) => relative(src, f));
    const entry = known.find((k) => same([...k.files].sort(), files));
    const list = files.join(', ');
    if (entry) {
      seen.add(entry);
      console.log(`[cycles] ${name}: known circle of ${files.length} files (${entry.why}): ${list}`);
      continue;
    }
    failed = true;
    console.log(`[cycles] ${name}: ${files.length} files import each other in a circle: ${list}`);
    for (const [from, line, to] of circle.edges) {
      console.log(`    ${relative(src, from)}:${line} -> ${relative(src, to)}`);
    }
  }
  for (const entry of known.filter((k) => !seen.has(k))) {
    failed = true;
    console.log(`[cycles] ${name}: the known circle ${entry.files.join(', ')} is no longer there as listed: ` +
      'list what is left of it in KNOWN (scripts/check-cycles.mjs), or take it out');
  }
  for (const circle of moduleCircles) {
    failed = true;
    console.log(`[cycles] ${name}: ${circle.modules.length} top-level modules import each other in a circle: ` +
      `${circle.modules.join(', ')}; each edge, with one import that makes it (move what one of these ` +
      'imports names down to a lower module, and that edge goes):');
    for (const [from, to, uses] of circle.edges) {
      const [first] = uses;
      const more = uses.length > 1 ? ` (and ${uses.length - 1} more)` : '';
      console.log(`    ${from} -> ${to}: ${first.file}:${first.line} ${first.path}${more}`);
    }
  }
  const edgeCount = [...moduleEdges.values()].reduce((n, out) => n + out.size, 0);
  if (graph) {
    console.log(`[cycles] ${name}: ${moduleEdges.size} top-level modules, ${edgeCount} edges, ` +
      `${moduleCircles.length} circles`);
    for (const [from, out] of [...moduleEdges].sort()) {
      for (const [to, uses] of [...out].sort()) console.log(`    ${from} -> ${to} (${uses.length})`);
    }
  }
  if (circles.length === 0 && known.length === 0 && moduleCircles.length === 0) {
    console.log(`[cycles] ${name}: no import circle`);
  }
}
process.exit(failed ? 1 : 0);
