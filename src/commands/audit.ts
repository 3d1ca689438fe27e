// Placeholder: the owning helper replaces this file.
import type { CommandModule } from 'yargs';

export const auditCommand: CommandModule = {
  command: 'audit',
  describe: '(not implemented yet)',
  handler: () => {
    process.stderr.write('ctxlens audit: not implemented yet\n');
    process.exitCode = 2;
  },
};
