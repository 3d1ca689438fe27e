/**
 * The OpenAgentsControl (OAC) layer's frozen model: everything the `oac-*` rules and the audit
 * section read. Built once per run by `loadOac` (src/runtimes/oac/load/oac.ts) from the file source; rules never read
 * the source themselves (docs/runtimes/oac.md §1).
 *
 * Paths are relative to W with `/` separators unless a field says otherwise. Spans carry 1-based
 * lines and UTF-16 columns (src/model/span.ts); a file-level span has line 0.
 */
import type { Span } from '../../../model/span.js';

/** A string value with the span it came from. */
export interface SpannedString {
  value: string;
  span: Span;
}

/** Why the layer switched on (docs/runtimes/oac.md §1). */
export type OacTrigger = 'context-tree' | 'registry';

/** One component entry of `registry.json` (`components.<section>[i]`, docs/runtimes/oac.md §2). */
export interface RegistryEntry {
  /** The `components` key it sits under: `agents`, `subagents`, `contexts`, `skills`, `config`, … */
  section: string;
  /** Position in its section (0-based). */
  index: number;
  /** `id`, or `null` when missing or not a string. */
  id: string | null;
  /** The whole entry object. */
  span: Span;
  /** `id` value span (the entry span when `id` is missing). */
  idSpan: Span;
  /** `path` as written, or `null` when missing or not a string. */
  path: SpannedString | null;
  /**
   * What is at `path` (relative to W): `file` (a regular file, possibly through a symlink),
   * `dir`, `missing`. `null` when there is no `path`. Gathered by the loader (stat, follows links).
   */
  pathKind: 'file' | 'dir' | 'missing' | null;
  aliases: SpannedString[];
  dependencies: SpannedString[];
}

/** One profile of `registry.json` (`profiles.<name>.components`). */
export interface RegistryProfile {
  name: string;
  nameSpan: Span;
  components: SpannedString[];
}

/** `registry.json` as loaded (docs/runtimes/oac.md §2). */
export interface OacRegistry {
  /** `registry.json` (relative to W). */
  file: string;
  /** Syntax errors (strict JSON: the installer and validator read it with `jq`). */
  errors: { message: string; span: Span }[];
  /** Every component entry, in file order (section order, then index). */
  entries: RegistryEntry[];
  /** Component sections present, in file order. */
  sections: string[];
  profiles: RegistryProfile[];
}

/** A `<!-- Context: … -->` header comment (docs/runtimes/oac.md §6). */
export interface ContextHeader {
  /** The comment text as written (one line). */
  text: string;
  span: Span;
  /** `key → value` of the `|`-separated fields (`Context`, `Priority`, `Version`, `Updated`). */
  fields: Record<string, string>;
}

/** One entry of the `.opencode/context/` tree (docs/runtimes/oac.md §5). */
export interface ContextEntry {
  /** Relative to W: `.opencode/context/core/standards/code.md`. */
  path: string;
  /** Relative to the context root: `core/standards/code.md`. */
  treePath: string;
  kind: 'file' | 'dir' | 'symlink' | 'other';
  /** Symlinks: the target as stored. */
  linkTarget?: string;
  /**
   * Symlinks: where the link lands, relative to W after resolving every link (`null`: dangling or
   * looping), and whether that is inside the context root.
   */
  linkResolved?: string | null;
  linkInside?: boolean;
  /** Regular files: size in bytes. */
  bytes?: number;
  /** Markdown files: the text (UTF-8), for tokens and headers. Absent for files over 1 MiB. */
  text?: string;
  /** Markdown files: YAML frontmatter at line 1 (`---`), and its parse error if any. */
  frontmatter?: { ok: true; data: Record<string, unknown> } | { ok: false; message: string; span: Span } | null;
  /** Markdown files: the header comment in header position (line 1, or first line after frontmatter), or `null`. */
  header?: ContextHeader | null;
  /** Markdown files: span of the header position line (where a missing header is reported). */
  headerLine?: Span;
}

/** One path reference written in a navigation file (docs/runtimes/oac.md §5.2). */
export interface NavigationReference {
  /** The reference as written (inline code or link target, `#fragment` removed). */
  text: string;
  span: Span;
  /** Written under a "future"/"planned" marker: not expected to exist yet. */
  planned: boolean;
  /** Relative to W: what it resolved to, or `null` when no candidate exists. */
  resolved: string | null;
  /** `file` or `dir` when resolved. */
  resolvedKind: 'file' | 'dir' | null;
  /** Real path of the resolved target, relative to W (symlinks followed), for listing coverage. */
  real: string | null;
  /** The candidates tried, relative to W, in order. */
  candidates: string[];
}

