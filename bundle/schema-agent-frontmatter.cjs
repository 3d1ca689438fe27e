"use strict";

// dist/schemas/agent-frontmatter.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/agent-frontmatter.schema.json", "title": "Markdown agent frontmatter (obukhovaa/opencode fork)", "description": "YAML frontmatter of a markdown agent file in .opencode/agents/*.md, .agents/types/*.md or an agentPaths directory (runtime-fork.md \xA73.3). Keys are matched exactly and case-sensitively by yaml.v3; unknown keys are silently ignored by the runtime.", "type": ["object", "null"], "additionalProperties": false, "properties": { "name": { "description": "Display name. Defaults to the ID (file basename minus .md); does not change the ID.", "type": ["string", "number", "boolean", "null"] }, "description": { "description": "When to use the agent.", "type": ["string", "number", "boolean", "null"] }, "mode": { "description": "agent (primary agent), subagent, or primary (rewritten to agent). Empty or absent means subagent; any other value is kept verbatim and leaves the agent out of both mode lists.", "type": ["string", "null"], "enum": ["agent", "subagent", "primary", null] }, "native": { "description": "Marks a global agent as native, so later global files with its ID merge into it.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "hidden": { "description": "Hide the agent from mode lists (only true is applied in a merge).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "disabled": { "description": "Remove the agent from the registry (only true is applied in a merge).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "parallelToolUse": { "description": "Allow parallel tool calls.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] }, "color": { "description": "Display colour.", "type": ["string", "number", "boolean", "null"] }, "model": { "description": "Model ID. Overridden by any agents.<id> entry in .opencode.json, and always for builtin agents once a provider credential exists (U20).", "type": ["string", "number", "boolean", "null"] }, "reasoningEffort": { "description": "Reasoning effort; not copied when merging into an existing agent.", "type": ["string", "number", "boolean", "null"] }, "maxTokens": { "description": "Maximum output tokens; not copied when merging into an existing agent.", "type": ["integer", "null"] }, "maxTurns": { "description": "Maximum turns (applied when > 0).", "type": ["integer", "null"] }, "taskBudget": { "description": "Task budget (applied when > 0).", "type": ["integer", "null"] }, "langfusePromptPath": { "description": "Langfuse prompt path; mutually exclusive with a non-empty body.", "type": ["string", "number", "boolean", "null"] }, "langfusePromptLabel": { "description": "Langfuse prompt label.", "type": ["string", "number", "boolean", "null"] }, "structOutputSchemaDelivery": { "description": "How the output schema is delivered.", "type": ["string", "null"], "enum": ["message", "tool", "", null] }, "skills": { "description": "Skill names (deduplicated).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "allowTools": { "description": "Allow-list of tools. Mutually exclusive with a non-empty tools map; [] leaves allow-list mode off (every tool enabled).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "permission": { "description": "Tool \u2192 action string or pattern map.", "type": ["object", "null"] }, "tools": { "description": "Tool name or pattern \u2192 enabled (deny-list).", "type": ["object", "null"], "additionalProperties": { "description": "Boolean. yaml.v3 also accepts the YAML 1.1 words (yes/no/on/off/y/n) in any of their three spellings.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } }, "deferredTools": { "description": "Tool pattern \u2192 deferred.", "type": ["object", "null"], "additionalProperties": { "description": "Boolean. yaml.v3 also accepts the YAML 1.1 words (yes/no/on/off/y/n) in any of their three spellings.", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } }, "output": { "description": "Structured output.", "type": ["object", "null"], "additionalProperties": false, "properties": { "schema": { "description": "JSON Schema of the output.", "type": ["object", "null"] } } }, "context": { "description": "Scoped context layer of the agent (runtime-fork.md \xA75). {} or a context with only unknown keys declares no layer but still replaces an inherited context.", "type": ["object", "null"], "additionalProperties": false, "properties": { "paths": { "description": "Context entries (files, directories with a trailing /, ${\u2026} tokens). Must be a YAML sequence; [] is declared (empty).", "type": ["array", "null"], "items": { "type": ["string", "number", "boolean", "null"] } }, "mode": { "description": "replace (default) or append; any other value falls back to append with a warning.", "type": ["string", "number", "boolean", "null"] }, "nested": { "description": "Progressive disclosure of nested context files (default true).", "enum": [true, false, null, "y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"] } } } } };
var func1 = Object.prototype.hasOwnProperty;
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
      if (!func1.call(schema31.properties, key0)) {
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
      if (typeof data0 !== "string" && !(typeof data0 == "number") && typeof data0 !== "boolean" && data0 !== null) {
        const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: schema31.properties.name.type }, message: "must be string,number,boolean,null", schema: schema31.properties.name.type, parentSchema: schema31.properties.name, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string" && !(typeof data1 == "number") && typeof data1 !== "boolean" && data1 !== null) {
        const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: schema31.properties.description.type }, message: "must be string,number,boolean,null", schema: schema31.properties.description.type, parentSchema: schema31.properties.description, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data2 = data.mode;
      if (typeof data2 !== "string" && data2 !== null) {
        const err4 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: schema31.properties.mode.type }, message: "must be string,null", schema: schema31.properties.mode.type, parentSchema: schema31.properties.mode, data: data2 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data2 === "agent" || data2 === "subagent" || data2 === "primary" || data2 === null)) {
        const err5 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.native !== void 0) {
      let data3 = data.native;
      if (!(data3 === true || data3 === false || data3 === null || data3 === "y" || data3 === "Y" || data3 === "yes" || data3 === "Yes" || data3 === "YES" || data3 === "on" || data3 === "On" || data3 === "ON" || data3 === "n" || data3 === "N" || data3 === "no" || data3 === "No" || data3 === "NO" || data3 === "off" || data3 === "Off" || data3 === "OFF")) {
        const err6 = { instancePath: instancePath + "/native", schemaPath: "#/properties/native/enum", keyword: "enum", params: { allowedValues: schema31.properties.native.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.native.enum, parentSchema: schema31.properties.native, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.hidden !== void 0) {
      let data4 = data.hidden;
      if (!(data4 === true || data4 === false || data4 === null || data4 === "y" || data4 === "Y" || data4 === "yes" || data4 === "Yes" || data4 === "YES" || data4 === "on" || data4 === "On" || data4 === "ON" || data4 === "n" || data4 === "N" || data4 === "no" || data4 === "No" || data4 === "NO" || data4 === "off" || data4 === "Off" || data4 === "OFF")) {
        const err7 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/enum", keyword: "enum", params: { allowedValues: schema31.properties.hidden.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.hidden.enum, parentSchema: schema31.properties.hidden, data: data4 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.disabled !== void 0) {
      let data5 = data.disabled;
      if (!(data5 === true || data5 === false || data5 === null || data5 === "y" || data5 === "Y" || data5 === "yes" || data5 === "Yes" || data5 === "YES" || data5 === "on" || data5 === "On" || data5 === "ON" || data5 === "n" || data5 === "N" || data5 === "no" || data5 === "No" || data5 === "NO" || data5 === "off" || data5 === "Off" || data5 === "OFF")) {
        const err8 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/enum", keyword: "enum", params: { allowedValues: schema31.properties.disabled.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.disabled.enum, parentSchema: schema31.properties.disabled, data: data5 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.parallelToolUse !== void 0) {
      let data6 = data.parallelToolUse;
      if (!(data6 === true || data6 === false || data6 === null || data6 === "y" || data6 === "Y" || data6 === "yes" || data6 === "Yes" || data6 === "YES" || data6 === "on" || data6 === "On" || data6 === "ON" || data6 === "n" || data6 === "N" || data6 === "no" || data6 === "No" || data6 === "NO" || data6 === "off" || data6 === "Off" || data6 === "OFF")) {
        const err9 = { instancePath: instancePath + "/parallelToolUse", schemaPath: "#/properties/parallelToolUse/enum", keyword: "enum", params: { allowedValues: schema31.properties.parallelToolUse.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.parallelToolUse.enum, parentSchema: schema31.properties.parallelToolUse, data: data6 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.color !== void 0) {
      let data7 = data.color;
      if (typeof data7 !== "string" && !(typeof data7 == "number") && typeof data7 !== "boolean" && data7 !== null) {
        const err10 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: schema31.properties.color.type }, message: "must be string,number,boolean,null", schema: schema31.properties.color.type, parentSchema: schema31.properties.color, data: data7 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data8 = data.model;
      if (typeof data8 !== "string" && !(typeof data8 == "number") && typeof data8 !== "boolean" && data8 !== null) {
        const err11 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: schema31.properties.model.type }, message: "must be string,number,boolean,null", schema: schema31.properties.model.type, parentSchema: schema31.properties.model, data: data8 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.reasoningEffort !== void 0) {
      let data9 = data.reasoningEffort;
      if (typeof data9 !== "string" && !(typeof data9 == "number") && typeof data9 !== "boolean" && data9 !== null) {
        const err12 = { instancePath: instancePath + "/reasoningEffort", schemaPath: "#/properties/reasoningEffort/type", keyword: "type", params: { type: schema31.properties.reasoningEffort.type }, message: "must be string,number,boolean,null", schema: schema31.properties.reasoningEffort.type, parentSchema: schema31.properties.reasoningEffort, data: data9 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.maxTokens !== void 0) {
      let data10 = data.maxTokens;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10))) && data10 !== null) {
        const err13 = { instancePath: instancePath + "/maxTokens", schemaPath: "#/properties/maxTokens/type", keyword: "type", params: { type: schema31.properties.maxTokens.type }, message: "must be integer,null", schema: schema31.properties.maxTokens.type, parentSchema: schema31.properties.maxTokens, data: data10 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.maxTurns !== void 0) {
      let data11 = data.maxTurns;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11))) && data11 !== null) {
        const err14 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: schema31.properties.maxTurns.type }, message: "must be integer,null", schema: schema31.properties.maxTurns.type, parentSchema: schema31.properties.maxTurns, data: data11 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.taskBudget !== void 0) {
      let data12 = data.taskBudget;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12))) && data12 !== null) {
        const err15 = { instancePath: instancePath + "/taskBudget", schemaPath: "#/properties/taskBudget/type", keyword: "type", params: { type: schema31.properties.taskBudget.type }, message: "must be integer,null", schema: schema31.properties.taskBudget.type, parentSchema: schema31.properties.taskBudget, data: data12 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.langfusePromptPath !== void 0) {
      let data13 = data.langfusePromptPath;
      if (typeof data13 !== "string" && !(typeof data13 == "number") && typeof data13 !== "boolean" && data13 !== null) {
        const err16 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/properties/langfusePromptPath/type", keyword: "type", params: { type: schema31.properties.langfusePromptPath.type }, message: "must be string,number,boolean,null", schema: schema31.properties.langfusePromptPath.type, parentSchema: schema31.properties.langfusePromptPath, data: data13 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.langfusePromptLabel !== void 0) {
      let data14 = data.langfusePromptLabel;
      if (typeof data14 !== "string" && !(typeof data14 == "number") && typeof data14 !== "boolean" && data14 !== null) {
        const err17 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/properties/langfusePromptLabel/type", keyword: "type", params: { type: schema31.properties.langfusePromptLabel.type }, message: "must be string,number,boolean,null", schema: schema31.properties.langfusePromptLabel.type, parentSchema: schema31.properties.langfusePromptLabel, data: data14 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.structOutputSchemaDelivery !== void 0) {
      let data15 = data.structOutputSchemaDelivery;
      if (typeof data15 !== "string" && data15 !== null) {
        const err18 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: schema31.properties.structOutputSchemaDelivery.type }, message: "must be string,null", schema: schema31.properties.structOutputSchemaDelivery.type, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data15 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data15 === "message" || data15 === "tool" || data15 === "" || data15 === null)) {
        const err19 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/enum", keyword: "enum", params: { allowedValues: schema31.properties.structOutputSchemaDelivery.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.structOutputSchemaDelivery.enum, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data15 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.skills !== void 0) {
      let data16 = data.skills;
      if (!Array.isArray(data16) && data16 !== null) {
        const err20 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: schema31.properties.skills.type }, message: "must be array,null", schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data16 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (Array.isArray(data16)) {
        const len0 = data16.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data17 = data16[i0];
          if (typeof data17 !== "string" && !(typeof data17 == "number") && typeof data17 !== "boolean" && data17 !== null) {
            const err21 = { instancePath: instancePath + "/skills/" + i0, schemaPath: "#/properties/skills/items/type", keyword: "type", params: { type: schema31.properties.skills.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.skills.items.type, parentSchema: schema31.properties.skills.items, data: data17 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      }
    }
    if (data.allowTools !== void 0) {
      let data18 = data.allowTools;
      if (!Array.isArray(data18) && data18 !== null) {
        const err22 = { instancePath: instancePath + "/allowTools", schemaPath: "#/properties/allowTools/type", keyword: "type", params: { type: schema31.properties.allowTools.type }, message: "must be array,null", schema: schema31.properties.allowTools.type, parentSchema: schema31.properties.allowTools, data: data18 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (Array.isArray(data18)) {
        const len1 = data18.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data19 = data18[i1];
          if (typeof data19 !== "string" && !(typeof data19 == "number") && typeof data19 !== "boolean" && data19 !== null) {
            const err23 = { instancePath: instancePath + "/allowTools/" + i1, schemaPath: "#/properties/allowTools/items/type", keyword: "type", params: { type: schema31.properties.allowTools.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.allowTools.items.type, parentSchema: schema31.properties.allowTools.items, data: data19 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      }
    }
    if (data.permission !== void 0) {
      let data20 = data.permission;
      if (!(data20 && typeof data20 == "object" && !Array.isArray(data20)) && data20 !== null) {
        const err24 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: schema31.properties.permission.type }, message: "must be object,null", schema: schema31.properties.permission.type, parentSchema: schema31.properties.permission, data: data20 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.tools !== void 0) {
      let data21 = data.tools;
      if (!(data21 && typeof data21 == "object" && !Array.isArray(data21)) && data21 !== null) {
        const err25 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: schema31.properties.tools.type }, message: "must be object,null", schema: schema31.properties.tools.type, parentSchema: schema31.properties.tools, data: data21 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key1 in data21) {
          let data22 = data21[key1];
          if (!(data22 === true || data22 === false || data22 === null || data22 === "y" || data22 === "Y" || data22 === "yes" || data22 === "Yes" || data22 === "YES" || data22 === "on" || data22 === "On" || data22 === "ON" || data22 === "n" || data22 === "N" || data22 === "no" || data22 === "No" || data22 === "NO" || data22 === "off" || data22 === "Off" || data22 === "OFF")) {
            const err26 = { instancePath: instancePath + "/tools/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema31.properties.tools.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.tools.additionalProperties.enum, parentSchema: schema31.properties.tools.additionalProperties, data: data22 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      }
    }
    if (data.deferredTools !== void 0) {
      let data23 = data.deferredTools;
      if (!(data23 && typeof data23 == "object" && !Array.isArray(data23)) && data23 !== null) {
        const err27 = { instancePath: instancePath + "/deferredTools", schemaPath: "#/properties/deferredTools/type", keyword: "type", params: { type: schema31.properties.deferredTools.type }, message: "must be object,null", schema: schema31.properties.deferredTools.type, parentSchema: schema31.properties.deferredTools, data: data23 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
        for (const key2 in data23) {
          let data24 = data23[key2];
          if (!(data24 === true || data24 === false || data24 === null || data24 === "y" || data24 === "Y" || data24 === "yes" || data24 === "Yes" || data24 === "YES" || data24 === "on" || data24 === "On" || data24 === "ON" || data24 === "n" || data24 === "N" || data24 === "no" || data24 === "No" || data24 === "NO" || data24 === "off" || data24 === "Off" || data24 === "OFF")) {
            const err28 = { instancePath: instancePath + "/deferredTools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deferredTools/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema31.properties.deferredTools.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.deferredTools.additionalProperties.enum, parentSchema: schema31.properties.deferredTools.additionalProperties, data: data24 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      }
    }
    if (data.output !== void 0) {
      let data25 = data.output;
      if (!(data25 && typeof data25 == "object" && !Array.isArray(data25)) && data25 !== null) {
        const err29 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/type", keyword: "type", params: { type: schema31.properties.output.type }, message: "must be object,null", schema: schema31.properties.output.type, parentSchema: schema31.properties.output, data: data25 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
        for (const key3 in data25) {
          if (!(key3 === "schema")) {
            const err30 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.output, data: data25 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data25.schema !== void 0) {
          let data26 = data25.schema;
          if (!(data26 && typeof data26 == "object" && !Array.isArray(data26)) && data26 !== null) {
            const err31 = { instancePath: instancePath + "/output/schema", schemaPath: "#/properties/output/properties/schema/type", keyword: "type", params: { type: schema31.properties.output.properties.schema.type }, message: "must be object,null", schema: schema31.properties.output.properties.schema.type, parentSchema: schema31.properties.output.properties.schema, data: data26 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      }
    }
    if (data.context !== void 0) {
      let data27 = data.context;
      if (!(data27 && typeof data27 == "object" && !Array.isArray(data27)) && data27 !== null) {
        const err32 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: schema31.properties.context.type }, message: "must be object,null", schema: schema31.properties.context.type, parentSchema: schema31.properties.context, data: data27 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        for (const key4 in data27) {
          if (!(key4 === "paths" || key4 === "mode" || key4 === "nested")) {
            const err33 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.context, data: data27 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data27.paths !== void 0) {
          let data28 = data27.paths;
          if (!Array.isArray(data28) && data28 !== null) {
            const err34 = { instancePath: instancePath + "/context/paths", schemaPath: "#/properties/context/properties/paths/type", keyword: "type", params: { type: schema31.properties.context.properties.paths.type }, message: "must be array,null", schema: schema31.properties.context.properties.paths.type, parentSchema: schema31.properties.context.properties.paths, data: data28 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (Array.isArray(data28)) {
            const len2 = data28.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data29 = data28[i2];
              if (typeof data29 !== "string" && !(typeof data29 == "number") && typeof data29 !== "boolean" && data29 !== null) {
                const err35 = { instancePath: instancePath + "/context/paths/" + i2, schemaPath: "#/properties/context/properties/paths/items/type", keyword: "type", params: { type: schema31.properties.context.properties.paths.items.type }, message: "must be string,number,boolean,null", schema: schema31.properties.context.properties.paths.items.type, parentSchema: schema31.properties.context.properties.paths.items, data: data29 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          }
        }
        if (data27.mode !== void 0) {
          let data30 = data27.mode;
          if (typeof data30 !== "string" && !(typeof data30 == "number") && typeof data30 !== "boolean" && data30 !== null) {
            const err36 = { instancePath: instancePath + "/context/mode", schemaPath: "#/properties/context/properties/mode/type", keyword: "type", params: { type: schema31.properties.context.properties.mode.type }, message: "must be string,number,boolean,null", schema: schema31.properties.context.properties.mode.type, parentSchema: schema31.properties.context.properties.mode, data: data30 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data27.nested !== void 0) {
          let data31 = data27.nested;
          if (!(data31 === true || data31 === false || data31 === null || data31 === "y" || data31 === "Y" || data31 === "yes" || data31 === "Yes" || data31 === "YES" || data31 === "on" || data31 === "On" || data31 === "ON" || data31 === "n" || data31 === "N" || data31 === "no" || data31 === "No" || data31 === "NO" || data31 === "off" || data31 === "Off" || data31 === "OFF")) {
            const err37 = { instancePath: instancePath + "/context/nested", schemaPath: "#/properties/context/properties/nested/enum", keyword: "enum", params: { allowedValues: schema31.properties.context.properties.nested.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.context.properties.nested.enum, parentSchema: schema31.properties.context.properties.nested, data: data31 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      }
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "361f898d77cbce8204dfb2d7b77b61a0dfeb8465f3e486ddd08bd9da39119f22";
