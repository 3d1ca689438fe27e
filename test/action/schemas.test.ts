import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = (rel: string) => fileURLToPath(new URL(`../../${rel}`, import.meta.url));
const schema = (name: string) => JSON.parse(fs.readFileSync(root(`test/fixtures/schemas/${name}`), 'utf8')) as object;

/** The example workflow: the README's block between the workflow markers when present, else the one in docs/github-action.md. */
function exampleWorkflow(): { from: string; yaml: string } {
  const readme = fs.existsSync(root('README.md')) ? fs.readFileSync(root('README.md'), 'utf8') : '';
  const m = /<!-- workflow:start -->([\s\S]*?)<!-- workflow:end -->/.exec(readme);
  const [from, text] = m ? ['README.md', m[1]!] : ['docs/github-action.md', fs.readFileSync(root('docs/github-action.md'), 'utf8')];
  const block = /```ya?ml\n([\s\S]*?)```/.exec(text);
  if (!block) throw new Error(`no yaml block in ${from}`);
  return { from, yaml: block[1]! };
}

function validator(name: string) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  return ajv.compile(schema(name));
}

describe('action.yml', () => {
  const action = parse(fs.readFileSync(root('action.yml'), 'utf8')) as Record<string, any>;

  it('validates against the GitHub Action metadata schema', () => {
    const validate = validator('github-action.json');
    expect(validate(action), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is a composite action with the documented inputs and outputs', () => {
    expect(action['runs'].using).toBe('composite');
    expect(Object.keys(action['inputs'])).toEqual(['working-directory', 'fail-on', 'sarif-file', 'summary', 'diff', 'annotate']);
    expect(Object.keys(action['outputs'])).toEqual(['errors', 'warnings', 'sarif-file']);
  });

  it('never interpolates an input into a shell script', () => {
    for (const step of action['runs'].steps as { run?: string }[]) expect(step.run ?? '').not.toMatch(/\$\{\{/);
  });

  it('rejects a broken copy (the schema check can fail)', () => {
    const validate = validator('github-action.json');
    expect(validate({ ...action, runs: { using: 'composite' } })).toBe(false);
  });
});

describe('example workflow', () => {
  const { from, yaml } = exampleWorkflow();
  const wf = parse(yaml) as Record<string, any>;

  it(`validates against the GitHub workflow schema (${from})`, () => {
    const validate = validator('github-workflow.json');
    expect(validate(wf), JSON.stringify(validate.errors)).toBe(true);
  });

  it('asks only for contents: read (and security-events for SARIF) and fetches the base commit', () => {
    expect(wf['permissions']).toEqual({ contents: 'read' });
    const job = wf['jobs'].ctxlens;
    expect(job.permissions).toEqual({ contents: 'read', 'security-events': 'write' });
    expect(job.steps[0].with['fetch-depth']).toBe(0);
    expect(job.steps.some((s: { uses?: string }) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))).toBe(true);
  });
});
