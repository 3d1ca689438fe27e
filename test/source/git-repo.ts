import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The local settings every TempRepo gets, as `git config` writes them into `.git/config`. */
const LOCAL_CONFIG = '[user]\n\tname = ctxlens test\n\temail = test@example.invalid\n[commit]\n\tgpgsign = false\n';

/** A throwaway git repository in a real temporary directory (user name/email set locally, hooks off). */
export class TempRepo {
  readonly root: string;
  constructor(prefix = 'ctxlens-git-') {
    this.root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
    this.git('init', '-q', '-b', 'main');
    // What `git config user.name …`, `user.email …` and `commit.gpgsign false` write, without
    // three more git processes per repository (the suite makes hundreds of repositories).
    fs.appendFileSync(path.join(this.root, '.git', 'config'), LOCAL_CONFIG);
  }

  /** Run git in the repository; returns stdout (utf8). */
  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8', env: cleanGitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  }

  /** Write a file (parents created). */
  write(rel: string, content: string | Buffer): this {
    const abs = path.join(this.root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
    return this;
  }

  symlink(rel: string, target: string): this {
    const abs = path.join(this.root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.symlinkSync(target, abs);
    return this;
  }

  rm(rel: string): this {
    fs.rmSync(path.join(this.root, rel), { recursive: true, force: true });
    return this;
  }

  abs(rel: string): string {
    return path.join(this.root, rel);
  }

  /** `git add -A` then commit; returns the commit id. */
  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--no-verify', '-m', message);
    return this.head();
  }

  /** The commit id HEAD names: read from `.git` (loose refs; `git rev-parse HEAD` when packed). */
  head(): string {
    const gitDir = path.join(this.root, '.git');
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
    if (ref === undefined) return head;
    try {
      return fs.readFileSync(path.join(gitDir, ref), 'utf8').trim();
    } catch {
      return this.git('rev-parse', 'HEAD').trim();
    }
  }

  dispose(): void {
    fs.rmSync(this.root, { recursive: true, force: true });
  }
}

/** The process environment without GIT_* variables that would redirect git (tests may run inside a hook). */
export function cleanGitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', ...extra };
}
