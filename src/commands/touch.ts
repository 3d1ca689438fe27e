/**
 * `ctxlens touch` (cli-contract.md): simulate tool calls and print what progressive disclosure
 * appends to each result (docs/runtimes/fork.md §6.6–§6.8).
 */
import { parseTree } from 'jsonc-parser';
import type { CommandModule } from 'yargs';
import { rel } from '../go/path.js';
import type { ToolCall } from '../runtimes/fork/sim/touch.js';
import { readArgFile } from '../run/source.js';
import { UsageError } from '../errors.js';
import { withSourceOptions, withTargetOptions } from './common.js';
import { loadOcTarget, loadTarget, openSim, type SimArgs } from '../run/target.js';
import { OcDiscloser } from '../runtimes/opencode/sim/disclosure.js';
import { MAX_INSTRUCTION_FILE_BYTES } from '../runtimes/opencode/sim/instructions.js';
import { EXIT } from '../engine/finding.js';
import { warnDropped } from './render.js';
import { warnUncheckedConfigs } from './unchecked-config.js';
import { COMMAND_LINES } from './names.js';

/**
 * Parse a JSON Lines calls file: one object per non-blank line with a string `tool`, an `input`
 * (object, or a string of raw JSON), optional boolean `ok` (default true) and string `session`
 * (default `"s1"`). Throws `UsageError` naming the line for anything else.
 */
