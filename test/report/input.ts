/** The one reporter input every golden is made from (test/report/golden/). */
import type { RuleMeta } from '../../src/engine/define-rule.js';
import type { Finding, SuppressedFinding } from '../../src/engine/finding.js';
import type { ReportContext, ReportInput } from '../../src/report/types.js';

const meta = (severity: RuleMeta['severity'], description: string, spec: string): RuleMeta => ({
  kind: 'problem',
  description,
  severity,
  fixable: false,
  needs: ['model'],
  schema: null,
  spec,
});

export const RULES_META: Record<string, RuleMeta> = {
  'parse-error': meta('error', 'A configuration, agent or flow file cannot be read or parsed, so the runtime ignores or rejects it.', 'docs/runtimes/fork.md §2.1'),
  'unknown-mode': meta('warning', 'A context mode other than replace or append silently appends.', 'docs/runtimes/fork.md §5.2'),
  'manifest-label': meta('info', 'A nested context file has no label in the manifest.', 'docs/runtimes/fork.md §6.3'),
};

export const HOSTILE_FILE = 'a%0A::error::x.md';
export const ANSI_LABEL = '\u001b[31mred\u001b[0m';
/** A file name holding a real newline, an ESC clear-screen sequence and a C1 CSI. */
export const CONTROL_FILE = 'evil\u001b[2J\n::warning::\u009b1m.md';

const f = (x: Partial<Finding> & Pick<Finding, 'ruleId' | 'severity' | 'message'>): Finding => ({ messageId: 'm', data: {}, span: null, ...x });

export const FINDINGS: Finding[] = [
  f({ ruleId: 'internal-error', severity: 'error', messageId: 'ruleFailed', data: { rule: 'x', error: 'boom' }, message: 'Rule x failed: boom' }),
  f({
    ruleId: 'parse-error',
    severity: 'error',
    messageId: 'configIgnored',
    data: { detail: 'trailing comma' },
    message: 'The runtime silently ignores the whole project config: trailing comma.',
    span: { file: '.opencode.json', pointer: '', start: { line: 2, column: 32 }, end: { line: 3, column: 2 } },
    hint: 'Remove the comma.',
  }),
  f({
    ruleId: 'unknown-mode',
    severity: 'warning',
    messageId: 'unknownMode',
    data: { mode: 'Replace' },
    message: 'Mode "Replace" is not recognised: the runtime appends.',
    span: { file: '.opencode/agents/coder.md', pointer: '/context/mode', start: { line: 5, column: 9 }, end: { line: 5, column: 16 } },
    related: [{ span: { file: '.opencode.json', pointer: '/agents/coder', start: { line: 4, column: 5 }, end: { line: 4, column: 12 } }, message: 'JSON entry' }],
  }),
  f({
    ruleId: 'manifest-label',
    severity: 'info',
    messageId: 'noLabel',
    data: { label: ANSI_LABEL },
    message: `The label "${ANSI_LABEL}" has a line\nbreak, 100% sure, a, b: c.`,
    span: { file: HOSTILE_FILE, pointer: '', start: { line: 0, column: 0 }, end: { line: 0, column: 0 } },
  }),
  f({
    ruleId: 'unknown-mode',
    severity: 'warning',
    messageId: 'unknownMode',
    data: { mode: 'x' },
    message: 'Mode "x" | `code` <b>@team</b> is not recognised.',
    span: { file: 'sub dir/é.md', pointer: '/context/mode', start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
  }),
  f({
    ruleId: 'unknown-mode',
    severity: 'error',
    messageId: 'unknownMode',
    data: { mode: 'z' },
    message: 'Mode "z" is not recognised.',
    span: { file: CONTROL_FILE, pointer: '/context/mode', start: { line: 1, column: 7 }, end: { line: 1, column: 8 } },
  }),
];

export const SUPPRESSED: SuppressedFinding[] = [
  {
    ...f({ ruleId: 'unknown-mode', severity: 'warning', messageId: 'unknownMode', data: { mode: 'y' }, message: 'Mode "y" is not recognised.' }),
    span: { file: 'vendor/AGENTS.md', pointer: '/context/mode', start: { line: 3, column: 1 }, end: { line: 3, column: 5 } },
    suppression: { kind: 'ignore', pattern: 'vendor/' },
  },
];

export const INPUT: ReportInput = { findings: FINDINGS, suppressed: SUPPRESSED };
export const CTX: ReportContext = { cwd: '/w', color: false, rulesMeta: RULES_META, version: '1.2.3' };
