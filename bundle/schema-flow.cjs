"use strict";
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports2) {
    "use strict";
    Object.defineProperty(exports2, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports2.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// dist/schemas/flow.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/flow.schema.json", "title": "OpenCode fork flow file", "description": "A flow YAML file as the Go fork obukhovaa/opencode decodes it (runtime-fork.md \xA74.3, \xA74.4).", "type": ["object", "null"], "properties": { "name": { "$ref": "#/$defs/scalar" }, "disabled": { "$ref": "#/$defs/bool" }, "description": { "$ref": "#/$defs/scalar" }, "include": { "type": "array", "items": { "type": "object", "properties": { "local": { "type": "string", "minLength": 1 } }, "additionalProperties": false, "required": ["local"] } }, "flow": { "type": "object", "properties": { "args": { "type": "object" }, "session": { "type": "object", "properties": { "prefix": { "$ref": "#/$defs/scalar" }, "resume_on_failure": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "maxFallbackEntries": { "$ref": "#/$defs/int", "minimum": 0 }, "steps": { "type": "array", "items": { "$ref": "#/$defs/step" } } }, "additionalProperties": false, "required": ["steps"] } }, "additionalProperties": false, "$defs": { "scalar": { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' }, "bool": { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] }, "int": { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." }, "duration": { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." }, "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." }, "rule": { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] }, "fallback": { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "interaction": { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false }, "compact": { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false }, "stepSession": { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "reasoningEffort": { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } }, "step": { "type": "object", "properties": { "id": { "$ref": "#/$defs/scalar" }, "extends": { "type": "array", "items": { "$ref": "#/$defs/scalar" } }, "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" }, "interactive": { "$ref": "#/$defs/bool" }, "interaction": { "$ref": "#/$defs/interaction" }, "resume_after": { "$ref": "#/$defs/duration" } }, "additionalProperties": false, "required": ["id"], "description": "One flow step (runtime-fork.md \xA74.4): the union of step keys across the lines of development (U1)." } } };
var schema32 = { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' };
var schema33 = { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] };
var schema37 = { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." };
var func1 = require_ucs2length().default;
var schema38 = { "type": "object", "properties": { "id": { "$ref": "#/$defs/scalar" }, "extends": { "type": "array", "items": { "$ref": "#/$defs/scalar" } }, "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" }, "interactive": { "$ref": "#/$defs/bool" }, "interaction": { "$ref": "#/$defs/interaction" }, "resume_after": { "$ref": "#/$defs/duration" } }, "additionalProperties": false, "required": ["id"], "description": "One flow step (runtime-fork.md \xA74.4): the union of step keys across the lines of development (U1)." };
var schema50 = { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false };
var schema62 = { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." };
var schema63 = { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false };
var func2 = Object.prototype.hasOwnProperty;
var schema43 = { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } };
var pattern4 = new RegExp("\\$\\{", "u");
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (typeof data !== "string" && !(typeof data == "number") && typeof data !== "boolean") {
    const err0 = { instancePath, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (typeof data !== "string") {
    const err1 = {};
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  const _errs5 = errors;
  const _errs6 = errors;
  if (typeof data === "string") {
    if (!pattern4.test(data)) {
      const err2 = {};
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var valid2 = _errs6 === errors;
  if (valid2) {
    const err3 = {};
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs5;
    if (vErrors !== null) {
      if (_errs5) {
        vErrors.length = _errs5;
      } else {
        vErrors = null;
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs7 = errors;
    if (!(data === "low" || data === "medium" || data === "high" || data === "xhigh" || data === "max")) {
      const err4 = { instancePath, schemaPath: "#/then/enum", keyword: "enum", params: { allowedValues: schema43.then.enum }, message: "must be equal to one of the allowed values", schema: schema43.then.enum, parentSchema: schema43.then, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    var _valid0 = _errs7 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema43.if, parentSchema: schema43, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "dynamicProps": false, "dynamicItems": false };
var schema45 = { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "fork")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema45, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fork !== void 0) {
      let data0 = data.fork;
      const _errs4 = errors;
      let valid2 = false;
      const _errs5 = errors;
      if (typeof data0 !== "boolean") {
        const err1 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      valid2 = valid2 || _valid0;
      const _errs7 = errors;
      if (!(data0 === "y" || data0 === "Y" || data0 === "yes" || data0 === "Yes" || data0 === "YES" || data0 === "on" || data0 === "On" || data0 === "ON" || data0 === "n" || data0 === "N" || data0 === "no" || data0 === "No" || data0 === "NO" || data0 === "off" || data0 === "Off" || data0 === "OFF")) {
        const err2 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err3 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema51 = { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.then === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "then" }, message: "must have required property 'then'", schema: schema51.required, parentSchema: schema51, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "if" || key0 === "then" || key0 === "postpone" || key0 === "cycle")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema51, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.if !== void 0) {
      let data0 = data.if;
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
        const err2 = { instancePath: instancePath + "/if", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.then !== void 0) {
      let data1 = data.then;
      if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
        const err3 = { instancePath: instancePath + "/then", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.postpone !== void 0) {
      let data2 = data.postpone;
      const _errs10 = errors;
      let valid4 = false;
      const _errs11 = errors;
      if (typeof data2 !== "boolean") {
        const err4 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data2 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid4 = valid4 || _valid0;
      const _errs13 = errors;
      if (!(data2 === "y" || data2 === "Y" || data2 === "yes" || data2 === "Yes" || data2 === "YES" || data2 === "on" || data2 === "On" || data2 === "ON" || data2 === "n" || data2 === "N" || data2 === "no" || data2 === "No" || data2 === "NO" || data2 === "off" || data2 === "Off" || data2 === "OFF")) {
        const err5 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err6 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs10;
        if (vErrors !== null) {
          if (_errs10) {
            vErrors.length = _errs10;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.cycle !== void 0) {
      let data3 = data.cycle;
      const _errs16 = errors;
      let valid6 = false;
      const _errs17 = errors;
      if (typeof data3 !== "boolean") {
        const err7 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data3 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid1 = _errs17 === errors;
      valid6 = valid6 || _valid1;
      const _errs19 = errors;
      if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
        const err8 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid1 = _errs19 === errors;
      valid6 = valid6 || _valid1;
      if (!valid6) {
        const err9 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs16;
        if (vErrors !== null) {
          if (_errs16) {
            vErrors.length = _errs16;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.type, parentSchema: schema51, data };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema56 = { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "retry" || key0 === "delay" || key0 === "to" || key0 === "on_turns_exhausted")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema56, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.retry !== void 0) {
      let data0 = data.retry;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/retry", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.delay !== void 0) {
      let data1 = data.delay;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err2 = { instancePath: instancePath + "/delay", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.to !== void 0) {
      let data2 = data.to;
      if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
        const err3 = { instancePath: instancePath + "/to", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.on_turns_exhausted !== void 0) {
      let data3 = data.on_turns_exhausted;
      if (!(data3 === "" || data3 === "accept" || data3 === "fail")) {
        const err4 = { instancePath: instancePath + "/on_turns_exhausted", schemaPath: "#/properties/on_turns_exhausted/enum", keyword: "enum", params: { allowedValues: schema56.properties.on_turns_exhausted.enum }, message: "must be equal to one of the allowed values", schema: schema56.properties.on_turns_exhausted.enum, parentSchema: schema56.properties.on_turns_exhausted, data: data3 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.type, parentSchema: schema56, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema65 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "paths" || key0 === "mode" || key0 === "nested")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema65, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.paths !== void 0) {
      let data0 = data.paths;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
            const err1 = { instancePath: instancePath + "/paths/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema65.properties.paths.type, parentSchema: schema65.properties.paths, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data2 = data.mode;
      if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
        const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.nested !== void 0) {
      let data3 = data.nested;
      const _errs12 = errors;
      let valid6 = false;
      const _errs13 = errors;
      if (typeof data3 !== "boolean") {
        const err4 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data3 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid6 = valid6 || _valid0;
      const _errs15 = errors;
      if (!(data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
        const err5 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data3 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      valid6 = valid6 || _valid0;
      if (!valid6) {
        const err6 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema65.type, parentSchema: schema65, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema70 = { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "target" || key0 === "mention")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema70, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.target !== void 0) {
      let data0 = data.target;
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
        const err1 = { instancePath: instancePath + "/target", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.mention !== void 0) {
      let data1 = data.mention;
      if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
        const err2 = { instancePath: instancePath + "/mention", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema70.type, parentSchema: schema70, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'", schema: schema38.required, parentSchema: schema38, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema38.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema38, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
        const err2 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.extends !== void 0) {
      let data1 = data.extends;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
            const err3 = { instancePath: instancePath + "/extends/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema38.properties.extends.type, parentSchema: schema38.properties.extends, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.agent !== void 0) {
      let data3 = data.agent;
      if (typeof data3 !== "string" && !(typeof data3 == "number") && typeof data3 !== "boolean") {
        const err5 = { instancePath: instancePath + "/agent", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data3 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data4 = data.model;
      if (typeof data4 !== "string" && !(typeof data4 == "number") && typeof data4 !== "boolean") {
        const err6 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data4 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.reasoningEffort !== void 0) {
      if (!validate22(data.reasoningEffort, { instancePath: instancePath + "/reasoningEffort", parentData: data, parentDataProperty: "reasoningEffort", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.session !== void 0) {
      if (!validate24(data.session, { instancePath: instancePath + "/session", parentData: data, parentDataProperty: "session", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.prompt !== void 0) {
      let data7 = data.prompt;
      if (typeof data7 !== "string" && !(typeof data7 == "number") && typeof data7 !== "boolean") {
        const err7 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data7 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.langfusePromptPath !== void 0) {
      let data8 = data.langfusePromptPath;
      if (typeof data8 !== "string" && !(typeof data8 == "number") && typeof data8 !== "boolean") {
        const err8 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data8 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.langfusePromptLabel !== void 0) {
      let data9 = data.langfusePromptLabel;
      if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean") {
        const err9 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data9 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.output !== void 0) {
      let data10 = data.output;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        for (const key1 in data10) {
          if (!(key1 === "schema")) {
            const err10 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema50, data: data10 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data10.schema !== void 0) {
          let data11 = data10.schema;
          if (!(data11 && typeof data11 == "object" && !Array.isArray(data11))) {
            const err11 = { instancePath: instancePath + "/output/schema", schemaPath: "#/$defs/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema50.properties.schema.type, parentSchema: schema50.properties.schema, data: data11 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema50.type, parentSchema: schema50, data: data10 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data12 = data.rules;
      if (Array.isArray(data12)) {
        const len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate26(data12[i1], { instancePath: instancePath + "/rules/" + i1, parentData: data12, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema38.properties.rules.type, parentSchema: schema38.properties.rules, data: data12 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.fallback !== void 0) {
      if (!validate28(data.fallback, { instancePath: instancePath + "/fallback", parentData: data, parentDataProperty: "fallback", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
        errors = vErrors.length;
      }
    }
    if (data.maxTurns !== void 0) {
      let data15 = data.maxTurns;
      if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)))) {
        const err14 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data15 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data15 == "number") {
        if (data15 < 0 || isNaN(data15)) {
          const err15 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.maxTurns, data: data15 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.maxIterations !== void 0) {
      let data16 = data.maxIterations;
      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)))) {
        const err16 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data16 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data16 == "number") {
        if (data16 < 0 || isNaN(data16)) {
          const err17 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/properties/maxIterations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema38.properties.maxIterations, data: data16 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.timeout !== void 0) {
      let data17 = data.timeout;
      if (typeof data17 !== "string" && !(typeof data17 == "number")) {
        const err18 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema62.type }, message: "must be string,number", schema: schema62.type, parentSchema: schema62, data: data17 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.compact !== void 0) {
      let data18 = data.compact;
      if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
        for (const key2 in data18) {
          if (!(key2 === "threshold")) {
            const err19 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema63, data: data18 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data18.threshold !== void 0) {
          let data19 = data18.threshold;
          if (!(typeof data19 == "number")) {
            const err20 = { instancePath: instancePath + "/compact/threshold", schemaPath: "#/$defs/compact/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema63.properties.threshold.type, parentSchema: schema63.properties.threshold, data: data19 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema63.type, parentSchema: schema63, data: data18 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.require_route !== void 0) {
      let data20 = data.require_route;
      const _errs54 = errors;
      let valid20 = false;
      const _errs55 = errors;
      if (typeof data20 !== "boolean") {
        const err22 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data20 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      var _valid0 = _errs55 === errors;
      valid20 = valid20 || _valid0;
      const _errs57 = errors;
      if (!(data20 === "y" || data20 === "Y" || data20 === "yes" || data20 === "Yes" || data20 === "YES" || data20 === "on" || data20 === "On" || data20 === "ON" || data20 === "n" || data20 === "N" || data20 === "no" || data20 === "No" || data20 === "NO" || data20 === "off" || data20 === "Off" || data20 === "OFF")) {
        const err23 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data20 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid0 = _errs57 === errors;
      valid20 = valid20 || _valid0;
      if (!valid20) {
        const err24 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data20 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      } else {
        errors = _errs54;
        if (vErrors !== null) {
          if (_errs54) {
            vErrors.length = _errs54;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.context !== void 0) {
      if (!validate30(data.context, { instancePath: instancePath + "/context", parentData: data, parentDataProperty: "context", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
        errors = vErrors.length;
      }
    }
    if (data.interactive !== void 0) {
      let data22 = data.interactive;
      const _errs61 = errors;
      let valid22 = false;
      const _errs62 = errors;
      if (typeof data22 !== "boolean") {
        const err25 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data22 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid1 = _errs62 === errors;
      valid22 = valid22 || _valid1;
      const _errs64 = errors;
      if (!(data22 === "y" || data22 === "Y" || data22 === "yes" || data22 === "Yes" || data22 === "YES" || data22 === "on" || data22 === "On" || data22 === "ON" || data22 === "n" || data22 === "N" || data22 === "no" || data22 === "No" || data22 === "NO" || data22 === "off" || data22 === "Off" || data22 === "OFF")) {
        const err26 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data22 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      var _valid1 = _errs64 === errors;
      valid22 = valid22 || _valid1;
      if (!valid22) {
        const err27 = { instancePath: instancePath + "/interactive", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data22 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      } else {
        errors = _errs61;
        if (vErrors !== null) {
          if (_errs61) {
            vErrors.length = _errs61;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.interaction !== void 0) {
      if (!validate32(data.interaction, { instancePath: instancePath + "/interaction", parentData: data, parentDataProperty: "interaction", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
    if (data.resume_after !== void 0) {
      let data24 = data.resume_after;
      if (typeof data24 !== "string" && !(typeof data24 == "number")) {
        const err28 = { instancePath: instancePath + "/resume_after", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema62.type }, message: "must be string,number", schema: schema62.type, parentSchema: schema62, data: data24 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
  } else {
    const err29 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (!(data && typeof data == "object" && !Array.isArray(data)) && data !== null) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema31.type }, message: "must be object,null", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "disabled" || key0 === "description" || key0 === "include" || key0 === "flow")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
        const err2 = { instancePath: instancePath + "/name", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.disabled !== void 0) {
      let data1 = data.disabled;
      const _errs7 = errors;
      let valid3 = false;
      const _errs8 = errors;
      if (typeof data1 !== "boolean") {
        const err3 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid3 = valid3 || _valid0;
      const _errs10 = errors;
      if (!(data1 === "y" || data1 === "Y" || data1 === "yes" || data1 === "Yes" || data1 === "YES" || data1 === "on" || data1 === "On" || data1 === "ON" || data1 === "n" || data1 === "N" || data1 === "no" || data1 === "No" || data1 === "NO" || data1 === "off" || data1 === "Off" || data1 === "OFF")) {
        const err4 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err5 = { instancePath: instancePath + "/disabled", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string" && !(typeof data2 == "number") && typeof data2 !== "boolean") {
        const err6 = { instancePath: instancePath + "/description", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.include !== void 0) {
      let data3 = data.include;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.local === void 0) {
              const err7 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/required", keyword: "required", params: { missingProperty: "local" }, message: "must have required property 'local'", schema: schema31.properties.include.items.required, parentSchema: schema31.properties.include.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "local")) {
                const err8 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.include.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data4.local !== void 0) {
              let data5 = data4.local;
              if (typeof data5 === "string") {
                if (func1(data5) < 1) {
                  const err9 = { instancePath: instancePath + "/include/" + i0 + "/local", schemaPath: "#/properties/include/items/properties/local/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.include.items.properties.local, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
              } else {
                const err10 = { instancePath: instancePath + "/include/" + i0 + "/local", schemaPath: "#/properties/include/items/properties/local/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.include.items.properties.local.type, parentSchema: schema31.properties.include.items.properties.local, data: data5 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.include.items.type, parentSchema: schema31.properties.include.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/include", schemaPath: "#/properties/include/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.include.type, parentSchema: schema31.properties.include, data: data3 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.flow !== void 0) {
      let data6 = data.flow;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.steps === void 0) {
          const err13 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'", schema: schema31.properties.flow.required, parentSchema: schema31.properties.flow, data: data6 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key2 in data6) {
          if (!(key2 === "args" || key2 === "session" || key2 === "maxFallbackEntries" || key2 === "steps")) {
            const err14 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.flow, data: data6 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data6.args !== void 0) {
          let data7 = data6.args;
          if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
            const err15 = { instancePath: instancePath + "/flow/args", schemaPath: "#/properties/flow/properties/args/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.properties.args.type, parentSchema: schema31.properties.flow.properties.args, data: data7 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data6.session !== void 0) {
          let data8 = data6.session;
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            for (const key3 in data8) {
              if (!(key3 === "prefix" || key3 === "resume_on_failure")) {
                const err16 = { instancePath: instancePath + "/flow/session", schemaPath: "#/properties/flow/properties/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.flow.properties.session, data: data8 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data8.prefix !== void 0) {
              let data9 = data8.prefix;
              if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean") {
                const err17 = { instancePath: instancePath + "/flow/session/prefix", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema32.type }, message: "must be string,number,boolean", schema: schema32.type, parentSchema: schema32, data: data9 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data8.resume_on_failure !== void 0) {
              let data10 = data8.resume_on_failure;
              const _errs34 = errors;
              let valid12 = false;
              const _errs35 = errors;
              if (typeof data10 !== "boolean") {
                const err18 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.anyOf[0].type, parentSchema: schema33.anyOf[0], data: data10 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
              var _valid1 = _errs35 === errors;
              valid12 = valid12 || _valid1;
              const _errs37 = errors;
              if (!(data10 === "y" || data10 === "Y" || data10 === "yes" || data10 === "Yes" || data10 === "YES" || data10 === "on" || data10 === "On" || data10 === "ON" || data10 === "n" || data10 === "N" || data10 === "no" || data10 === "No" || data10 === "NO" || data10 === "off" || data10 === "Off" || data10 === "OFF")) {
                const err19 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema33.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema33.anyOf[1].enum, parentSchema: schema33.anyOf[1], data: data10 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              var _valid1 = _errs37 === errors;
              valid12 = valid12 || _valid1;
              if (!valid12) {
                const err20 = { instancePath: instancePath + "/flow/session/resume_on_failure", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema33.anyOf, parentSchema: schema33, data: data10 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              } else {
                errors = _errs34;
                if (vErrors !== null) {
                  if (_errs34) {
                    vErrors.length = _errs34;
                  } else {
                    vErrors = null;
                  }
                }
              }
            }
          } else {
            const err21 = { instancePath: instancePath + "/flow/session", schemaPath: "#/properties/flow/properties/session/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.properties.session.type, parentSchema: schema31.properties.flow.properties.session, data: data8 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data6.maxFallbackEntries !== void 0) {
          let data11 = data6.maxFallbackEntries;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
            const err22 = { instancePath: instancePath + "/flow/maxFallbackEntries", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema37.type, parentSchema: schema37, data: data11 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data11 == "number") {
            if (data11 < 0 || isNaN(data11)) {
              const err23 = { instancePath: instancePath + "/flow/maxFallbackEntries", schemaPath: "#/properties/flow/properties/maxFallbackEntries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema31.properties.flow.properties.maxFallbackEntries, data: data11 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
        if (data6.steps !== void 0) {
          let data12 = data6.steps;
          if (Array.isArray(data12)) {
            const len1 = data12.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (!validate21(data12[i1], { instancePath: instancePath + "/flow/steps/" + i1, parentData: data12, parentDataProperty: i1, rootData, dynamicAnchors })) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err24 = { instancePath: instancePath + "/flow/steps", schemaPath: "#/properties/flow/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.flow.properties.steps.type, parentSchema: schema31.properties.flow.properties.steps, data: data12 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/flow", schemaPath: "#/properties/flow/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.flow.type, parentSchema: schema31.properties.flow, data: data6 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "2f4e1396cfbae0d81cc0935d98c9d5594976a298f6e4d93fe3979d28296e1b72";
