/**
 * V2 read/list disclosure as a synthetic session message (docs/runtimes/opencode-v2.md §6;
 * spec runtime-opencode.md §6.2 "Nested discovery on read or list"). Worked out from the spec.
 */
import { describe, expect, it } from 'vitest';
import { MemorySource } from '../../../src/source/memory.js';
import { V2Disclosure } from '../../../src/runtimes/opencode-v2/sim/disclosure.js';
import { locate } from '../../../src/runtimes/opencode-v2/load/location.js';
import { DEFAULT_V2_OPTIONS } from '../../../src/runtimes/opencode-v2/model/types.js';

const tree = {
  'r/.git': { dir: true },
  'r/AGENTS.md': 'root\n',
  'r/app/AGENTS.md': 'app\n',
  'r/app/pkg/AGENTS.md': 'pkg\n',
  'r/app/pkg/x.ts': 'x',
  'r/app/pkg/deep/y.ts': 'y',
  'r/other/AGENTS.md': 'other\n',
  'r/other/z.ts': 'z',
  'outside/AGENTS.md': 'o',
  'outside/f.ts': 'f',
} as const;

function session(location = '/r') {
  const source = new MemorySource('/', { ...tree });
  return new V2Disclosure(source, locate(source, { location, vars: {}, withGlobal: false }, DEFAULT_V2_OPTIONS));
}
const read = (path: string, ok = true, s = 's1') => ({ tool: 'read', input: { path }, ok, session: s });

describe('V2 disclosure on read (§6)', () => {
  it('a file read discloses every AGENTS.md from its directory up to, not including, the Location, nearest first, as one message', () => {
    const o = session().call(read('app/pkg/deep/y.ts'));
    expect(o.appended).toBe('');
    expect(o.message).toEqual({
      type: 'synthetic',
      text: 'Instructions from: /r/app/pkg/AGENTS.md\npkg\n\n\nInstructions from: /r/app/AGENTS.md\napp\n',
      description: 'Loaded app/pkg/AGENTS.md, app/AGENTS.md',
      metadata: { instruction: { paths: ['/r/app/pkg/AGENTS.md', '/r/app/AGENTS.md'] } },
    });
  });

  it('a directory listing starts at the directory itself', () => {
    expect(session().call(read('other')).message?.metadata.instruction.paths).toEqual(['/r/other/AGENTS.md']);
  });

  it('reading the AGENTS.md itself injects it (unlike V1, the target is not excluded)', () => {
    expect(session().call(read('app/AGENTS.md')).message?.text).toBe('Instructions from: /r/app/AGENTS.md\napp\n');
  });

  it('per session: a path is disclosed once; another session gets it again', () => {
    const d = session();
    expect(d.call(read('app/pkg/x.ts')).message?.metadata.instruction.paths).toEqual(['/r/app/pkg/AGENTS.md', '/r/app/AGENTS.md']);
    expect(d.call(read('app/pkg/deep/y.ts'))).toEqual({ appended: '', message: null, inert: 'every AGENTS.md on the walk was already disclosed in this session' });
    expect(d.call(read('app/pkg/x.ts', true, 's2')).message?.metadata.instruction.paths).toEqual(['/r/app/pkg/AGENTS.md', '/r/app/AGENTS.md']);
  });

  it('the Location’s own AGENTS.md is never disclosed (it is in the baseline)', () => {
    expect(session().call(read('AGENTS.md')).message).toBeNull();
    expect(session('/r/app').call(read('pkg/x.ts')).message?.metadata.instruction.paths).toEqual(['/r/app/pkg/AGENTS.md']);
  });

  it('a failed read, a missing target, an external target and other tools disclose nothing', () => {
    const d = session();
    expect(d.call(read('app/pkg/x.ts', false)).message).toBeNull();
    expect(d.call(read('app/nope.ts')).message).toBeNull();
    expect(d.call(read('/outside/f.ts')).inert).toBe('the target is in an external directory: V2 skips discovery');
    expect(d.call({ tool: 'grep', input: { path: 'app' }, ok: true, session: 's1' }).message).toBeNull();
  });

  it('a read outside the Location but inside the project walks up to the filesystem root (stop never met), so the root AGENTS.md arrives too', () => {
    expect(session('/r/app').call(read('../other/z.ts')).message?.metadata.instruction.paths).toEqual(['/r/other/AGENTS.md', '/r/AGENTS.md']);
  });
});
