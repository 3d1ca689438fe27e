/**
 * Injection budgets of a set of nested files (docs/runtimes/fork.md §6.8): per-file `maxFileBytes`
 * and the per-session `maxSessionBytes` over sanitised body bytes.
 */
import type { ProjectModel } from '../model/project.js';
import { effectiveDiscovery } from './discovery.js';
import { readOwnerBody, sanitiseBody, type OwnerMeta, type SkipWhy } from './touch.js';
import type { DiscoveredFile } from './types.js';

/** One file's injection prospects in a session that touches every file once, in walk order (docs/runtimes/fork.md §6.8). */
export interface BudgetEntry {
  file: DiscoveredFile;
  /** Bytes of the sanitised body (`<system-reminder>` tags escaped, §6.8 step 2), or `null` when the re-check fails. */
  sanitised: number | null;
  /** Why it can never be injected by re-check (`file exceeds maxFileBytes`, …), or `null`. */
  why: SkipWhy | null;
  /** Injected in that session. */
  received: boolean;
  /** Not injected because the session budget ran out at or before this file. */
  overBudget: boolean;
}

/** The session budget of `files` (§6.8 step 3): totals and which files a session touching everything never receives. */
export interface SessionBudget {
  /** One entry per file, in the order given (walk order). */
  entries: BudgetEntry[];
  /** Sum of the sanitised body bytes of the files that pass the re-check (received or not). */
  total: number;
  /** The effective per-file cap in bytes (`contextDiscovery.maxFileBytes`, a value `<= 0` replaced by its default, §2.6). */
  maxFileBytes: number;
  /** The effective per-session cap in bytes (`contextDiscovery.maxSessionBytes`, likewise). */
  maxSessionBytes: number;
  /** Index in `entries` of the file whose body first exceeded the budget, or -1. */
  exhaustedAt: number;
}

/**
 * Simulate one session that touches every file once, in the given (walk) order (docs/runtimes/fork.md
 * §6.8 step 3): a file that fails the re-check (§6.8 step 1: gone, not a regular file, over
 * `maxFileBytes`) is skipped without consuming budget; the first body that would take the
 * session over `maxSessionBytes` bytes exhausts it, and no later file is received. Reads each
 * file through the model's source; never throws. `meta`: where the re-check asks `lstat` and
 * `realpath` (the run's `ReadCache`, which the discovery walk filled), else the model's source.
 */
export function sessionBudget(model: ProjectModel, files: readonly DiscoveredFile[], meta?: OwnerMeta): SessionBudget {
  const eff = effectiveDiscovery(model.config, model.W);
  const entries: BudgetEntry[] = [];
  let used = 0;
  let total = 0;
  let exhaustedAt = -1;
  for (const f of files) {
    const r = readOwnerBody(model, f.abs, eff.maxFileBytes, meta);
    if ('why' in r) {
      entries.push({ file: f, sanitised: null, why: r.why, received: false, overBudget: false });
      continue;
    }
    const n = sanitiseBody(r.body).length;
    total += n;
    if (exhaustedAt < 0 && used + n > eff.maxSessionBytes) exhaustedAt = entries.length;
    const received = exhaustedAt < 0;
    if (received) used += n;
    entries.push({ file: f, sanitised: n, why: null, received, overBudget: !received });
  }
  return { entries, total, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes, exhaustedAt };
}