/** A navigation file (`navigation.md` or `*-navigation.md`) and its references. */
export interface NavigationFile {
  path: string;
  references: NavigationReference[];
}

/** The `.opencode/context/` tree (docs/runtimes/oac.md §5). */
export interface ContextTree {
  /** `.opencode/context` (relative to W). */
  root: string;
  /** Every entry below the root, depth-first in byte order; symlinked directories are not entered. */
  entries: ContextEntry[];
  navigation: NavigationFile[];
}

/** A markdown agent under `.opencode/agent(s)/` as OAC writes it (docs/runtimes/oac.md §8). */
export interface OacAgent {
  /** Relative to W. */
  path: string;
  /** Path-derived ID (`subagents/core/contextscout`). */
  pathId: string;
  /** File name without `.md`. */
  baseName: string;
  /** Frontmatter `name` when it is a non-empty string. */
  name: SpannedString | null;
  /** The V1 agent ID: `name` when given, else `pathId` (docs/runtimes/oac.md §8). */
  v1Id: string;
  /** Frontmatter `id` (registry id) when a string. */
  fmId: string | null;
  /** Frontmatter parsed (gray-matter); `false` when it failed or is absent. */
  parsed: boolean;
  /** `dependencies` entries (a list, or the lists of an object keyed by type). */
  dependencies: SpannedString[];
  /** `context` entries (a list of context ids, `context:` prefix optional). */
  context: SpannedString[];
  /** The top-level `permissions` key (plural) when present. */
  permissionsPlural: Span | null;
  /** Keys of `permission.task` / `permissions.task` maps, with the key's span. */
  taskKeys: SpannedString[];
}

/** One `context_files` entry of a manifest. */
export interface ManifestFile {
  path: SpannedString;
  /** Entry span (the value object). */
  span: Span;
  for: SpannedString | null;
  keywords: SpannedString[] | null;
  /** What is at `<session>/<path>`: a regular file, a directory, missing, or outside the session folder. */
  exists: 'file' | 'dir' | 'missing' | 'outside';
}

/** A shape problem of a manifest (docs/runtimes/oac.md §9.2). */
export interface ManifestShapeIssue {
  messageId: 'invalidJson' | 'notObject' | 'missingKey' | 'wrongType' | 'badDate' | 'idMismatch';
  data: Record<string, string>;
  span: Span;
}

/** A session folder `.tmp/sessions/<id>/` and its `.manifest.json` (docs/runtimes/oac.md §9). */
export interface SessionManifest {
  /** The session folder, relative to W. */
  dir: string;
  /** Folder name (the session ID by convention). */
  id: string;
  /** The manifest path, relative to W, or `null` when the folder has none. */
  file: string | null;
  shapeIssues: ManifestShapeIssue[];
  /** Whether the root parsed to an object (the rest is meaningful only then). */
  parsed: boolean;
  createdAt: SpannedString | null;
  lastActivity: SpannedString | null;
  files: ManifestFile[];
  /** `context_index` (keyword → paths), `null` when absent or not an object. */
  index: { keyword: SpannedString; paths: SpannedString[] }[] | null;
  /** Regular files on disk below the folder (session-relative), `.manifest.json` excluded. */
  onDisk: string[];
}

/** The OAC model (docs/runtimes/oac.md §1). `null` on a project where the layer is off. */
export interface OacModel {
  triggers: OacTrigger[];
  registry: OacRegistry | null;
  tree: ContextTree | null;
  agents: OacAgent[];
  sessions: SessionManifest[];
  /** Regular `.md`/`.ts` files under `.opencode/{agent,command,tool,plugin,context}` (src/runtimes/oac/load/orphans.ts), relative to W. */
  componentFiles: string[];
}

/**
 * The OAC layer of a runtime's project model, or `null` when the layer is off
 * (docs/runtimes/oac.md §1). Any runtime model may carry it as `oac`; rules read it through this
 * accessor so they do not depend on which runtime's model holds it.
 */
export function oacOf(model: unknown): OacModel | null {
  const m = model as { oac?: OacModel | null } | null;
  return m?.oac ?? null;
}
