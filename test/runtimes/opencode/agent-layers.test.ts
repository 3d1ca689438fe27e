/** The order agent definitions are applied in (docs/runtimes/opencode.md §5.4). */
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../../src/model/span.js';
import { agentLayers, type LayeredConfigDoc } from '../../../src/runtimes/opencode/load/agent-layers.js';

const doc = (layer: string, abs: string | null): LayeredConfigDoc => ({ layer, abs, file: abs ?? '$OPENCODE_CONFIG_CONTENT', tree: undefined, lines: new LineIndex(''), data: {}, subst: { tokens: [] } });

describe('agentLayers', () => {
  it('config files first, then each directory with its own config file before its agent files, inline last', () => {
    const layers = agentLayers(
      [doc('global', '/x/opencode/opencode.json'), doc('project', '/w/opencode.json'), doc('dotdir', '/w/.opencode/opencode.jsonc'), doc('inline', null)],
      ['/x/opencode', '/w/.opencode'],
    );
    expect(layers.map((l) => (l.kind === 'config' ? `config ${l.abs}` : `dir ${l.dir}`))).toEqual([
      'config /x/opencode/opencode.json',
      'config /w/opencode.json',
      'dir /x/opencode',
      'config /w/.opencode/opencode.jsonc',
      'dir /w/.opencode',
      'config $OPENCODE_CONFIG_CONTENT',
    ]);
  });
});
