/**
 * The V1 → V2 migration report as text for a maintainer (docs/runtimes/opencode-v2.md §7.3).
 */
import type { FileChange, LocationReport, MigrationReport } from '../runtimes/opencode-v2/sim/migration.js';
import { V2_BASIS } from '../runtimes/opencode-v2/model/types.js';
import { neutralise } from './neutralise.js';

/** The report as text for a maintainer (docs §7.3). */
export function formatMigration(r: MigrationReport): string {
  const lines: string[] = [];
  lines.push(`Migration report: OpenCode V1 (opencode-ai 1.18.33, as simulated by --runtime opencode) → V2 (${V2_BASIS}).`);
  lines.push(`Options: walk stop ${r.options.walkStop} (R1), CLAUDE.md fallback ${r.options.claudeFallback ? 'on' : 'off'} (R2), instructions key ${r.options.instructionsKey} (R3).`);
  lines.push('');
  lines.push('Instruction baseline per Location:');
  let same = 0;
  // Locations with the same changes are listed together.
  const groups = new Map<string, { locs: LocationReport[]; changes: FileChange[] }>();
  for (const l of r.locations) {
    if (l.changes.length === 0) {
      same++;
      continue;
    }
    const key = JSON.stringify(l.changes);
    const g = groups.get(key) ?? { locs: [], changes: l.changes };
    g.locs.push(l);
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    const l = g.locs[0]!;
    const more = g.locs.length > 1 ? ` and ${g.locs.length - 1} more Location${g.locs.length === 2 ? '' : 's'} below (${g.locs.slice(1).map((x) => x.location).join(', ')})` : '';
    lines.push(`  ${l.location}${more}: V1 ${l.v1.length} file${l.v1.length === 1 ? '' : 's'}, ${l.bytes.v1} bytes → V2 ${l.v2.length} file${l.v2.length === 1 ? '' : 's'}, ${l.bytes.v2} bytes`);
    for (const c of g.changes) lines.push(`    ${c.change === 'only-v1' ? '- ' : c.change === 'only-v2' ? '+ ' : '~ '}${c.file}: ${c.why}`);
  }
  if (same > 0) lines.push(`  ${same} ${groups.size > 0 ? 'other ' : ''}Location${same === 1 ? ' loads' : 's load'} the same files (V2 separates blocks with a blank line, so the bytes differ when there are two or more).`);
  lines.push('');
  lines.push('Agents (V2 migrates V1 frontmatter by itself; a renamed agent needs its callers updated):');
  if (r.agents.length === 0) lines.push('  no change');
  for (const a of r.agents) {
    const who = a.change === 'renamed' ? `${a.v1Id} → ${a.v2Id}` : a.v2Id ?? a.v1Id ?? '?';
    lines.push(`  ${a.change.padEnd(11)} ${who}${a.file !== null ? ` (${a.file})` : ''}: ${a.detail}`);
  }
  lines.push('');
  lines.push('Nested instructions at read time (V1 appends them to the read result; V2 adds AGENTS.md as a synthetic');
  lines.push('session message, also on a directory listing and when AGENTS.md itself is read):');
  if (r.disclosure.length === 0) lines.push('  none below the root');
  const lost = r.disclosure.filter((d) => !d.v2.startsWith('AGENTS.md'));
  const moved = r.disclosure.filter((d) => d.v2.startsWith('AGENTS.md'));
  if (moved.length > 0) lines.push(`  same files, new transport: ${moved.map((d) => d.dir).join(', ')}`);
  for (const d of lost) lines.push(`  - ${d.dir}: V1 ${d.v1}; V2 ${d.v2}`);
  // Notes already shown as a `-` line above are not repeated: R3 entries, R2 files V1 loaded.
  const shown = new Set(r.locations.flatMap((l) => l.changes.map((c) => c.file)));
  const warnings = r.notes.filter(
    (n) => (n.severity === 'warning' || n.id === 'walk-above-root-not-read') && n.id !== 'agent-id-changes' && n.id !== 'r3-instructions-inert' && !(n.id === 'r2-claude-fallback' && n.file !== undefined && shown.has(n.file)),
  );
  if (warnings.length > 0) {
    lines.push('');
    lines.push('Warnings:');
    for (const n of warnings) lines.push(`  ${n.file ?? n.location}: ${n.message} [${n.id}, docs/runtimes/opencode-v2.md ${n.section}]`);
  }
  return lines.map(neutralise).join('\n') + '\n';
}
