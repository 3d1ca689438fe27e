import { escapeMarkdown } from './markdown.js';
import { neutralise } from './neutralise.js';
import type { OacAudit } from './audit-oac.js';

/** Rows of the category table: cells already neutralised. */
function categoryRows(a: OacAudit): string[][] {
  const rows = a.categories.map((c) => [c.category, String(c.files), String(c.bytes), String(c.tokens), usedBy(c.agentDependents, c.registryDependents)]);
  const t = a.categories.reduce((x, c) => ({ files: x.files + c.files, bytes: x.bytes + c.bytes, tokens: x.tokens + c.tokens }), { files: 0, bytes: 0, tokens: 0 });
  rows.push(['total', String(t.files), String(t.bytes), String(t.tokens), '']);
  return rows.map((r) => r.map(neutralise));
}

function usedBy(agents: readonly string[], registry: readonly string[]): string {
  const parts: string[] = [];
  if (agents.length > 0) parts.push(`agents: ${agents.join(', ')}`);
  if (registry.length > 0) parts.push(`registry: ${registry.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : '-';
}

function indexRows(s: OacAudit['sessions'][number]): string[][] {
  return s.keywords.map((k) => [neutralise(k.keyword), neutralise(k.files.map((f) => f.path + (f.status === 'missing' ? ' (missing)' : f.status === 'unknown' ? ' (not in context_files)' : '')).join(', ') || '-')]);
}

function textTable(head: string[], rows: string[][], right: boolean[]): string {
  const all = [head, ...rows];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all.map((r) => r.map((c, i) => (right[i] ? c.padStart(w[i]!) : c.padEnd(w[i]!))).join('  ').trimEnd()).join('\n') + '\n';
}

/** The OAC section of the text audit (docs/runtimes/oac.md §10): the category table, then each manifest's keyword index. */
export function oacAuditText(a: OacAudit): string {
  let out = '';
  if (a.root !== null) {
    out += `\nOpenAgentsControl context tree (${a.root}/), approximate tokens:\n\n`;
    out += textTable(['category', 'files', 'bytes', '≈tokens', 'used by'], categoryRows(a), [false, true, true, true, false]);
  }
  for (const s of a.sessions) {
    out += `\nKeyword index of ${neutralise(s.manifest)}:\n\n`;
    out += textTable(['keyword', 'files'], indexRows(s), [false, false]);
  }
  return out;
}

/** The same section as markdown tables. */
export function oacAuditMarkdown(a: OacAudit): string {
  let out = '';
  if (a.root !== null) {
    out += `\n### OpenAgentsControl context tree (\`${a.root}/\`)\n\n| Category | Files | Bytes | ≈Tokens | Used by |\n|---|---:|---:|---:|---|\n`;
    for (const r of categoryRows(a)) out += `| ${r.map(escapeMarkdown).join(' | ')} |\n`;
  }
  for (const s of a.sessions) {
    out += `\n### Keyword index of \`${neutralise(s.manifest)}\`\n\n| Keyword | Files |\n|---|---|\n`;
    for (const r of indexRows(s)) out += `| ${r.map(escapeMarkdown).join(' | ')} |\n`;
  }
  return out;
}
