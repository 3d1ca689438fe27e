// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const lintCommand: CommandModule = {
  command: 'lint',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens lint: not implemented yet\n');
    process.exitCode = 2;
  },
};
