import type { AgentFile, AgentFileScope } from '../model/agents.js';
import type { LoadContext, LoadIssue } from '../model/project.js';
import { fileSpan, LineIndex, type Span } from '../../../model/span.js';
import type { ReadErrorCode } from '../../../source/types.js';
import { base, clean, dir, isAbs, join, rel, trimSpace } from '../../../go/path.js';
import { decodeAgentFrontmatter, type DecodedAgent } from './agent-decode.js';
import { splitFrontmatter } from './frontmatter.js';
import { bytePosition, yamlReaderError, type YamlReaderError } from './yaml-reader.js';
import { checkYamlPermission } from './permission-actions.js';
import type { SchemaValidator, SchemaViolation } from '../../../load/schema.js';
import { parseYaml, yamlPointerSpan } from '../../../load/yaml-doc.js';
import { V3Decoder } from './yaml-v3.js';
import { yamlV3ParseError } from './yaml-v3-parse.js';

/** One scanned agent file and, when it loaded, its decoded frontmatter. */
export interface ParsedAgentFile {
  file: AgentFile;
  agent: DecodedAgent | null;
}

/** Path of `abs` for reports: relative to W when inside it, else absolute (TextDocument convention). */
export function displayPath(W: string, abs: string): string {
  if (W === '') return abs;
  const r = rel(W, abs);
  return r === null || r === '..' || r.startsWith('../') ? abs : r;
}

/** Go's `os.ReadFile` error text for a failed read (`open <path>: no such file or directory` …). */
/**
 * Largest agent file ctxlens reads, in bytes (256 MiB, as for context files): a larger one is not
 * read; a `parse-error` (`unreadable`) names its size and the agent is left out.
 */
export const MAX_AGENT_FILE_BYTES = 256 * 1024 * 1024;

export function goReadError(abs: string, code: ReadErrorCode, kind: string | null): string {
  switch (code) {
    case 'ENOENT':
      return `open ${abs}: no such file or directory`;
    case 'ELOOP':
      return `open ${abs}: too many levels of symbolic links`;
    case 'EISDIR':
      return `read ${abs}: is a directory`;
    case 'EACCES':
      return `open ${abs}: permission denied`;
    case 'ENOTREG':
      return kind === 'fifo'
        ? `${abs} is a FIFO; the runtime's os.ReadFile blocks on it and start-up hangs (ctxlens never opens it)`
        : `open ${abs}: no such device or address`;
    default:
      return `read ${abs}: input/output error`;
  }
}

/** Keys the schema rule leaves to more specific rules (U12). */
const COMPACTION_KEY = 'compactionThreshold';

/**
 * Read and parse one markdown agent file exactly like `parseAgentMarkdown` (docs/runtimes/fork.md §3.2,
 * §3.5): read through symlinks (a FIFO is never opened), byte-exact delimiters, yaml.v3 decoding,
 * body trimmed into `prompt`, the two mutual-exclusion rejections, then the `mode` rewrite.
 *
 * Records the file as a `TextDocument` (kind `agent`), and load issues: `parse-error`/`agentRejected`
 * with the runtime's error text for a rejected file, plus schema, case and `compactionThreshold`
 * findings with exact positions. Never throws.
 */
