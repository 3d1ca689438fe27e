import { MemorySource, type MemoryNode } from '../../src/source/memory.js';
import type { DirEntry } from '../../src/source/types.js';

/** A MemorySource whose `readdir` fails for the given absolute directories (a walk error). */
export class FailingDirs extends MemorySource {
  constructor(
    root: string,
    tree: Record<string, MemoryNode>,
    private readonly failing: string[],
  ) {
    super(root, tree);
  }
  override readdir(abs: string): DirEntry[] | null {
    return this.failing.includes(abs) ? null : super.readdir(abs);
  }
}
