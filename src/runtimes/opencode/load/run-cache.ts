/**
 * What one run of ctxlens reads and parses once for every Location it simulates
 * (docs/runtimes/opencode.md §6.8): the config documents, the agent files and their definitions,
 * the config directories' agent file lists, the instruction files, the symlink-free paths of hidden
 * files and worktrees, and what the Location search's listings say about absent names. Each Location still gets its
 * own config walk, agent merge and instruction set; only what is the same at every Location — a
 * file's bytes, its parse, its schema check — is computed once.
 *
 * The cache belongs to one file source (a run reads one tree) and is never written to after the
 * run; everything it hands out is treated as frozen by its readers.
 */
import type { FileSource } from '../../../source/types.js';
import type { AgentDefinition, AgentMarkdown, AgentViolation } from '../model/agent-set.js';
import type { AgentFile } from './agent-discovery.js';
import type { OcConfigDoc } from './config.js';
import type { ScanResult } from './glob.js';
import type { NonText } from '../../../text/binary.js';
import type { DirNames } from './dir-names.js';

/** The part of an instruction file that is the same at every Location (docs/runtimes/opencode.md §6.4). */
export interface OcInstructionFileText {
  /** The text the runtime reads: UTF-8 decoded, a leading BOM removed; `""` when unreadable. */
  content: string;
  /** `Instructions from: <abs>\n<content>`, or `null` for an empty file. */
  block: string | null;
  /** Bytes of the block in UTF-8 (0 without a block). */
  bytes: number;
  /** The symlink-free path, or `null` when it cannot be resolved. */
  real: string | null;
  /** `readlink(2)`: the link text as written when the path itself is a symlink, else `null`. */
  link: string | null;
  /** Where the bytes stop being UTF-8 text, with its 1-based position; `null` for text. */
  nonText: (NonText & { line: number; column: number }) | null;
  /** Set when the file is over the simulation cap (`MAX_INSTRUCTION_FILE_BYTES`): its size in bytes; it was not read (`content` is `""`, no block). */
  tooLarge?: number;
}

/** The per-run memo of the mainstream OpenCode loaders; make one per run with the run's file source. */
export class OcRunCache {
  /** Agent file texts (UTF-8) by absolute path; `null` when unreadable. */
  readonly agentTexts = new Map<string, string | null>();
  /** Agent files of each config directory (`findAgentFiles`), by absolute directory. */
  readonly agentFiles = new Map<string, AgentFile[]>();
  /**
   * Markdown agent definitions by file and display path. Only definitions whose reading does not
   * depend on what the gray-matter session read before are kept (`FrontmatterReader.readOnce`).
   */
  readonly markdownDefinitions = new Map<string, AgentDefinition>();
  /** Definitions of a config document's `agent`, `mode` and `agents` entries, per display path. */
  readonly configDefinitions = new WeakMap<object, Map<string, AgentDefinition[]>>();
  /** Frontmatter readings that are the same in every gray-matter session, by file text (`FrontmatterReader.readOnce`). */
  readonly markdownReads = new Map<string, AgentMarkdown>();
  /**
   * Config documents by layer, the directory paths are shown relative to and home directory
   * (`layer\0root\0home`), then by path; `null`: the file does not exist.
   */
  readonly configDocs = new Map<string, Map<string, OcConfigDoc | null>>();
  /** Schema violations of each parsed config document (`checkConfigDoc`). */
  readonly configViolations = new WeakMap<OcConfigDoc, AgentViolation[]>();
  /** Instruction files by absolute path (as the runtime spells it). */
  readonly instructionFiles = new Map<string, OcInstructionFileText>();
  /**
   * The files of the Locations' sets (the simulation's `OcInstructionFile`s) by absolute path, one
   * object per layer and entry: Locations share them; never changed.
   */
  readonly setFiles = new Map<string, unknown[]>();
  /** The worktree of each directory met (`worktreeOf`: nearest ancestor holding `.git`, or `/`). */
  readonly worktrees = new Map<string, string>();
  /** Whether a path exists for the runtime (`stat` follows symlinks), by absolute path. */
  readonly exists = new Map<string, boolean>();
  /** Glob scans of `instructions` entries (`scanGlob`), by directory, pattern and `dot`. */
  readonly scans = new Map<string, ScanResult>();
  /** The symlink-free path of each file a Location's walk hides (`OcInstructionSet.hiddenReal`), by absolute path. */
  readonly hiddenReals = new Map<string, string | null>();
  /** The symlink-free path of each worktree (`OcInstructionSet.worktreeReal`), by absolute path. */
  readonly worktreeReals = new Map<string, string | null>();
  /** What the Location search's listings say about absent names (`findLocations`); `null` until a search ran. */
  dirNames: DirNames | null = null;

  /**
   * @param source the run's file source; the cache is used only with this source.
   * @param vars the run's simulated environment (`OcLoadOptions.env`); the cache is used only with it.
   */
  constructor(
    readonly source: FileSource,
    readonly vars: Readonly<Record<string, string>>,
  ) {}

  /** `memo.get(key)`, computing and keeping `make()` when absent. */
  static once<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
    if (memo.has(key)) return memo.get(key) as V;
    const v = make();
    memo.set(key, v);
    return v;
  }
}

/** The cache to use with `source` and environment `vars`: `cache` when it was made for them, else a new one. */
export function runCacheFor(source: FileSource, vars: Readonly<Record<string, string>>, cache: OcRunCache | undefined): OcRunCache {
  return cache !== undefined && cache.source === source && cache.vars === vars ? cache : new OcRunCache(source, vars);
}
