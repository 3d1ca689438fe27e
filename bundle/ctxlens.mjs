#!/usr/bin/env node
// The ctxlens executable is bundle/ctxlens.cjs (package.json "bin"); this file runs it.
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./ctxlens.cjs');
