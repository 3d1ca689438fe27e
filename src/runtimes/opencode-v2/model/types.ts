/**
 * Shapes of the OpenCode V2 model (docs/runtimes/opencode-v2.md). V2 is modelled **from the
 * documentation**: no published CLI runs it yet (opencode-ai 1.18.33 behaves as V1), so every
 * output of this model says so (`V2_BASIS`).
 */

/** The sentence every V2 output carries (docs/runtimes/opencode-v2.md §1). */
export const V2_BASIS = 'V2, from the documentation';

/**
 * Choices where revisions of V2 disagree (docs/runtimes/opencode-v2.md §9: R1–R3 of the reference).
 * The defaults follow the current documentation.
 */
export interface V2Options {
  /**
   * R1, where the upward AGENTS.md walk stops: `home` (default, later revisions and the docs):
   * the home directory when the Location is under home, else the project root; `root` (earlier
   * revision): always the project root.
   */
  walkStop: 'home' | 'root';
  /** R2: apply the documented `CLAUDE.md` fallback (default false: absent from the code). */
  claudeFallback: boolean;
  /** R3: `inert` (default, the docs): the `instructions` key loads nothing; `resolve`: load its plain paths. */
  instructionsKey: 'inert' | 'resolve';
}

/** The documented defaults (docs/runtimes/opencode-v2.md §9). */
export const DEFAULT_V2_OPTIONS: V2Options = { walkStop: 'home', claudeFallback: false, instructionsKey: 'inert' };

/**
 * The simulated environment of one run: the Location and the user-level directories.
 * All paths are absolute, POSIX.
 */
export interface V2Env {
  /** The Location as given (`--cwd`, `path.resolve`d, not symlink-resolved). */
  location: string;
  /** Environment variables (`OPENCODE_*`, `HOME`, `XDG_CONFIG_HOME`, `{env:}` values). */
  vars: Readonly<Record<string, string>>;
  /** Read the user-level directories (global config, home); off by default (cli-contract.md). */
  withGlobal: boolean;
}

/**
 * One observation the model makes while simulating: a divergence between revisions (R1–R3), a
 * file that V2 skips, a legacy agent that V2 migrates. `file` is absolute when known.
 */
export interface V2Note {
  /** Stable id, e.g. `r1-walk-stop`, `r2-claude-fallback`, `r3-instructions-inert`. */
  id: string;
  severity: 'warning' | 'info';
  message: string;
  file?: string;
  /** The docs section that explains it. */
  section: string;
}

/** One instruction file of the V2 baseline or of a disclosure message. */
export interface V2InstructionFile {
  /** The path shown in the `Instructions from:` header: the realpath (docs §4.3). */
  path: string;
  /** The path where the walk found it (before realpath), absolute. */
  foundAt: string;
  /** `global`, `project`, `claude-fallback` (R2 option), `instructions` (R3 option). */
  origin: 'global' | 'project' | 'claude-fallback' | 'instructions';
  /** The file content decoded as UTF-8 (invalid bytes become U+FFFD, a leading BOM is dropped), as `readFileString` does. */
  content: string;
}
