"use strict";

// dist/schemas/opencode-agent.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-agent.schema.json", "title": "Agent settings of mainstream OpenCode 1.18 (V1): markdown agent frontmatter and opencode.json `agent`/`mode` entries", "description": "Validates `{name, ...frontmatter, prompt}` as the runtime's ConfigAgentV1.Info does (docs/runtimes/opencode.md \xA75.3). Keys outside `properties` are allowed: the runtime moves them into `options`, which are sent to the model provider; ctxlens reports them separately.", "type": "object", "properties": { "name": { "description": "V1: replaces the path-derived agent ID (\xA75.1)." }, "model": { "type": "string", "description": "provider/model" }, "variant": { "type": "string" }, "temperature": { "type": "number" }, "top_p": { "type": "number" }, "prompt": { "type": "string", "description": "In markdown, the trimmed body." }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" }, "description": "Deprecated: converted to allow/deny permissions; write, edit and patch fold into edit." }, "disable": { "type": "boolean" }, "description": { "type": "string", "description": "When to use the agent. The docs call it required; the runtime does not check." }, "mode": { "enum": ["subagent", "primary", "all"] }, "hidden": { "type": "boolean" }, "options": { "type": "object" }, "color": { "anyOf": [{ "type": "string", "pattern": "^#[0-9a-fA-F]{6}$" }, { "enum": ["primary", "secondary", "accent", "success", "warning", "error", "info"] }] }, "steps": { "type": "integer", "minimum": 1 }, "maxSteps": { "type": "integer", "minimum": 1, "description": "Deprecated: use steps." }, "permission": { "$ref": "#/$defs/permission" } }, "additionalProperties": true, "$defs": { "action": { "enum": ["ask", "allow", "deny"] }, "rule": { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] }, "permission": { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] } } };
var pattern4 = new RegExp("^#[0-9a-fA-F]{6}$", "u");
var schema32 = { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] };
var schema33 = { "enum": ["ask", "allow", "deny"] };
var func1 = Object.prototype.hasOwnProperty;
var schema34 = { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] };
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!(data === "ask" || data === "allow" || data === "deny")) {
    const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      let data0 = data[key0];
      if (!(data0 === "ask" || data0 === "allow" || data0 === "deny")) {
        const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema34.anyOf[1].type, parentSchema: schema34.anyOf[1], data };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema34.anyOf, parentSchema: schema34, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate22.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate22.evaluated = { "dynamicProps": true, "dynamicItems": false };
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!(data === "ask" || data === "allow" || data === "deny")) {
    const err0 = { instancePath, schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema32.anyOf[1].properties, key0)) {
        if (!validate22(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
          errors = vErrors.length;
        }
      }
    }
    if (data.read !== void 0) {
      if (!validate22(data.read, { instancePath: instancePath + "/read", parentData: data, parentDataProperty: "read", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.edit !== void 0) {
      if (!validate22(data.edit, { instancePath: instancePath + "/edit", parentData: data, parentDataProperty: "edit", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.glob !== void 0) {
      if (!validate22(data.glob, { instancePath: instancePath + "/glob", parentData: data, parentDataProperty: "glob", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.grep !== void 0) {
      if (!validate22(data.grep, { instancePath: instancePath + "/grep", parentData: data, parentDataProperty: "grep", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.list !== void 0) {
      if (!validate22(data.list, { instancePath: instancePath + "/list", parentData: data, parentDataProperty: "list", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.bash !== void 0) {
      if (!validate22(data.bash, { instancePath: instancePath + "/bash", parentData: data, parentDataProperty: "bash", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.task !== void 0) {
      if (!validate22(data.task, { instancePath: instancePath + "/task", parentData: data, parentDataProperty: "task", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.external_directory !== void 0) {
      if (!validate22(data.external_directory, { instancePath: instancePath + "/external_directory", parentData: data, parentDataProperty: "external_directory", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.lsp !== void 0) {
      if (!validate22(data.lsp, { instancePath: instancePath + "/lsp", parentData: data, parentDataProperty: "lsp", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.skill !== void 0) {
      if (!validate22(data.skill, { instancePath: instancePath + "/skill", parentData: data, parentDataProperty: "skill", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.question !== void 0) {
      let data11 = data.question;
      if (!(data11 === "ask" || data11 === "allow" || data11 === "deny")) {
        const err1 = { instancePath: instancePath + "/question", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data11 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.webfetch !== void 0) {
      let data12 = data.webfetch;
      if (!(data12 === "ask" || data12 === "allow" || data12 === "deny")) {
        const err2 = { instancePath: instancePath + "/webfetch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data12 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.websearch !== void 0) {
      let data13 = data.websearch;
      if (!(data13 === "ask" || data13 === "allow" || data13 === "deny")) {
        const err3 = { instancePath: instancePath + "/websearch", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data13 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.doom_loop !== void 0) {
      let data14 = data.doom_loop;
      if (!(data14 === "ask" || data14 === "allow" || data14 === "deny")) {
        const err4 = { instancePath: instancePath + "/doom_loop", schemaPath: "#/$defs/action/enum", keyword: "enum", params: { allowedValues: schema33.enum }, message: "must be equal to one of the allowed values", schema: schema33.enum, parentSchema: schema33, data: data14 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.anyOf[1].type, parentSchema: schema32.anyOf[1], data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props11 = true;
  }
  if (!valid0) {
    const err6 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema32.anyOf, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate21.errors = vErrors;
  evaluated0.props = props11;
  return errors === 0;
}
validate21.evaluated = { "dynamicProps": true, "dynamicItems": false };
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
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.model !== void 0) {
      let data0 = data.model;
      if (typeof data0 !== "string") {
        const err0 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.model.type, parentSchema: schema31.properties.model, data: data0 };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.variant !== void 0) {
      let data1 = data.variant;
      if (typeof data1 !== "string") {
        const err1 = { instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.variant.type, parentSchema: schema31.properties.variant, data: data1 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.temperature !== void 0) {
      let data2 = data.temperature;
      if (!(typeof data2 == "number")) {
        const err2 = { instancePath: instancePath + "/temperature", schemaPath: "#/properties/temperature/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.temperature.type, parentSchema: schema31.properties.temperature, data: data2 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.top_p !== void 0) {
      let data3 = data.top_p;
      if (!(typeof data3 == "number")) {
        const err3 = { instancePath: instancePath + "/top_p", schemaPath: "#/properties/top_p/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.top_p.type, parentSchema: schema31.properties.top_p, data: data3 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.prompt !== void 0) {
      let data4 = data.prompt;
      if (typeof data4 !== "string") {
        const err4 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.prompt.type, parentSchema: schema31.properties.prompt, data: data4 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tools !== void 0) {
      let data5 = data.tools;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key0 in data5) {
          let data6 = data5[key0];
          if (typeof data6 !== "boolean") {
            const err5 = { instancePath: instancePath + "/tools/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tools.additionalProperties.type, parentSchema: schema31.properties.tools.additionalProperties, data: data6 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data5 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.disable !== void 0) {
      let data7 = data.disable;
      if (typeof data7 !== "boolean") {
        const err7 = { instancePath: instancePath + "/disable", schemaPath: "#/properties/disable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.disable.type, parentSchema: schema31.properties.disable, data: data7 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data8 = data.description;
      if (typeof data8 !== "string") {
        const err8 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.description.type, parentSchema: schema31.properties.description, data: data8 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data9 = data.mode;
      if (!(data9 === "subagent" || data9 === "primary" || data9 === "all")) {
        const err9 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data9 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.hidden !== void 0) {
      let data10 = data.hidden;
      if (typeof data10 !== "boolean") {
        const err10 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.hidden.type, parentSchema: schema31.properties.hidden, data: data10 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.options !== void 0) {
      let data11 = data.options;
      if (!(data11 && typeof data11 == "object" && !Array.isArray(data11))) {
        const err11 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.options.type, parentSchema: schema31.properties.options, data: data11 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.color !== void 0) {
      let data12 = data.color;
      const _errs27 = errors;
      let valid2 = false;
      const _errs28 = errors;
      if (typeof data12 === "string") {
        if (!pattern4.test(data12)) {
          const err12 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/0/pattern", keyword: "pattern", params: { pattern: "^#[0-9a-fA-F]{6}$" }, message: 'must match pattern "^#[0-9a-fA-F]{6}$"', schema: "^#[0-9a-fA-F]{6}$", parentSchema: schema31.properties.color.anyOf[0], data: data12 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.color.anyOf[0].type, parentSchema: schema31.properties.color.anyOf[0], data: data12 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs28 === errors;
      valid2 = valid2 || _valid0;
      const _errs30 = errors;
      if (!(data12 === "primary" || data12 === "secondary" || data12 === "accent" || data12 === "success" || data12 === "warning" || data12 === "error" || data12 === "info")) {
        const err14 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf/1/enum", keyword: "enum", params: { allowedValues: schema31.properties.color.anyOf[1].enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.color.anyOf[1].enum, parentSchema: schema31.properties.color.anyOf[1], data: data12 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      var _valid0 = _errs30 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err15 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.color.anyOf, parentSchema: schema31.properties.color, data: data12 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      } else {
        errors = _errs27;
        if (vErrors !== null) {
          if (_errs27) {
            vErrors.length = _errs27;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.steps !== void 0) {
      let data13 = data.steps;
      if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)))) {
        const err16 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.steps.type, parentSchema: schema31.properties.steps, data: data13 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (typeof data13 == "number") {
        if (data13 < 1 || isNaN(data13)) {
          const err17 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.steps, data: data13 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.maxSteps !== void 0) {
      let data14 = data.maxSteps;
      if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)))) {
        const err18 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.maxSteps.type, parentSchema: schema31.properties.maxSteps, data: data14 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data14 == "number") {
        if (data14 < 1 || isNaN(data14)) {
          const err19 = { instancePath: instancePath + "/maxSteps", schemaPath: "#/properties/maxSteps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema31.properties.maxSteps, data: data14 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.permission !== void 0) {
      if (!validate21(data.permission, { instancePath: instancePath + "/permission", parentData: data, parentDataProperty: "permission", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "c83da2863b29977c5d466e2325d038caab689c396c3c63aac974104fc9ad3500";
