/**
 * The V2 instruction baseline of a Location (docs/runtimes/opencode-v2.md §4): the global
 * `AGENTS.md`, then every `AGENTS.md` from the Location up to the walk stop, nearest first,
 * combined, realpath-deduplicated, as one instruction source.
 */
import { posix as path } from 'node:path';
import type { FileSource } from '../../../source/types.js';
import type { V2Config } from '../load/config.js';
import { ancestors, resolvePath, type V2Location } from '../load/location.js';
import { exists, readInstruction } from '../load/text.js';
import type { V2Env, V2InstructionFile, V2Note, V2Options } from '../model/types.js';

/** The baseline: files in render order plus what the model noticed (R1–R3, skipped files). */
export interface V2Baseline {
  files: V2InstructionFile[];
  /** Directories the project walk searched, nearest first (empty when project discovery is off). */
  walked: string[];
  /** Why project discovery is off, or null (docs §4.1). */
  projectOff: string | null;
  notes: V2Note[];
}

/** The project walk under one stop: the AGENTS.md paths found (realpath), nearest first. */
function walkAgents(source: FileSource, start: string, stop: string): { dir: string; found: string; real: string }[] {
  const out: { dir: string; found: string; real: string }[] = [];
  for (const dir of ancestors(start, stop)) {
    const found = path.join(dir, 'AGENTS.md');
    if (exists(source, found)) out.push({ dir, found, real: resolvePath(source, found) });
  }
  return out;
}

/**
 * Compute the baseline of `loc` (docs §4). `config` supplies the `instructions` entries (R3).
 * Reads only through `source`; never throws.
 */
