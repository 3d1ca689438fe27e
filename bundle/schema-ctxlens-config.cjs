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

// dist/schemas/ctxlens-config.cjs
module.exports = validate20;
module.exports.default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://ctxlens.dev/schemas/ctxlens-config.schema.json", "title": "ctxlens.config.json", "description": "Configuration of ctxlens itself: per-rule severity and options, and globs of files whose findings are ignored. Looked up from the linted directory upward to the repository root (a directory holding .git).", "type": "object", "additionalProperties": false, "properties": { "$schema": { "description": "Where editors find this schema.", "type": "string" }, "runtime": { "description": 'The runtime this repository is written for: "fork" (the OpenCode Go fork, .opencode.json) or "opencode" (mainstream OpenCode, opencode.json). Without it ctxlens chooses from the files it finds; --runtime overrides it.', "enum": ["fork", "opencode"] }, "rules": { "description": "Per-rule settings keyed by rule id (see rules/<id>.md). A severity string, or an object with severity and options.", "type": "object", "propertyNames": { "pattern": "^[a-z][a-z0-9]*(-[a-z0-9]+)*$" }, "additionalProperties": { "oneOf": [{ "$ref": "#/$defs/severity" }, { "type": "object", "additionalProperties": false, "properties": { "severity": { "$ref": "#/$defs/severity" }, "options": { "description": "The rule's options; validated against the rule's own options schema.", "type": "object" } } }] } }, "oacManifests": { "description": "OpenAgentsControl session manifests to check besides .tmp/sessions/*/.manifest.json: paths relative to the linted directory (docs/runtimes/oac.md, section 9.1).", "type": "array", "items": { "type": "string", "minLength": 1 } }, "ignore": { "description": "Globs over file paths relative to the linted directory (`*`, `?`, `**`, `[a-z]`, `{a,b}`; a trailing `/` means everything below). Findings in matching files are suppressed (kept in their own list).", "type": "array", "items": { "type": "string", "minLength": 1 } } }, "$defs": { "severity": { "description": "off disables the rule; otherwise the severity of its findings.", "enum": ["off", "info", "warning", "error"] } } };
var schema32 = { "description": "off disables the rule; otherwise the severity of its findings.", "enum": ["off", "info", "warning", "error"] };
var pattern4 = new RegExp("^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "u");
var func1 = require_ucs2length().default;
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
      if (!(key0 === "$schema" || key0 === "runtime" || key0 === "rules" || key0 === "oacManifests" || key0 === "ignore")) {
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
    if (data.runtime !== void 0) {
      let data1 = data.runtime;
      if (!(data1 === "fork" || data1 === "opencode")) {
        const err2 = { instancePath: instancePath + "/runtime", schemaPath: "#/properties/runtime/enum", keyword: "enum", params: { allowedValues: schema31.properties.runtime.enum }, message: "must be equal to one of the allowed values", schema: schema31.properties.runtime.enum, parentSchema: schema31.properties.runtime, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data2 = data.rules;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          const _errs7 = errors;
          if (typeof key1 === "string") {
            if (!pattern4.test(key1)) {
              const err3 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$" }, message: 'must match pattern "^[a-z][a-z0-9]*(-[a-z0-9]+)*$"', schema: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", parentSchema: schema31.properties.rules.propertyNames, data: key1, propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          }
          var valid1 = _errs7 === errors;
          if (!valid1) {
            const err4 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid", schema: schema31.properties.rules.propertyNames, parentSchema: schema31.properties.rules, data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        for (const key2 in data2) {
          let data3 = data2[key2];
          const _errs10 = errors;
          let valid3 = false;
          let passing0 = null;
          const _errs11 = errors;
          if (!(data3 === "off" || data3 === "info" || data3 === "warning" || data3 === "error")) {
            const err5 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/severity/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values", schema: schema32.enum, parentSchema: schema32, data: data3 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var _valid0 = _errs11 === errors;
          if (_valid0) {
            valid3 = true;
            passing0 = 0;
          }
          const _errs13 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key3 in data3) {
              if (!(key3 === "severity" || key3 === "options")) {
                const err6 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1], data: data3 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data3.severity !== void 0) {
              let data4 = data3.severity;
              if (!(data4 === "off" || data4 === "info" || data4 === "warning" || data4 === "error")) {
                const err7 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/severity", schemaPath: "#/$defs/severity/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values", schema: schema32.enum, parentSchema: schema32, data: data4 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data3.options !== void 0) {
              let data5 = data3.options;
              if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
                const err8 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/options", schemaPath: "#/properties/rules/additionalProperties/oneOf/1/properties/options/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.additionalProperties.oneOf[1].properties.options.type, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1].properties.options, data: data5 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.additionalProperties.oneOf[1].type, parentSchema: schema31.properties.rules.additionalProperties.oneOf[1], data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          var _valid0 = _errs13 === errors;
          if (_valid0 && valid3) {
            valid3 = false;
            passing0 = [passing0, 1];
          } else {
            if (_valid0) {
              valid3 = true;
              passing0 = 1;
            }
          }
          if (!valid3) {
            const err10 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema31.properties.rules.additionalProperties.oneOf, parentSchema: schema31.properties.rules.additionalProperties, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
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
      } else {
        const err11 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.properties.rules.type, parentSchema: schema31.properties.rules, data: data2 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.oacManifests !== void 0) {
      let data6 = data.oacManifests;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (typeof data7 === "string") {
            if (func1(data7) < 1) {
              const err12 = { instancePath: instancePath + "/oacManifests/" + i0, schemaPath: "#/properties/oacManifests/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.oacManifests.items, data: data7 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/oacManifests/" + i0, schemaPath: "#/properties/oacManifests/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.oacManifests.items.type, parentSchema: schema31.properties.oacManifests.items, data: data7 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/oacManifests", schemaPath: "#/properties/oacManifests/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.oacManifests.type, parentSchema: schema31.properties.oacManifests, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.ignore !== void 0) {
      let data8 = data.ignore;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data9 = data8[i1];
          if (typeof data9 === "string") {
            if (func1(data9) < 1) {
              const err15 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.ignore.items, data: data9 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/ignore/" + i1, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.ignore.items.type, parentSchema: schema31.properties.ignore.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.ignore.type, parentSchema: schema31.properties.ignore, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
module.exports.schemaHash = "24b3ae01ad42dc2c0ce6c98745e537384570856c6789a3b256bd20e4f1611187";
