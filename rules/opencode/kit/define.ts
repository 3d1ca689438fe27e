/**
 * Shared helpers of the mainstream OpenCode rules: `defineOcRule` (a rule over `OcProject` and
 * `OcSimulation`) and spans inside config documents.
 */
import { findNodeAtOffset, getNodePath, type Node as JNode } from 'jsonc-parser';
import { posix as path } from 'node:path';
import { defineRule, type AnyRule, type RuleDefinition } from '../../../src/engine/define-rule.js';
import { fileSpan, type Span } from '../../../src/model/span.js';
import type { OcConfigDoc } from '../../../src/runtimes/opencode/load/config.js';
import type { OcProject } from '../../../src/runtimes/opencode/load/project.js';
import type { OcToken } from '../../../src/runtimes/opencode/load/substitute.js';
import type { OcInstructionFile, OcInstructionSet } from '../../../src/runtimes/opencode/sim/instructions.js';
import type { OcSimulation } from '../../../src/runtimes/opencode/sim/simulate.js';

/** Define a rule of mainstream OpenCode: `ctx.model` is the `OcProject` at W, `ctx.simulation()` every Location. */
export function defineOcRule<const M extends Record<string, string>, O extends object = Record<string, never>>(
  rule: RuleDefinition<M, O, OcProject, OcSimulation>,
): AnyRule {
  return defineRule<M, O, OcProject, OcSimulation>(rule);
}

/** A path as findings show it: relative to W, `/`-separated; absolute outside W. */
export function shownPath(W: string, abs: string): string {
  const r = path.relative(W, abs);
  return r === '' ? '.' : r.startsWith('../') || r === '..' ? abs : r;
}

/** The span of `[start, start+length)` in a config document (the file as shown). */
export function docSpan(doc: OcConfigDoc, offset: number, length: number, pointer = ''): Span {
  return { file: doc.file, pointer, start: doc.lines.pos(offset), end: doc.lines.pos(offset + Math.max(1, length)) };
}

/** The node at a JSON path in a config document's raw tree, or `undefined`. */
export function nodeAt(doc: OcConfigDoc, p: readonly (string | number)[]): JNode | undefined {
  let node: JNode | undefined = doc.tree;
  for (const seg of p) {
    if (!node) return undefined;
    if (node.type === 'array' && typeof seg === 'number') node = node.children?.[seg];
    else if (node.type === 'object') node = node.children?.find((c) => c.children?.[0]?.value === seg)?.children?.[1];
    else return undefined;
  }
  return node;
}

/** The span of the value at a JSON path; the whole file when it cannot be found. */
export function valueSpan(doc: OcConfigDoc, p: readonly (string | number)[]): Span {
  const n = nodeAt(doc, p);
  const pointer = '/' + p.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  return n ? docSpan(doc, n.offset, n.length, pointer) : fileSpan(doc.file);
}

/** The span of a substitution token; the whole file when it has no raw position. */
export function tokenSpan(doc: OcConfigDoc, t: OcToken): Span {
  return t.offset >= 0 ? docSpan(doc, t.offset, t.text.length) : fileSpan(doc.file);
}

/** The JSON path of the value around a raw offset of a config document (`[]` when unknown). */
export function pathAtOffset(doc: OcConfigDoc, offset: number): (string | number)[] {
  if (!doc.tree || offset < 0) return [];
  const n = findNodeAtOffset(doc.tree, offset);
  return n ? getNodePath(n) : [];
}

/** A file-level span for a file (relative to W when inside it). */
export function fileLevel(W: string, abs: string): Span {
  return fileSpan(shownPath(W, abs));
}

/**
 * `child` is `dir` itself or lies below it (both clean absolute paths). `/` holds nothing here:
 * it is the worktree of a project outside git, not a repository.
 */
export function within(dir: string, child: string): boolean {
  return dir !== '/' && (child === dir || child.startsWith(dir + '/'));
}

/**
 * Each file of the Locations' instruction sets once (by absolute path, first Location first),
 * with the set it was met in: for rules that report a property of the file itself.
 */
export function* instructionFilesOnce(sim: OcSimulation): Generator<{ set: OcInstructionSet; file: OcInstructionFile }> {
  const seen = new Set<string>();
  for (const l of sim.locations) {
    if (l.set === null) continue;
    for (const file of l.set.files) {
      if (seen.has(file.abs)) continue;
      seen.add(file.abs);
      yield { set: l.set, file };
    }
  }
}

/**
 * Where a finding about instruction file `f` of `set` goes: the file (file level) when it lies in
 * the worktree or below W, else the `instructions` entry that brought it, else the file.
 * `inRepo` tells which; the caller may narrow a file-level span to a position in the file.
 */
export function instructionFileSpan(W: string, set: OcInstructionSet, f: OcInstructionFile): { span: Span; inRepo: boolean } {
  const inRepo = within(set.worktree, f.abs) || within(W, f.abs);
  const span = inRepo ? fileLevel(W, f.abs) : f.entry !== null ? valueSpan(f.entry.doc, ['instructions', f.entry.index]) : fileLevel(W, f.abs);
  return { span, inRepo };
}