export function computeBaseline(source: FileSource, env: V2Env, loc: V2Location, config: V2Config, options: V2Options): V2Baseline {
  const notes: V2Note[] = [];
  const files = new Map<string, V2InstructionFile>();
  const add = (f: V2InstructionFile): void => {
    // Map semantics of InstructionDiscovery: a path keeps its first position (docs §4.3).
    if (!files.has(f.path)) files.set(f.path, f);
  };
  const claudeOff = Boolean(env.vars['OPENCODE_DISABLE_CLAUDE_CODE_PROMPT'] || env.vars['OPENCODE_DISABLE_CLAUDE_CODE']);
  const load = (found: string, origin: V2InstructionFile['origin']): boolean => {
    const real = resolvePath(source, found);
    const r = readInstruction(source, real);
    if (!r.ok) {
      notes.push({
        id: 'instruction-skipped',
        severity: 'warning',
        message:
          r.why === 'a directory'
            ? `${found} is a directory: newer V2 revisions skip it, older ones mark the instruction source unavailable`
            : `${found} cannot be read (${r.why}): V2 marks the instruction source unavailable and keeps the previous value`,
        file: found,
        section: '§4.4',
      });
      return false;
    }
    add({ path: real, foundAt: found, origin, content: r.content });
    return true;
  };

  // §4.1 the global file.
  const globalFile = env.withGlobal && loc.globalDir !== null ? resolvePath(source, path.join(loc.globalDir, 'AGENTS.md')) : null;
  if (globalFile !== null) {
    const globalLoaded = exists(source, globalFile) && load(globalFile, 'global');
    const claudeGlobal = env.vars['HOME'] ? path.join(env.vars['HOME'], '.claude', 'CLAUDE.md') : null;
    if (!globalLoaded && claudeGlobal !== null && exists(source, claudeGlobal)) {
      if (options.claudeFallback && !claudeOff) load(claudeGlobal, 'claude-fallback');
      else if (!claudeOff) notes.push(r2Note(claudeGlobal));
    }
  }

  // §4.1 project discovery: only when on and the Location lies inside the project root.
  let projectOff: string | null = null;
  if (env.vars['OPENCODE_DISABLE_PROJECT_CONFIG']) projectOff = 'OPENCODE_DISABLE_PROJECT_CONFIG is set';
  else if (!loc.inProject) projectOff = `the Location is outside the project root ${loc.projectRoot}`;
  const walked = projectOff === null ? ancestors(loc.start, loc.stop) : [];
  for (const dir of walked) {
    const found = path.join(dir, 'AGENTS.md');
    if (exists(source, found)) {
      const real = resolvePath(source, found);
      if (!env.withGlobal || real !== globalFile) load(found, 'project');
      continue;
    }
    const claude = path.join(dir, 'CLAUDE.md');
    if (!claudeOff && exists(source, claude)) {
      if (options.claudeFallback) load(claude, 'claude-fallback');
      else notes.push(r2Note(claude));
    }
  }

  // Above the project root without --with-global: say what was not read (docs §4.2).
  if (projectOff === null && loc.userStop !== null) {
    const above = walkAgents(source, loc.projectRoot, loc.userStop).filter((f) => f.dir !== loc.projectRoot);
    if (above.length > 0) {
      notes.push({
        id: 'walk-above-root-not-read',
        severity: 'info',
        message: `${above.map((f) => f.found).join(', ')} lie${above.length === 1 ? 's' : ''} above the project root on the walk to home: V2 (docs and later revisions) loads ${above.length === 1 ? 'it' : 'them'}; pass --with-global to include user-level files`,
        file: above[0]!.found,
        section: '§4.2',
      });
    }
  }

  // R1: would the other walk stop load different files?
  if (projectOff === null && loc.stop !== loc.otherStop) {
    const mine = new Set(walkAgents(source, loc.start, loc.stop).map((f) => f.real));
    const other = new Set(walkAgents(source, loc.start, loc.otherStop).map((f) => f.real));
    const onlyMine = [...mine].filter((p) => !other.has(p));
    const onlyOther = [...other].filter((p) => !mine.has(p));
    if (onlyMine.length > 0 || onlyOther.length > 0) {
      const rule = options.walkStop === 'home' ? 'the earlier revision (stop at the project root)' : 'later revisions and the docs (stop at home)';
      const parts = [
        ...(onlyMine.length > 0 ? [`would not load ${onlyMine.join(', ')}`] : []),
        ...(onlyOther.length > 0 ? [`would also load ${onlyOther.join(', ')}`] : []),
      ];
      notes.push({ id: 'r1-walk-stop', severity: 'warning', message: `under ${rule} V2 ${parts.join(' and ')}`, file: [...onlyMine, ...onlyOther][0]!, section: '§4.2' });
    }
  }

  // R3: the instructions key.
  for (const e of config.instructions) {
    if (options.instructionsKey === 'inert') {
      const redundant = path.basename(e.entry) === 'AGENTS.md';
      notes.push({
        id: 'r3-instructions-inert',
        severity: redundant ? 'info' : 'warning',
        message: redundant
          ? `V2 ignores the "instructions" entry "${e.entry}"; AGENTS.md files on the walk load anyway, others are disclosed only when read`
          : `V2 ignores the "instructions" entry "${e.entry}": move its content into an AGENTS.md`,
        file: e.file,
        section: '§4.5',
      });
      continue;
    }
    if (/^https?:\/\//.test(e.entry) || /[*?[{]/.test(e.entry)) {
      notes.push({ id: 'r3-instructions-unsupported', severity: 'info', message: `"${e.entry}": the resolve option loads plain paths only (URLs and globs are not simulated)`, file: e.file, section: '§4.5' });
      continue;
    }
    let entry = e.entry;
    if (entry.startsWith('~/') && env.vars['HOME']) entry = path.join(env.vars['HOME'], entry.slice(2));
    const candidates = path.isAbsolute(entry) ? [entry] : ancestors(loc.start, loc.projectRoot).map((d) => path.join(d, entry));
    const hit = candidates.find((c) => source.stat(c)?.kind === 'file');
    if (hit !== undefined && (projectOff === null || path.isAbsolute(entry))) load(hit, 'instructions');
  }

  return { files: [...files.values()], walked, projectOff, notes };
}

function r2Note(file: string): V2Note {
  return {
    id: 'r2-claude-fallback',
    severity: 'warning',
    message: 'CLAUDE.md without an AGENTS.md beside it: loaded only by builds that implement the documented CLAUDE.md fallback',
    file,
    section: '§4.6',
  };
}

/**
 * The instruction text of a list of files (docs §4.3): `Instructions from: <path>\n<content>`
 * per file, joined by one blank line (`\n\n`). Empty for no file.
 */
export function renderInstructions(files: readonly V2InstructionFile[]): string {
  return files.map((f) => `Instructions from: ${f.path}\n${f.content}`).join('\n\n');
}
