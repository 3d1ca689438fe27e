"use strict";

// dist/schemas/flow-template.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/flow-template.schema.json", "title": "OpenCode fork flow include file (step templates)", "description": "A file listed under a flow's `include:`. Keys starting with `.` are step templates; other keys are ignored; `include`/`extends` are rejected (runtime-fork.md \xA74.5).", "type": ["object", "null"], "properties": { "include": false, "extends": false }, "patternProperties": { "^\\.": { "$ref": "#/$defs/template" } }, "$defs": { "scalar": { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' }, "bool": { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] }, "int": { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." }, "duration": { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." }, "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." }, "rule": { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] }, "fallback": { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "interaction": { "type": "object", "properties": { "target": { "$ref": "#/$defs/scalar" }, "mention": { "$ref": "#/$defs/scalar" } }, "additionalProperties": false }, "compact": { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false }, "stepSession": { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false }, "reasoningEffort": { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } }, "template": { "type": "object", "properties": { "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "A step template: the inheritable step keys (runtime-fork.md \xA74.5)." } } };
var pattern4 = new RegExp("^\\.", "u");
var schema32 = { "type": "object", "properties": { "agent": { "$ref": "#/$defs/scalar", "description": "Agent ID; empty or absent runs `coder`." }, "model": { "$ref": "#/$defs/scalar", "description": "`bc01be8` line." }, "reasoningEffort": { "$ref": "#/$defs/reasoningEffort" }, "session": { "$ref": "#/$defs/stepSession" }, "prompt": { "$ref": "#/$defs/scalar" }, "langfusePromptPath": { "$ref": "#/$defs/scalar" }, "langfusePromptLabel": { "$ref": "#/$defs/scalar" }, "output": { "$ref": "#/$defs/output" }, "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } }, "fallback": { "$ref": "#/$defs/fallback" }, "maxTurns": { "$ref": "#/$defs/int", "minimum": 0 }, "maxIterations": { "$ref": "#/$defs/int", "minimum": 0 }, "timeout": { "$ref": "#/$defs/duration" }, "compact": { "$ref": "#/$defs/compact" }, "require_route": { "$ref": "#/$defs/bool", "description": "`191a6e7` line only (no `context` there)." }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "A step template: the inheritable step keys (runtime-fork.md \xA74.5)." };
var schema33 = { "type": ["string", "number", "boolean"], "description": 'Any YAML scalar; yaml.v3 decodes it into a string verbatim (`30` \u2192 "30").' };
var schema42 = { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false };
var schema49 = { "type": "integer", "description": "An integer. yaml.v3 silently truncates a float (`2.5` \u2192 2)." };
var schema54 = { "type": ["string", "number"], "description": "A Go duration string (`30s`, `5m`, `1h30m`). A bare number has no unit and fails validation." };
var schema55 = { "type": "object", "properties": { "threshold": { "type": "number" } }, "additionalProperties": false };
var schema38 = { "anyOf": [{ "type": "boolean" }, { "enum": ["y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }] };
var func1 = Object.prototype.hasOwnProperty;
var schema35 = { "$ref": "#/$defs/scalar", "if": { "type": "string", "not": { "pattern": "\\$\\{" } }, "then": { "enum": ["low", "medium", "high", "xhigh", "max"] } };
var pattern5 = new RegExp("\\$\\{", "u");
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
    const err0 = { instancePath, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data };
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
    if (!pattern5.test(data)) {
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
      const err4 = { instancePath, schemaPath: "#/then/enum", keyword: "enum", params: { allowedValues: schema35.then.enum }, message: "must be equal to one of the allowed values", schema: schema35.then.enum, parentSchema: schema35.then, data };
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
    const err5 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema', schema: schema35.if, parentSchema: schema35, data };
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
var schema37 = { "type": "object", "properties": { "fork": { "$ref": "#/$defs/bool" } }, "additionalProperties": false };
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
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema37, data };
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
        const err1 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data0 };
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
        const err2 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data0 };
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
        const err3 = { instancePath: instancePath + "/fork", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data0 };
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
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
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
var schema43 = { "type": "object", "properties": { "if": { "$ref": "#/$defs/scalar" }, "then": { "$ref": "#/$defs/scalar" }, "postpone": { "$ref": "#/$defs/bool" }, "cycle": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "required": ["then"] };
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
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "then" }, message: "must have required property 'then'", schema: schema43.required, parentSchema: schema43, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "if" || key0 === "then" || key0 === "postpone" || key0 === "cycle")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema43, data };
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
        const err2 = { instancePath: instancePath + "/if", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data0 };
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
        const err3 = { instancePath: instancePath + "/then", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
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
        const err4 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data2 };
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
        const err5 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data2 };
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
        const err6 = { instancePath: instancePath + "/postpone", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data2 };
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
        const err7 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data3 };
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
        const err8 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data3 };
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
        const err9 = { instancePath: instancePath + "/cycle", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data3 };
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
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema43.type, parentSchema: schema43, data };
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
var schema48 = { "type": "object", "properties": { "retry": { "$ref": "#/$defs/int" }, "delay": { "$ref": "#/$defs/int" }, "to": { "$ref": "#/$defs/scalar" }, "on_turns_exhausted": { "enum": ["", "accept", "fail"], "description": "`bc01be8` line only." } }, "additionalProperties": false };
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
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema48, data };
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
        const err1 = { instancePath: instancePath + "/retry", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data0 };
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
        const err2 = { instancePath: instancePath + "/delay", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data1 };
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
        const err3 = { instancePath: instancePath + "/to", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data2 };
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
        const err4 = { instancePath: instancePath + "/on_turns_exhausted", schemaPath: "#/properties/on_turns_exhausted/enum", keyword: "enum", params: { allowedValues: schema48.properties.on_turns_exhausted.enum }, message: "must be equal to one of the allowed values", schema: schema48.properties.on_turns_exhausted.enum, parentSchema: schema48.properties.on_turns_exhausted, data: data3 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.type, parentSchema: schema48, data };
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
var schema57 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "$ref": "#/$defs/scalar" }, "description": "Context file entries; `[]` is declared (an empty layer)." }, "mode": { "$ref": "#/$defs/scalar", "description": "`replace` (default, also empty) or `append`; anything else falls back to append with a WARN." }, "nested": { "$ref": "#/$defs/bool" } }, "additionalProperties": false, "description": "Step context layer (runtime-fork.md \xA74.4). Unknown keys are dropped; without `paths` the layer is undeclared." };
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
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema57, data };
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
            const err1 = { instancePath: instancePath + "/paths/" + i0, schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/paths", schemaPath: "#/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema57.properties.paths.type, parentSchema: schema57.properties.paths, data: data0 };
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
        const err3 = { instancePath: instancePath + "/mode", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data2 };
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
        const err4 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data3 };
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
        const err5 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data3 };
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
        const err6 = { instancePath: instancePath + "/nested", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data3 };
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
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema57.type, parentSchema: schema57, data };
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
    for (const key0 in data) {
      if (!func1.call(schema32.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.agent !== void 0) {
      let data0 = data.agent;
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean") {
        const err1 = { instancePath: instancePath + "/agent", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data1 = data.model;
      if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean") {
        const err2 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
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
      let data4 = data.prompt;
      if (typeof data4 !== "string" && !(typeof data4 == "number") && typeof data4 !== "boolean") {
        const err3 = { instancePath: instancePath + "/prompt", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data4 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.langfusePromptPath !== void 0) {
      let data5 = data.langfusePromptPath;
      if (typeof data5 !== "string" && !(typeof data5 == "number") && typeof data5 !== "boolean") {
        const err4 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data5 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.langfusePromptLabel !== void 0) {
      let data6 = data.langfusePromptLabel;
      if (typeof data6 !== "string" && !(typeof data6 == "number") && typeof data6 !== "boolean") {
        const err5 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/$defs/scalar/type", keyword: "type", params: { type: schema33.type }, message: "must be string,number,boolean", schema: schema33.type, parentSchema: schema33, data: data6 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.output !== void 0) {
      let data7 = data.output;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key1 in data7) {
          if (!(key1 === "schema")) {
            const err6 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema42, data: data7 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data7.schema !== void 0) {
          let data8 = data7.schema;
          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
            const err7 = { instancePath: instancePath + "/output/schema", schemaPath: "#/$defs/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.properties.schema.type, parentSchema: schema42.properties.schema, data: data8 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/output", schemaPath: "#/$defs/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data: data7 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data9 = data.rules;
      if (Array.isArray(data9)) {
        const len0 = data9.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate26(data9[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data9, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.rules.type, parentSchema: schema32.properties.rules, data: data9 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
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
      let data12 = data.maxTurns;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)))) {
        const err10 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data12 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data12 == "number") {
        if (data12 < 0 || isNaN(data12)) {
          const err11 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32.properties.maxTurns, data: data12 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.maxIterations !== void 0) {
      let data13 = data.maxIterations;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
        const err12 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/$defs/int/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema49.type, parentSchema: schema49, data: data13 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data13 == "number") {
        if (data13 < 0 || isNaN(data13)) {
          const err13 = { instancePath: instancePath + "/maxIterations", schemaPath: "#/properties/maxIterations/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema32.properties.maxIterations, data: data13 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.timeout !== void 0) {
      let data14 = data.timeout;
      if (typeof data14 !== "string" && !(typeof data14 == "number")) {
        const err14 = { instancePath: instancePath + "/timeout", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: schema54.type }, message: "must be string,number", schema: schema54.type, parentSchema: schema54, data: data14 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.compact !== void 0) {
      let data15 = data.compact;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key2 in data15) {
          if (!(key2 === "threshold")) {
            const err15 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema55, data: data15 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data15.threshold !== void 0) {
          let data16 = data15.threshold;
          if (!(typeof data16 == "number")) {
            const err16 = { instancePath: instancePath + "/compact/threshold", schemaPath: "#/$defs/compact/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema55.properties.threshold.type, parentSchema: schema55.properties.threshold, data: data16 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/compact", schemaPath: "#/$defs/compact/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema55.type, parentSchema: schema55, data: data15 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.require_route !== void 0) {
      let data17 = data.require_route;
      const _errs46 = errors;
      let valid16 = false;
      const _errs47 = errors;
      if (typeof data17 !== "boolean") {
        const err18 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema38.anyOf[0].type, parentSchema: schema38.anyOf[0], data: data17 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs47 === errors;
      valid16 = valid16 || _valid0;
      const _errs49 = errors;
      if (!(data17 === "y" || data17 === "Y" || data17 === "yes" || data17 === "Yes" || data17 === "YES" || data17 === "on" || data17 === "On" || data17 === "ON" || data17 === "n" || data17 === "N" || data17 === "no" || data17 === "No" || data17 === "NO" || data17 === "off" || data17 === "Off" || data17 === "OFF")) {
        const err19 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema38.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema38.anyOf[1].enum, parentSchema: schema38.anyOf[1], data: data17 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs49 === errors;
      valid16 = valid16 || _valid0;
      if (!valid16) {
        const err20 = { instancePath: instancePath + "/require_route", schemaPath: "#/$defs/bool/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema38.anyOf, parentSchema: schema38, data: data17 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      } else {
        errors = _errs46;
        if (vErrors !== null) {
          if (_errs46) {
            vErrors.length = _errs46;
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
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
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
    if (data.include !== void 0) {
      const err1 = { instancePath: instancePath + "/include", schemaPath: "#/properties/include/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema31.properties.include, data: data.include };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.extends !== void 0) {
      const err2 = { instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/false schema", keyword: "false schema", params: {}, message: "boolean schema is false", schema: false, parentSchema: schema31.properties.extends, data: data.extends };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    var props0 = {};
    props0.include = true;
    props0.extends = true;
    for (const key0 in data) {
      if (pattern4.test(key0)) {
        if (!validate21(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
          errors = vErrors.length;
        }
        props0[key0] = true;
      }
    }
  }
  validate20.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate20.evaluated = { "dynamicProps": true, "dynamicItems": false };
module.exports.schemaHash = "4a3f95a89bebe321d5e88ae5bd92e85ad81c3609f70e35e66a71c9e7dafce4c4";
