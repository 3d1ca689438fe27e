/**
 * SARIF `partialFingerprints` are the content fingerprint the Action and the baseline match
 * findings by (src/engine/fingerprint.ts), not the JSON pointer: inserting an entry above a
 * finding keeps its fingerprint (issue 12).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/entries.js';

/** The shipped bundle: the same code as `dist/`, at a fraction of its start-up cost per run. */
const CLI = CLI_ENTRY;

interface Result { ruleId: string; partialFingerprints: Record<string, string>; properties: { pointer?: string } }

describe('sarif partialFingerprints', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const results = (config: string): Result[] => {
    fs.writeFileSync(path.join(dir, '.opencode.json'), config);
    const r = spawnSync(process.execPath, [CLI, 'lint', '-f', 'sarif'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    return (JSON.parse(r.stdout) as { runs: { results: Result[] }[] }).runs[0]!.results;
  };

  it('inserting an entry above a finding keeps its fingerprint (the pointer changes)', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctxlens-sarif-fp-'));
    fs.writeFileSync(path.join(dir, 'AGENTS.md'), '# Rules\n');
    const before = results('{\n  "contextPaths": ["missing.md"]\n}\n').filter((r) => r.ruleId === 'context-entry-missing');
    const after = results('{\n  "contextPaths": [\n    "AGENTS.md",\n    "missing.md"\n  ]\n}\n').filter((r) => r.ruleId === 'context-entry-missing');
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]!.properties.pointer).not.toBe(before[0]!.properties.pointer);
    expect(after[0]!.partialFingerprints).toEqual(before[0]!.partialFingerprints);
    expect(Object.keys(before[0]!.partialFingerprints)).toEqual(['ctxlensFinding/v2']);
  });
});
