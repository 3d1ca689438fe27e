// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const resolveCommand: CommandModule = {
  command: 'resolve',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens resolve: not implemented yet\n');
    process.exitCode = 2;
  },
};
