import type { FileSource } from '../../../source/types.js';
import type { AgentFile, AgentModel } from './agents.js';
import type { ConfigModel } from './config.js';
import type { FlowFile, FlowModel } from './flows.js';
import type { LineIndex, Span } from '../../../model/span.js';
import type { LoadIssue } from './issues.js';

/** A text file the loaders read, kept for positions and for reporters that quote source. */
export interface TextDocument {
  /** Path relative to W, `/`-separated (or absolute when outside W). */
  file: string;
  abs: string;
  kind: 'config' | 'agent' | 'flow' | 'template' | 'schema' | 'context';
  text: string;
  lines: LineIndex;
}

export type { LoadIssue } from './issues.js';

/** Options every load takes. */
export interface LoadOptions {
  /** `--cwd` after `path.resolve`, not symlink-resolved (cli-contract). */
  cwd: string;
  /** The simulated environment: process environment overridden by `--env`. */
  env: Readonly<Record<string, string>>;
  /** Read the user-level config, agents and flows (`--with-global`). */
  withGlobal: boolean;
}

/** Shared state of one load: the file source, documents read, issues seen. Loaders append; nothing else writes. */
export interface LoadContext extends LoadOptions {
  source: FileSource;
  /** The effective W; starts as `cwd`, replaced by a `workingDir` key (docs/runtimes/fork.md §2.2). */
  W: string;
  /** `HOME` from the simulated environment, or `null`. */
  home: string | null;
  documents: Map<string, TextDocument>;
  issues: LoadIssue[];
}

/**
 * The frozen project model: everything the simulator and the rules read.
 * Built once per run by `loadProject` (src/runtimes/fork/load/project.ts).
 */
export interface ProjectModel {
  /** `--cwd`: where the config was looked up. */
  cwd: string;
  /** Effective working directory W (docs/runtimes/fork.md §1.1). */
  W: string;
  source: FileSource;
  env: Readonly<Record<string, string>>;
  withGlobal: boolean;
  home: string | null;
  config: ConfigModel;
  /** The agent registry, in build order (docs/runtimes/fork.md §3.1). */
  agents: ReadonlyMap<string, AgentModel>;
  /** Every markdown agent file scanned, loaded or rejected. */
  agentFiles: readonly AgentFile[];
  /** Loaded flows by ID (docs/runtimes/fork.md §4.1). */
  flows: ReadonlyMap<string, FlowModel>;
  /** Every flow file scanned, loaded, failed or shadowed. */
  flowFiles: readonly FlowFile[];
  documents: ReadonlyMap<string, TextDocument>;
  issues: readonly LoadIssue[];
}
