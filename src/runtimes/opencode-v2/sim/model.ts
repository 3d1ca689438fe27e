/**
 * The V2 model of one Location (docs/runtimes/opencode-v2.md §3–§6): Location, config, instruction
 * baseline, agents and every note, computed once from a file source.
 */
import type { FileSource } from '../../../source/types.js';
import { loadV2Agents, type V2Agent } from '../load/agents.js';
import { loadV2Config, type V2Config } from '../load/config.js';
import { computeBaseline, renderInstructions, type V2Baseline } from './instructions.js';
import { locate, type V2Location } from '../load/location.js';
import { DEFAULT_V2_OPTIONS, type V2Env, type V2Note, type V2Options } from '../model/types.js';

/** Everything the V2 commands print. */
export interface V2Model {
  options: V2Options;
  loc: V2Location;
  config: V2Config;
  baseline: V2Baseline;
  agents: V2Agent[];
  /** The instruction text of the baseline (docs §4.3): what `render` prints. */
  rendered: string;
  /** Notes of config, baseline and agents, in that order. */
  notes: V2Note[];
}

/** Build the V2 model of `env.location` (never throws; reads only through `source`). */
export function loadV2(source: FileSource, env: V2Env, options: V2Options = DEFAULT_V2_OPTIONS): V2Model {
  const loc = locate(source, env, options);
  const config = loadV2Config(source, env, loc);
  const baseline = computeBaseline(source, env, loc, config, options);
  const agents = loadV2Agents(source, config);
  const notes = [...config.notes, ...baseline.notes, ...agents.flatMap((a) => a.notes)];
  return { options, loc, config, baseline, agents, rendered: renderInstructions(baseline.files), notes };
}
