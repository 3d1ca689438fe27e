// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const diffCommand: CommandModule = {
  command: 'diff',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens diff: not implemented yet\n');
    process.exitCode = 2;
  },
};
