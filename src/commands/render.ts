// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const renderCommand: CommandModule = {
  command: 'render',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens render: not implemented yet\n');
    process.exitCode = 2;
  },
};
