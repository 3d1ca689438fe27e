/** How the runtime turns file bytes into text (docs/runtimes/opencode.md §6.4). */

/** Decode file bytes as the runtime does: UTF-8 with replacement characters, a leading BOM removed. */
export function decodeText(data: Buffer): string {
  return new TextDecoder().decode(data);
}
