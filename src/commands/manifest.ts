// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const manifestCommand: CommandModule = {
  command: 'manifest',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens manifest: not implemented yet\n');
    process.exitCode = 2;
  },
};