export function parseCalls(text: string, file: string): ToolCall[] {
  const calls: ToolCall[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new UsageError(`${file}:${i + 1}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new UsageError(`${file}:${i + 1}: expected a JSON object`);
    const o = v as Record<string, unknown>;
    if (typeof o['tool'] !== 'string') throw new UsageError(`${file}:${i + 1}: "tool" must be a string`);
    if (o['ok'] !== undefined && typeof o['ok'] !== 'boolean') throw new UsageError(`${file}:${i + 1}: "ok" must be true or false`);
    if (o['session'] !== undefined && typeof o['session'] !== 'string') throw new UsageError(`${file}:${i + 1}: "session" must be a string`);
    calls.push({ tool: o['tool'], input: inputOf(line, o['input']), ok: (o['ok'] as boolean | undefined) ?? true, session: (o['session'] as string | undefined) ?? 's1' });
  });
  return calls;
}

/**
 * The `input` of one calls line: the parsed value, or — when it is an object with keys that
 * repeat (compared case-insensitively, as Go's decoder matches them) — its JSON text, so that
 * the extraction sees every duplicate in document order (docs/runtimes/fork.md §6.6).
 */
function inputOf(line: string, parsed: unknown): unknown {
  if (parsed === null || parsed === undefined || typeof parsed !== 'object' || Array.isArray(parsed)) return parsed ?? null;
  const props = parseTree(line)?.children ?? [];
  const node = [...props].reverse().find((p) => p.children?.[0]?.value === 'input')?.children?.[1];
  if (node?.type !== 'object') return parsed;
  const keys = (node.children ?? []).map((p) => String(p.children?.[0]?.value ?? '').toLowerCase());
  return new Set(keys).size === keys.length ? parsed : line.slice(node.offset, node.offset + node.length);
}

/** Longest text `touch` escapes to JSON in one piece, in UTF-16 code units (1 Mi). */
const JSON_PIECE_CHARS = 1 << 20;

/**
 * The JSON escaping of `text` (what `JSON.stringify(text)` gives, without the quotes), in pieces of
 * at most `JSON_PIECE_CHARS` code units of `text`; a cut never splits a surrogate pair, so the
 * pieces join to exactly `JSON.stringify(text).slice(1, -1)`.
 */
export function* jsonStringPieces(text: string): Iterable<string> {
  for (let i = 0; i < text.length; ) {
    let end = Math.min(text.length, i + JSON_PIECE_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield JSON.stringify(text.slice(i, end)).slice(1, -1);
    i = end;
  }
}

export const touchCommand: CommandModule<object, SimArgs & { calls: string }> = {
  command: COMMAND_LINES.touch.command,
  describe: COMMAND_LINES.touch.describe,
  builder: (y) =>
    withTargetOptions(withSourceOptions(y))
      .option('calls', {
        type: 'string',
        demandOption: true,
        describe: 'JSON Lines file: {"tool": "read", "input": {"file_path": "a/x.go"}, "ok": true, "session": "s1"} per line',
      })
      .epilogue(
        'Prints one JSON object per call: {"appended": "<exact text appended to the tool result>"}, plus ' +
          '"injected" and "skipped" (paths relative to W), "inert" (why nothing could be injected) and, when the ' +
          'bytes are not valid UTF-8, "appendedBase64" (the exact bytes). ' +
          'A patch whose header group touches several directories with owners also prints a warning on stderr: ' +
          'the runtime takes them in Go map order (docs/runtimes/fork.md §8 U13); ctxlens uses first appearance.',
      ) as never,
  handler: async (args) => {
    let text: string;
    try {
      text = readArgFile(args.calls);
    } catch (e) {
      throw new UsageError(`cannot read --calls ${args.calls}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const calls = parseCalls(text, args.calls);
    const { source, choice } = await openSim(args);
    if (choice.id === 'opencode') {
      // cli-contract.md "Mainstream OpenCode": what the read tool appends (docs/runtimes/opencode.md §6.5).
      const { project, set } = loadOcTarget(args, source);
      const discloser = new OcDiscloser(source, set, project.env, args.cwd);
      const relOf = (p: string): string => rel(project.W, p) ?? p;
      const dropped = new Set<string>();
      const out: string[] = [];
      for (const c of calls) {
        const o = discloser.call({ ...c, ok: c.ok ?? true, session: c.session ?? 's1' });
        const rest: Record<string, unknown> = {};
        if (o.disclosed.length > 0) rest['injected'] = o.disclosed.map(relOf);
        // Disclosed whole by the runtime, left out here (over the cap, never read): as the fork's "skipped".
        if (o.tooLarge !== undefined) rest['skipped'] = o.tooLarge.map((f) => (dropped.add(f), { file: relOf(f), why: 'too-large' }));
        if (o.inert !== null) rest['inert'] = o.inert;
        if (o.appended.length <= JSON_PIECE_CHARS) {
          out.push(JSON.stringify({ appended: o.appended, ...rest }) + '\n');
          continue;
        }
        // A long text (a large nested file) is escaped piece by piece and written as it goes: its JSON
        // could be longer than a JavaScript string may be (NUL bytes take 6 characters each).
        process.stdout.write(out.join(''));
        out.length = 0;
        process.stdout.write('{"appended":"');
        for (const piece of jsonStringPieces(o.appended)) process.stdout.write(piece);
        const tail = JSON.stringify(rest);
        process.stdout.write('"' + (tail === '{}' ? '}' : ',' + tail.slice(1)) + '\n');
      }
      process.stdout.write(out.join(''));
      // As render: say what the text above leaves out, and do not claim exactness.
      for (const f of dropped) warnDropped(project.W, f, MAX_INSTRUCTION_FILE_BYTES, 'instruction-file-too-large', 'touch');
      if (dropped.size > 0) process.exitCode = EXIT.FINDINGS;
      return;
    }
    const { model, sim } = await loadTarget(args, source);
    const injector = sim.injector();
    const relOf = (p: string): string => rel(model.W, p) ?? p;
    const lines: string[] = [];
    calls.forEach((c, i) => {
      const o = injector.call(c);
      const text = o.appended.toString('utf8');
      const rec: Record<string, unknown> = { appended: text };
      if (!Buffer.from(text, 'utf8').equals(o.appended)) rec['appendedBase64'] = o.appended.toString('base64');
      if (o.injected.length > 0) rec['injected'] = o.injected.map(relOf);
      if (o.skipped.length > 0) rec['skipped'] = o.skipped.map((s) => ({ file: relOf(s.file), why: s.why }));
      if (o.inert !== null) rec['inert'] = o.inert;
      lines.push(JSON.stringify(rec));
      if (o.patchRace !== null) {
        process.stderr.write(
          `ctxlens: warning: call ${i + 1}: patch headers of one kind touch ${o.patchRace.dirs.map(relOf).join(', ')}; ` +
            'the runtime processes them in random (Go map) order, which decides block order and, at the session budget, which bodies are injected (docs/runtimes/fork.md §8 U13)' +
            (o.lostToBudget.length > 0 ? `; here the budget ran out, and another order could have injected ${o.lostToBudget.map(relOf).join(', ')}` : '') +
            '\n',
        );
      }
    });
    process.stdout.write(lines.map((l) => l + '\n').join(''));
    if (warnUncheckedConfigs(model, 'touch') > 0) process.exitCode = EXIT.FINDINGS;
  },
};
