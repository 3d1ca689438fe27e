import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = fileURLToPath(new URL('../../.pre-commit-hooks.yaml', import.meta.url));

describe('.pre-commit-hooks.yaml', () => {
  const hooks = parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
  const hook = hooks.find((h) => h['id'] === 'ctxlens')!;

  it('declares the ctxlens hook for the pre-commit framework', () => {
    expect(hook).toMatchObject({ id: 'ctxlens', language: 'node', entry: 'ctxlens lint --staged', pass_filenames: false });
  });

  const re = new RegExp(hook['files'] as string);
  it.each([
    ['.opencode.json', true],
    ['sub/.opencode.json', true],
    ['.opencode/agents/reviewer.md', true],
    ['.agents/flows/fix.yaml', true],
    ['AGENTS.md', true],
    ['services/auth/AGENTS.md', true],
    ['CLAUDE.local.md', true],
    ['.github/copilot-instructions.md', true],
    ['.cursor/rules/go.mdc', true],
    ['ctxlens.config.json', true],
    ['packages/web/CONTEXT.md', true],
    ['opencode.jsonc', true],
    ['registry.json', true],
    ['src/index.ts', false],
    ['docs/AGENTS.md.bak', false],
    ['README.md', false],
    ['my.opencode.json', false],
  ] as const)('files matches %s: %s', (p, want) => {
    expect(re.test(p)).toBe(want);
  });
});
