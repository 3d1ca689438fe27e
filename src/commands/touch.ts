// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const touchCommand: CommandModule = {
  command: 'touch',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens touch: not implemented yet\n');
    process.exitCode = 2;
  },
};
