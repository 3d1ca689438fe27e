/**
 * Agent settings and config documents their schema certainly accepts, told without its validator
 * (docs/runtimes/opencode.md §5.3, §5.6): most agents and `opencode.json` documents of a repository
 * are valid, and loading the precompiled validator of `schemas/opencode-agent.schema.json` or
 * `schemas/opencode-json.schema.json` (`bundle/schema-*.cjs`) costs about a millisecond of a short
 * run each. `plainlyValidAgent` and `plainlyValidConfig` say `true` only when the validator would
 * find no violation; anything they are not sure of goes to the validator, which then gives the same
 * violations as before. A test compares them with the validators (compiled from the schema files)
 * on the shipped agent files and config documents and on generated values, so a change to either
 * schema that is not made here too fails it.
 */

/** `$defs/action`. */
const ACTIONS: ReadonlySet<unknown> = new Set(['ask', 'allow', 'deny']);
/** `properties/mode`. */
const MODES: ReadonlySet<unknown> = new Set(['subagent', 'primary', 'all']);
/** The named colours of `properties/color`. */
const COLORS: ReadonlySet<unknown> = new Set(['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info']);
/** Permission keys whose value must be an action (not a pattern map). */
const ACTION_ONLY: ReadonlySet<string> = new Set(['question', 'webfetch', 'websearch', 'doom_loop']);
/** The hex colour of `properties/color` (the schema's pattern; ajv compiles it with the `u` flag, which changes nothing here). */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * A plain object as JSON and YAML parsers make them: `Object.prototype` its prototype, no own
 * `__proto__` key (anything else — a `Date`, a null prototype — is left to the validator).
 */
function plainObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype && !Object.hasOwn(x, '__proto__');
}

/** `$defs/rule`: an action, or a map of patterns to actions. */
function rule(x: unknown): boolean {
  if (ACTIONS.has(x)) return true;
  if (!plainObject(x)) return false;
  for (const k in x) if (!ACTIONS.has(x[k])) return false;
  return true;
}

/** `$defs/permission`: an action, or a map of tools to rules (some tools to actions only). */
function permission(x: unknown): boolean {
  if (ACTIONS.has(x)) return true;
  if (!plainObject(x)) return false;
  for (const k in x) {
    const v = x[k];
    if (ACTION_ONLY.has(k) ? !ACTIONS.has(v) : !rule(v)) return false;
  }
  return true;
}

/** `type: integer, minimum: 1`, finite (the validator also takes `Infinity`: left to it). */
const positiveInteger = (x: unknown): boolean => Number.isInteger(x) && (x as number) >= 1;

/**
 * True when `settings` (an agent's `{name, ...frontmatter, prompt}` or a config entry) is valid
 * against `opencode-agent.schema.json`, so the validator would report nothing; false when it is
 * not, or may not be (non-finite numbers, objects that are not plain). Never throws.
 */
export function plainlyValidAgent(settings: unknown): boolean {
  if (!plainObject(settings)) return false;
  for (const k in settings) {
    const v = settings[k];
    if (v === undefined) continue;
    switch (k) {
      case 'model':
      case 'variant':
      case 'prompt':
      case 'description':
        if (typeof v !== 'string') return false;
        break;
      case 'temperature':
      case 'top_p':
        if (!Number.isFinite(v)) return false;
        break;
      case 'disable':
      case 'hidden':
        if (typeof v !== 'boolean') return false;
        break;
      case 'mode':
        if (!MODES.has(v)) return false;
        break;
      case 'options':
        if (!plainObject(v)) return false;
        break;
      case 'tools':
        if (!plainObject(v)) return false;
        for (const t in v) if (typeof v[t] !== 'boolean') return false;
        break;
      case 'color':
        if (!(COLORS.has(v) || (typeof v === 'string' && HEX_COLOR.test(v)))) return false;
        break;
      case 'steps':
      case 'maxSteps':
        if (!positiveInteger(v)) return false;
        break;
      case 'permission':
        if (!permission(v)) return false;
        break;
      default:
      // `name` and keys outside `properties`: anything (`additionalProperties: true`).
    }
  }
  return true;
}

/** A JSON array of strings (`type: array, items: {type: string}`). */
function strings(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (typeof x[i] !== 'string') return false;
  return true;
}

/** `type: object, additionalProperties: {type: object}`: a map of plain objects. */
function mapOfObjects(x: unknown): boolean {
  if (!plainObject(x)) return false;
  for (const k in x) if (!plainObject(x[k])) return false;
  return true;
}

/** `properties/share`. */
const SHARE: ReadonlySet<unknown> = new Set(['manual', 'auto', 'disabled']);
/** `properties/logLevel`. */
const LOG_LEVELS: ReadonlySet<unknown> = new Set(['DEBUG', 'INFO', 'WARN', 'ERROR']);

/**
 * True when a parsed config document is valid against `opencode-json.schema.json`, so the
 * validator would report nothing; false when it is not, or may not be (non-finite numbers, objects
 * that are not plain). Never throws.
 */
export function plainlyValidConfig(doc: unknown): boolean {
  if (!plainObject(doc)) return false;
  for (const k in doc) {
    const v = doc[k];
    if (v === undefined) continue;
    switch (k) {
      case '$schema':
      case 'default_agent':
      case 'small_model':
      case 'username':
      case 'shell':
        if (typeof v !== 'string') return false;
        break;
      case 'instructions':
      case 'disabled_providers':
      case 'enabled_providers':
        if (!strings(v)) return false;
        break;
      case 'agent':
      case 'agents':
      case 'mode':
      case 'command':
        if (!mapOfObjects(v)) return false;
        break;
      case 'permission':
        if (!permission(v)) return false;
        break;
      case 'tools':
        if (!plainObject(v)) return false;
        for (const t in v) if (typeof v[t] !== 'boolean') return false;
        break;
      case 'skills':
        if (plainObject(v)) {
          if ((v['paths'] !== undefined && !strings(v['paths'])) || (v['urls'] !== undefined && !strings(v['urls']))) return false;
        } else if (!strings(v)) return false;
        break;
      case 'reference':
      case 'references':
      case 'provider':
      case 'mcp':
        if (!plainObject(v)) return false;
        break;
      case 'plugin':
        if (!Array.isArray(v)) return false;
        break;
      case 'model':
        if (typeof v !== 'string' && !plainObject(v)) return false;
        break;
      case 'share':
        if (!SHARE.has(v)) return false;
        break;
      case 'autoshare':
      case 'snapshot':
        if (typeof v !== 'boolean') return false;
        break;
      case 'autoupdate':
        if (typeof v !== 'boolean' && v !== 'notify') return false;
        break;
      case 'logLevel':
        if (!LOG_LEVELS.has(v)) return false;
        break;
      case 'subagent_depth':
        if (!(Number.isInteger(v) && (v as number) >= 0)) return false;
        break;
      default:
      // Keys with no constraint and keys outside `properties`: anything (`additionalProperties: true`).
    }
  }
  return true;
}