export function parseAgentFile(ctx: LoadContext, abs: string, scope: AgentFileScope, validator: SchemaValidator): ParsedAgentFile {
  const file = displayPath(ctx.W, abs);
  const name = base(abs);
  const id = name.endsWith('.md') ? name.slice(0, -3) : name;
  const af: AgentFile = {
    file,
    abs,
    scope,
    id,
    status: 'rejected',
    error: null,
    mode: null,
    model: null,
    context: null,
    tools: null,
    allowTools: null,
    native: false,
    disabled: false,
    hidden: false,
    span: fileSpan(file),
    langfusePromptPath: null,
  };
  const reject = (message: string, span: Span, hint?: string): ParsedAgentFile => {
    af.error = { message, span };
    const issue: LoadIssue = { rule: 'parse-error', messageId: 'agentRejected', data: { detail: message }, span };
    if (hint !== undefined) issue.hint = hint;
    ctx.issues.push(issue);
    return { file: af, agent: null };
  };

  // Over the cap: never read (the runtime reads it whole; ctxlens cannot hold its text), said so.
  const st = ctx.source.stat(abs);
  if (st !== null && st.kind === 'file' && st.size > MAX_AGENT_FILE_BYTES) {
    ctx.issues.push({
      rule: 'parse-error',
      messageId: 'unreadable',
      data: { what: file, detail: `it is ${st.size} bytes, over the ${MAX_AGENT_FILE_BYTES} bytes ctxlens reads; the runtime reads it whole, but ctxlens checks nothing in it and leaves this agent out` },
      span: fileSpan(file),
    });
    return { file: af, agent: null };
  }
  const read = ctx.source.readFile(abs);
  if (!read.ok) {
    const kind = ctx.source.stat(abs)?.kind ?? null;
    const code = read.code === 'ELOOP' && danglingLink(ctx, abs) ? 'ENOENT' : read.code;
    return reject(`failed to read agent file: ${goReadError(abs, code, kind)}`, fileSpan(file));
  }
  const text = read.data.toString('utf8');
  const lines = new LineIndex(text);
  ctx.documents.set(file, { file, abs, kind: 'agent', text, lines });

  const split = splitFrontmatter(text);
  if (!split.ok) {
    const span = lines.span(file, '', split.start, split.end);
    if (split.missing === 'open') return reject(`missing frontmatter delimiter in ${abs}`, span, openHint(text));
    af.span = span;
    return reject(`missing frontmatter end delimiter in ${abs}`, span);
  }
  af.span = lines.span(file, '', 0, 3);

  // yaml.v3's reader rejects invalid UTF-8 and control characters before parsing (yaml-reader.ts).
  const bad = frontmatterReaderError(read.data, split.closeLine);
  if (bad) {
    const at = bytePosition(read.data, bad.offset);
    const span: Span = { file, pointer: '', start: at, end: { line: at.line, column: at.column + 1 } };
    return reject(`invalid YAML frontmatter in ${abs}: yaml: ${bad.problem}`, span, readerHint(bad));
  }

  // yaml.v3 reads a CRLF block's final lone `\r` as a line break; the `yaml` package does not, so drop it (positions are unaffected).
  const block = split.block.endsWith('\r') ? split.block.slice(0, -1) : split.block;
  const y = parseYaml(block, file, { offset: split.blockOffset, lines, scalars: 'text' });
  const unchecked = y.errors.find((e) => e.code === 'TOO_DEEP_TO_CHECK');
  if (unchecked) {
    // The runtime accepts up to 10000 levels; ctxlens cannot check it, and says so.
    ctx.issues.push({ rule: 'parse-error', messageId: 'unreadable', data: { what: `the frontmatter of ${file}`, detail: `it nests values ${unchecked.message.replace(/^nested /, '')}; ctxlens does not check it and applies none of its fields (the runtime accepts up to 10000 levels)` }, span: unchecked.span });
    af.effectiveMode = 'subagent';
    af.status = 'loaded';
    return { file: af, agent: null };
  }
  // Syntax errors and unknown anchors; yaml.v3 counts lines from the first line after `---`.
  const syntax = yamlV3ParseError(y, 2);
  if (syntax) {
    // The finding sits at the error's line of the file; the runtime's text counts from after `---`.
    const n = /^yaml: line (\d+):/.exec(syntax.message)?.[1];
    const hint = n === undefined ? undefined : `yaml.v3 counts lines from the first line after "---": its line ${n} is line ${syntax.span.start.line} of this file.`;
    return reject(`invalid YAML frontmatter in ${abs}: ${syntax.message}`, syntax.span, hint);
  }

  const decoded = decodeAgentFrontmatter(y, 2);
  recordSchemaIssues(ctx, validator, y, decoded);
  if (decoded.agent === null) {
    const first = decoded.errors[0];
    const span = first?.span ?? af.span!;
    const where = decoded.errors.map((e) =>
      e.firstSpan ? `line ${e.span.start.line} (first defined at line ${e.firstSpan.start.line})` : `line ${e.span.start.line}`,
    );
    const hint = where.length > 0 ? `yaml.v3 counts lines from the first line after "---"; in this file: ${where.join(', ')}.` : undefined;
    return reject(`invalid YAML frontmatter in ${abs}: ${decoded.errorText}`, span, hint);
  }
  const agent = decoded.agent;
  af.mode = agent.mode;
  af.model = agent.model;
  af.context = agent.context;
  af.tools = agent.tools;
  af.allowTools = agent.allowTools;
  af.native = agent.native;
  af.disabled = agent.disabled;
  af.hidden = agent.hidden;
  af.langfusePromptPath = agent.langfusePromptPath;

  if (trimSpace(split.body) !== '' && agent.langfusePromptPath && trimSpace(agent.langfusePromptPath.value) !== '') {
    return reject(`${abs}: agent "${id}": prompt and langfusePromptPath are mutually exclusive — declare exactly one`, agent.langfusePromptPath.span);
  }
  if (agent.tools && Object.keys(agent.tools.value).length > 0 && agent.allowTools && agent.allowTools.value.length > 0) {
    return reject(`${abs}: agent "${id}": tools and allowTools are mutually exclusive — declare exactly one`, agent.allowTools.span);
  }
  if (agent.permissionNode) checkYamlPermission(decoded.decoder, agent.permissionNode, ctx.issues);
  const raw = agent.mode?.value ?? '';
  af.effectiveMode = raw === 'primary' ? 'agent' : raw === '' ? 'subagent' : raw;
  af.status = 'loaded';
  return { file: af, agent };
}

