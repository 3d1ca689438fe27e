"use strict";

// dist/schemas/opencode-json.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-json.schema.json", "title": "opencode.json / opencode.jsonc of mainstream OpenCode 1.18 (V1), as far as context and agents go", "description": "Types the keys that decide context and agents (docs/runtimes/opencode.md \xA75.6); any other key is allowed here and judged by ctxlens's rules (the runtime drops unknown keys silently). Each `agent`/`mode`/`agents` entry is validated with opencode-agent.schema.json.", "type": "object", "properties": { "$schema": { "type": "string" }, "instructions": { "type": "array", "items": { "type": "string" }, "description": "Extra instruction files: paths, globs, ~/ paths, http(s) URLs." }, "agent": { "type": "object", "additionalProperties": { "type": "object" }, "description": "Agent ID -> agent settings (opencode-agent.schema.json)." }, "agents": { "type": "object", "additionalProperties": { "type": "object" }, "description": "V2 spelling, accepted by 1.18: entries take V2 keys (system, not prompt) and are lowered into agent." }, "mode": { "type": "object", "additionalProperties": { "type": "object" }, "description": "Deprecated: use agent; entries become primary agents." }, "default_agent": { "type": "string" }, "permission": { "$ref": "#/$defs/permission" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" }, "description": "Legacy: converted to permissions." }, "skills": { "anyOf": [{ "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "urls": { "type": "array", "items": { "type": "string" } } } }, { "type": "array", "items": { "type": "string" }, "description": "V2 flat list, lowered by 1.18 into paths and urls (observed)." }] }, "reference": { "type": "object" }, "references": { "type": "object", "description": "V2 spelling, kept by 1.18." }, "command": { "type": "object", "additionalProperties": { "type": "object" } }, "plugin": { "type": "array" }, "provider": { "type": "object" }, "mcp": { "type": "object" }, "model": { "anyOf": [{ "type": "string" }, { "type": "object", "description": "V2 model selection, lowered by 1.18." }] }, "small_model": { "type": "string" }, "share": { "enum": ["manual", "auto", "disabled"] }, "autoshare": { "type": "boolean" }, "autoupdate": { "anyOf": [{ "type": "boolean" }, { "const": "notify" }] }, "snapshot": { "type": "boolean" }, "username": { "type": "string" }, "shell": { "type": "string" }, "logLevel": { "enum": ["DEBUG", "INFO", "WARN", "ERROR"] }, "disabled_providers": { "type": "array", "items": { "type": "string" } }, "enabled_providers": { "type": "array", "items": { "type": "string" } }, "layout": {}, "theme": { "description": "Legacy: migrated to tui.json." }, "keybinds": { "description": "Legacy: migrated to tui.json." }, "tui": { "description": "Legacy: migrated to tui.json." }, "server": {}, "watcher": {}, "formatter": {}, "lsp": {}, "compaction": {}, "experimental": {}, "attachment": {}, "enterprise": {}, "tool_output": {}, "commands": {}, "snapshots": {}, "media": {}, "subagent_depth": { "type": "integer", "minimum": 0 } }, "additionalProperties": true, "$defs": { "action": { "enum": ["ask", "allow", "deny"] }, "rule": { "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "additionalProperties": { "$ref": "#/$defs/action" } }] }, "permission": { "description": "V1 permission map: an action for every tool, or tool -> action / {pattern -> action}. Key order is kept: the last matching rule wins (docs/runtimes/opencode.md \xA75.5).", "anyOf": [{ "$ref": "#/$defs/action" }, { "type": "object", "properties": { "read": { "$ref": "#/$defs/rule" }, "edit": { "$ref": "#/$defs/rule" }, "glob": { "$ref": "#/$defs/rule" }, "grep": { "$ref": "#/$defs/rule" }, "list": { "$ref": "#/$defs/rule" }, "bash": { "$ref": "#/$defs/rule" }, "task": { "$ref": "#/$defs/rule" }, "external_directory": { "$ref": "#/$defs/rule" }, "lsp": { "$ref": "#/$defs/rule" }, "skill": { "$ref": "#/$defs/rule" }, "question": { "$ref": "#/$defs/action" }, "webfetch": { "$ref": "#/$defs/action" }, "websearch": { "$ref": "#/$defs/action" }, "doom_loop": { "$ref": "#/$defs/action" } }, "additionalProperties": { "$ref": "#/$defs/rule" } }] } } };
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
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err0 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.instructions !== void 0) {
      let data1 = data.instructions;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err1 = { instancePath: instancePath + "/instructions/" + i0, schemaPath: "#/properties/instructions/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.instructions.items.type, parentSchema: schema31.properties.instructions.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/instructions", schemaPath: "#/properties/instructions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.instructions.type, parentSchema: schema31.properties.instructions, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.agent !== void 0) {
      let data3 = data.agent;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        for (const key0 in data3) {
          let data4 = data3[key0];
          if (!(data4 && typeof data4 == "object" && !Array.isArray(data4))) {
            const err3 = { instancePath: instancePath + "/agent/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agent/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agent.additionalProperties.type, parentSchema: schema31.properties.agent.additionalProperties, data: data4 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/agent", schemaPath: "#/properties/agent/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agent.type, parentSchema: schema31.properties.agent, data: data3 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.agents !== void 0) {
      let data5 = data.agents;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          let data6 = data5[key1];
          if (!(data6 && typeof data6 == "object" && !Array.isArray(data6))) {
            const err5 = { instancePath: instancePath + "/agents/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/agents/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.additionalProperties.type, parentSchema: schema31.properties.agents.additionalProperties, data: data6 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/agents", schemaPath: "#/properties/agents/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.type, parentSchema: schema31.properties.agents, data: data5 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data7 = data.mode;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key2 in data7) {
          let data8 = data7[key2];
          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
            const err7 = { instancePath: instancePath + "/mode/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mode/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mode.additionalProperties.type, parentSchema: schema31.properties.mode.additionalProperties, data: data8 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mode.type, parentSchema: schema31.properties.mode, data: data7 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.default_agent !== void 0) {
      let data9 = data.default_agent;
      if (typeof data9 !== "string") {
        const err9 = { instancePath: instancePath + "/default_agent", schemaPath: "#/properties/default_agent/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.default_agent.type, parentSchema: schema31.properties.default_agent, data: data9 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.permission !== void 0) {
      if (!validate21(data.permission, { instancePath: instancePath + "/permission", parentData: data, parentDataProperty: "permission", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.tools !== void 0) {
      let data11 = data.tools;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key3 in data11) {
          let data12 = data11[key3];
          if (typeof data12 !== "boolean") {
            const err10 = { instancePath: instancePath + "/tools/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tools.additionalProperties.type, parentSchema: schema31.properties.tools.additionalProperties, data: data12 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data11 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.skills !== void 0) {
      let data13 = data.skills;
      const _errs32 = errors;
      let valid7 = false;
      const _errs33 = errors;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.paths !== void 0) {
          let data14 = data13.paths;
          if (Array.isArray(data14)) {
            const len1 = data14.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data15 = data14[i1];
              if (typeof data15 !== "string") {
                const err12 = { instancePath: instancePath + "/skills/paths/" + i1, schemaPath: "#/properties/skills/anyOf/0/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[0].properties.paths.items.type, parentSchema: schema31.properties.skills.anyOf[0].properties.paths.items, data: data15 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/skills/paths", schemaPath: "#/properties/skills/anyOf/0/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[0].properties.paths.type, parentSchema: schema31.properties.skills.anyOf[0].properties.paths, data: data14 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data13.urls !== void 0) {
          let data16 = data13.urls;
          if (Array.isArray(data16)) {
            const len2 = data16.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data17 = data16[i2];
              if (typeof data17 !== "string") {
                const err14 = { instancePath: instancePath + "/skills/urls/" + i2, schemaPath: "#/properties/skills/anyOf/0/properties/urls/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[0].properties.urls.items.type, parentSchema: schema31.properties.skills.anyOf[0].properties.urls.items, data: data17 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/skills/urls", schemaPath: "#/properties/skills/anyOf/0/properties/urls/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[0].properties.urls.type, parentSchema: schema31.properties.skills.anyOf[0].properties.urls, data: data16 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.skills.anyOf[0].type, parentSchema: schema31.properties.skills.anyOf[0], data: data13 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      var _valid0 = _errs33 === errors;
      valid7 = valid7 || _valid0;
      if (_valid0) {
        var props1 = {};
        props1.paths = true;
        props1.urls = true;
      }
      const _errs43 = errors;
      if (Array.isArray(data13)) {
        const len3 = data13.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data18 = data13[i3];
          if (typeof data18 !== "string") {
            const err17 = { instancePath: instancePath + "/skills/" + i3, schemaPath: "#/properties/skills/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.anyOf[1].items.type, parentSchema: schema31.properties.skills.anyOf[1].items, data: data18 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.anyOf[1].type, parentSchema: schema31.properties.skills.anyOf[1], data: data13 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs43 === errors;
      valid7 = valid7 || _valid0;
      if (!valid7) {
        const err19 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.skills.anyOf, parentSchema: schema31.properties.skills, data: data13 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      } else {
        errors = _errs32;
        if (vErrors !== null) {
          if (_errs32) {
            vErrors.length = _errs32;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.reference !== void 0) {
      let data19 = data.reference;
      if (!(data19 && typeof data19 == "object" && !Array.isArray(data19))) {
        const err20 = { instancePath: instancePath + "/reference", schemaPath: "#/properties/reference/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.reference.type, parentSchema: schema31.properties.reference, data: data19 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.references !== void 0) {
      let data20 = data.references;
      if (!(data20 && typeof data20 == "object" && !Array.isArray(data20))) {
        const err21 = { instancePath: instancePath + "/references", schemaPath: "#/properties/references/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.references.type, parentSchema: schema31.properties.references, data: data20 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.command !== void 0) {
      let data21 = data.command;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key4 in data21) {
          let data22 = data21[key4];
          if (!(data22 && typeof data22 == "object" && !Array.isArray(data22))) {
            const err22 = { instancePath: instancePath + "/command/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/command/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.command.additionalProperties.type, parentSchema: schema31.properties.command.additionalProperties, data: data22 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.command.type, parentSchema: schema31.properties.command, data: data21 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.plugin !== void 0) {
      let data23 = data.plugin;
      if (!Array.isArray(data23)) {
        const err24 = { instancePath: instancePath + "/plugin", schemaPath: "#/properties/plugin/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.plugin.type, parentSchema: schema31.properties.plugin, data: data23 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.provider !== void 0) {
      let data24 = data.provider;
      if (!(data24 && typeof data24 == "object" && !Array.isArray(data24))) {
        const err25 = { instancePath: instancePath + "/provider", schemaPath: "#/properties/provider/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.provider.type, parentSchema: schema31.properties.provider, data: data24 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.mcp !== void 0) {
      let data25 = data.mcp;
      if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
        const err26 = { instancePath: instancePath + "/mcp", schemaPath: "#/properties/mcp/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcp.type, parentSchema: schema31.properties.mcp, data: data25 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data26 = data.model;
      const _errs63 = errors;
      let valid16 = false;
      const _errs64 = errors;
      if (typeof data26 !== "string") {
        const err27 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.model.anyOf[0].type, parentSchema: schema31.properties.model.anyOf[0], data: data26 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      var _valid1 = _errs64 === errors;
      valid16 = valid16 || _valid1;
      const _errs66 = errors;
      if (!(data26 && typeof data26 == "object" && !Array.isArray(data26))) {
        const err28 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.model.anyOf[1].type, parentSchema: schema31.properties.model.anyOf[1], data: data26 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      var _valid1 = _errs66 === errors;
      valid16 = valid16 || _valid1;
      if (!valid16) {
        const err29 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.model.anyOf, parentSchema: schema31.properties.model, data: data26 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs63;
        if (vErrors !== null) {
          if (_errs63) {
            vErrors.length = _errs63;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.small_model !== void 0) {
      let data27 = data.small_model;
      if (typeof data27 !== "string") {
        const err30 = { instancePath: instancePath + "/small_model", schemaPath: "#/properties/small_model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.small_model.type, parentSchema: schema31.properties.small_model, data: data27 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.share !== void 0) {
      let data28 = data.share;
      if (!(data28 === "manual" || data28 === "auto" || data28 === "disabled")) {
        const err31 = { instancePath: instancePath + "/share", schemaPath: "#/properties/share/enum", keyword: "enum", params: { allowedValues: schema31.properties.share.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.share.enum, parentSchema: schema31.properties.share, data: data28 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.autoshare !== void 0) {
      let data29 = data.autoshare;
      if (typeof data29 !== "boolean") {
        const err32 = { instancePath: instancePath + "/autoshare", schemaPath: "#/properties/autoshare/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoshare.type, parentSchema: schema31.properties.autoshare, data: data29 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.autoupdate !== void 0) {
      let data30 = data.autoupdate;
      const _errs74 = errors;
      let valid17 = false;
      const _errs75 = errors;
      if (typeof data30 !== "boolean") {
        const err33 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoupdate.anyOf[0].type, parentSchema: schema31.properties.autoupdate.anyOf[0], data: data30 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      var _valid2 = _errs75 === errors;
      valid17 = valid17 || _valid2;
      const _errs77 = errors;
      if ("notify" !== data30) {
        const err34 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf/1/const", keyword: "const", params: { allowedValue: "notify" }, message: "must be equal to constant", schema: "notify", parentSchema: schema31.properties.autoupdate.anyOf[1], data: data30 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      var _valid2 = _errs77 === errors;
      valid17 = valid17 || _valid2;
      if (!valid17) {
        const err35 = { instancePath: instancePath + "/autoupdate", schemaPath: "#/properties/autoupdate/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.autoupdate.anyOf, parentSchema: schema31.properties.autoupdate, data: data30 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      } else {
        errors = _errs74;
        if (vErrors !== null) {
          if (_errs74) {
            vErrors.length = _errs74;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.snapshot !== void 0) {
      let data31 = data.snapshot;
      if (typeof data31 !== "boolean") {
        const err36 = { instancePath: instancePath + "/snapshot", schemaPath: "#/properties/snapshot/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.snapshot.type, parentSchema: schema31.properties.snapshot, data: data31 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.username !== void 0) {
      let data32 = data.username;
      if (typeof data32 !== "string") {
        const err37 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.username.type, parentSchema: schema31.properties.username, data: data32 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.shell !== void 0) {
      let data33 = data.shell;
      if (typeof data33 !== "string") {
        const err38 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.type, parentSchema: schema31.properties.shell, data: data33 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.logLevel !== void 0) {
      let data34 = data.logLevel;
      if (!(data34 === "DEBUG" || data34 === "INFO" || data34 === "WARN" || data34 === "ERROR")) {
        const err39 = { instancePath: instancePath + "/logLevel", schemaPath: "#/properties/logLevel/enum", keyword: "enum", params: { allowedValues: schema31.properties.logLevel.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.logLevel.enum, parentSchema: schema31.properties.logLevel, data: data34 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.disabled_providers !== void 0) {
      let data35 = data.disabled_providers;
      if (Array.isArray(data35)) {
        const len4 = data35.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data36 = data35[i4];
          if (typeof data36 !== "string") {
            const err40 = { instancePath: instancePath + "/disabled_providers/" + i4, schemaPath: "#/properties/disabled_providers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.disabled_providers.items.type, parentSchema: schema31.properties.disabled_providers.items, data: data36 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/disabled_providers", schemaPath: "#/properties/disabled_providers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.disabled_providers.type, parentSchema: schema31.properties.disabled_providers, data: data35 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.enabled_providers !== void 0) {
      let data37 = data.enabled_providers;
      if (Array.isArray(data37)) {
        const len5 = data37.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data38 = data37[i5];
          if (typeof data38 !== "string") {
            const err42 = { instancePath: instancePath + "/enabled_providers/" + i5, schemaPath: "#/properties/enabled_providers/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.enabled_providers.items.type, parentSchema: schema31.properties.enabled_providers.items, data: data38 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/enabled_providers", schemaPath: "#/properties/enabled_providers/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.enabled_providers.type, parentSchema: schema31.properties.enabled_providers, data: data37 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.subagent_depth !== void 0) {
      let data39 = data.subagent_depth;
      if (!(typeof data39 == "number" && (!(data39 % 1) && !isNaN(data39)))) {
        const err44 = { instancePath: instancePath + "/subagent_depth", schemaPath: "#/properties/subagent_depth/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.subagent_depth.type, parentSchema: schema31.properties.subagent_depth, data: data39 };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if (typeof data39 == "number") {
        if (data39 < 0 || isNaN(data39)) {
          const err45 = { instancePath: instancePath + "/subagent_depth", schemaPath: "#/properties/subagent_depth/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema31.properties.subagent_depth, data: data39 };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
    }
  } else {
    const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err46];
    } else {
      vErrors.push(err46);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "0f70d512c46b2e19515f16f7c4926d4f5087ec82dd211a736b0bc75089d699d8";
