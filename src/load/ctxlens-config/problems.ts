/** Problems of ctxlens's own config file, with positions (docs/usage.md, "Configuration: `ctxlens.config.json`"). */

/** One problem of a config file, with its 1-based line and column (UTF-16 code units); line 0: the file as a whole. */
export interface ConfigProblem {
  /** The file as shown to the user (relative to the cwd when inside it). */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** An invalid `ctxlens.config.json` (the CLI exits 2). `message` lists `file:line:col: message` lines. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(problems.map((p) => (p.line > 0 ? `${p.file}:${p.line}:${p.column}: ${p.message}` : `${p.file}: ${p.message}`)).join('\n'));
  }
}

/** `ps` sorted by position (line, then column), in place; stable for equal positions. */
export function sortProblems(ps: ConfigProblem[]): ConfigProblem[] {
  return ps.sort((a, b) => a.line - b.line || a.column - b.column);
}
