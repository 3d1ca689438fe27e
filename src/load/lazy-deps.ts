import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { packageRoot } from '../package-root.js';

/**
 * Heavy dependencies loaded only when a run needs them: ajv's compiler (about
 * 75–110 ms to load) is needed only to compile a schema that has no precompiled validator, or a
 * rule's options schema named in `ctxlens.config.json`. Loaded synchronously, on first call.
 *
 * In the bundle (`scripts/bundle.mjs`) this module is replaced by one whose `require` calls
 * esbuild resolves at build time, and whose precompiled validators are inside the bundle; here
 * (`dist/src/`, tests) they come from `node_modules/` and `dist/schemas/`.
 */
const requireHere = createRequire(import.meta.url);

/** The `yaml` package (for the pre-commit fast path, which parses YAML only when it must). */
export function loadYaml(): typeof import('yaml') {
  return requireHere('yaml') as typeof import('yaml');
}

/** The `jsonc-parser` package (for the pre-commit fast path, only for a config `JSON.parse` rejects). */
export function loadJsoncParser(): typeof import('jsonc-parser') {
  return requireHere('jsonc-parser') as typeof import('jsonc-parser');
}

/** ajv's draft 2020-12 class (`ajv/dist/2020.js`). */
export function loadAjv2020(): typeof Ajv2020 {
  return (requireHere('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020;
}

/** `ajv-formats`' plugin function. */
export function loadAjvFormats(): (ajv: Ajv2020) => void {
  const m = requireHere('ajv-formats') as { default?: (ajv: Ajv2020) => void };
  return (m.default ?? m) as (ajv: Ajv2020) => void;
}

/**
 * True when the build has checked every precompiled validator against the schema it ships
 * (`scripts/bundle.mjs`, whose stand-in for this module says true): `SchemaValidator` then uses one
 * without reading and hashing the schema. Here (`dist/`, tests), where a schema may have been
 * edited since `dist/schemas/` was built, false: each validator's `schemaHash` is compared.
 */
export const PRECOMPILED_CHECKED: boolean = false;

/**
 * The precompiled (ajv standalone, CommonJS) validator module of a shipped schema, as written by
 * `scripts/compile-schemas.mjs` to `dist/schemas/<name>.cjs`, or `null` when there is none (not
 * built yet). The caller checks its `schemaHash` against the schema it means to validate with.
 */
export function loadPrecompiled(name: string): unknown {
  const file = join(packageRoot(), 'dist', 'schemas', `${name}.cjs`);
  return existsSync(file) ? requireHere(file) : null;
}
