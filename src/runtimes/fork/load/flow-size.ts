/**
 * The flow file size cap (docs/runtimes/fork.md §4.2 step 1, §9.7 item 2).
 */
import { trimSpace } from '../../../go/path.js';

/** Default cap on one flow or included file: 307200 bytes (300 KiB). */
export const DEFAULT_MAX_FLOW_FILE_SIZE = 307200;

const SUFFIXES: readonly [string, number][] = [
  ['kib', 1024],
  ['kb', 1024],
  ['k', 1024],
  ['mib', 1024 * 1024],
  ['mb', 1024 * 1024],
  ['m', 1024 * 1024],
];

/** Go `strconv.Atoi`: optional sign, decimal digits only, within int64. `null` where Go errors. */
export function goAtoi(s: string): number | null {
  if (!/^[+-]?[0-9]+$/.test(s)) return null;
  const n = BigInt(s);
  if (n > 9223372036854775807n || n < -9223372036854775808n) return null;
  return Number(n);
}

/**
 * `parseByteSize` of the runtime: an integer, or an integer with a case-insensitive suffix
 * `k`/`kb`/`kib` (×1024) or `m`/`mb`/`mib` (×1024²), white space allowed before the suffix.
 * Returns the size in bytes, or `null` for input the runtime rejects (`""`, `abc`, `1.5m`, `300kb kb`).
 */
export function parseByteSize(raw: string): number | null {
  let s = trimSpace(raw).toLowerCase();
  if (s === '') return null;
  let mult = 1;
  for (const [sfx, m] of SUFFIXES) {
    if (s.endsWith(sfx)) {
      mult = m;
      s = trimSpace(s.slice(0, s.length - sfx.length));
      break;
    }
  }
  const n = goAtoi(s);
  return n === null ? null : n * mult;
}

/** The effective cap and the WARN the runtime logs when the variable is unusable. */
export interface FlowSizeLimit {
  /** Bytes; a file of exactly this size is accepted. */
  limit: number;
  /** The runtime's WARN text when `OPENCODE_MAX_FLOW_FILE_SIZE` was set but ignored, else `null`. */
  warning: string | null;
  /** The raw variable value (trimmed), or `null` when unset or blank. */
  raw: string | null;
}

/** `maxFlowFileSize()` from the simulated environment (`OPENCODE_MAX_FLOW_FILE_SIZE`, §4.2 step 1). */
export function maxFlowFileSize(env: Readonly<Record<string, string>>): FlowSizeLimit {
  const raw = trimSpace(env['OPENCODE_MAX_FLOW_FILE_SIZE'] ?? '');
  if (raw === '') return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: null, raw: null };
  const parsed = parseByteSize(raw);
  if (parsed === null) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: 'Invalid OPENCODE_MAX_FLOW_FILE_SIZE; falling back to default', raw };
  if (parsed <= 0) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: 'OPENCODE_MAX_FLOW_FILE_SIZE must be positive; falling back to default', raw };
  return { limit: parsed, warning: null, raw };
}
