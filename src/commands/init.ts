// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const initCommand: CommandModule = {
  command: 'init',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens init: not implemented yet\n');
    process.exitCode = 2;
  },
};
