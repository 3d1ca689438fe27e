"use strict";

// dist/schemas/opencode-config.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/opencode-config.schema.json", "title": ".opencode.json of the Go fork obukhovaa/opencode, as its loader decodes it", "description": "Validates a key-normalised copy (keys mapped to their canonical spelling, lower-cased map keys, dotted keys split, nulls and empty objects removed), per runtime-fork.md \xA72. Types are the Go target types; weak typing (\xA72.2) is judged by ctxlens, not by this schema.", "type": "object", "properties": { "$schema": { "type": "string", "description": "Editor hint; ignored by the runtime." }, "data": { "type": "object", "properties": { "directory": { "type": "string", "description": "Default .opencode." } }, "additionalProperties": false }, "wd": { "type": "string", "description": "Matches no field: ignored by the runtime (runtime-fork.md \xA72.2)." }, "workingDir": { "type": "string", "description": "Not in the upstream schema; decoded into Config.WorkingDir and replaces W (runtime-fork.md \xA72.2)." }, "mcpServers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "command": { "type": "string" }, "env": { "type": "array", "items": { "type": "string" } }, "args": { "type": "array", "items": { "type": "string" } }, "type": { "type": "string" }, "url": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "peerHeader": { "type": "string" }, "disabled": { "type": "boolean" }, "callToolTimeoutSeconds": { "type": "integer" }, "callToolMaxOutputBytes": { "type": "integer" } }, "additionalProperties": false } }, "providers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "apiKey": { "type": "string" }, "disabled": { "type": "boolean" }, "baseURL": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "type": "string" } }, "metadata": { "type": "object", "properties": { "sessionId": { "type": "string" }, "userId": { "type": "string" }, "tags": { "type": "string" } }, "additionalProperties": false } }, "additionalProperties": false } }, "lsp": { "type": "object", "additionalProperties": { "type": "object", "properties": { "disabled": { "type": "boolean" }, "command": { "type": "string" }, "args": { "type": "array", "items": { "type": "string" } }, "extensions": { "type": "array", "items": { "type": "string" } }, "env": { "type": "object", "additionalProperties": { "type": "string" } }, "initialization": {} }, "additionalProperties": false } }, "agents": { "type": "object", "additionalProperties": { "$ref": "#/$defs/agent" }, "description": "agent name -> agent; names are lower-cased and split at '.' (runtime-fork.md \xA72.2)" }, "debug": { "type": "boolean" }, "debugLSP": { "type": "boolean" }, "contextPaths": { "type": "array", "items": { "type": "string" }, "description": "Global context entries G; default list in runtime-fork.md \xA72.4." }, "agentPaths": { "type": "array", "items": { "type": "string" } }, "flowPaths": { "type": "array", "items": { "type": "string" } }, "tui": { "type": "object", "properties": { "theme": { "type": "string" }, "vimMode": { "type": "boolean" } }, "additionalProperties": false }, "shell": { "type": "object", "properties": { "path": { "type": "string" }, "args": { "type": "array", "items": { "type": "string" } }, "interactive": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "autoCompact": { "type": "boolean" }, "disableLSPDownload": { "type": "boolean" }, "sessionProvider": { "type": "object", "properties": { "type": { "type": "string", "enum": ["sqlite", "mysql"], "description": "Any other value is fatal (runtime-fork.md \xA72.3)." }, "mysql": { "type": "object", "properties": { "dsn": { "type": "string" }, "host": { "type": "string" }, "port": { "type": "integer" }, "database": { "type": "string" }, "username": { "type": "string" }, "password": { "type": "string" }, "maxConnections": { "type": "integer" }, "maxIdleConnections": { "type": "integer" }, "connectionTimeout": { "type": "integer" } }, "additionalProperties": false } }, "additionalProperties": false }, "skills": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "maxDescriptionChars": { "type": "integer" }, "maxListingChars": { "type": "integer" } }, "additionalProperties": false }, "cliTools": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" } }, "disabled": { "type": "boolean" }, "timeout": { "type": "string" }, "maxTimeout": { "type": "string" }, "maxOutputBytes": { "type": "integer" } }, "additionalProperties": false }, "permission": { "type": "object", "properties": { "skill": { "type": "object", "additionalProperties": { "type": "string" } }, "rules": { "type": "object", "additionalProperties": {} } }, "additionalProperties": false, "description": "The struct decodes only skill and rules (runtime-fork.md \xA78 U11)." }, "webSearch": { "type": "object", "properties": { "providers": { "type": "object", "additionalProperties": { "type": "object", "properties": { "baseUrl": { "type": "string" }, "apiKey": { "type": "string" }, "description": { "type": "string" } }, "additionalProperties": false } } }, "additionalProperties": false }, "webFetch": { "type": "object", "properties": { "maxOutputBytes": { "type": "integer" } }, "additionalProperties": false }, "maxTurns": { "type": "integer" }, "structOutputSchemaDelivery": { "type": "string" }, "telemetry": { "type": "object", "properties": { "userId": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } }, "defaultTags": { "type": "array", "items": { "type": "string" } }, "langfuse": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "secretKey": { "type": "string" }, "publicKey": { "type": "string" }, "baseURL": { "type": "string" }, "prompts": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "label": { "type": "string" }, "cacheTTL": { "type": "string" }, "timeout": { "type": "string" }, "warmup": { "type": "boolean" } }, "additionalProperties": false } }, "additionalProperties": false }, "redaction": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "mode": { "type": "string" }, "disableBuiltins": { "type": "array", "items": { "type": "string" } }, "pii": { "type": "boolean" }, "rules": { "type": "array", "items": { "type": "object", "properties": { "name": { "type": "string" }, "pattern": { "type": "string" }, "group": { "type": "integer" }, "replacement": { "type": "string" } }, "additionalProperties": false } }, "allowlist": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "tools": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "logInput": { "type": "array", "items": { "type": "string" } }, "logOutput": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "generations": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "logInput": { "type": "array", "items": { "type": "string" } }, "logOutput": { "type": "array", "items": { "type": "string" } } }, "additionalProperties": false }, "flowArgs": { "type": "array", "items": { "type": "string" } }, "metadataNamespace": { "type": "string" }, "requester": { "type": "string" } }, "additionalProperties": false }, "sessionCleanup": { "type": "object", "properties": { "maxAge": { "type": "string" } }, "additionalProperties": false }, "backgroundTasks": { "type": "object", "properties": { "stallThreshold": { "type": "string" } }, "additionalProperties": false }, "router": { "type": "object", "description": "Bridge configuration; not checked by ctxlens." }, "hooks": { "type": "object", "additionalProperties": { "type": "array" }, "description": "event -> matcher groups" }, "contextDiscovery": { "type": "object", "properties": { "enabled": { "type": "boolean" }, "maxFiles": { "type": "integer" }, "maxDepth": { "type": "integer" }, "maxFileBytes": { "type": "integer" }, "maxSessionBytes": { "type": "integer" }, "skipDirs": { "type": "array", "items": { "type": "string" }, "description": "Not in the upstream schema but decoded (runtime-fork.md \xA72.6, U10)." } }, "additionalProperties": false, "description": "Nested context discovery (runtime-fork.md \xA72.6). A cap <= 0 means the default at use time." } }, "additionalProperties": false, "$defs": { "context": { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" }, "description": "Context entries of this layer. Absent or null: undeclared; [] is declared (runtime-fork.md \xA75.1, U4)." }, "mode": { "type": "string", "description": "replace (default) or append; not enforced at load (runtime-fork.md \xA75.2)." }, "nested": { "type": "boolean", "description": "Progressive disclosure for this agent; default true (runtime-fork.md \xA76.1)." } }, "additionalProperties": false, "description": "Agent context object (AgentContext, runtime-fork.md \xA72.5). Keys match case-insensitively." }, "agent": { "type": "object", "properties": { "model": { "type": "string" }, "maxTokens": { "type": "integer" }, "maxTurns": { "type": "integer" }, "reasoningEffort": { "type": "string" }, "permission": { "type": "object", "additionalProperties": {}, "description": "tool -> action string or pattern map" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "allowTools": { "type": "array", "items": { "type": "string" } }, "deferredTools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "mode": { "type": "string", "description": "Applied verbatim; agent and subagent are the recognised values (runtime-fork.md \xA72.5)." }, "name": { "type": "string" }, "native": { "type": "boolean" }, "description": { "type": "string" }, "prompt": { "type": "string" }, "langfusePromptPath": { "type": "string" }, "langfusePromptLabel": { "type": "string" }, "color": { "type": "string" }, "hidden": { "type": "boolean" }, "disabled": { "type": "boolean" }, "parallelToolUse": { "type": "boolean" }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "skills": { "type": "array", "items": { "type": "string" } }, "structOutputSchemaDelivery": { "type": "string" }, "taskBudget": { "type": "integer" }, "compactionThreshold": { "type": "number" }, "summarizerMaxInputTokens": { "type": "integer" }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "One agents.<name> entry (runtime-fork.md \xA72.5). The loader needs no model; any mode string is applied." } } };
var func1 = Object.prototype.hasOwnProperty;
var schema32 = { "type": "object", "properties": { "model": { "type": "string" }, "maxTokens": { "type": "integer" }, "maxTurns": { "type": "integer" }, "reasoningEffort": { "type": "string" }, "permission": { "type": "object", "additionalProperties": {}, "description": "tool -> action string or pattern map" }, "tools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "allowTools": { "type": "array", "items": { "type": "string" } }, "deferredTools": { "type": "object", "additionalProperties": { "type": "boolean" } }, "mode": { "type": "string", "description": "Applied verbatim; agent and subagent are the recognised values (runtime-fork.md \xA72.5)." }, "name": { "type": "string" }, "native": { "type": "boolean" }, "description": { "type": "string" }, "prompt": { "type": "string" }, "langfusePromptPath": { "type": "string" }, "langfusePromptLabel": { "type": "string" }, "color": { "type": "string" }, "hidden": { "type": "boolean" }, "disabled": { "type": "boolean" }, "parallelToolUse": { "type": "boolean" }, "output": { "type": "object", "properties": { "schema": { "type": "object" } }, "additionalProperties": false }, "skills": { "type": "array", "items": { "type": "string" } }, "structOutputSchemaDelivery": { "type": "string" }, "taskBudget": { "type": "integer" }, "compactionThreshold": { "type": "number" }, "summarizerMaxInputTokens": { "type": "integer" }, "context": { "$ref": "#/$defs/context" } }, "additionalProperties": false, "description": "One agents.<name> entry (runtime-fork.md \xA72.5). The loader needs no model; any mode string is applied." };
var schema33 = { "type": "object", "properties": { "paths": { "type": "array", "items": { "type": "string" }, "description": "Context entries of this layer. Absent or null: undeclared; [] is declared (runtime-fork.md \xA75.1, U4)." }, "mode": { "type": "string", "description": "replace (default) or append; not enforced at load (runtime-fork.md \xA75.2)." }, "nested": { "type": "boolean", "description": "Progressive disclosure for this agent; default true (runtime-fork.md \xA76.1)." } }, "additionalProperties": false, "description": "Agent context object (AgentContext, runtime-fork.md \xA72.5). Keys match case-insensitively." };
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
    if (data.model !== void 0) {
      let data0 = data.model;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/model", schemaPath: "#/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.model.type, parentSchema: schema32.properties.model, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.maxTokens !== void 0) {
      let data1 = data.maxTokens;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err2 = { instancePath: instancePath + "/maxTokens", schemaPath: "#/properties/maxTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.maxTokens.type, parentSchema: schema32.properties.maxTokens, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.maxTurns !== void 0) {
      let data2 = data.maxTurns;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err3 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.maxTurns.type, parentSchema: schema32.properties.maxTurns, data: data2 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.reasoningEffort !== void 0) {
      let data3 = data.reasoningEffort;
      if (typeof data3 !== "string") {
        const err4 = { instancePath: instancePath + "/reasoningEffort", schemaPath: "#/properties/reasoningEffort/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.reasoningEffort.type, parentSchema: schema32.properties.reasoningEffort, data: data3 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.permission !== void 0) {
      let data4 = data.permission;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
      } else {
        const err5 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.permission.type, parentSchema: schema32.properties.permission, data: data4 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.tools !== void 0) {
      let data5 = data.tools;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          let data6 = data5[key1];
          if (typeof data6 !== "boolean") {
            const err6 = { instancePath: instancePath + "/tools/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.tools.additionalProperties.type, parentSchema: schema32.properties.tools.additionalProperties, data: data6 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.tools.type, parentSchema: schema32.properties.tools, data: data5 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.allowTools !== void 0) {
      let data7 = data.allowTools;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (typeof data8 !== "string") {
            const err8 = { instancePath: instancePath + "/allowTools/" + i0, schemaPath: "#/properties/allowTools/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.allowTools.items.type, parentSchema: schema32.properties.allowTools.items, data: data8 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/allowTools", schemaPath: "#/properties/allowTools/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.allowTools.type, parentSchema: schema32.properties.allowTools, data: data7 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.deferredTools !== void 0) {
      let data9 = data.deferredTools;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        for (const key2 in data9) {
          let data10 = data9[key2];
          if (typeof data10 !== "boolean") {
            const err10 = { instancePath: instancePath + "/deferredTools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/deferredTools/additionalProperties/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.deferredTools.additionalProperties.type, parentSchema: schema32.properties.deferredTools.additionalProperties, data: data10 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/deferredTools", schemaPath: "#/properties/deferredTools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.deferredTools.type, parentSchema: schema32.properties.deferredTools, data: data9 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data11 = data.mode;
      if (typeof data11 !== "string") {
        const err12 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.mode.type, parentSchema: schema32.properties.mode, data: data11 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      let data12 = data.name;
      if (typeof data12 !== "string") {
        const err13 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.name.type, parentSchema: schema32.properties.name, data: data12 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.native !== void 0) {
      let data13 = data.native;
      if (typeof data13 !== "boolean") {
        const err14 = { instancePath: instancePath + "/native", schemaPath: "#/properties/native/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.native.type, parentSchema: schema32.properties.native, data: data13 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data14 = data.description;
      if (typeof data14 !== "string") {
        const err15 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.description.type, parentSchema: schema32.properties.description, data: data14 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.prompt !== void 0) {
      let data15 = data.prompt;
      if (typeof data15 !== "string") {
        const err16 = { instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.prompt.type, parentSchema: schema32.properties.prompt, data: data15 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.langfusePromptPath !== void 0) {
      let data16 = data.langfusePromptPath;
      if (typeof data16 !== "string") {
        const err17 = { instancePath: instancePath + "/langfusePromptPath", schemaPath: "#/properties/langfusePromptPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.langfusePromptPath.type, parentSchema: schema32.properties.langfusePromptPath, data: data16 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.langfusePromptLabel !== void 0) {
      let data17 = data.langfusePromptLabel;
      if (typeof data17 !== "string") {
        const err18 = { instancePath: instancePath + "/langfusePromptLabel", schemaPath: "#/properties/langfusePromptLabel/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.langfusePromptLabel.type, parentSchema: schema32.properties.langfusePromptLabel, data: data17 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.color !== void 0) {
      let data18 = data.color;
      if (typeof data18 !== "string") {
        const err19 = { instancePath: instancePath + "/color", schemaPath: "#/properties/color/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.color.type, parentSchema: schema32.properties.color, data: data18 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.hidden !== void 0) {
      let data19 = data.hidden;
      if (typeof data19 !== "boolean") {
        const err20 = { instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.hidden.type, parentSchema: schema32.properties.hidden, data: data19 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.disabled !== void 0) {
      let data20 = data.disabled;
      if (typeof data20 !== "boolean") {
        const err21 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.disabled.type, parentSchema: schema32.properties.disabled, data: data20 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.parallelToolUse !== void 0) {
      let data21 = data.parallelToolUse;
      if (typeof data21 !== "boolean") {
        const err22 = { instancePath: instancePath + "/parallelToolUse", schemaPath: "#/properties/parallelToolUse/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema32.properties.parallelToolUse.type, parentSchema: schema32.properties.parallelToolUse, data: data21 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.output !== void 0) {
      let data22 = data.output;
      if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
        for (const key3 in data22) {
          if (!(key3 === "schema")) {
            const err23 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema32.properties.output, data: data22 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data22.schema !== void 0) {
          let data23 = data22.schema;
          if (!(data23 && typeof data23 == "object" && !Array.isArray(data23))) {
            const err24 = { instancePath: instancePath + "/output/schema", schemaPath: "#/properties/output/properties/schema/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.output.properties.schema.type, parentSchema: schema32.properties.output.properties.schema, data: data23 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/output", schemaPath: "#/properties/output/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.properties.output.type, parentSchema: schema32.properties.output, data: data22 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.skills !== void 0) {
      let data24 = data.skills;
      if (Array.isArray(data24)) {
        const len1 = data24.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data25 = data24[i1];
          if (typeof data25 !== "string") {
            const err26 = { instancePath: instancePath + "/skills/" + i1, schemaPath: "#/properties/skills/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.skills.items.type, parentSchema: schema32.properties.skills.items, data: data25 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema32.properties.skills.type, parentSchema: schema32.properties.skills, data: data24 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.structOutputSchemaDelivery !== void 0) {
      let data26 = data.structOutputSchemaDelivery;
      if (typeof data26 !== "string") {
        const err28 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema32.properties.structOutputSchemaDelivery.type, parentSchema: schema32.properties.structOutputSchemaDelivery, data: data26 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.taskBudget !== void 0) {
      let data27 = data.taskBudget;
      if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)))) {
        const err29 = { instancePath: instancePath + "/taskBudget", schemaPath: "#/properties/taskBudget/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.taskBudget.type, parentSchema: schema32.properties.taskBudget, data: data27 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.compactionThreshold !== void 0) {
      let data28 = data.compactionThreshold;
      if (!(typeof data28 == "number")) {
        const err30 = { instancePath: instancePath + "/compactionThreshold", schemaPath: "#/properties/compactionThreshold/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema32.properties.compactionThreshold.type, parentSchema: schema32.properties.compactionThreshold, data: data28 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.summarizerMaxInputTokens !== void 0) {
      let data29 = data.summarizerMaxInputTokens;
      if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)))) {
        const err31 = { instancePath: instancePath + "/summarizerMaxInputTokens", schemaPath: "#/properties/summarizerMaxInputTokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema32.properties.summarizerMaxInputTokens.type, parentSchema: schema32.properties.summarizerMaxInputTokens, data: data29 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      let data30 = data.context;
      if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
        for (const key4 in data30) {
          if (!(key4 === "paths" || key4 === "mode" || key4 === "nested")) {
            const err32 = { instancePath: instancePath + "/context", schemaPath: "#/$defs/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema33, data: data30 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data30.paths !== void 0) {
          let data31 = data30.paths;
          if (Array.isArray(data31)) {
            const len2 = data31.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data32 = data31[i2];
              if (typeof data32 !== "string") {
                const err33 = { instancePath: instancePath + "/context/paths/" + i2, schemaPath: "#/$defs/context/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.paths.items.type, parentSchema: schema33.properties.paths.items, data: data32 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/context/paths", schemaPath: "#/$defs/context/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema33.properties.paths.type, parentSchema: schema33.properties.paths, data: data31 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data30.mode !== void 0) {
          let data33 = data30.mode;
          if (typeof data33 !== "string") {
            const err35 = { instancePath: instancePath + "/context/mode", schemaPath: "#/$defs/context/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.properties.mode.type, parentSchema: schema33.properties.mode, data: data33 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data30.nested !== void 0) {
          let data34 = data30.nested;
          if (typeof data34 !== "boolean") {
            const err36 = { instancePath: instancePath + "/context/nested", schemaPath: "#/$defs/context/properties/nested/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema33.properties.nested.type, parentSchema: schema33.properties.nested, data: data34 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/context", schemaPath: "#/$defs/context/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema33.type, parentSchema: schema33, data: data30 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
  } else {
    const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema32.type, parentSchema: schema32, data };
    if (vErrors === null) {
      vErrors = [err38];
    } else {
      vErrors.push(err38);
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
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.$schema.type, parentSchema: schema31.properties.$schema, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      let data1 = data.data;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        for (const key1 in data1) {
          if (!(key1 === "directory")) {
            const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.data, data: data1 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data1.directory !== void 0) {
          let data2 = data1.directory;
          if (typeof data2 !== "string") {
            const err3 = { instancePath: instancePath + "/data/directory", schemaPath: "#/properties/data/properties/directory/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.data.properties.directory.type, parentSchema: schema31.properties.data.properties.directory, data: data2 };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.data.type, parentSchema: schema31.properties.data, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.wd !== void 0) {
      let data3 = data.wd;
      if (typeof data3 !== "string") {
        const err5 = { instancePath: instancePath + "/wd", schemaPath: "#/properties/wd/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.wd.type, parentSchema: schema31.properties.wd, data: data3 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.workingDir !== void 0) {
      let data4 = data.workingDir;
      if (typeof data4 !== "string") {
        const err6 = { instancePath: instancePath + "/workingDir", schemaPath: "#/properties/workingDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.workingDir.type, parentSchema: schema31.properties.workingDir, data: data4 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.mcpServers !== void 0) {
      let data5 = data.mcpServers;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key2 in data5) {
          let data6 = data5[key2];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key3 in data6) {
              if (!func1.call(schema31.properties.mcpServers.additionalProperties.properties, key3)) {
                const err7 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.mcpServers.additionalProperties, data: data6 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data6.command !== void 0) {
              let data7 = data6.command;
              if (typeof data7 !== "string") {
                const err8 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/properties/mcpServers/additionalProperties/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.command.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.command, data: data7 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data6.env !== void 0) {
              let data8 = data6.env;
              if (Array.isArray(data8)) {
                const len0 = data8.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data9 = data8[i0];
                  if (typeof data9 !== "string") {
                    const err9 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + i0, schemaPath: "#/properties/mcpServers/additionalProperties/properties/env/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.env.items.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.env.items, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err9];
                    } else {
                      vErrors.push(err9);
                    }
                    errors++;
                  }
                }
              } else {
                const err10 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/mcpServers/additionalProperties/properties/env/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.mcpServers.additionalProperties.properties.env.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.env, data: data8 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data6.args !== void 0) {
              let data10 = data6.args;
              if (Array.isArray(data10)) {
                const len1 = data10.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data11 = data10[i1];
                  if (typeof data11 !== "string") {
                    const err11 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i1, schemaPath: "#/properties/mcpServers/additionalProperties/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.args.items.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.args.items, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
              } else {
                const err12 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/properties/mcpServers/additionalProperties/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.mcpServers.additionalProperties.properties.args.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.args, data: data10 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data6.type !== void 0) {
              let data12 = data6.type;
              if (typeof data12 !== "string") {
                const err13 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/type", schemaPath: "#/properties/mcpServers/additionalProperties/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.type.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.type, data: data12 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data6.url !== void 0) {
              let data13 = data6.url;
              if (typeof data13 !== "string") {
                const err14 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/mcpServers/additionalProperties/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.url.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.url, data: data13 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data6.headers !== void 0) {
              let data14 = data6.headers;
              if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                for (const key4 in data14) {
                  let data15 = data14[key4];
                  if (typeof data15 !== "string") {
                    const err15 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.headers.additionalProperties.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.headers.additionalProperties, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
              } else {
                const err16 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/mcpServers/additionalProperties/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.additionalProperties.properties.headers.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.headers, data: data14 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data6.peerHeader !== void 0) {
              let data16 = data6.peerHeader;
              if (typeof data16 !== "string") {
                const err17 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/peerHeader", schemaPath: "#/properties/mcpServers/additionalProperties/properties/peerHeader/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.mcpServers.additionalProperties.properties.peerHeader.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.peerHeader, data: data16 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data6.disabled !== void 0) {
              let data17 = data6.disabled;
              if (typeof data17 !== "boolean") {
                const err18 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/mcpServers/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.mcpServers.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.disabled, data: data17 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data6.callToolTimeoutSeconds !== void 0) {
              let data18 = data6.callToolTimeoutSeconds;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
                const err19 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/callToolTimeoutSeconds", schemaPath: "#/properties/mcpServers/additionalProperties/properties/callToolTimeoutSeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.mcpServers.additionalProperties.properties.callToolTimeoutSeconds.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.callToolTimeoutSeconds, data: data18 };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data6.callToolMaxOutputBytes !== void 0) {
              let data19 = data6.callToolMaxOutputBytes;
              if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)))) {
                const err20 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/callToolMaxOutputBytes", schemaPath: "#/properties/mcpServers/additionalProperties/properties/callToolMaxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.mcpServers.additionalProperties.properties.callToolMaxOutputBytes.type, parentSchema: schema31.properties.mcpServers.additionalProperties.properties.callToolMaxOutputBytes, data: data19 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
          } else {
            const err21 = { instancePath: instancePath + "/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/mcpServers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.additionalProperties.type, parentSchema: schema31.properties.mcpServers.additionalProperties, data: data6 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/mcpServers", schemaPath: "#/properties/mcpServers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.mcpServers.type, parentSchema: schema31.properties.mcpServers, data: data5 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.providers !== void 0) {
      let data20 = data.providers;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        for (const key5 in data20) {
          let data21 = data20[key5];
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key6 in data21) {
              if (!(key6 === "apiKey" || key6 === "disabled" || key6 === "baseURL" || key6 === "headers" || key6 === "metadata")) {
                const err23 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.providers.additionalProperties, data: data21 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data21.apiKey !== void 0) {
              let data22 = data21.apiKey;
              if (typeof data22 !== "string") {
                const err24 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/apiKey", schemaPath: "#/properties/providers/additionalProperties/properties/apiKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.apiKey.type, parentSchema: schema31.properties.providers.additionalProperties.properties.apiKey, data: data22 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
            if (data21.disabled !== void 0) {
              let data23 = data21.disabled;
              if (typeof data23 !== "boolean") {
                const err25 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/providers/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.providers.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.providers.additionalProperties.properties.disabled, data: data23 };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data21.baseURL !== void 0) {
              let data24 = data21.baseURL;
              if (typeof data24 !== "string") {
                const err26 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/baseURL", schemaPath: "#/properties/providers/additionalProperties/properties/baseURL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.baseURL.type, parentSchema: schema31.properties.providers.additionalProperties.properties.baseURL, data: data24 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data21.headers !== void 0) {
              let data25 = data21.headers;
              if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                for (const key7 in data25) {
                  let data26 = data25[key7];
                  if (typeof data26 !== "string") {
                    const err27 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.headers.additionalProperties.type, parentSchema: schema31.properties.providers.additionalProperties.properties.headers.additionalProperties, data: data26 };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
              } else {
                const err28 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/headers", schemaPath: "#/properties/providers/additionalProperties/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.properties.headers.type, parentSchema: schema31.properties.providers.additionalProperties.properties.headers, data: data25 };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data21.metadata !== void 0) {
              let data27 = data21.metadata;
              if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                for (const key8 in data27) {
                  if (!(key8 === "sessionId" || key8 === "userId" || key8 === "tags")) {
                    const err29 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data27.sessionId !== void 0) {
                  let data28 = data27.sessionId;
                  if (typeof data28 !== "string") {
                    const err30 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/sessionId", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/sessionId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.sessionId.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.sessionId, data: data28 };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
                if (data27.userId !== void 0) {
                  let data29 = data27.userId;
                  if (typeof data29 !== "string") {
                    const err31 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/userId", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/userId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.userId.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.userId, data: data29 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data27.tags !== void 0) {
                  let data30 = data27.tags;
                  if (typeof data30 !== "string") {
                    const err32 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata/tags", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/properties/tags/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.providers.additionalProperties.properties.metadata.properties.tags.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata.properties.tags, data: data30 };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/metadata", schemaPath: "#/properties/providers/additionalProperties/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.properties.metadata.type, parentSchema: schema31.properties.providers.additionalProperties.properties.metadata, data: data27 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/providers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.additionalProperties.type, parentSchema: schema31.properties.providers.additionalProperties, data: data21 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/providers", schemaPath: "#/properties/providers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.providers.type, parentSchema: schema31.properties.providers, data: data20 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.lsp !== void 0) {
      let data31 = data.lsp;
      if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
        for (const key9 in data31) {
          let data32 = data31[key9];
          if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
            for (const key10 in data32) {
              if (!(key10 === "disabled" || key10 === "command" || key10 === "args" || key10 === "extensions" || key10 === "env" || key10 === "initialization")) {
                const err36 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.lsp.additionalProperties, data: data32 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data32.disabled !== void 0) {
              let data33 = data32.disabled;
              if (typeof data33 !== "boolean") {
                const err37 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/disabled", schemaPath: "#/properties/lsp/additionalProperties/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.lsp.additionalProperties.properties.disabled.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.disabled, data: data33 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data32.command !== void 0) {
              let data34 = data32.command;
              if (typeof data34 !== "string") {
                const err38 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/command", schemaPath: "#/properties/lsp/additionalProperties/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.command.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.command, data: data34 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data32.args !== void 0) {
              let data35 = data32.args;
              if (Array.isArray(data35)) {
                const len2 = data35.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data36 = data35[i2];
                  if (typeof data36 !== "string") {
                    const err39 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/args/" + i2, schemaPath: "#/properties/lsp/additionalProperties/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.args.items.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.args.items, data: data36 };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
              } else {
                const err40 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/args", schemaPath: "#/properties/lsp/additionalProperties/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.lsp.additionalProperties.properties.args.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.args, data: data35 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data32.extensions !== void 0) {
              let data37 = data32.extensions;
              if (Array.isArray(data37)) {
                const len3 = data37.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data38 = data37[i3];
                  if (typeof data38 !== "string") {
                    const err41 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/extensions/" + i3, schemaPath: "#/properties/lsp/additionalProperties/properties/extensions/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.extensions.items.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.extensions.items, data: data38 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
              } else {
                const err42 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/extensions", schemaPath: "#/properties/lsp/additionalProperties/properties/extensions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.lsp.additionalProperties.properties.extensions.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.extensions, data: data37 };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data32.env !== void 0) {
              let data39 = data32.env;
              if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                for (const key11 in data39) {
                  let data40 = data39[key11];
                  if (typeof data40 !== "string") {
                    const err43 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/env/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/properties/env/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.lsp.additionalProperties.properties.env.additionalProperties.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.env.additionalProperties, data: data40 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                }
              } else {
                const err44 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1") + "/env", schemaPath: "#/properties/lsp/additionalProperties/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.additionalProperties.properties.env.type, parentSchema: schema31.properties.lsp.additionalProperties.properties.env, data: data39 };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/lsp/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/lsp/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.additionalProperties.type, parentSchema: schema31.properties.lsp.additionalProperties, data: data32 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = { instancePath: instancePath + "/lsp", schemaPath: "#/properties/lsp/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.lsp.type, parentSchema: schema31.properties.lsp, data: data31 };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.agents !== void 0) {
      let data41 = data.agents;
      if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
        for (const key12 in data41) {
          if (!validate21(data41[key12], { instancePath: instancePath + "/agents/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data41, parentDataProperty: key12, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/agents", schemaPath: "#/properties/agents/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.agents.type, parentSchema: schema31.properties.agents, data: data41 };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.debug !== void 0) {
      let data43 = data.debug;
      if (typeof data43 !== "boolean") {
        const err48 = { instancePath: instancePath + "/debug", schemaPath: "#/properties/debug/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.debug.type, parentSchema: schema31.properties.debug, data: data43 };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.debugLSP !== void 0) {
      let data44 = data.debugLSP;
      if (typeof data44 !== "boolean") {
        const err49 = { instancePath: instancePath + "/debugLSP", schemaPath: "#/properties/debugLSP/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.debugLSP.type, parentSchema: schema31.properties.debugLSP, data: data44 };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.contextPaths !== void 0) {
      let data45 = data.contextPaths;
      if (Array.isArray(data45)) {
        const len4 = data45.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data46 = data45[i4];
          if (typeof data46 !== "string") {
            const err50 = { instancePath: instancePath + "/contextPaths/" + i4, schemaPath: "#/properties/contextPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.contextPaths.items.type, parentSchema: schema31.properties.contextPaths.items, data: data46 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/contextPaths", schemaPath: "#/properties/contextPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.contextPaths.type, parentSchema: schema31.properties.contextPaths, data: data45 };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.agentPaths !== void 0) {
      let data47 = data.agentPaths;
      if (Array.isArray(data47)) {
        const len5 = data47.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data48 = data47[i5];
          if (typeof data48 !== "string") {
            const err52 = { instancePath: instancePath + "/agentPaths/" + i5, schemaPath: "#/properties/agentPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.agentPaths.items.type, parentSchema: schema31.properties.agentPaths.items, data: data48 };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/agentPaths", schemaPath: "#/properties/agentPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.agentPaths.type, parentSchema: schema31.properties.agentPaths, data: data47 };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.flowPaths !== void 0) {
      let data49 = data.flowPaths;
      if (Array.isArray(data49)) {
        const len6 = data49.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data50 = data49[i6];
          if (typeof data50 !== "string") {
            const err54 = { instancePath: instancePath + "/flowPaths/" + i6, schemaPath: "#/properties/flowPaths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.flowPaths.items.type, parentSchema: schema31.properties.flowPaths.items, data: data50 };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      } else {
        const err55 = { instancePath: instancePath + "/flowPaths", schemaPath: "#/properties/flowPaths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.flowPaths.type, parentSchema: schema31.properties.flowPaths, data: data49 };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.tui !== void 0) {
      let data51 = data.tui;
      if (data51 && typeof data51 == "object" && !Array.isArray(data51)) {
        for (const key13 in data51) {
          if (!(key13 === "theme" || key13 === "vimMode")) {
            const err56 = { instancePath: instancePath + "/tui", schemaPath: "#/properties/tui/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.tui, data: data51 };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data51.theme !== void 0) {
          let data52 = data51.theme;
          if (typeof data52 !== "string") {
            const err57 = { instancePath: instancePath + "/tui/theme", schemaPath: "#/properties/tui/properties/theme/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.tui.properties.theme.type, parentSchema: schema31.properties.tui.properties.theme, data: data52 };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data51.vimMode !== void 0) {
          let data53 = data51.vimMode;
          if (typeof data53 !== "boolean") {
            const err58 = { instancePath: instancePath + "/tui/vimMode", schemaPath: "#/properties/tui/properties/vimMode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.tui.properties.vimMode.type, parentSchema: schema31.properties.tui.properties.vimMode, data: data53 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
      } else {
        const err59 = { instancePath: instancePath + "/tui", schemaPath: "#/properties/tui/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.tui.type, parentSchema: schema31.properties.tui, data: data51 };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.shell !== void 0) {
      let data54 = data.shell;
      if (data54 && typeof data54 == "object" && !Array.isArray(data54)) {
        for (const key14 in data54) {
          if (!(key14 === "path" || key14 === "args" || key14 === "interactive")) {
            const err60 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.shell, data: data54 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data54.path !== void 0) {
          let data55 = data54.path;
          if (typeof data55 !== "string") {
            const err61 = { instancePath: instancePath + "/shell/path", schemaPath: "#/properties/shell/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.path.type, parentSchema: schema31.properties.shell.properties.path, data: data55 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data54.args !== void 0) {
          let data56 = data54.args;
          if (Array.isArray(data56)) {
            const len7 = data56.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data57 = data56[i7];
              if (typeof data57 !== "string") {
                const err62 = { instancePath: instancePath + "/shell/args/" + i7, schemaPath: "#/properties/shell/properties/args/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.args.items.type, parentSchema: schema31.properties.shell.properties.args.items, data: data57 };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
            }
          } else {
            const err63 = { instancePath: instancePath + "/shell/args", schemaPath: "#/properties/shell/properties/args/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.shell.properties.args.type, parentSchema: schema31.properties.shell.properties.args, data: data56 };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
        if (data54.interactive !== void 0) {
          let data58 = data54.interactive;
          if (Array.isArray(data58)) {
            const len8 = data58.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data59 = data58[i8];
              if (typeof data59 !== "string") {
                const err64 = { instancePath: instancePath + "/shell/interactive/" + i8, schemaPath: "#/properties/shell/properties/interactive/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.shell.properties.interactive.items.type, parentSchema: schema31.properties.shell.properties.interactive.items, data: data59 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = { instancePath: instancePath + "/shell/interactive", schemaPath: "#/properties/shell/properties/interactive/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.shell.properties.interactive.type, parentSchema: schema31.properties.shell.properties.interactive, data: data58 };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = { instancePath: instancePath + "/shell", schemaPath: "#/properties/shell/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.shell.type, parentSchema: schema31.properties.shell, data: data54 };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.autoCompact !== void 0) {
      let data60 = data.autoCompact;
      if (typeof data60 !== "boolean") {
        const err67 = { instancePath: instancePath + "/autoCompact", schemaPath: "#/properties/autoCompact/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.autoCompact.type, parentSchema: schema31.properties.autoCompact, data: data60 };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.disableLSPDownload !== void 0) {
      let data61 = data.disableLSPDownload;
      if (typeof data61 !== "boolean") {
        const err68 = { instancePath: instancePath + "/disableLSPDownload", schemaPath: "#/properties/disableLSPDownload/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.disableLSPDownload.type, parentSchema: schema31.properties.disableLSPDownload, data: data61 };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.sessionProvider !== void 0) {
      let data62 = data.sessionProvider;
      if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
        for (const key15 in data62) {
          if (!(key15 === "type" || key15 === "mysql")) {
            const err69 = { instancePath: instancePath + "/sessionProvider", schemaPath: "#/properties/sessionProvider/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key15 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionProvider, data: data62 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data62.type !== void 0) {
          let data63 = data62.type;
          if (typeof data63 !== "string") {
            const err70 = { instancePath: instancePath + "/sessionProvider/type", schemaPath: "#/properties/sessionProvider/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.type.type, parentSchema: schema31.properties.sessionProvider.properties.type, data: data63 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          if (!(data63 === "sqlite" || data63 === "mysql")) {
            const err71 = { instancePath: instancePath + "/sessionProvider/type", schemaPath: "#/properties/sessionProvider/properties/type/enum", keyword: "enum", params: { allowedValues: schema31.properties.sessionProvider.properties.type.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.sessionProvider.properties.type.enum, parentSchema: schema31.properties.sessionProvider.properties.type, data: data63 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        if (data62.mysql !== void 0) {
          let data64 = data62.mysql;
          if (data64 && typeof data64 == "object" && !Array.isArray(data64)) {
            for (const key16 in data64) {
              if (!func1.call(schema31.properties.sessionProvider.properties.mysql.properties, key16)) {
                const err72 = { instancePath: instancePath + "/sessionProvider/mysql", schemaPath: "#/properties/sessionProvider/properties/mysql/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionProvider.properties.mysql, data: data64 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data64.dsn !== void 0) {
              let data65 = data64.dsn;
              if (typeof data65 !== "string") {
                const err73 = { instancePath: instancePath + "/sessionProvider/mysql/dsn", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/dsn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.dsn.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.dsn, data: data65 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data64.host !== void 0) {
              let data66 = data64.host;
              if (typeof data66 !== "string") {
                const err74 = { instancePath: instancePath + "/sessionProvider/mysql/host", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.host.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.host, data: data66 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data64.port !== void 0) {
              let data67 = data64.port;
              if (!(typeof data67 == "number" && (!(data67 % 1) && !isNaN(data67)))) {
                const err75 = { instancePath: instancePath + "/sessionProvider/mysql/port", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/port/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.port.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.port, data: data67 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data64.database !== void 0) {
              let data68 = data64.database;
              if (typeof data68 !== "string") {
                const err76 = { instancePath: instancePath + "/sessionProvider/mysql/database", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/database/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.database.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.database, data: data68 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data64.username !== void 0) {
              let data69 = data64.username;
              if (typeof data69 !== "string") {
                const err77 = { instancePath: instancePath + "/sessionProvider/mysql/username", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.username.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.username, data: data69 };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
            if (data64.password !== void 0) {
              let data70 = data64.password;
              if (typeof data70 !== "string") {
                const err78 = { instancePath: instancePath + "/sessionProvider/mysql/password", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionProvider.properties.mysql.properties.password.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.password, data: data70 };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data64.maxConnections !== void 0) {
              let data71 = data64.maxConnections;
              if (!(typeof data71 == "number" && (!(data71 % 1) && !isNaN(data71)))) {
                const err79 = { instancePath: instancePath + "/sessionProvider/mysql/maxConnections", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/maxConnections/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.maxConnections.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.maxConnections, data: data71 };
                if (vErrors === null) {
                  vErrors = [err79];
                } else {
                  vErrors.push(err79);
                }
                errors++;
              }
            }
            if (data64.maxIdleConnections !== void 0) {
              let data72 = data64.maxIdleConnections;
              if (!(typeof data72 == "number" && (!(data72 % 1) && !isNaN(data72)))) {
                const err80 = { instancePath: instancePath + "/sessionProvider/mysql/maxIdleConnections", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/maxIdleConnections/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.maxIdleConnections.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.maxIdleConnections, data: data72 };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data64.connectionTimeout !== void 0) {
              let data73 = data64.connectionTimeout;
              if (!(typeof data73 == "number" && (!(data73 % 1) && !isNaN(data73)))) {
                const err81 = { instancePath: instancePath + "/sessionProvider/mysql/connectionTimeout", schemaPath: "#/properties/sessionProvider/properties/mysql/properties/connectionTimeout/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.sessionProvider.properties.mysql.properties.connectionTimeout.type, parentSchema: schema31.properties.sessionProvider.properties.mysql.properties.connectionTimeout, data: data73 };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
          } else {
            const err82 = { instancePath: instancePath + "/sessionProvider/mysql", schemaPath: "#/properties/sessionProvider/properties/mysql/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionProvider.properties.mysql.type, parentSchema: schema31.properties.sessionProvider.properties.mysql, data: data64 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
      } else {
        const err83 = { instancePath: instancePath + "/sessionProvider", schemaPath: "#/properties/sessionProvider/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionProvider.type, parentSchema: schema31.properties.sessionProvider, data: data62 };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.skills !== void 0) {
      let data74 = data.skills;
      if (data74 && typeof data74 == "object" && !Array.isArray(data74)) {
        for (const key17 in data74) {
          if (!(key17 === "paths" || key17 === "maxDescriptionChars" || key17 === "maxListingChars")) {
            const err84 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.skills, data: data74 };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
        if (data74.paths !== void 0) {
          let data75 = data74.paths;
          if (Array.isArray(data75)) {
            const len9 = data75.length;
            for (let i9 = 0; i9 < len9; i9++) {
              let data76 = data75[i9];
              if (typeof data76 !== "string") {
                const err85 = { instancePath: instancePath + "/skills/paths/" + i9, schemaPath: "#/properties/skills/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.skills.properties.paths.items.type, parentSchema: schema31.properties.skills.properties.paths.items, data: data76 };
                if (vErrors === null) {
                  vErrors = [err85];
                } else {
                  vErrors.push(err85);
                }
                errors++;
              }
            }
          } else {
            const err86 = { instancePath: instancePath + "/skills/paths", schemaPath: "#/properties/skills/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.skills.properties.paths.type, parentSchema: schema31.properties.skills.properties.paths, data: data75 };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
        if (data74.maxDescriptionChars !== void 0) {
          let data77 = data74.maxDescriptionChars;
          if (!(typeof data77 == "number" && (!(data77 % 1) && !isNaN(data77)))) {
            const err87 = { instancePath: instancePath + "/skills/maxDescriptionChars", schemaPath: "#/properties/skills/properties/maxDescriptionChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.skills.properties.maxDescriptionChars.type, parentSchema: schema31.properties.skills.properties.maxDescriptionChars, data: data77 };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
        if (data74.maxListingChars !== void 0) {
          let data78 = data74.maxListingChars;
          if (!(typeof data78 == "number" && (!(data78 % 1) && !isNaN(data78)))) {
            const err88 = { instancePath: instancePath + "/skills/maxListingChars", schemaPath: "#/properties/skills/properties/maxListingChars/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.skills.properties.maxListingChars.type, parentSchema: schema31.properties.skills.properties.maxListingChars, data: data78 };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
      } else {
        const err89 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data74 };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
    if (data.cliTools !== void 0) {
      let data79 = data.cliTools;
      if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
        for (const key18 in data79) {
          if (!(key18 === "paths" || key18 === "disabled" || key18 === "timeout" || key18 === "maxTimeout" || key18 === "maxOutputBytes")) {
            const err90 = { instancePath: instancePath + "/cliTools", schemaPath: "#/properties/cliTools/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.cliTools, data: data79 };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data79.paths !== void 0) {
          let data80 = data79.paths;
          if (Array.isArray(data80)) {
            const len10 = data80.length;
            for (let i10 = 0; i10 < len10; i10++) {
              let data81 = data80[i10];
              if (typeof data81 !== "string") {
                const err91 = { instancePath: instancePath + "/cliTools/paths/" + i10, schemaPath: "#/properties/cliTools/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.paths.items.type, parentSchema: schema31.properties.cliTools.properties.paths.items, data: data81 };
                if (vErrors === null) {
                  vErrors = [err91];
                } else {
                  vErrors.push(err91);
                }
                errors++;
              }
            }
          } else {
            const err92 = { instancePath: instancePath + "/cliTools/paths", schemaPath: "#/properties/cliTools/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.cliTools.properties.paths.type, parentSchema: schema31.properties.cliTools.properties.paths, data: data80 };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        if (data79.disabled !== void 0) {
          let data82 = data79.disabled;
          if (typeof data82 !== "boolean") {
            const err93 = { instancePath: instancePath + "/cliTools/disabled", schemaPath: "#/properties/cliTools/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.cliTools.properties.disabled.type, parentSchema: schema31.properties.cliTools.properties.disabled, data: data82 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data79.timeout !== void 0) {
          let data83 = data79.timeout;
          if (typeof data83 !== "string") {
            const err94 = { instancePath: instancePath + "/cliTools/timeout", schemaPath: "#/properties/cliTools/properties/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.timeout.type, parentSchema: schema31.properties.cliTools.properties.timeout, data: data83 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data79.maxTimeout !== void 0) {
          let data84 = data79.maxTimeout;
          if (typeof data84 !== "string") {
            const err95 = { instancePath: instancePath + "/cliTools/maxTimeout", schemaPath: "#/properties/cliTools/properties/maxTimeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.cliTools.properties.maxTimeout.type, parentSchema: schema31.properties.cliTools.properties.maxTimeout, data: data84 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data79.maxOutputBytes !== void 0) {
          let data85 = data79.maxOutputBytes;
          if (!(typeof data85 == "number" && (!(data85 % 1) && !isNaN(data85)))) {
            const err96 = { instancePath: instancePath + "/cliTools/maxOutputBytes", schemaPath: "#/properties/cliTools/properties/maxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.cliTools.properties.maxOutputBytes.type, parentSchema: schema31.properties.cliTools.properties.maxOutputBytes, data: data85 };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
      } else {
        const err97 = { instancePath: instancePath + "/cliTools", schemaPath: "#/properties/cliTools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.cliTools.type, parentSchema: schema31.properties.cliTools, data: data79 };
        if (vErrors === null) {
          vErrors = [err97];
        } else {
          vErrors.push(err97);
        }
        errors++;
      }
    }
    if (data.permission !== void 0) {
      let data86 = data.permission;
      if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
        for (const key19 in data86) {
          if (!(key19 === "skill" || key19 === "rules")) {
            const err98 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.permission, data: data86 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
        if (data86.skill !== void 0) {
          let data87 = data86.skill;
          if (data87 && typeof data87 == "object" && !Array.isArray(data87)) {
            for (const key20 in data87) {
              let data88 = data87[key20];
              if (typeof data88 !== "string") {
                const err99 = { instancePath: instancePath + "/permission/skill/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/permission/properties/skill/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.permission.properties.skill.additionalProperties.type, parentSchema: schema31.properties.permission.properties.skill.additionalProperties, data: data88 };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
          } else {
            const err100 = { instancePath: instancePath + "/permission/skill", schemaPath: "#/properties/permission/properties/skill/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.properties.skill.type, parentSchema: schema31.properties.permission.properties.skill, data: data87 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data86.rules !== void 0) {
          let data89 = data86.rules;
          if (data89 && typeof data89 == "object" && !Array.isArray(data89)) {
          } else {
            const err101 = { instancePath: instancePath + "/permission/rules", schemaPath: "#/properties/permission/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.properties.rules.type, parentSchema: schema31.properties.permission.properties.rules, data: data89 };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
      } else {
        const err102 = { instancePath: instancePath + "/permission", schemaPath: "#/properties/permission/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.permission.type, parentSchema: schema31.properties.permission, data: data86 };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
    if (data.webSearch !== void 0) {
      let data90 = data.webSearch;
      if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
        for (const key21 in data90) {
          if (!(key21 === "providers")) {
            const err103 = { instancePath: instancePath + "/webSearch", schemaPath: "#/properties/webSearch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key21 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webSearch, data: data90 };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          }
        }
        if (data90.providers !== void 0) {
          let data91 = data90.providers;
          if (data91 && typeof data91 == "object" && !Array.isArray(data91)) {
            for (const key22 in data91) {
              let data92 = data91[key22];
              if (data92 && typeof data92 == "object" && !Array.isArray(data92)) {
                for (const key23 in data92) {
                  if (!(key23 === "baseUrl" || key23 === "apiKey" || key23 === "description")) {
                    const err104 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties, data: data92 };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                if (data92.baseUrl !== void 0) {
                  let data93 = data92.baseUrl;
                  if (typeof data93 !== "string") {
                    const err105 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/baseUrl", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/baseUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.baseUrl.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.baseUrl, data: data93 };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                }
                if (data92.apiKey !== void 0) {
                  let data94 = data92.apiKey;
                  if (typeof data94 !== "string") {
                    const err106 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/apiKey", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/apiKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.apiKey.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.apiKey, data: data94 };
                    if (vErrors === null) {
                      vErrors = [err106];
                    } else {
                      vErrors.push(err106);
                    }
                    errors++;
                  }
                }
                if (data92.description !== void 0) {
                  let data95 = data92.description;
                  if (typeof data95 !== "string") {
                    const err107 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.description.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties.properties.description, data: data95 };
                    if (vErrors === null) {
                      vErrors = [err107];
                    } else {
                      vErrors.push(err107);
                    }
                    errors++;
                  }
                }
              } else {
                const err108 = { instancePath: instancePath + "/webSearch/providers/" + key22.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/webSearch/properties/providers/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.properties.providers.additionalProperties.type, parentSchema: schema31.properties.webSearch.properties.providers.additionalProperties, data: data92 };
                if (vErrors === null) {
                  vErrors = [err108];
                } else {
                  vErrors.push(err108);
                }
                errors++;
              }
            }
          } else {
            const err109 = { instancePath: instancePath + "/webSearch/providers", schemaPath: "#/properties/webSearch/properties/providers/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.properties.providers.type, parentSchema: schema31.properties.webSearch.properties.providers, data: data91 };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
      } else {
        const err110 = { instancePath: instancePath + "/webSearch", schemaPath: "#/properties/webSearch/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webSearch.type, parentSchema: schema31.properties.webSearch, data: data90 };
        if (vErrors === null) {
          vErrors = [err110];
        } else {
          vErrors.push(err110);
        }
        errors++;
      }
    }
    if (data.webFetch !== void 0) {
      let data96 = data.webFetch;
      if (data96 && typeof data96 == "object" && !Array.isArray(data96)) {
        for (const key24 in data96) {
          if (!(key24 === "maxOutputBytes")) {
            const err111 = { instancePath: instancePath + "/webFetch", schemaPath: "#/properties/webFetch/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key24 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.webFetch, data: data96 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data96.maxOutputBytes !== void 0) {
          let data97 = data96.maxOutputBytes;
          if (!(typeof data97 == "number" && (!(data97 % 1) && !isNaN(data97)))) {
            const err112 = { instancePath: instancePath + "/webFetch/maxOutputBytes", schemaPath: "#/properties/webFetch/properties/maxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.webFetch.properties.maxOutputBytes.type, parentSchema: schema31.properties.webFetch.properties.maxOutputBytes, data: data97 };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
      } else {
        const err113 = { instancePath: instancePath + "/webFetch", schemaPath: "#/properties/webFetch/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.webFetch.type, parentSchema: schema31.properties.webFetch, data: data96 };
        if (vErrors === null) {
          vErrors = [err113];
        } else {
          vErrors.push(err113);
        }
        errors++;
      }
    }
    if (data.maxTurns !== void 0) {
      let data98 = data.maxTurns;
      if (!(typeof data98 == "number" && (!(data98 % 1) && !isNaN(data98)))) {
        const err114 = { instancePath: instancePath + "/maxTurns", schemaPath: "#/properties/maxTurns/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.maxTurns.type, parentSchema: schema31.properties.maxTurns, data: data98 };
        if (vErrors === null) {
          vErrors = [err114];
        } else {
          vErrors.push(err114);
        }
        errors++;
      }
    }
    if (data.structOutputSchemaDelivery !== void 0) {
      let data99 = data.structOutputSchemaDelivery;
      if (typeof data99 !== "string") {
        const err115 = { instancePath: instancePath + "/structOutputSchemaDelivery", schemaPath: "#/properties/structOutputSchemaDelivery/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.structOutputSchemaDelivery.type, parentSchema: schema31.properties.structOutputSchemaDelivery, data: data99 };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
    }
    if (data.telemetry !== void 0) {
      let data100 = data.telemetry;
      if (data100 && typeof data100 == "object" && !Array.isArray(data100)) {
        for (const key25 in data100) {
          if (!func1.call(schema31.properties.telemetry.properties, key25)) {
            const err116 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key25 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry, data: data100 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        }
        if (data100.userId !== void 0) {
          let data101 = data100.userId;
          if (typeof data101 !== "string") {
            const err117 = { instancePath: instancePath + "/telemetry/userId", schemaPath: "#/properties/telemetry/properties/userId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.userId.type, parentSchema: schema31.properties.telemetry.properties.userId, data: data101 };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data100.tags !== void 0) {
          let data102 = data100.tags;
          if (Array.isArray(data102)) {
            const len11 = data102.length;
            for (let i11 = 0; i11 < len11; i11++) {
              let data103 = data102[i11];
              if (typeof data103 !== "string") {
                const err118 = { instancePath: instancePath + "/telemetry/tags/" + i11, schemaPath: "#/properties/telemetry/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tags.items.type, parentSchema: schema31.properties.telemetry.properties.tags.items, data: data103 };
                if (vErrors === null) {
                  vErrors = [err118];
                } else {
                  vErrors.push(err118);
                }
                errors++;
              }
            }
          } else {
            const err119 = { instancePath: instancePath + "/telemetry/tags", schemaPath: "#/properties/telemetry/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tags.type, parentSchema: schema31.properties.telemetry.properties.tags, data: data102 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data100.defaultTags !== void 0) {
          let data104 = data100.defaultTags;
          if (Array.isArray(data104)) {
            const len12 = data104.length;
            for (let i12 = 0; i12 < len12; i12++) {
              let data105 = data104[i12];
              if (typeof data105 !== "string") {
                const err120 = { instancePath: instancePath + "/telemetry/defaultTags/" + i12, schemaPath: "#/properties/telemetry/properties/defaultTags/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.defaultTags.items.type, parentSchema: schema31.properties.telemetry.properties.defaultTags.items, data: data105 };
                if (vErrors === null) {
                  vErrors = [err120];
                } else {
                  vErrors.push(err120);
                }
                errors++;
              }
            }
          } else {
            const err121 = { instancePath: instancePath + "/telemetry/defaultTags", schemaPath: "#/properties/telemetry/properties/defaultTags/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.defaultTags.type, parentSchema: schema31.properties.telemetry.properties.defaultTags, data: data104 };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
        if (data100.langfuse !== void 0) {
          let data106 = data100.langfuse;
          if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
            for (const key26 in data106) {
              if (!(key26 === "enabled" || key26 === "secretKey" || key26 === "publicKey" || key26 === "baseURL" || key26 === "prompts")) {
                const err122 = { instancePath: instancePath + "/telemetry/langfuse", schemaPath: "#/properties/telemetry/properties/langfuse/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key26 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.langfuse, data: data106 };
                if (vErrors === null) {
                  vErrors = [err122];
                } else {
                  vErrors.push(err122);
                }
                errors++;
              }
            }
            if (data106.enabled !== void 0) {
              let data107 = data106.enabled;
              if (typeof data107 !== "boolean") {
                const err123 = { instancePath: instancePath + "/telemetry/langfuse/enabled", schemaPath: "#/properties/telemetry/properties/langfuse/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.enabled, data: data107 };
                if (vErrors === null) {
                  vErrors = [err123];
                } else {
                  vErrors.push(err123);
                }
                errors++;
              }
            }
            if (data106.secretKey !== void 0) {
              let data108 = data106.secretKey;
              if (typeof data108 !== "string") {
                const err124 = { instancePath: instancePath + "/telemetry/langfuse/secretKey", schemaPath: "#/properties/telemetry/properties/langfuse/properties/secretKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.secretKey.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.secretKey, data: data108 };
                if (vErrors === null) {
                  vErrors = [err124];
                } else {
                  vErrors.push(err124);
                }
                errors++;
              }
            }
            if (data106.publicKey !== void 0) {
              let data109 = data106.publicKey;
              if (typeof data109 !== "string") {
                const err125 = { instancePath: instancePath + "/telemetry/langfuse/publicKey", schemaPath: "#/properties/telemetry/properties/langfuse/properties/publicKey/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.publicKey.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.publicKey, data: data109 };
                if (vErrors === null) {
                  vErrors = [err125];
                } else {
                  vErrors.push(err125);
                }
                errors++;
              }
            }
            if (data106.baseURL !== void 0) {
              let data110 = data106.baseURL;
              if (typeof data110 !== "string") {
                const err126 = { instancePath: instancePath + "/telemetry/langfuse/baseURL", schemaPath: "#/properties/telemetry/properties/langfuse/properties/baseURL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.baseURL.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.baseURL, data: data110 };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
            if (data106.prompts !== void 0) {
              let data111 = data106.prompts;
              if (data111 && typeof data111 == "object" && !Array.isArray(data111)) {
                for (const key27 in data111) {
                  if (!(key27 === "enabled" || key27 === "label" || key27 === "cacheTTL" || key27 === "timeout" || key27 === "warmup")) {
                    const err127 = { instancePath: instancePath + "/telemetry/langfuse/prompts", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key27 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts, data: data111 };
                    if (vErrors === null) {
                      vErrors = [err127];
                    } else {
                      vErrors.push(err127);
                    }
                    errors++;
                  }
                }
                if (data111.enabled !== void 0) {
                  let data112 = data111.enabled;
                  if (typeof data112 !== "boolean") {
                    const err128 = { instancePath: instancePath + "/telemetry/langfuse/prompts/enabled", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.enabled, data: data112 };
                    if (vErrors === null) {
                      vErrors = [err128];
                    } else {
                      vErrors.push(err128);
                    }
                    errors++;
                  }
                }
                if (data111.label !== void 0) {
                  let data113 = data111.label;
                  if (typeof data113 !== "string") {
                    const err129 = { instancePath: instancePath + "/telemetry/langfuse/prompts/label", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.label.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.label, data: data113 };
                    if (vErrors === null) {
                      vErrors = [err129];
                    } else {
                      vErrors.push(err129);
                    }
                    errors++;
                  }
                }
                if (data111.cacheTTL !== void 0) {
                  let data114 = data111.cacheTTL;
                  if (typeof data114 !== "string") {
                    const err130 = { instancePath: instancePath + "/telemetry/langfuse/prompts/cacheTTL", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/cacheTTL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.cacheTTL.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.cacheTTL, data: data114 };
                    if (vErrors === null) {
                      vErrors = [err130];
                    } else {
                      vErrors.push(err130);
                    }
                    errors++;
                  }
                }
                if (data111.timeout !== void 0) {
                  let data115 = data111.timeout;
                  if (typeof data115 !== "string") {
                    const err131 = { instancePath: instancePath + "/telemetry/langfuse/prompts/timeout", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.timeout.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.timeout, data: data115 };
                    if (vErrors === null) {
                      vErrors = [err131];
                    } else {
                      vErrors.push(err131);
                    }
                    errors++;
                  }
                }
                if (data111.warmup !== void 0) {
                  let data116 = data111.warmup;
                  if (typeof data116 !== "boolean") {
                    const err132 = { instancePath: instancePath + "/telemetry/langfuse/prompts/warmup", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/properties/warmup/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.warmup.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts.properties.warmup, data: data116 };
                    if (vErrors === null) {
                      vErrors = [err132];
                    } else {
                      vErrors.push(err132);
                    }
                    errors++;
                  }
                }
              } else {
                const err133 = { instancePath: instancePath + "/telemetry/langfuse/prompts", schemaPath: "#/properties/telemetry/properties/langfuse/properties/prompts/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.langfuse.properties.prompts.type, parentSchema: schema31.properties.telemetry.properties.langfuse.properties.prompts, data: data111 };
                if (vErrors === null) {
                  vErrors = [err133];
                } else {
                  vErrors.push(err133);
                }
                errors++;
              }
            }
          } else {
            const err134 = { instancePath: instancePath + "/telemetry/langfuse", schemaPath: "#/properties/telemetry/properties/langfuse/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.langfuse.type, parentSchema: schema31.properties.telemetry.properties.langfuse, data: data106 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
        if (data100.redaction !== void 0) {
          let data117 = data100.redaction;
          if (data117 && typeof data117 == "object" && !Array.isArray(data117)) {
            for (const key28 in data117) {
              if (!(key28 === "enabled" || key28 === "mode" || key28 === "disableBuiltins" || key28 === "pii" || key28 === "rules" || key28 === "allowlist")) {
                const err135 = { instancePath: instancePath + "/telemetry/redaction", schemaPath: "#/properties/telemetry/properties/redaction/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key28 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.redaction, data: data117 };
                if (vErrors === null) {
                  vErrors = [err135];
                } else {
                  vErrors.push(err135);
                }
                errors++;
              }
            }
            if (data117.enabled !== void 0) {
              let data118 = data117.enabled;
              if (typeof data118 !== "boolean") {
                const err136 = { instancePath: instancePath + "/telemetry/redaction/enabled", schemaPath: "#/properties/telemetry/properties/redaction/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.redaction.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.enabled, data: data118 };
                if (vErrors === null) {
                  vErrors = [err136];
                } else {
                  vErrors.push(err136);
                }
                errors++;
              }
            }
            if (data117.mode !== void 0) {
              let data119 = data117.mode;
              if (typeof data119 !== "string") {
                const err137 = { instancePath: instancePath + "/telemetry/redaction/mode", schemaPath: "#/properties/telemetry/properties/redaction/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.mode.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.mode, data: data119 };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
            }
            if (data117.disableBuiltins !== void 0) {
              let data120 = data117.disableBuiltins;
              if (Array.isArray(data120)) {
                const len13 = data120.length;
                for (let i13 = 0; i13 < len13; i13++) {
                  let data121 = data120[i13];
                  if (typeof data121 !== "string") {
                    const err138 = { instancePath: instancePath + "/telemetry/redaction/disableBuiltins/" + i13, schemaPath: "#/properties/telemetry/properties/redaction/properties/disableBuiltins/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.items, data: data121 };
                    if (vErrors === null) {
                      vErrors = [err138];
                    } else {
                      vErrors.push(err138);
                    }
                    errors++;
                  }
                }
              } else {
                const err139 = { instancePath: instancePath + "/telemetry/redaction/disableBuiltins", schemaPath: "#/properties/telemetry/properties/redaction/properties/disableBuiltins/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.disableBuiltins, data: data120 };
                if (vErrors === null) {
                  vErrors = [err139];
                } else {
                  vErrors.push(err139);
                }
                errors++;
              }
            }
            if (data117.pii !== void 0) {
              let data122 = data117.pii;
              if (typeof data122 !== "boolean") {
                const err140 = { instancePath: instancePath + "/telemetry/redaction/pii", schemaPath: "#/properties/telemetry/properties/redaction/properties/pii/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.redaction.properties.pii.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.pii, data: data122 };
                if (vErrors === null) {
                  vErrors = [err140];
                } else {
                  vErrors.push(err140);
                }
                errors++;
              }
            }
            if (data117.rules !== void 0) {
              let data123 = data117.rules;
              if (Array.isArray(data123)) {
                const len14 = data123.length;
                for (let i14 = 0; i14 < len14; i14++) {
                  let data124 = data123[i14];
                  if (data124 && typeof data124 == "object" && !Array.isArray(data124)) {
                    for (const key29 in data124) {
                      if (!(key29 === "name" || key29 === "pattern" || key29 === "group" || key29 === "replacement")) {
                        const err141 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14, schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key29 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items, data: data124 };
                        if (vErrors === null) {
                          vErrors = [err141];
                        } else {
                          vErrors.push(err141);
                        }
                        errors++;
                      }
                    }
                    if (data124.name !== void 0) {
                      let data125 = data124.name;
                      if (typeof data125 !== "string") {
                        const err142 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/name", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.name.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.name, data: data125 };
                        if (vErrors === null) {
                          vErrors = [err142];
                        } else {
                          vErrors.push(err142);
                        }
                        errors++;
                      }
                    }
                    if (data124.pattern !== void 0) {
                      let data126 = data124.pattern;
                      if (typeof data126 !== "string") {
                        const err143 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/pattern", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.pattern.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.pattern, data: data126 };
                        if (vErrors === null) {
                          vErrors = [err143];
                        } else {
                          vErrors.push(err143);
                        }
                        errors++;
                      }
                    }
                    if (data124.group !== void 0) {
                      let data127 = data124.group;
                      if (!(typeof data127 == "number" && (!(data127 % 1) && !isNaN(data127)))) {
                        const err144 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/group", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/group/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.group.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.group, data: data127 };
                        if (vErrors === null) {
                          vErrors = [err144];
                        } else {
                          vErrors.push(err144);
                        }
                        errors++;
                      }
                    }
                    if (data124.replacement !== void 0) {
                      let data128 = data124.replacement;
                      if (typeof data128 !== "string") {
                        const err145 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14 + "/replacement", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/properties/replacement/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.replacement.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items.properties.replacement, data: data128 };
                        if (vErrors === null) {
                          vErrors = [err145];
                        } else {
                          vErrors.push(err145);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err146 = { instancePath: instancePath + "/telemetry/redaction/rules/" + i14, schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.redaction.properties.rules.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules.items, data: data124 };
                    if (vErrors === null) {
                      vErrors = [err146];
                    } else {
                      vErrors.push(err146);
                    }
                    errors++;
                  }
                }
              } else {
                const err147 = { instancePath: instancePath + "/telemetry/redaction/rules", schemaPath: "#/properties/telemetry/properties/redaction/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.rules.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.rules, data: data123 };
                if (vErrors === null) {
                  vErrors = [err147];
                } else {
                  vErrors.push(err147);
                }
                errors++;
              }
            }
            if (data117.allowlist !== void 0) {
              let data129 = data117.allowlist;
              if (Array.isArray(data129)) {
                const len15 = data129.length;
                for (let i15 = 0; i15 < len15; i15++) {
                  let data130 = data129[i15];
                  if (typeof data130 !== "string") {
                    const err148 = { instancePath: instancePath + "/telemetry/redaction/allowlist/" + i15, schemaPath: "#/properties/telemetry/properties/redaction/properties/allowlist/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.redaction.properties.allowlist.items.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.allowlist.items, data: data130 };
                    if (vErrors === null) {
                      vErrors = [err148];
                    } else {
                      vErrors.push(err148);
                    }
                    errors++;
                  }
                }
              } else {
                const err149 = { instancePath: instancePath + "/telemetry/redaction/allowlist", schemaPath: "#/properties/telemetry/properties/redaction/properties/allowlist/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.redaction.properties.allowlist.type, parentSchema: schema31.properties.telemetry.properties.redaction.properties.allowlist, data: data129 };
                if (vErrors === null) {
                  vErrors = [err149];
                } else {
                  vErrors.push(err149);
                }
                errors++;
              }
            }
          } else {
            const err150 = { instancePath: instancePath + "/telemetry/redaction", schemaPath: "#/properties/telemetry/properties/redaction/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.redaction.type, parentSchema: schema31.properties.telemetry.properties.redaction, data: data117 };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data100.tools !== void 0) {
          let data131 = data100.tools;
          if (data131 && typeof data131 == "object" && !Array.isArray(data131)) {
            for (const key30 in data131) {
              if (!(key30 === "enabled" || key30 === "logInput" || key30 === "logOutput")) {
                const err151 = { instancePath: instancePath + "/telemetry/tools", schemaPath: "#/properties/telemetry/properties/tools/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key30 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.tools, data: data131 };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
            }
            if (data131.enabled !== void 0) {
              let data132 = data131.enabled;
              if (typeof data132 !== "boolean") {
                const err152 = { instancePath: instancePath + "/telemetry/tools/enabled", schemaPath: "#/properties/telemetry/properties/tools/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.tools.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.enabled, data: data132 };
                if (vErrors === null) {
                  vErrors = [err152];
                } else {
                  vErrors.push(err152);
                }
                errors++;
              }
            }
            if (data131.logInput !== void 0) {
              let data133 = data131.logInput;
              if (Array.isArray(data133)) {
                const len16 = data133.length;
                for (let i16 = 0; i16 < len16; i16++) {
                  let data134 = data133[i16];
                  if (typeof data134 !== "string") {
                    const err153 = { instancePath: instancePath + "/telemetry/tools/logInput/" + i16, schemaPath: "#/properties/telemetry/properties/tools/properties/logInput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tools.properties.logInput.items.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logInput.items, data: data134 };
                    if (vErrors === null) {
                      vErrors = [err153];
                    } else {
                      vErrors.push(err153);
                    }
                    errors++;
                  }
                }
              } else {
                const err154 = { instancePath: instancePath + "/telemetry/tools/logInput", schemaPath: "#/properties/telemetry/properties/tools/properties/logInput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tools.properties.logInput.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logInput, data: data133 };
                if (vErrors === null) {
                  vErrors = [err154];
                } else {
                  vErrors.push(err154);
                }
                errors++;
              }
            }
            if (data131.logOutput !== void 0) {
              let data135 = data131.logOutput;
              if (Array.isArray(data135)) {
                const len17 = data135.length;
                for (let i17 = 0; i17 < len17; i17++) {
                  let data136 = data135[i17];
                  if (typeof data136 !== "string") {
                    const err155 = { instancePath: instancePath + "/telemetry/tools/logOutput/" + i17, schemaPath: "#/properties/telemetry/properties/tools/properties/logOutput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.tools.properties.logOutput.items.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logOutput.items, data: data136 };
                    if (vErrors === null) {
                      vErrors = [err155];
                    } else {
                      vErrors.push(err155);
                    }
                    errors++;
                  }
                }
              } else {
                const err156 = { instancePath: instancePath + "/telemetry/tools/logOutput", schemaPath: "#/properties/telemetry/properties/tools/properties/logOutput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.tools.properties.logOutput.type, parentSchema: schema31.properties.telemetry.properties.tools.properties.logOutput, data: data135 };
                if (vErrors === null) {
                  vErrors = [err156];
                } else {
                  vErrors.push(err156);
                }
                errors++;
              }
            }
          } else {
            const err157 = { instancePath: instancePath + "/telemetry/tools", schemaPath: "#/properties/telemetry/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.tools.type, parentSchema: schema31.properties.telemetry.properties.tools, data: data131 };
            if (vErrors === null) {
              vErrors = [err157];
            } else {
              vErrors.push(err157);
            }
            errors++;
          }
        }
        if (data100.generations !== void 0) {
          let data137 = data100.generations;
          if (data137 && typeof data137 == "object" && !Array.isArray(data137)) {
            for (const key31 in data137) {
              if (!(key31 === "enabled" || key31 === "logInput" || key31 === "logOutput")) {
                const err158 = { instancePath: instancePath + "/telemetry/generations", schemaPath: "#/properties/telemetry/properties/generations/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key31 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.telemetry.properties.generations, data: data137 };
                if (vErrors === null) {
                  vErrors = [err158];
                } else {
                  vErrors.push(err158);
                }
                errors++;
              }
            }
            if (data137.enabled !== void 0) {
              let data138 = data137.enabled;
              if (typeof data138 !== "boolean") {
                const err159 = { instancePath: instancePath + "/telemetry/generations/enabled", schemaPath: "#/properties/telemetry/properties/generations/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.telemetry.properties.generations.properties.enabled.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.enabled, data: data138 };
                if (vErrors === null) {
                  vErrors = [err159];
                } else {
                  vErrors.push(err159);
                }
                errors++;
              }
            }
            if (data137.logInput !== void 0) {
              let data139 = data137.logInput;
              if (Array.isArray(data139)) {
                const len18 = data139.length;
                for (let i18 = 0; i18 < len18; i18++) {
                  let data140 = data139[i18];
                  if (typeof data140 !== "string") {
                    const err160 = { instancePath: instancePath + "/telemetry/generations/logInput/" + i18, schemaPath: "#/properties/telemetry/properties/generations/properties/logInput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.generations.properties.logInput.items.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logInput.items, data: data140 };
                    if (vErrors === null) {
                      vErrors = [err160];
                    } else {
                      vErrors.push(err160);
                    }
                    errors++;
                  }
                }
              } else {
                const err161 = { instancePath: instancePath + "/telemetry/generations/logInput", schemaPath: "#/properties/telemetry/properties/generations/properties/logInput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.generations.properties.logInput.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logInput, data: data139 };
                if (vErrors === null) {
                  vErrors = [err161];
                } else {
                  vErrors.push(err161);
                }
                errors++;
              }
            }
            if (data137.logOutput !== void 0) {
              let data141 = data137.logOutput;
              if (Array.isArray(data141)) {
                const len19 = data141.length;
                for (let i19 = 0; i19 < len19; i19++) {
                  let data142 = data141[i19];
                  if (typeof data142 !== "string") {
                    const err162 = { instancePath: instancePath + "/telemetry/generations/logOutput/" + i19, schemaPath: "#/properties/telemetry/properties/generations/properties/logOutput/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.generations.properties.logOutput.items.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logOutput.items, data: data142 };
                    if (vErrors === null) {
                      vErrors = [err162];
                    } else {
                      vErrors.push(err162);
                    }
                    errors++;
                  }
                }
              } else {
                const err163 = { instancePath: instancePath + "/telemetry/generations/logOutput", schemaPath: "#/properties/telemetry/properties/generations/properties/logOutput/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.generations.properties.logOutput.type, parentSchema: schema31.properties.telemetry.properties.generations.properties.logOutput, data: data141 };
                if (vErrors === null) {
                  vErrors = [err163];
                } else {
                  vErrors.push(err163);
                }
                errors++;
              }
            }
          } else {
            const err164 = { instancePath: instancePath + "/telemetry/generations", schemaPath: "#/properties/telemetry/properties/generations/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.properties.generations.type, parentSchema: schema31.properties.telemetry.properties.generations, data: data137 };
            if (vErrors === null) {
              vErrors = [err164];
            } else {
              vErrors.push(err164);
            }
            errors++;
          }
        }
        if (data100.flowArgs !== void 0) {
          let data143 = data100.flowArgs;
          if (Array.isArray(data143)) {
            const len20 = data143.length;
            for (let i20 = 0; i20 < len20; i20++) {
              let data144 = data143[i20];
              if (typeof data144 !== "string") {
                const err165 = { instancePath: instancePath + "/telemetry/flowArgs/" + i20, schemaPath: "#/properties/telemetry/properties/flowArgs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.flowArgs.items.type, parentSchema: schema31.properties.telemetry.properties.flowArgs.items, data: data144 };
                if (vErrors === null) {
                  vErrors = [err165];
                } else {
                  vErrors.push(err165);
                }
                errors++;
              }
            }
          } else {
            const err166 = { instancePath: instancePath + "/telemetry/flowArgs", schemaPath: "#/properties/telemetry/properties/flowArgs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.telemetry.properties.flowArgs.type, parentSchema: schema31.properties.telemetry.properties.flowArgs, data: data143 };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          }
        }
        if (data100.metadataNamespace !== void 0) {
          let data145 = data100.metadataNamespace;
          if (typeof data145 !== "string") {
            const err167 = { instancePath: instancePath + "/telemetry/metadataNamespace", schemaPath: "#/properties/telemetry/properties/metadataNamespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.metadataNamespace.type, parentSchema: schema31.properties.telemetry.properties.metadataNamespace, data: data145 };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
        if (data100.requester !== void 0) {
          let data146 = data100.requester;
          if (typeof data146 !== "string") {
            const err168 = { instancePath: instancePath + "/telemetry/requester", schemaPath: "#/properties/telemetry/properties/requester/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.telemetry.properties.requester.type, parentSchema: schema31.properties.telemetry.properties.requester, data: data146 };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
      } else {
        const err169 = { instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.telemetry.type, parentSchema: schema31.properties.telemetry, data: data100 };
        if (vErrors === null) {
          vErrors = [err169];
        } else {
          vErrors.push(err169);
        }
        errors++;
      }
    }
    if (data.sessionCleanup !== void 0) {
      let data147 = data.sessionCleanup;
      if (data147 && typeof data147 == "object" && !Array.isArray(data147)) {
        for (const key32 in data147) {
          if (!(key32 === "maxAge")) {
            const err170 = { instancePath: instancePath + "/sessionCleanup", schemaPath: "#/properties/sessionCleanup/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key32 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.sessionCleanup, data: data147 };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        }
        if (data147.maxAge !== void 0) {
          let data148 = data147.maxAge;
          if (typeof data148 !== "string") {
            const err171 = { instancePath: instancePath + "/sessionCleanup/maxAge", schemaPath: "#/properties/sessionCleanup/properties/maxAge/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.sessionCleanup.properties.maxAge.type, parentSchema: schema31.properties.sessionCleanup.properties.maxAge, data: data148 };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
      } else {
        const err172 = { instancePath: instancePath + "/sessionCleanup", schemaPath: "#/properties/sessionCleanup/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.sessionCleanup.type, parentSchema: schema31.properties.sessionCleanup, data: data147 };
        if (vErrors === null) {
          vErrors = [err172];
        } else {
          vErrors.push(err172);
        }
        errors++;
      }
    }
    if (data.backgroundTasks !== void 0) {
      let data149 = data.backgroundTasks;
      if (data149 && typeof data149 == "object" && !Array.isArray(data149)) {
        for (const key33 in data149) {
          if (!(key33 === "stallThreshold")) {
            const err173 = { instancePath: instancePath + "/backgroundTasks", schemaPath: "#/properties/backgroundTasks/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key33 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.backgroundTasks, data: data149 };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
        if (data149.stallThreshold !== void 0) {
          let data150 = data149.stallThreshold;
          if (typeof data150 !== "string") {
            const err174 = { instancePath: instancePath + "/backgroundTasks/stallThreshold", schemaPath: "#/properties/backgroundTasks/properties/stallThreshold/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.backgroundTasks.properties.stallThreshold.type, parentSchema: schema31.properties.backgroundTasks.properties.stallThreshold, data: data150 };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
      } else {
        const err175 = { instancePath: instancePath + "/backgroundTasks", schemaPath: "#/properties/backgroundTasks/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.backgroundTasks.type, parentSchema: schema31.properties.backgroundTasks, data: data149 };
        if (vErrors === null) {
          vErrors = [err175];
        } else {
          vErrors.push(err175);
        }
        errors++;
      }
    }
    if (data.router !== void 0) {
      let data151 = data.router;
      if (!(data151 && typeof data151 == "object" && !Array.isArray(data151))) {
        const err176 = { instancePath: instancePath + "/router", schemaPath: "#/properties/router/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.router.type, parentSchema: schema31.properties.router, data: data151 };
        if (vErrors === null) {
          vErrors = [err176];
        } else {
          vErrors.push(err176);
        }
        errors++;
      }
    }
    if (data.hooks !== void 0) {
      let data152 = data.hooks;
      if (data152 && typeof data152 == "object" && !Array.isArray(data152)) {
        for (const key34 in data152) {
          let data153 = data152[key34];
          if (!Array.isArray(data153)) {
            const err177 = { instancePath: instancePath + "/hooks/" + key34.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hooks/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.hooks.additionalProperties.type, parentSchema: schema31.properties.hooks.additionalProperties, data: data153 };
            if (vErrors === null) {
              vErrors = [err177];
            } else {
              vErrors.push(err177);
            }
            errors++;
          }
        }
      } else {
        const err178 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.hooks.type, parentSchema: schema31.properties.hooks, data: data152 };
        if (vErrors === null) {
          vErrors = [err178];
        } else {
          vErrors.push(err178);
        }
        errors++;
      }
    }
    if (data.contextDiscovery !== void 0) {
      let data154 = data.contextDiscovery;
      if (data154 && typeof data154 == "object" && !Array.isArray(data154)) {
        for (const key35 in data154) {
          if (!(key35 === "enabled" || key35 === "maxFiles" || key35 === "maxDepth" || key35 === "maxFileBytes" || key35 === "maxSessionBytes" || key35 === "skipDirs")) {
            const err179 = { instancePath: instancePath + "/contextDiscovery", schemaPath: "#/properties/contextDiscovery/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key35 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.contextDiscovery, data: data154 };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
        }
        if (data154.enabled !== void 0) {
          let data155 = data154.enabled;
          if (typeof data155 !== "boolean") {
            const err180 = { instancePath: instancePath + "/contextDiscovery/enabled", schemaPath: "#/properties/contextDiscovery/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema31.properties.contextDiscovery.properties.enabled.type, parentSchema: schema31.properties.contextDiscovery.properties.enabled, data: data155 };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data154.maxFiles !== void 0) {
          let data156 = data154.maxFiles;
          if (!(typeof data156 == "number" && (!(data156 % 1) && !isNaN(data156)))) {
            const err181 = { instancePath: instancePath + "/contextDiscovery/maxFiles", schemaPath: "#/properties/contextDiscovery/properties/maxFiles/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxFiles.type, parentSchema: schema31.properties.contextDiscovery.properties.maxFiles, data: data156 };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data154.maxDepth !== void 0) {
          let data157 = data154.maxDepth;
          if (!(typeof data157 == "number" && (!(data157 % 1) && !isNaN(data157)))) {
            const err182 = { instancePath: instancePath + "/contextDiscovery/maxDepth", schemaPath: "#/properties/contextDiscovery/properties/maxDepth/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxDepth.type, parentSchema: schema31.properties.contextDiscovery.properties.maxDepth, data: data157 };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
        }
        if (data154.maxFileBytes !== void 0) {
          let data158 = data154.maxFileBytes;
          if (!(typeof data158 == "number" && (!(data158 % 1) && !isNaN(data158)))) {
            const err183 = { instancePath: instancePath + "/contextDiscovery/maxFileBytes", schemaPath: "#/properties/contextDiscovery/properties/maxFileBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxFileBytes.type, parentSchema: schema31.properties.contextDiscovery.properties.maxFileBytes, data: data158 };
            if (vErrors === null) {
              vErrors = [err183];
            } else {
              vErrors.push(err183);
            }
            errors++;
          }
        }
        if (data154.maxSessionBytes !== void 0) {
          let data159 = data154.maxSessionBytes;
          if (!(typeof data159 == "number" && (!(data159 % 1) && !isNaN(data159)))) {
            const err184 = { instancePath: instancePath + "/contextDiscovery/maxSessionBytes", schemaPath: "#/properties/contextDiscovery/properties/maxSessionBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema31.properties.contextDiscovery.properties.maxSessionBytes.type, parentSchema: schema31.properties.contextDiscovery.properties.maxSessionBytes, data: data159 };
            if (vErrors === null) {
              vErrors = [err184];
            } else {
              vErrors.push(err184);
            }
            errors++;
          }
        }
        if (data154.skipDirs !== void 0) {
          let data160 = data154.skipDirs;
          if (Array.isArray(data160)) {
            const len21 = data160.length;
            for (let i21 = 0; i21 < len21; i21++) {
              let data161 = data160[i21];
              if (typeof data161 !== "string") {
                const err185 = { instancePath: instancePath + "/contextDiscovery/skipDirs/" + i21, schemaPath: "#/properties/contextDiscovery/properties/skipDirs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.contextDiscovery.properties.skipDirs.items.type, parentSchema: schema31.properties.contextDiscovery.properties.skipDirs.items, data: data161 };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
            }
          } else {
            const err186 = { instancePath: instancePath + "/contextDiscovery/skipDirs", schemaPath: "#/properties/contextDiscovery/properties/skipDirs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.contextDiscovery.properties.skipDirs.type, parentSchema: schema31.properties.contextDiscovery.properties.skipDirs, data: data160 };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
        }
      } else {
        const err187 = { instancePath: instancePath + "/contextDiscovery", schemaPath: "#/properties/contextDiscovery/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.contextDiscovery.type, parentSchema: schema31.properties.contextDiscovery, data: data154 };
        if (vErrors === null) {
          vErrors = [err187];
        } else {
          vErrors.push(err187);
        }
        errors++;
      }
    }
  } else {
    const err188 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err188];
    } else {
      vErrors.push(err188);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "b34bec9b43a81d5df7755c5eaf1c965e4b0f2bc84e211caabdac808005e5eb9e";
