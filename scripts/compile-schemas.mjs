#!/usr/bin/env node
// Build step: precompile every shipped JSON Schema into an ajv standalone validator
// (dist/schemas/<name>.cjs), with the SHA-256 of the schema text it came from. At run time
// SchemaValidator (src/load/schema.ts) loads it when the hash still matches, instead of
// compiling the schema on every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, SCHEMA_NAMES, precompiledPath, schemaText } from '../dist/src/load/schema.js';

for (const name of SCHEMA_NAMES) {
  const { text, hash } = schemaText(name);
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(text));
  const code = standaloneCode.default ? standaloneCode.default(ajv, validate) : standaloneCode(ajv, validate);
  const file = precompiledPath(name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${code}\nmodule.exports.schemaHash = ${JSON.stringify(hash)};\n`);
}