/**
 * The first yaml.v3 reader error in the frontmatter bytes of `data` (the lines between the opening
 * `---` line and the closing line `closeLine`, 0-based), with its offset in the whole file.
 */
function frontmatterReaderError(data: Buffer, closeLine: number): YamlReaderError | null {
  const start = data.indexOf(0x0a) + 1;
  let end = start;
  for (let line = 1; line < closeLine; line++) end = data.indexOf(0x0a, end) + 1;
  if (closeLine <= 1 || end <= start) return null;
  const r = yamlReaderError(data.subarray(start, end - 1));
  return r ? { ...r, offset: r.offset + start } : null;
}

/** What the offending bytes are, in words (the runtime gives no position). */
function readerHint(e: YamlReaderError): string {
  const what = e.problem === 'control characters are not allowed' ? `the control character ${e.bytes}` : `the bytes ${e.bytes}, which are not valid UTF-8 (a Latin-1 or Windows-1252 character?)`;
  return `yaml.v3 reads the frontmatter as UTF-8 and refuses ${what}; the runtime drops the whole agent. Re-save the file as UTF-8 or remove the character.`;
}

/** True when following `abs`'s symlink chain (at most 40 hops) ends at a missing path: Go reports ENOENT, not ELOOP. */
function danglingLink(ctx: LoadContext, abs: string): boolean {
  let cur = abs;
  for (let hops = 0; hops < 40; hops++) {
    const target = ctx.source.readlink(cur);
    if (target === null) return ctx.source.lstat(cur) === null;
    cur = isAbs(target) ? clean(target) : join(dir(cur), target);
  }
  return false;
}

/** Why the opening delimiter check failed, in words (the runtime only says "missing"). */
function openHint(text: string): string | undefined {
  if (text === '') return 'The file is empty.';
  if (text.charCodeAt(0) === 0xfeff) return 'The file starts with a UTF-8 byte-order mark; the runtime checks the first bytes for "---\\n" exactly.';
  if (/^---[ \t]+\r?\n/.test(text)) return 'The opening "---" line has trailing white space; the runtime requires exactly "---\\n" or "---\\r\\n".';
  if (text.startsWith('---\r') && !text.startsWith('---\r\n')) return 'The file uses CR-only line ends; the runtime requires "---\\n" or "---\\r\\n".';
  if (/^\s*\r?\n---/.test(text)) return 'The file starts with a blank line; "---" must be the very first bytes.';
  if (/^\s*[{[]/.test(text)) return 'The file looks like JSON; markdown agents need YAML frontmatter between "---" lines.';
  return undefined;
}

/** Validate the frontmatter against `schemas/agent-frontmatter.schema.json` and record findings by rule. */
function recordSchemaIssues(ctx: LoadContext, validator: SchemaValidator, y: ReturnType<typeof parseYaml>, decoded: ReturnType<typeof decodeAgentFrontmatter>): void {
  let data: unknown;
  try {
    data = new V3Decoder(y, 2).plain(y.doc.contents);
  } catch {
    return; // alias cap: already a parse error
  }
  const bad = decoded.errors.map((e) => e.pointer);
  const violations = validator.plainly('agent-frontmatter', data) ? [] : validator.validate('agent-frontmatter', data, (p, which) => yamlPointerSpan(y, p, which));
  for (const v of violations) {
    if (bad.some((b) => v.pointer === b || v.pointer.startsWith(b + '/') || b === '')) continue;
    if (v.pointer === '/mode') continue; // any scalar is kept verbatim; agent-mode-unknown reports odd values
    ctx.issues.push(classify(v));
  }
}

function classify(v: SchemaViolation): LoadIssue {
  if (v.kind === 'unknown-key') {
    const slash = v.pointer.lastIndexOf('/');
    const key = v.pointer.slice(slash + 1).replace(/~1/g, '/').replace(/~0/g, '~');
    const parent = v.pointer.slice(0, slash);
    const where = parent === '' ? 'the frontmatter' : `"${parent.slice(1)}"`;
    if (parent === '' && key === COMPACTION_KEY) {
      return { rule: 'agent-compaction-threshold', messageId: 'frontmatter', data: { key }, span: v.span };
    }
    if (v.suggestion !== null && v.suggestion.toLowerCase() === key.toLowerCase()) {
      return { rule: 'agent-frontmatter-case', messageId: 'caseOnly', data: { key, known: v.suggestion, where }, span: v.span };
    }
    return {
      rule: 'agent-frontmatter-schema',
      messageId: 'unknownKey',
      data: { key, where, suggestion: v.suggestion !== null ? ` Did you mean "${v.suggestion}"?` : '' },
      span: v.span,
    };
  }
  return { rule: 'agent-frontmatter-schema', messageId: 'invalidValue', data: { detail: v.message.replace(/\.$/, '') }, span: v.span };
}
