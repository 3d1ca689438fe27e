import { createRequire as __ctxlensRequire } from 'node:module';
const require = __ctxlensRequire(import.meta.url);
import {
  BUILTIN_AGENTS,
  DEFAULT_CONTEXT_PATHS,
  DEFAULT_DATA_DIRECTORY,
  DEFAULT_STEP_AGENT,
  DISCOVERY_DEFAULTS,
  MANIFEST_CAP_BYTES,
  SyntaxKind,
  TRIGGER_TOOLS,
  createScanner,
  effectiveCap,
  findNodeAtLocation,
  init_main,
  loadAjv2020,
  loadAjvFormats,
  loadPrecompiled,
  parse as parse2,
  parseTree,
  printParseErrorCode,
  require_dist,
  require_picomatch
} from "./chunk-U2NJGDP7.mjs";
import {
  UsageError,
  WorktreeSource,
  base,
  byteLength,
  clean,
  compareBytes,
  dir,
  ext,
  isAbs,
  isGoSpace,
  join,
  rel,
  resolveCommit,
  sourceRoot,
  strictlyInside,
  trimSpace
} from "./chunk-T7KHTGYB.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-KE7UEIQO.mjs";

// node_modules/kind-of/index.js
var require_kind_of = __commonJS({
  "node_modules/kind-of/index.js"(exports2, module2) {
    var toString = Object.prototype.toString;
    module2.exports = function kindOf(val) {
      if (val === void 0) return "undefined";
      if (val === null) return "null";
      var type = typeof val;
      if (type === "boolean") return "boolean";
      if (type === "string") return "string";
      if (type === "number") return "number";
      if (type === "symbol") return "symbol";
      if (type === "function") {
        return isGeneratorFn(val) ? "generatorfunction" : "function";
      }
      if (isArray(val)) return "array";
      if (isBuffer(val)) return "buffer";
      if (isArguments(val)) return "arguments";
      if (isDate2(val)) return "date";
      if (isError(val)) return "error";
      if (isRegexp(val)) return "regexp";
      switch (ctorName(val)) {
        case "Symbol":
          return "symbol";
        case "Promise":
          return "promise";
        // Set, Map, WeakSet, WeakMap
        case "WeakMap":
          return "weakmap";
        case "WeakSet":
          return "weakset";
        case "Map":
          return "map";
        case "Set":
          return "set";
        // 8-bit typed arrays
        case "Int8Array":
          return "int8array";
        case "Uint8Array":
          return "uint8array";
        case "Uint8ClampedArray":
          return "uint8clampedarray";
        // 16-bit typed arrays
        case "Int16Array":
          return "int16array";
        case "Uint16Array":
          return "uint16array";
        // 32-bit typed arrays
        case "Int32Array":
          return "int32array";
        case "Uint32Array":
          return "uint32array";
        case "Float32Array":
          return "float32array";
        case "Float64Array":
          return "float64array";
      }
      if (isGeneratorObj(val)) {
        return "generator";
      }
      type = toString.call(val);
      switch (type) {
        case "[object Object]":
          return "object";
        // iterators
        case "[object Map Iterator]":
          return "mapiterator";
        case "[object Set Iterator]":
          return "setiterator";
        case "[object String Iterator]":
          return "stringiterator";
        case "[object Array Iterator]":
          return "arrayiterator";
      }
      return type.slice(8, -1).toLowerCase().replace(/\s/g, "");
    };
    function ctorName(val) {
      return typeof val.constructor === "function" ? val.constructor.name : null;
    }
    function isArray(val) {
      if (Array.isArray) return Array.isArray(val);
      return val instanceof Array;
    }
    function isError(val) {
      return val instanceof Error || typeof val.message === "string" && val.constructor && typeof val.constructor.stackTraceLimit === "number";
    }
    function isDate2(val) {
      if (val instanceof Date) return true;
      return typeof val.toDateString === "function" && typeof val.getDate === "function" && typeof val.setDate === "function";
    }
    function isRegexp(val) {
      if (val instanceof RegExp) return true;
      return typeof val.flags === "string" && typeof val.ignoreCase === "boolean" && typeof val.multiline === "boolean" && typeof val.global === "boolean";
    }
    function isGeneratorFn(name, val) {
      return ctorName(name) === "GeneratorFunction";
    }
    function isGeneratorObj(val) {
      return typeof val.throw === "function" && typeof val.return === "function" && typeof val.next === "function";
    }
    function isArguments(val) {
      try {
        if (typeof val.length === "number" && typeof val.callee === "function") {
          return true;
        }
      } catch (err) {
        if (err.message.indexOf("callee") !== -1) {
          return true;
        }
      }
      return false;
    }
    function isBuffer(val) {
      if (val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/is-extendable/index.js
var require_is_extendable = __commonJS({
  "node_modules/is-extendable/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function isExtendable(val) {
      return typeof val !== "undefined" && val !== null && (typeof val === "object" || typeof val === "function");
    };
  }
});

// node_modules/extend-shallow/index.js
var require_extend_shallow = __commonJS({
  "node_modules/extend-shallow/index.js"(exports2, module2) {
    "use strict";
    var isObject2 = require_is_extendable();
    module2.exports = function extend(o) {
      if (!isObject2(o)) {
        o = {};
      }
      var len = arguments.length;
      for (var i = 1; i < len; i++) {
        var obj = arguments[i];
        if (isObject2(obj)) {
          assign(o, obj);
        }
      }
      return o;
    };
    function assign(a, b) {
      for (var key in b) {
        if (hasOwn(b, key)) {
          a[key] = b[key];
        }
      }
    }
    function hasOwn(obj, key) {
      return Object.prototype.hasOwnProperty.call(obj, key);
    }
  }
});

// node_modules/section-matter/index.js
var require_section_matter = __commonJS({
  "node_modules/section-matter/index.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var extend = require_extend_shallow();
    module2.exports = function(input, options2) {
      if (typeof options2 === "function") {
        options2 = { parse: options2 };
      }
      var file = toObject(input);
      var defaults = { section_delimiter: "---", parse: identity };
      var opts = extend({}, defaults, options2);
      var delim = opts.section_delimiter;
      var lines = file.content.split(/\r?\n/);
      var sections = null;
      var section = createSection();
      var content = [];
      var stack = [];
      function initSections(val) {
        file.content = val;
        sections = [];
        content = [];
      }
      function closeSection(val) {
        if (stack.length) {
          section.key = getKey(stack[0], delim);
          section.content = val;
          opts.parse(section, sections);
          sections.push(section);
          section = createSection();
          content = [];
          stack = [];
        }
      }
      for (var i = 0; i < lines.length; i++) {
        var line = lines[i];
        var len = stack.length;
        var ln = line.trim();
        if (isDelimiter(ln, delim)) {
          if (ln.length === 3 && i !== 0) {
            if (len === 0 || len === 2) {
              content.push(line);
              continue;
            }
            stack.push(ln);
            section.data = content.join("\n");
            content = [];
            continue;
          }
          if (sections === null) {
            initSections(content.join("\n"));
          }
          if (len === 2) {
            closeSection(content.join("\n"));
          }
          stack.push(ln);
          continue;
        }
        content.push(line);
      }
      if (sections === null) {
        initSections(content.join("\n"));
      } else {
        closeSection(content.join("\n"));
      }
      file.sections = sections;
      return file;
    };
    function isDelimiter(line, delim) {
      if (line.slice(0, delim.length) !== delim) {
        return false;
      }
      if (line.charAt(delim.length + 1) === delim.slice(-1)) {
        return false;
      }
      return true;
    }
    function toObject(input) {
      if (typeOf(input) !== "object") {
        input = { content: input };
      }
      if (typeof input.content !== "string" && !isBuffer(input.content)) {
        throw new TypeError("expected a buffer or string");
      }
      input.content = input.content.toString();
      input.sections = [];
      return input;
    }
    function getKey(val, delim) {
      return val ? val.slice(delim.length).trim() : "";
    }
    function createSection() {
      return { key: "", data: "", content: "" };
    }
    function identity(val) {
      return val;
    }
    function isBuffer(val) {
      if (val && val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/js-yaml/lib/js-yaml/common.js
var require_common = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/common.js"(exports2, module2) {
    "use strict";
    function isNothing(subject) {
      return typeof subject === "undefined" || subject === null;
    }
    function isObject2(subject) {
      return typeof subject === "object" && subject !== null;
    }
    function toArray(sequence) {
      if (Array.isArray(sequence)) return sequence;
      else if (isNothing(sequence)) return [];
      return [sequence];
    }
    function extend(target, source) {
      var index, length, key, sourceKeys;
      if (source) {
        sourceKeys = Object.keys(source);
        for (index = 0, length = sourceKeys.length; index < length; index += 1) {
          key = sourceKeys[index];
          target[key] = source[key];
        }
      }
      return target;
    }
    function repeat(string, count) {
      var result = "", cycle;
      for (cycle = 0; cycle < count; cycle += 1) {
        result += string;
      }
      return result;
    }
    function isNegativeZero(number) {
      return number === 0 && Number.NEGATIVE_INFINITY === 1 / number;
    }
    module2.exports.isNothing = isNothing;
    module2.exports.isObject = isObject2;
    module2.exports.toArray = toArray;
    module2.exports.repeat = repeat;
    module2.exports.isNegativeZero = isNegativeZero;
    module2.exports.extend = extend;
  }
});

// node_modules/js-yaml/lib/js-yaml/exception.js
var require_exception = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/exception.js"(exports2, module2) {
    "use strict";
    function YAMLException(reason, mark) {
      Error.call(this);
      this.name = "YAMLException";
      this.reason = reason;
      this.mark = mark;
      this.message = (this.reason || "(unknown reason)") + (this.mark ? " " + this.mark.toString() : "");
      if (Error.captureStackTrace) {
        Error.captureStackTrace(this, this.constructor);
      } else {
        this.stack = new Error().stack || "";
      }
    }
    YAMLException.prototype = Object.create(Error.prototype);
    YAMLException.prototype.constructor = YAMLException;
    YAMLException.prototype.toString = function toString(compact2) {
      var result = this.name + ": ";
      result += this.reason || "(unknown reason)";
      if (!compact2 && this.mark) {
        result += " " + this.mark.toString();
      }
      return result;
    };
    module2.exports = YAMLException;
  }
});

// node_modules/js-yaml/lib/js-yaml/mark.js
var require_mark = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/mark.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    function Mark(name, buffer, position2, line, column) {
      this.name = name;
      this.buffer = buffer;
      this.position = position2;
      this.line = line;
      this.column = column;
    }
    Mark.prototype.getSnippet = function getSnippet(indent, maxLength) {
      var head, start, tail, end, snippet;
      if (!this.buffer) return null;
      indent = indent || 4;
      maxLength = maxLength || 75;
      head = "";
      start = this.position;
      while (start > 0 && "\0\r\n\x85\u2028\u2029".indexOf(this.buffer.charAt(start - 1)) === -1) {
        start -= 1;
        if (this.position - start > maxLength / 2 - 1) {
          head = " ... ";
          start += 5;
          break;
        }
      }
      tail = "";
      end = this.position;
      while (end < this.buffer.length && "\0\r\n\x85\u2028\u2029".indexOf(this.buffer.charAt(end)) === -1) {
        end += 1;
        if (end - this.position > maxLength / 2 - 1) {
          tail = " ... ";
          end -= 5;
          break;
        }
      }
      snippet = this.buffer.slice(start, end);
      return common.repeat(" ", indent) + head + snippet + tail + "\n" + common.repeat(" ", indent + this.position - start + head.length) + "^";
    };
    Mark.prototype.toString = function toString(compact2) {
      var snippet, where3 = "";
      if (this.name) {
        where3 += 'in "' + this.name + '" ';
      }
      where3 += "at line " + (this.line + 1) + ", column " + (this.column + 1);
      if (!compact2) {
        snippet = this.getSnippet();
        if (snippet) {
          where3 += ":\n" + snippet;
        }
      }
      return where3;
    };
    module2.exports = Mark;
  }
});

// node_modules/js-yaml/lib/js-yaml/type.js
var require_type = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type.js"(exports2, module2) {
    "use strict";
    var YAMLException = require_exception();
    var TYPE_CONSTRUCTOR_OPTIONS = [
      "kind",
      "resolve",
      "construct",
      "instanceOf",
      "predicate",
      "represent",
      "defaultStyle",
      "styleAliases"
    ];
    var YAML_NODE_KINDS = [
      "scalar",
      "sequence",
      "mapping"
    ];
    function compileStyleAliases(map) {
      var result = {};
      if (map !== null) {
        Object.keys(map).forEach(function(style) {
          map[style].forEach(function(alias) {
            result[String(alias)] = style;
          });
        });
      }
      return result;
    }
    function Type(tag, options2) {
      options2 = options2 || {};
      Object.keys(options2).forEach(function(name) {
        if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
          throw new YAMLException('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
        }
      });
      this.tag = tag;
      this.kind = options2["kind"] || null;
      this.resolve = options2["resolve"] || function() {
        return true;
      };
      this.construct = options2["construct"] || function(data) {
        return data;
      };
      this.instanceOf = options2["instanceOf"] || null;
      this.predicate = options2["predicate"] || null;
      this.represent = options2["represent"] || null;
      this.defaultStyle = options2["defaultStyle"] || null;
      this.styleAliases = compileStyleAliases(options2["styleAliases"] || null);
      if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
        throw new YAMLException('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
      }
    }
    module2.exports = Type;
  }
});

// node_modules/js-yaml/lib/js-yaml/schema.js
var require_schema = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var Type = require_type();
    function compileList(schema, name, result) {
      var exclude = [];
      schema.include.forEach(function(includedSchema) {
        result = compileList(includedSchema, name, result);
      });
      schema[name].forEach(function(currentType) {
        result.forEach(function(previousType, previousIndex) {
          if (previousType.tag === currentType.tag && previousType.kind === currentType.kind) {
            exclude.push(previousIndex);
          }
        });
        result.push(currentType);
      });
      return result.filter(function(type, index) {
        return exclude.indexOf(index) === -1;
      });
    }
    function compileMap() {
      var result = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {}
      }, index, length;
      function collectType(type) {
        result[type.kind][type.tag] = result["fallback"][type.tag] = type;
      }
      for (index = 0, length = arguments.length; index < length; index += 1) {
        arguments[index].forEach(collectType);
      }
      return result;
    }
    function Schema(definition) {
      this.include = definition.include || [];
      this.implicit = definition.implicit || [];
      this.explicit = definition.explicit || [];
      this.implicit.forEach(function(type) {
        if (type.loadKind && type.loadKind !== "scalar") {
          throw new YAMLException("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
        }
      });
      this.compiledImplicit = compileList(this, "implicit", []);
      this.compiledExplicit = compileList(this, "explicit", []);
      this.compiledTypeMap = compileMap(this.compiledImplicit, this.compiledExplicit);
    }
    Schema.DEFAULT = null;
    Schema.create = function createSchema() {
      var schemas, types;
      switch (arguments.length) {
        case 1:
          schemas = Schema.DEFAULT;
          types = arguments[0];
          break;
        case 2:
          schemas = arguments[0];
          types = arguments[1];
          break;
        default:
          throw new YAMLException("Wrong number of arguments for Schema.create function");
      }
      schemas = common.toArray(schemas);
      types = common.toArray(types);
      if (!schemas.every(function(schema) {
        return schema instanceof Schema;
      })) {
        throw new YAMLException("Specified list of super schemas (or a single Schema object) contains a non-Schema object.");
      }
      if (!types.every(function(type) {
        return type instanceof Type;
      })) {
        throw new YAMLException("Specified list of YAML types (or a single Type object) contains a non-Type object.");
      }
      return new Schema({
        include: schemas,
        explicit: types
      });
    };
    module2.exports = Schema;
  }
});

// node_modules/js-yaml/lib/js-yaml/type/str.js
var require_str = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/str.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:str", {
      kind: "scalar",
      construct: function(data) {
        return data !== null ? data : "";
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/seq.js
var require_seq = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/seq.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:seq", {
      kind: "sequence",
      construct: function(data) {
        return data !== null ? data : [];
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/map.js
var require_map = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/map.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:map", {
      kind: "mapping",
      construct: function(data) {
        return data !== null ? data : {};
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/failsafe.js
var require_failsafe = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/failsafe.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      explicit: [
        require_str(),
        require_seq(),
        require_map()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/null.js
var require_null = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/null.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlNull(data) {
      if (data === null) return true;
      var max = data.length;
      return max === 1 && data === "~" || max === 4 && (data === "null" || data === "Null" || data === "NULL");
    }
    function constructYamlNull() {
      return null;
    }
    function isNull(object) {
      return object === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:null", {
      kind: "scalar",
      resolve: resolveYamlNull,
      construct: constructYamlNull,
      predicate: isNull,
      represent: {
        canonical: function() {
          return "~";
        },
        lowercase: function() {
          return "null";
        },
        uppercase: function() {
          return "NULL";
        },
        camelcase: function() {
          return "Null";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/bool.js
var require_bool = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/bool.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlBoolean(data) {
      if (data === null) return false;
      var max = data.length;
      return max === 4 && (data === "true" || data === "True" || data === "TRUE") || max === 5 && (data === "false" || data === "False" || data === "FALSE");
    }
    function constructYamlBoolean(data) {
      return data === "true" || data === "True" || data === "TRUE";
    }
    function isBoolean(object) {
      return Object.prototype.toString.call(object) === "[object Boolean]";
    }
    module2.exports = new Type("tag:yaml.org,2002:bool", {
      kind: "scalar",
      resolve: resolveYamlBoolean,
      construct: constructYamlBoolean,
      predicate: isBoolean,
      represent: {
        lowercase: function(object) {
          return object ? "true" : "false";
        },
        uppercase: function(object) {
          return object ? "TRUE" : "FALSE";
        },
        camelcase: function(object) {
          return object ? "True" : "False";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/int.js
var require_int = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/int.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    function isHexCode(c) {
      return 48 <= c && c <= 57 || 65 <= c && c <= 70 || 97 <= c && c <= 102;
    }
    function isOctCode(c) {
      return 48 <= c && c <= 55;
    }
    function isDecCode(c) {
      return 48 <= c && c <= 57;
    }
    function resolveYamlInteger(data) {
      if (data === null) return false;
      var max = data.length, index = 0, hasDigits = false, ch;
      if (!max) return false;
      ch = data[index];
      if (ch === "-" || ch === "+") {
        ch = data[++index];
      }
      if (ch === "0") {
        if (index + 1 === max) return true;
        ch = data[++index];
        if (ch === "b") {
          index++;
          for (; index < max; index++) {
            ch = data[index];
            if (ch === "_") continue;
            if (ch !== "0" && ch !== "1") return false;
            hasDigits = true;
          }
          return hasDigits && ch !== "_";
        }
        if (ch === "x") {
          index++;
          for (; index < max; index++) {
            ch = data[index];
            if (ch === "_") continue;
            if (!isHexCode(data.charCodeAt(index))) return false;
            hasDigits = true;
          }
          return hasDigits && ch !== "_";
        }
        for (; index < max; index++) {
          ch = data[index];
          if (ch === "_") continue;
          if (!isOctCode(data.charCodeAt(index))) return false;
          hasDigits = true;
        }
        return hasDigits && ch !== "_";
      }
      if (ch === "_") return false;
      for (; index < max; index++) {
        ch = data[index];
        if (ch === "_") continue;
        if (ch === ":") break;
        if (!isDecCode(data.charCodeAt(index))) {
          return false;
        }
        hasDigits = true;
      }
      if (!hasDigits || ch === "_") return false;
      if (ch !== ":") return true;
      return /^(:[0-5]?[0-9])+$/.test(data.slice(index));
    }
    function constructYamlInteger(data) {
      var value = data, sign = 1, ch, base2, digits = [];
      if (value.indexOf("_") !== -1) {
        value = value.replace(/_/g, "");
      }
      ch = value[0];
      if (ch === "-" || ch === "+") {
        if (ch === "-") sign = -1;
        value = value.slice(1);
        ch = value[0];
      }
      if (value === "0") return 0;
      if (ch === "0") {
        if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
        if (value[1] === "x") return sign * parseInt(value, 16);
        return sign * parseInt(value, 8);
      }
      if (value.indexOf(":") !== -1) {
        value.split(":").forEach(function(v) {
          digits.unshift(parseInt(v, 10));
        });
        value = 0;
        base2 = 1;
        digits.forEach(function(d) {
          value += d * base2;
          base2 *= 60;
        });
        return sign * value;
      }
      return sign * parseInt(value, 10);
    }
    function isInteger(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common.isNegativeZero(object));
    }
    module2.exports = new Type("tag:yaml.org,2002:int", {
      kind: "scalar",
      resolve: resolveYamlInteger,
      construct: constructYamlInteger,
      predicate: isInteger,
      represent: {
        binary: function(obj) {
          return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
        },
        octal: function(obj) {
          return obj >= 0 ? "0" + obj.toString(8) : "-0" + obj.toString(8).slice(1);
        },
        decimal: function(obj) {
          return obj.toString(10);
        },
        /* eslint-disable max-len */
        hexadecimal: function(obj) {
          return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
        }
      },
      defaultStyle: "decimal",
      styleAliases: {
        binary: [2, "bin"],
        octal: [8, "oct"],
        decimal: [10, "dec"],
        hexadecimal: [16, "hex"]
      }
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/float.js
var require_float = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/float.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    var YAML_FLOAT_PATTERN = new RegExp(
      // 2.5e4, 2.5 and integers
      "^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
    );
    function resolveYamlFloat(data) {
      if (data === null) return false;
      if (!YAML_FLOAT_PATTERN.test(data) || // Quick hack to not allow integers end with `_`
      // Probably should update regexp & check speed
      data[data.length - 1] === "_") {
        return false;
      }
      return true;
    }
    function constructYamlFloat(data) {
      var value, sign, base2, digits;
      value = data.replace(/_/g, "").toLowerCase();
      sign = value[0] === "-" ? -1 : 1;
      digits = [];
      if ("+-".indexOf(value[0]) >= 0) {
        value = value.slice(1);
      }
      if (value === ".inf") {
        return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
      } else if (value === ".nan") {
        return NaN;
      } else if (value.indexOf(":") >= 0) {
        value.split(":").forEach(function(v) {
          digits.unshift(parseFloat(v, 10));
        });
        value = 0;
        base2 = 1;
        digits.forEach(function(d) {
          value += d * base2;
          base2 *= 60;
        });
        return sign * value;
      }
      return sign * parseFloat(value, 10);
    }
    var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
    function representYamlFloat(object, style) {
      var res;
      if (isNaN(object)) {
        switch (style) {
          case "lowercase":
            return ".nan";
          case "uppercase":
            return ".NAN";
          case "camelcase":
            return ".NaN";
        }
      } else if (Number.POSITIVE_INFINITY === object) {
        switch (style) {
          case "lowercase":
            return ".inf";
          case "uppercase":
            return ".INF";
          case "camelcase":
            return ".Inf";
        }
      } else if (Number.NEGATIVE_INFINITY === object) {
        switch (style) {
          case "lowercase":
            return "-.inf";
          case "uppercase":
            return "-.INF";
          case "camelcase":
            return "-.Inf";
        }
      } else if (common.isNegativeZero(object)) {
        return "-0.0";
      }
      res = object.toString(10);
      return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
    }
    function isFloat(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common.isNegativeZero(object));
    }
    module2.exports = new Type("tag:yaml.org,2002:float", {
      kind: "scalar",
      resolve: resolveYamlFloat,
      construct: constructYamlFloat,
      predicate: isFloat,
      represent: representYamlFloat,
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/json.js
var require_json = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/json.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_failsafe()
      ],
      implicit: [
        require_null(),
        require_bool(),
        require_int(),
        require_float()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/core.js
var require_core = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/core.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_json()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/timestamp.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var YAML_DATE_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
    );
    var YAML_TIMESTAMP_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
    );
    function resolveYamlTimestamp(data) {
      if (data === null) return false;
      if (YAML_DATE_REGEXP.exec(data) !== null) return true;
      if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
      return false;
    }
    function constructYamlTimestamp(data) {
      var match, year, month, day, hour, minute, second, fraction = 0, delta2 = null, tz_hour, tz_minute, date;
      match = YAML_DATE_REGEXP.exec(data);
      if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);
      if (match === null) throw new Error("Date resolve error");
      year = +match[1];
      month = +match[2] - 1;
      day = +match[3];
      if (!match[4]) {
        return new Date(Date.UTC(year, month, day));
      }
      hour = +match[4];
      minute = +match[5];
      second = +match[6];
      if (match[7]) {
        fraction = match[7].slice(0, 3);
        while (fraction.length < 3) {
          fraction += "0";
        }
        fraction = +fraction;
      }
      if (match[9]) {
        tz_hour = +match[10];
        tz_minute = +(match[11] || 0);
        delta2 = (tz_hour * 60 + tz_minute) * 6e4;
        if (match[9] === "-") delta2 = -delta2;
      }
      date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));
      if (delta2) date.setTime(date.getTime() - delta2);
      return date;
    }
    function representYamlTimestamp(object) {
      return object.toISOString();
    }
    module2.exports = new Type("tag:yaml.org,2002:timestamp", {
      kind: "scalar",
      resolve: resolveYamlTimestamp,
      construct: constructYamlTimestamp,
      instanceOf: Date,
      represent: representYamlTimestamp
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/merge.js
var require_merge = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/merge.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlMerge(data) {
      return data === "<<" || data === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:merge", {
      kind: "scalar",
      resolve: resolveYamlMerge
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/binary.js
var require_binary = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/binary.js"(exports2, module2) {
    "use strict";
    var NodeBuffer;
    try {
      _require = __require;
      NodeBuffer = _require("buffer").Buffer;
    } catch (__) {
    }
    var _require;
    var Type = require_type();
    var BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
    function resolveYamlBinary(data) {
      if (data === null) return false;
      var code, idx, bitlen = 0, max = data.length, map = BASE64_MAP;
      for (idx = 0; idx < max; idx++) {
        code = map.indexOf(data.charAt(idx));
        if (code > 64) continue;
        if (code < 0) return false;
        bitlen += 6;
      }
      return bitlen % 8 === 0;
    }
    function constructYamlBinary(data) {
      var idx, tailbits, input = data.replace(/[\r\n=]/g, ""), max = input.length, map = BASE64_MAP, bits = 0, result = [];
      for (idx = 0; idx < max; idx++) {
        if (idx % 4 === 0 && idx) {
          result.push(bits >> 16 & 255);
          result.push(bits >> 8 & 255);
          result.push(bits & 255);
        }
        bits = bits << 6 | map.indexOf(input.charAt(idx));
      }
      tailbits = max % 4 * 6;
      if (tailbits === 0) {
        result.push(bits >> 16 & 255);
        result.push(bits >> 8 & 255);
        result.push(bits & 255);
      } else if (tailbits === 18) {
        result.push(bits >> 10 & 255);
        result.push(bits >> 2 & 255);
      } else if (tailbits === 12) {
        result.push(bits >> 4 & 255);
      }
      if (NodeBuffer) {
        return NodeBuffer.from ? NodeBuffer.from(result) : new NodeBuffer(result);
      }
      return result;
    }
    function representYamlBinary(object) {
      var result = "", bits = 0, idx, tail, max = object.length, map = BASE64_MAP;
      for (idx = 0; idx < max; idx++) {
        if (idx % 3 === 0 && idx) {
          result += map[bits >> 18 & 63];
          result += map[bits >> 12 & 63];
          result += map[bits >> 6 & 63];
          result += map[bits & 63];
        }
        bits = (bits << 8) + object[idx];
      }
      tail = max % 3;
      if (tail === 0) {
        result += map[bits >> 18 & 63];
        result += map[bits >> 12 & 63];
        result += map[bits >> 6 & 63];
        result += map[bits & 63];
      } else if (tail === 2) {
        result += map[bits >> 10 & 63];
        result += map[bits >> 4 & 63];
        result += map[bits << 2 & 63];
        result += map[64];
      } else if (tail === 1) {
        result += map[bits >> 2 & 63];
        result += map[bits << 4 & 63];
        result += map[64];
        result += map[64];
      }
      return result;
    }
    function isBinary(object) {
      return NodeBuffer && NodeBuffer.isBuffer(object);
    }
    module2.exports = new Type("tag:yaml.org,2002:binary", {
      kind: "scalar",
      resolve: resolveYamlBinary,
      construct: constructYamlBinary,
      predicate: isBinary,
      represent: representYamlBinary
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/omap.js
var require_omap = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/omap.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var _toString = Object.prototype.toString;
    function resolveYamlOmap(data) {
      if (data === null) return true;
      var objectKeys = {}, index, length, pair, pairKey, pairHasKey, object = data;
      for (index = 0, length = object.length; index < length; index += 1) {
        pair = object[index];
        pairHasKey = false;
        if (_toString.call(pair) !== "[object Object]") return false;
        for (pairKey in pair) {
          if (_hasOwnProperty.call(pair, pairKey)) {
            if (!pairHasKey) pairHasKey = true;
            else return false;
          }
        }
        if (!pairHasKey) return false;
        if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
        Object.defineProperty(objectKeys, pairKey, { value: true });
      }
      return true;
    }
    function constructYamlOmap(data) {
      return data !== null ? data : [];
    }
    module2.exports = new Type("tag:yaml.org,2002:omap", {
      kind: "sequence",
      resolve: resolveYamlOmap,
      construct: constructYamlOmap
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/pairs.js
var require_pairs = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/pairs.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _toString = Object.prototype.toString;
    function resolveYamlPairs(data) {
      if (data === null) return true;
      var index, length, pair, keys, result, object = data;
      result = new Array(object.length);
      for (index = 0, length = object.length; index < length; index += 1) {
        pair = object[index];
        if (_toString.call(pair) !== "[object Object]") return false;
        keys = Object.keys(pair);
        if (keys.length !== 1) return false;
        result[index] = [keys[0], pair[keys[0]]];
      }
      return true;
    }
    function constructYamlPairs(data) {
      if (data === null) return [];
      var index, length, pair, keys, result, object = data;
      result = new Array(object.length);
      for (index = 0, length = object.length; index < length; index += 1) {
        pair = object[index];
        keys = Object.keys(pair);
        result[index] = [keys[0], pair[keys[0]]];
      }
      return result;
    }
    module2.exports = new Type("tag:yaml.org,2002:pairs", {
      kind: "sequence",
      resolve: resolveYamlPairs,
      construct: constructYamlPairs
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/set.js
var require_set = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/set.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    function resolveYamlSet(data) {
      if (data === null) return true;
      var key, object = data;
      for (key in object) {
        if (_hasOwnProperty.call(object, key)) {
          if (object[key] !== null) return false;
        }
      }
      return true;
    }
    function constructYamlSet(data) {
      return data !== null ? data : {};
    }
    module2.exports = new Type("tag:yaml.org,2002:set", {
      kind: "mapping",
      resolve: resolveYamlSet,
      construct: constructYamlSet
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/default_safe.js
var require_default_safe = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/default_safe.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      include: [
        require_core()
      ],
      implicit: [
        require_timestamp(),
        require_merge()
      ],
      explicit: [
        require_binary(),
        require_omap(),
        require_pairs(),
        require_set()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/undefined.js
var require_undefined = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/undefined.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveJavascriptUndefined() {
      return true;
    }
    function constructJavascriptUndefined() {
      return void 0;
    }
    function representJavascriptUndefined() {
      return "";
    }
    function isUndefined(object) {
      return typeof object === "undefined";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/undefined", {
      kind: "scalar",
      resolve: resolveJavascriptUndefined,
      construct: constructJavascriptUndefined,
      predicate: isUndefined,
      represent: representJavascriptUndefined
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/regexp.js
var require_regexp = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/regexp.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveJavascriptRegExp(data) {
      if (data === null) return false;
      if (data.length === 0) return false;
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      if (regexp[0] === "/") {
        if (tail) modifiers = tail[1];
        if (modifiers.length > 3) return false;
        if (regexp[regexp.length - modifiers.length - 1] !== "/") return false;
      }
      return true;
    }
    function constructJavascriptRegExp(data) {
      var regexp = data, tail = /\/([gim]*)$/.exec(data), modifiers = "";
      if (regexp[0] === "/") {
        if (tail) modifiers = tail[1];
        regexp = regexp.slice(1, regexp.length - modifiers.length - 1);
      }
      return new RegExp(regexp, modifiers);
    }
    function representJavascriptRegExp(object) {
      var result = "/" + object.source + "/";
      if (object.global) result += "g";
      if (object.multiline) result += "m";
      if (object.ignoreCase) result += "i";
      return result;
    }
    function isRegExp(object) {
      return Object.prototype.toString.call(object) === "[object RegExp]";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/regexp", {
      kind: "scalar",
      resolve: resolveJavascriptRegExp,
      construct: constructJavascriptRegExp,
      predicate: isRegExp,
      represent: representJavascriptRegExp
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/type/js/function.js
var require_function = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/type/js/function.js"(exports2, module2) {
    "use strict";
    var esprima;
    try {
      _require = __require;
      esprima = _require("esprima");
    } catch (_) {
      if (typeof window !== "undefined") esprima = window.esprima;
    }
    var _require;
    var Type = require_type();
    function resolveJavascriptFunction(data) {
      if (data === null) return false;
      try {
        var source = "(" + data + ")", ast = esprima.parse(source, { range: true });
        if (ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression") {
          return false;
        }
        return true;
      } catch (err) {
        return false;
      }
    }
    function constructJavascriptFunction(data) {
      var source = "(" + data + ")", ast = esprima.parse(source, { range: true }), params = [], body;
      if (ast.type !== "Program" || ast.body.length !== 1 || ast.body[0].type !== "ExpressionStatement" || ast.body[0].expression.type !== "ArrowFunctionExpression" && ast.body[0].expression.type !== "FunctionExpression") {
        throw new Error("Failed to resolve function");
      }
      ast.body[0].expression.params.forEach(function(param) {
        params.push(param.name);
      });
      body = ast.body[0].expression.body.range;
      if (ast.body[0].expression.body.type === "BlockStatement") {
        return new Function(params, source.slice(body[0] + 1, body[1] - 1));
      }
      return new Function(params, "return " + source.slice(body[0], body[1]));
    }
    function representJavascriptFunction(object) {
      return object.toString();
    }
    function isFunction(object) {
      return Object.prototype.toString.call(object) === "[object Function]";
    }
    module2.exports = new Type("tag:yaml.org,2002:js/function", {
      kind: "scalar",
      resolve: resolveJavascriptFunction,
      construct: constructJavascriptFunction,
      predicate: isFunction,
      represent: representJavascriptFunction
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/schema/default_full.js
var require_default_full = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/schema/default_full.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = Schema.DEFAULT = new Schema({
      include: [
        require_default_safe()
      ],
      explicit: [
        require_undefined(),
        require_regexp(),
        require_function()
      ]
    });
  }
});

// node_modules/js-yaml/lib/js-yaml/loader.js
var require_loader = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/loader.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var Mark = require_mark();
    var DEFAULT_SAFE_SCHEMA = require_default_safe();
    var DEFAULT_FULL_SCHEMA = require_default_full();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CONTEXT_FLOW_IN = 1;
    var CONTEXT_FLOW_OUT = 2;
    var CONTEXT_BLOCK_IN = 3;
    var CONTEXT_BLOCK_OUT = 4;
    var CHOMPING_CLIP = 1;
    var CHOMPING_STRIP = 2;
    var CHOMPING_KEEP = 3;
    var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
    var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
    var PATTERN_FLOW_INDICATORS = /[,\[\]\{\}]/;
    var PATTERN_TAG_HANDLE = /^(?:!|!!|![a-z\-]+!)$/i;
    var PATTERN_TAG_URI = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;
    function _class(obj) {
      return Object.prototype.toString.call(obj);
    }
    function is_EOL(c) {
      return c === 10 || c === 13;
    }
    function is_WHITE_SPACE(c) {
      return c === 9 || c === 32;
    }
    function is_WS_OR_EOL(c) {
      return c === 9 || c === 32 || c === 10 || c === 13;
    }
    function is_FLOW_INDICATOR(c) {
      return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
    }
    function fromHexCode(c) {
      var lc;
      if (48 <= c && c <= 57) {
        return c - 48;
      }
      lc = c | 32;
      if (97 <= lc && lc <= 102) {
        return lc - 97 + 10;
      }
      return -1;
    }
    function escapedHexLen(c) {
      if (c === 120) {
        return 2;
      }
      if (c === 117) {
        return 4;
      }
      if (c === 85) {
        return 8;
      }
      return 0;
    }
    function fromDecimalCode(c) {
      if (48 <= c && c <= 57) {
        return c - 48;
      }
      return -1;
    }
    function simpleEscapeSequence(c) {
      return c === 48 ? "\0" : c === 97 ? "\x07" : c === 98 ? "\b" : c === 116 ? "	" : c === 9 ? "	" : c === 110 ? "\n" : c === 118 ? "\v" : c === 102 ? "\f" : c === 114 ? "\r" : c === 101 ? "\x1B" : c === 32 ? " " : c === 34 ? '"' : c === 47 ? "/" : c === 92 ? "\\" : c === 78 ? "\x85" : c === 95 ? "\xA0" : c === 76 ? "\u2028" : c === 80 ? "\u2029" : "";
    }
    function charFromCodepoint(c) {
      if (c <= 65535) {
        return String.fromCharCode(c);
      }
      return String.fromCharCode(
        (c - 65536 >> 10) + 55296,
        (c - 65536 & 1023) + 56320
      );
    }
    function setProperty(object, key, value) {
      if (key === "__proto__") {
        Object.defineProperty(object, key, {
          configurable: true,
          enumerable: true,
          writable: true,
          value
        });
      } else {
        object[key] = value;
      }
    }
    var simpleEscapeCheck = new Array(256);
    var simpleEscapeMap = new Array(256);
    for (i = 0; i < 256; i++) {
      simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
      simpleEscapeMap[i] = simpleEscapeSequence(i);
    }
    var i;
    function State(input, options2) {
      this.input = input;
      this.filename = options2["filename"] || null;
      this.schema = options2["schema"] || DEFAULT_FULL_SCHEMA;
      this.onWarning = options2["onWarning"] || null;
      this.legacy = options2["legacy"] || false;
      this.json = options2["json"] || false;
      this.listener = options2["listener"] || null;
      this.maxTotalMergeKeys = typeof options2["maxTotalMergeKeys"] === "number" ? options2["maxTotalMergeKeys"] : 1e4;
      this.implicitTypes = this.schema.compiledImplicit;
      this.typeMap = this.schema.compiledTypeMap;
      this.length = input.length;
      this.position = 0;
      this.line = 0;
      this.lineStart = 0;
      this.lineIndent = 0;
      this.totalMergeKeys = 0;
      this.documents = [];
    }
    function generateError(state, message) {
      return new YAMLException(
        message,
        new Mark(state.filename, state.input, state.position, state.line, state.position - state.lineStart)
      );
    }
    function throwError(state, message) {
      throw generateError(state, message);
    }
    function throwWarning(state, message) {
      if (state.onWarning) {
        state.onWarning.call(null, generateError(state, message));
      }
    }
    var directiveHandlers = {
      YAML: function handleYamlDirective(state, name, args) {
        var match, major, minor;
        if (state.version !== null) {
          throwError(state, "duplication of %YAML directive");
        }
        if (args.length !== 1) {
          throwError(state, "YAML directive accepts exactly one argument");
        }
        match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
        if (match === null) {
          throwError(state, "ill-formed argument of the YAML directive");
        }
        major = parseInt(match[1], 10);
        minor = parseInt(match[2], 10);
        if (major !== 1) {
          throwError(state, "unacceptable YAML version of the document");
        }
        state.version = args[0];
        state.checkLineBreaks = minor < 2;
        if (minor !== 1 && minor !== 2) {
          throwWarning(state, "unsupported YAML version of the document");
        }
      },
      TAG: function handleTagDirective(state, name, args) {
        var handle, prefix;
        if (args.length !== 2) {
          throwError(state, "TAG directive accepts exactly two arguments");
        }
        handle = args[0];
        prefix = args[1];
        if (!PATTERN_TAG_HANDLE.test(handle)) {
          throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
        }
        if (_hasOwnProperty.call(state.tagMap, handle)) {
          throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
        }
        if (!PATTERN_TAG_URI.test(prefix)) {
          throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
        }
        state.tagMap[handle] = prefix;
      }
    };
    function captureSegment(state, start, end, checkJson) {
      var _position, _length, _character, _result;
      if (start < end) {
        _result = state.input.slice(start, end);
        if (checkJson) {
          for (_position = 0, _length = _result.length; _position < _length; _position += 1) {
            _character = _result.charCodeAt(_position);
            if (!(_character === 9 || 32 <= _character && _character <= 1114111)) {
              throwError(state, "expected valid JSON character");
            }
          }
        } else if (PATTERN_NON_PRINTABLE.test(_result)) {
          throwError(state, "the stream contains non-printable characters");
        }
        state.result += _result;
      }
    }
    function chargeMergeWork(state) {
      state.totalMergeKeys += 1;
      if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
        throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
      }
    }
    function mergeMappings(state, destination, source, overridableKeys) {
      var sourceKeys, key, index, quantity;
      if (!common.isObject(source)) {
        throwError(state, "cannot merge mappings; the provided source object is unacceptable");
      }
      chargeMergeWork(state);
      sourceKeys = Object.keys(source);
      for (index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
        key = sourceKeys[index];
        chargeMergeWork(state);
        if (!_hasOwnProperty.call(destination, key)) {
          setProperty(destination, key, source[key]);
          overridableKeys[key] = true;
        }
      }
    }
    function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startPos) {
      var index, quantity;
      if (Array.isArray(keyNode)) {
        keyNode = Array.prototype.slice.call(keyNode);
        for (index = 0, quantity = keyNode.length; index < quantity; index += 1) {
          if (Array.isArray(keyNode[index])) {
            throwError(state, "nested arrays are not supported inside keys");
          }
          if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
            keyNode[index] = "[object Object]";
          }
        }
      }
      if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
        keyNode = "[object Object]";
      }
      keyNode = String(keyNode);
      if (_result === null) {
        _result = {};
      }
      if (keyTag === "tag:yaml.org,2002:merge") {
        if (Array.isArray(valueNode)) {
          if (valueNode.length > 100) {
            throwError(state, "abnormal merge sequence size");
          }
          for (index = 0, quantity = valueNode.length; index < quantity; index += 1) {
            mergeMappings(state, _result, valueNode[index], overridableKeys);
          }
        } else {
          mergeMappings(state, _result, valueNode, overridableKeys);
        }
      } else {
        if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
          state.line = startLine || state.line;
          state.position = startPos || state.position;
          throwError(state, "duplicated mapping key");
        }
        setProperty(_result, keyNode, valueNode);
        delete overridableKeys[keyNode];
      }
      return _result;
    }
    function readLineBreak(state) {
      var ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 10) {
        state.position++;
      } else if (ch === 13) {
        state.position++;
        if (state.input.charCodeAt(state.position) === 10) {
          state.position++;
        }
      } else {
        throwError(state, "a line break is expected");
      }
      state.line += 1;
      state.lineStart = state.position;
    }
    function skipSeparationSpace(state, allowComments, checkIndent) {
      var lineBreaks = 0, ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        while (is_WHITE_SPACE(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        if (allowComments && ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 10 && ch !== 13 && ch !== 0);
        }
        if (is_EOL(ch)) {
          readLineBreak(state);
          ch = state.input.charCodeAt(state.position);
          lineBreaks++;
          state.lineIndent = 0;
          while (ch === 32) {
            state.lineIndent++;
            ch = state.input.charCodeAt(++state.position);
          }
        } else {
          break;
        }
      }
      if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
        throwWarning(state, "deficient indentation");
      }
      return lineBreaks;
    }
    function testDocumentSeparator(state) {
      var _position = state.position, ch;
      ch = state.input.charCodeAt(_position);
      if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
        _position += 3;
        ch = state.input.charCodeAt(_position);
        if (ch === 0 || is_WS_OR_EOL(ch)) {
          return true;
        }
      }
      return false;
    }
    function writeFoldedLines(state, count) {
      if (count === 1) {
        state.result += " ";
      } else if (count > 1) {
        state.result += common.repeat("\n", count - 1);
      }
    }
    function readPlainScalar(state, nodeIndent, withinFlowCollection) {
      var preceding, following, captureStart, captureEnd, hasPendingContent, _line, _lineStart, _lineIndent, _kind = state.kind, _result = state.result, ch;
      ch = state.input.charCodeAt(state.position);
      if (is_WS_OR_EOL(ch) || is_FLOW_INDICATOR(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
        return false;
      }
      if (ch === 63 || ch === 45) {
        following = state.input.charCodeAt(state.position + 1);
        if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
          return false;
        }
      }
      state.kind = "scalar";
      state.result = "";
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
      while (ch !== 0) {
        if (ch === 58) {
          following = state.input.charCodeAt(state.position + 1);
          if (is_WS_OR_EOL(following) || withinFlowCollection && is_FLOW_INDICATOR(following)) {
            break;
          }
        } else if (ch === 35) {
          preceding = state.input.charCodeAt(state.position - 1);
          if (is_WS_OR_EOL(preceding)) {
            break;
          }
        } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && is_FLOW_INDICATOR(ch)) {
          break;
        } else if (is_EOL(ch)) {
          _line = state.line;
          _lineStart = state.lineStart;
          _lineIndent = state.lineIndent;
          skipSeparationSpace(state, false, -1);
          if (state.lineIndent >= nodeIndent) {
            hasPendingContent = true;
            ch = state.input.charCodeAt(state.position);
            continue;
          } else {
            state.position = captureEnd;
            state.line = _line;
            state.lineStart = _lineStart;
            state.lineIndent = _lineIndent;
            break;
          }
        }
        if (hasPendingContent) {
          captureSegment(state, captureStart, captureEnd, false);
          writeFoldedLines(state, state.line - _line);
          captureStart = captureEnd = state.position;
          hasPendingContent = false;
        }
        if (!is_WHITE_SPACE(ch)) {
          captureEnd = state.position + 1;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, captureEnd, false);
      if (state.result) {
        return true;
      }
      state.kind = _kind;
      state.result = _result;
      return false;
    }
    function readSingleQuotedScalar(state, nodeIndent) {
      var ch, captureStart, captureEnd;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 39) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 39) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (ch === 39) {
            captureStart = state.position;
            state.position++;
            captureEnd = state.position;
          } else {
            return true;
          }
        } else if (is_EOL(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a single quoted scalar");
        } else {
          state.position++;
          captureEnd = state.position;
        }
      }
      throwError(state, "unexpected end of the stream within a single quoted scalar");
    }
    function readDoubleQuotedScalar(state, nodeIndent) {
      var captureStart, captureEnd, hexLength, hexResult, tmp, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 34) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 34) {
          captureSegment(state, captureStart, state.position, true);
          state.position++;
          return true;
        } else if (ch === 92) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (is_EOL(ch)) {
            skipSeparationSpace(state, false, nodeIndent);
          } else if (ch < 256 && simpleEscapeCheck[ch]) {
            state.result += simpleEscapeMap[ch];
            state.position++;
          } else if ((tmp = escapedHexLen(ch)) > 0) {
            hexLength = tmp;
            hexResult = 0;
            for (; hexLength > 0; hexLength--) {
              ch = state.input.charCodeAt(++state.position);
              if ((tmp = fromHexCode(ch)) >= 0) {
                hexResult = (hexResult << 4) + tmp;
              } else {
                throwError(state, "expected hexadecimal character");
              }
            }
            state.result += charFromCodepoint(hexResult);
            state.position++;
          } else {
            throwError(state, "unknown escape sequence");
          }
          captureStart = captureEnd = state.position;
        } else if (is_EOL(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a double quoted scalar");
        } else {
          state.position++;
          captureEnd = state.position;
        }
      }
      throwError(state, "unexpected end of the stream within a double quoted scalar");
    }
    function readFlowCollection(state, nodeIndent) {
      var readNext = true, _line, _tag = state.tag, _result, _anchor = state.anchor, following, terminator, isPair6, isExplicitPair, isMapping, overridableKeys = {}, keyNode, keyTag, valueNode, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 91) {
        terminator = 93;
        isMapping = false;
        _result = [];
      } else if (ch === 123) {
        terminator = 125;
        isMapping = true;
        _result = {};
      } else {
        return false;
      }
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(++state.position);
      while (ch !== 0) {
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === terminator) {
          state.position++;
          state.tag = _tag;
          state.anchor = _anchor;
          state.kind = isMapping ? "mapping" : "sequence";
          state.result = _result;
          return true;
        } else if (!readNext) {
          throwError(state, "missed comma between flow collection entries");
        }
        keyTag = keyNode = valueNode = null;
        isPair6 = isExplicitPair = false;
        if (ch === 63) {
          following = state.input.charCodeAt(state.position + 1);
          if (is_WS_OR_EOL(following)) {
            isPair6 = isExplicitPair = true;
            state.position++;
            skipSeparationSpace(state, true, nodeIndent);
          }
        }
        _line = state.line;
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        keyTag = state.tag;
        keyNode = state.result;
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if ((isExplicitPair || state.line === _line) && ch === 58) {
          isPair6 = true;
          ch = state.input.charCodeAt(++state.position);
          skipSeparationSpace(state, true, nodeIndent);
          composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
          valueNode = state.result;
        }
        if (isMapping) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode);
        } else if (isPair6) {
          _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode));
        } else {
          _result.push(keyNode);
        }
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === 44) {
          readNext = true;
          ch = state.input.charCodeAt(++state.position);
        } else {
          readNext = false;
        }
      }
      throwError(state, "unexpected end of the stream within a flow collection");
    }
    function readBlockScalar(state, nodeIndent) {
      var captureStart, folding, chomping = CHOMPING_CLIP, didReadContent = false, detectedIndent = false, textIndent = nodeIndent, emptyLines = 0, atMoreIndented = false, tmp, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch === 124) {
        folding = false;
      } else if (ch === 62) {
        folding = true;
      } else {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      while (ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
        if (ch === 43 || ch === 45) {
          if (CHOMPING_CLIP === chomping) {
            chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
          } else {
            throwError(state, "repeat of a chomping mode identifier");
          }
        } else if ((tmp = fromDecimalCode(ch)) >= 0) {
          if (tmp === 0) {
            throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
          } else if (!detectedIndent) {
            textIndent = nodeIndent + tmp - 1;
            detectedIndent = true;
          } else {
            throwError(state, "repeat of an indentation width identifier");
          }
        } else {
          break;
        }
      }
      if (is_WHITE_SPACE(ch)) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (is_WHITE_SPACE(ch));
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (!is_EOL(ch) && ch !== 0);
        }
      }
      while (ch !== 0) {
        readLineBreak(state);
        state.lineIndent = 0;
        ch = state.input.charCodeAt(state.position);
        while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
        if (!detectedIndent && state.lineIndent > textIndent) {
          textIndent = state.lineIndent;
        }
        if (is_EOL(ch)) {
          emptyLines++;
          continue;
        }
        if (state.lineIndent < textIndent) {
          if (chomping === CHOMPING_KEEP) {
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (chomping === CHOMPING_CLIP) {
            if (didReadContent) {
              state.result += "\n";
            }
          }
          break;
        }
        if (folding) {
          if (is_WHITE_SPACE(ch)) {
            atMoreIndented = true;
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (atMoreIndented) {
            atMoreIndented = false;
            state.result += common.repeat("\n", emptyLines + 1);
          } else if (emptyLines === 0) {
            if (didReadContent) {
              state.result += " ";
            }
          } else {
            state.result += common.repeat("\n", emptyLines);
          }
        } else {
          state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        }
        didReadContent = true;
        detectedIndent = true;
        emptyLines = 0;
        captureStart = state.position;
        while (!is_EOL(ch) && ch !== 0) {
          ch = state.input.charCodeAt(++state.position);
        }
        captureSegment(state, captureStart, state.position, false);
      }
      return true;
    }
    function readBlockSequence(state, nodeIndent) {
      var _line, _tag = state.tag, _anchor = state.anchor, _result = [], following, detected = false, ch;
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        if (ch !== 45) {
          break;
        }
        following = state.input.charCodeAt(state.position + 1);
        if (!is_WS_OR_EOL(following)) {
          break;
        }
        detected = true;
        state.position++;
        if (skipSeparationSpace(state, true, -1)) {
          if (state.lineIndent <= nodeIndent) {
            _result.push(null);
            ch = state.input.charCodeAt(state.position);
            continue;
          }
        }
        _line = state.line;
        composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
        _result.push(state.result);
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
          throwError(state, "bad indentation of a sequence entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "sequence";
        state.result = _result;
        return true;
      }
      return false;
    }
    function readBlockMapping(state, nodeIndent, flowIndent) {
      var following, allowCompact, _line, _pos, _tag = state.tag, _anchor = state.anchor, _result = {}, overridableKeys = {}, keyTag = null, keyNode = null, valueNode = null, atExplicitKey = false, detected = false, ch;
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = _result;
      }
      ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        following = state.input.charCodeAt(state.position + 1);
        _line = state.line;
        _pos = state.position;
        if ((ch === 63 || ch === 58) && is_WS_OR_EOL(following)) {
          if (ch === 63) {
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = true;
            allowCompact = true;
          } else if (atExplicitKey) {
            atExplicitKey = false;
            allowCompact = true;
          } else {
            throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
          }
          state.position += 1;
          ch = following;
        } else if (composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
          if (state.line === _line) {
            ch = state.input.charCodeAt(state.position);
            while (is_WHITE_SPACE(ch)) {
              ch = state.input.charCodeAt(++state.position);
            }
            if (ch === 58) {
              ch = state.input.charCodeAt(++state.position);
              if (!is_WS_OR_EOL(ch)) {
                throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
              }
              if (atExplicitKey) {
                storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
                keyTag = keyNode = valueNode = null;
              }
              detected = true;
              atExplicitKey = false;
              allowCompact = false;
              keyTag = state.tag;
              keyNode = state.result;
            } else if (detected) {
              throwError(state, "can not read an implicit mapping pair; a colon is missed");
            } else {
              state.tag = _tag;
              state.anchor = _anchor;
              return true;
            }
          } else if (detected) {
            throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        } else {
          break;
        }
        if (state.line === _line || state.lineIndent > nodeIndent) {
          if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
            if (atExplicitKey) {
              keyNode = state.result;
            } else {
              valueNode = state.result;
            }
          }
          if (!atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _pos);
            keyTag = keyNode = valueNode = null;
          }
          skipSeparationSpace(state, true, -1);
          ch = state.input.charCodeAt(state.position);
        }
        if (state.lineIndent > nodeIndent && ch !== 0) {
          throwError(state, "bad indentation of a mapping entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null);
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "mapping";
        state.result = _result;
      }
      return detected;
    }
    function readTagProperty(state) {
      var _position, isVerbatim = false, isNamed = false, tagHandle, tagName, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 33) return false;
      if (state.tag !== null) {
        throwError(state, "duplication of a tag property");
      }
      ch = state.input.charCodeAt(++state.position);
      if (ch === 60) {
        isVerbatim = true;
        ch = state.input.charCodeAt(++state.position);
      } else if (ch === 33) {
        isNamed = true;
        tagHandle = "!!";
        ch = state.input.charCodeAt(++state.position);
      } else {
        tagHandle = "!";
      }
      _position = state.position;
      if (isVerbatim) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 0 && ch !== 62);
        if (state.position < state.length) {
          tagName = state.input.slice(_position, state.position);
          ch = state.input.charCodeAt(++state.position);
        } else {
          throwError(state, "unexpected end of the stream within a verbatim tag");
        }
      } else {
        while (ch !== 0 && !is_WS_OR_EOL(ch)) {
          if (ch === 33) {
            if (!isNamed) {
              tagHandle = state.input.slice(_position - 1, state.position + 1);
              if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
                throwError(state, "named tag handle cannot contain such characters");
              }
              isNamed = true;
              _position = state.position + 1;
            } else {
              throwError(state, "tag suffix cannot contain exclamation marks");
            }
          }
          ch = state.input.charCodeAt(++state.position);
        }
        tagName = state.input.slice(_position, state.position);
        if (PATTERN_FLOW_INDICATORS.test(tagName)) {
          throwError(state, "tag suffix cannot contain flow indicator characters");
        }
      }
      if (tagName && !PATTERN_TAG_URI.test(tagName)) {
        throwError(state, "tag name cannot contain such characters: " + tagName);
      }
      if (isVerbatim) {
        state.tag = tagName;
      } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
        state.tag = state.tagMap[tagHandle] + tagName;
      } else if (tagHandle === "!") {
        state.tag = "!" + tagName;
      } else if (tagHandle === "!!") {
        state.tag = "tag:yaml.org,2002:" + tagName;
      } else {
        throwError(state, 'undeclared tag handle "' + tagHandle + '"');
      }
      return true;
    }
    function readAnchorProperty(state) {
      var _position, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 38) return false;
      if (state.anchor !== null) {
        throwError(state, "duplication of an anchor property");
      }
      ch = state.input.charCodeAt(++state.position);
      _position = state.position;
      while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an anchor node must contain at least one character");
      }
      state.anchor = state.input.slice(_position, state.position);
      return true;
    }
    function readAlias(state) {
      var _position, alias, ch;
      ch = state.input.charCodeAt(state.position);
      if (ch !== 42) return false;
      ch = state.input.charCodeAt(++state.position);
      _position = state.position;
      while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an alias node must contain at least one character");
      }
      alias = state.input.slice(_position, state.position);
      if (!_hasOwnProperty.call(state.anchorMap, alias)) {
        throwError(state, 'unidentified alias "' + alias + '"');
      }
      state.result = state.anchorMap[alias];
      skipSeparationSpace(state, true, -1);
      return true;
    }
    function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
      var allowBlockStyles, allowBlockScalars, allowBlockCollections, indentStatus = 1, atNewLine = false, hasContent = false, typeIndex, typeQuantity, type, flowIndent, blockIndent;
      if (state.listener !== null) {
        state.listener("open", state);
      }
      state.tag = null;
      state.anchor = null;
      state.kind = null;
      state.result = null;
      allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
      if (allowToSeek) {
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        }
      }
      if (indentStatus === 1) {
        while (readTagProperty(state) || readAnchorProperty(state)) {
          if (skipSeparationSpace(state, true, -1)) {
            atNewLine = true;
            allowBlockCollections = allowBlockStyles;
            if (state.lineIndent > parentIndent) {
              indentStatus = 1;
            } else if (state.lineIndent === parentIndent) {
              indentStatus = 0;
            } else if (state.lineIndent < parentIndent) {
              indentStatus = -1;
            }
          } else {
            allowBlockCollections = false;
          }
        }
      }
      if (allowBlockCollections) {
        allowBlockCollections = atNewLine || allowCompact;
      }
      if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
        if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
          flowIndent = parentIndent;
        } else {
          flowIndent = parentIndent + 1;
        }
        blockIndent = state.position - state.lineStart;
        if (indentStatus === 1) {
          if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
            hasContent = true;
          } else {
            if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
              hasContent = true;
            } else if (readAlias(state)) {
              hasContent = true;
              if (state.tag !== null || state.anchor !== null) {
                throwError(state, "alias node should not have any properties");
              }
            } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
              hasContent = true;
              if (state.tag === null) {
                state.tag = "?";
              }
            }
            if (state.anchor !== null) {
              state.anchorMap[state.anchor] = state.result;
            }
          }
        } else if (indentStatus === 0) {
          hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
        }
      }
      if (state.tag !== null && state.tag !== "!") {
        if (state.tag === "?") {
          if (state.result !== null && state.kind !== "scalar") {
            throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
          }
          for (typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
            type = state.implicitTypes[typeIndex];
            if (type.resolve(state.result)) {
              state.result = type.construct(state.result);
              state.tag = type.tag;
              if (state.anchor !== null) {
                state.anchorMap[state.anchor] = state.result;
              }
              break;
            }
          }
        } else if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
          type = state.typeMap[state.kind || "fallback"][state.tag];
          if (state.result !== null && type.kind !== state.kind) {
            throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type.kind + '", not "' + state.kind + '"');
          }
          if (!type.resolve(state.result)) {
            throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
          } else {
            state.result = type.construct(state.result);
            if (state.anchor !== null) {
              state.anchorMap[state.anchor] = state.result;
            }
          }
        } else {
          throwError(state, "unknown tag !<" + state.tag + ">");
        }
      }
      if (state.listener !== null) {
        state.listener("close", state);
      }
      return state.tag !== null || state.anchor !== null || hasContent;
    }
    function readDocument(state) {
      var documentStart = state.position, _position, directiveName, directiveArgs, hasDirectives = false, ch;
      state.version = null;
      state.checkLineBreaks = state.legacy;
      state.tagMap = {};
      state.anchorMap = {};
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if (state.lineIndent > 0 || ch !== 37) {
          break;
        }
        hasDirectives = true;
        ch = state.input.charCodeAt(++state.position);
        _position = state.position;
        while (ch !== 0 && !is_WS_OR_EOL(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        directiveName = state.input.slice(_position, state.position);
        directiveArgs = [];
        if (directiveName.length < 1) {
          throwError(state, "directive name must not be less than one character in length");
        }
        while (ch !== 0) {
          while (is_WHITE_SPACE(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 35) {
            do {
              ch = state.input.charCodeAt(++state.position);
            } while (ch !== 0 && !is_EOL(ch));
            break;
          }
          if (is_EOL(ch)) break;
          _position = state.position;
          while (ch !== 0 && !is_WS_OR_EOL(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          directiveArgs.push(state.input.slice(_position, state.position));
        }
        if (ch !== 0) readLineBreak(state);
        if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
          directiveHandlers[directiveName](state, directiveName, directiveArgs);
        } else {
          throwWarning(state, 'unknown document directive "' + directiveName + '"');
        }
      }
      skipSeparationSpace(state, true, -1);
      if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      } else if (hasDirectives) {
        throwError(state, "directives end mark is expected");
      }
      composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
      skipSeparationSpace(state, true, -1);
      if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
        throwWarning(state, "non-ASCII line breaks are interpreted as content");
      }
      state.documents.push(state.result);
      if (state.position === state.lineStart && testDocumentSeparator(state)) {
        if (state.input.charCodeAt(state.position) === 46) {
          state.position += 3;
          skipSeparationSpace(state, true, -1);
        }
        return;
      }
      if (state.position < state.length - 1) {
        throwError(state, "end of the stream or a document separator is expected");
      } else {
        return;
      }
    }
    function loadDocuments(input, options2) {
      input = String(input);
      options2 = options2 || {};
      if (input.length !== 0) {
        if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
          input += "\n";
        }
        if (input.charCodeAt(0) === 65279) {
          input = input.slice(1);
        }
      }
      var state = new State(input, options2);
      var nullpos = input.indexOf("\0");
      if (nullpos !== -1) {
        state.position = nullpos;
        throwError(state, "null byte is not allowed in input");
      }
      state.input += "\0";
      while (state.input.charCodeAt(state.position) === 32) {
        state.lineIndent += 1;
        state.position += 1;
      }
      while (state.position < state.length - 1) {
        readDocument(state);
      }
      return state.documents;
    }
    function loadAll(input, iterator, options2) {
      if (iterator !== null && typeof iterator === "object" && typeof options2 === "undefined") {
        options2 = iterator;
        iterator = null;
      }
      var documents = loadDocuments(input, options2);
      if (typeof iterator !== "function") {
        return documents;
      }
      for (var index = 0, length = documents.length; index < length; index += 1) {
        iterator(documents[index]);
      }
    }
    function load(input, options2) {
      var documents = loadDocuments(input, options2);
      if (documents.length === 0) {
        return void 0;
      } else if (documents.length === 1) {
        return documents[0];
      }
      throw new YAMLException("expected a single document in the stream, but found more");
    }
    function safeLoadAll(input, iterator, options2) {
      if (typeof iterator === "object" && iterator !== null && typeof options2 === "undefined") {
        options2 = iterator;
        iterator = null;
      }
      return loadAll(input, iterator, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    function safeLoad(input, options2) {
      return load(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.loadAll = loadAll;
    module2.exports.load = load;
    module2.exports.safeLoadAll = safeLoadAll;
    module2.exports.safeLoad = safeLoad;
  }
});

// node_modules/js-yaml/lib/js-yaml/dumper.js
var require_dumper = __commonJS({
  "node_modules/js-yaml/lib/js-yaml/dumper.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException = require_exception();
    var DEFAULT_FULL_SCHEMA = require_default_full();
    var DEFAULT_SAFE_SCHEMA = require_default_safe();
    var _toString = Object.prototype.toString;
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CHAR_TAB = 9;
    var CHAR_LINE_FEED = 10;
    var CHAR_CARRIAGE_RETURN = 13;
    var CHAR_SPACE = 32;
    var CHAR_EXCLAMATION = 33;
    var CHAR_DOUBLE_QUOTE = 34;
    var CHAR_SHARP = 35;
    var CHAR_PERCENT = 37;
    var CHAR_AMPERSAND = 38;
    var CHAR_SINGLE_QUOTE = 39;
    var CHAR_ASTERISK = 42;
    var CHAR_COMMA = 44;
    var CHAR_MINUS = 45;
    var CHAR_COLON = 58;
    var CHAR_EQUALS = 61;
    var CHAR_GREATER_THAN = 62;
    var CHAR_QUESTION = 63;
    var CHAR_COMMERCIAL_AT = 64;
    var CHAR_LEFT_SQUARE_BRACKET = 91;
    var CHAR_RIGHT_SQUARE_BRACKET = 93;
    var CHAR_GRAVE_ACCENT = 96;
    var CHAR_LEFT_CURLY_BRACKET = 123;
    var CHAR_VERTICAL_LINE = 124;
    var CHAR_RIGHT_CURLY_BRACKET = 125;
    var ESCAPE_SEQUENCES = {};
    ESCAPE_SEQUENCES[0] = "\\0";
    ESCAPE_SEQUENCES[7] = "\\a";
    ESCAPE_SEQUENCES[8] = "\\b";
    ESCAPE_SEQUENCES[9] = "\\t";
    ESCAPE_SEQUENCES[10] = "\\n";
    ESCAPE_SEQUENCES[11] = "\\v";
    ESCAPE_SEQUENCES[12] = "\\f";
    ESCAPE_SEQUENCES[13] = "\\r";
    ESCAPE_SEQUENCES[27] = "\\e";
    ESCAPE_SEQUENCES[34] = '\\"';
    ESCAPE_SEQUENCES[92] = "\\\\";
    ESCAPE_SEQUENCES[133] = "\\N";
    ESCAPE_SEQUENCES[160] = "\\_";
    ESCAPE_SEQUENCES[8232] = "\\L";
    ESCAPE_SEQUENCES[8233] = "\\P";
    var DEPRECATED_BOOLEANS_SYNTAX = [
      "y",
      "Y",
      "yes",
      "Yes",
      "YES",
      "on",
      "On",
      "ON",
      "n",
      "N",
      "no",
      "No",
      "NO",
      "off",
      "Off",
      "OFF"
    ];
    function compileStyleMap(schema, map) {
      var result, keys, index, length, tag, style, type;
      if (map === null) return {};
      result = {};
      keys = Object.keys(map);
      for (index = 0, length = keys.length; index < length; index += 1) {
        tag = keys[index];
        style = String(map[tag]);
        if (tag.slice(0, 2) === "!!") {
          tag = "tag:yaml.org,2002:" + tag.slice(2);
        }
        type = schema.compiledTypeMap["fallback"][tag];
        if (type && _hasOwnProperty.call(type.styleAliases, style)) {
          style = type.styleAliases[style];
        }
        result[tag] = style;
      }
      return result;
    }
    function encodeHex(character) {
      var string, handle, length;
      string = character.toString(16).toUpperCase();
      if (character <= 255) {
        handle = "x";
        length = 2;
      } else if (character <= 65535) {
        handle = "u";
        length = 4;
      } else if (character <= 4294967295) {
        handle = "U";
        length = 8;
      } else {
        throw new YAMLException("code point within a string may not be greater than 0xFFFFFFFF");
      }
      return "\\" + handle + common.repeat("0", length - string.length) + string;
    }
    function State(options2) {
      this.schema = options2["schema"] || DEFAULT_FULL_SCHEMA;
      this.indent = Math.max(1, options2["indent"] || 2);
      this.noArrayIndent = options2["noArrayIndent"] || false;
      this.skipInvalid = options2["skipInvalid"] || false;
      this.flowLevel = common.isNothing(options2["flowLevel"]) ? -1 : options2["flowLevel"];
      this.styleMap = compileStyleMap(this.schema, options2["styles"] || null);
      this.sortKeys = options2["sortKeys"] || false;
      this.lineWidth = options2["lineWidth"] || 80;
      this.noRefs = options2["noRefs"] || false;
      this.noCompatMode = options2["noCompatMode"] || false;
      this.condenseFlow = options2["condenseFlow"] || false;
      this.implicitTypes = this.schema.compiledImplicit;
      this.explicitTypes = this.schema.compiledExplicit;
      this.tag = null;
      this.result = "";
      this.duplicates = [];
      this.usedDuplicates = null;
    }
    function indentString(string, spaces) {
      var ind = common.repeat(" ", spaces), position2 = 0, next = -1, result = "", line, length = string.length;
      while (position2 < length) {
        next = string.indexOf("\n", position2);
        if (next === -1) {
          line = string.slice(position2);
          position2 = length;
        } else {
          line = string.slice(position2, next + 1);
          position2 = next + 1;
        }
        if (line.length && line !== "\n") result += ind;
        result += line;
      }
      return result;
    }
    function generateNextLine(state, level) {
      return "\n" + common.repeat(" ", state.indent * level);
    }
    function testImplicitResolving(state, str2) {
      var index, length, type;
      for (index = 0, length = state.implicitTypes.length; index < length; index += 1) {
        type = state.implicitTypes[index];
        if (type.resolve(str2)) {
          return true;
        }
      }
      return false;
    }
    function isWhitespace(c) {
      return c === CHAR_SPACE || c === CHAR_TAB;
    }
    function isPrintable(c) {
      return 32 <= c && c <= 126 || 161 <= c && c <= 55295 && c !== 8232 && c !== 8233 || 57344 <= c && c <= 65533 && c !== 65279 || 65536 <= c && c <= 1114111;
    }
    function isNsChar(c) {
      return isPrintable(c) && !isWhitespace(c) && c !== 65279 && c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
    }
    function isPlainSafe(c, prev) {
      return isPrintable(c) && c !== 65279 && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_COLON && (c !== CHAR_SHARP || prev && isNsChar(prev));
    }
    function isPlainSafeFirst(c) {
      return isPrintable(c) && c !== 65279 && !isWhitespace(c) && c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
    }
    function needIndentIndicator(string) {
      var leadingSpaceRe = /^\n* /;
      return leadingSpaceRe.test(string);
    }
    var STYLE_PLAIN = 1;
    var STYLE_SINGLE = 2;
    var STYLE_LITERAL = 3;
    var STYLE_FOLDED = 4;
    var STYLE_DOUBLE = 5;
    function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType) {
      var i;
      var char, prev_char;
      var hasLineBreak = false;
      var hasFoldableLine = false;
      var shouldTrackWidth = lineWidth !== -1;
      var previousLineBreak = -1;
      var plain = isPlainSafeFirst(string.charCodeAt(0)) && !isWhitespace(string.charCodeAt(string.length - 1));
      if (singleLineOnly) {
        for (i = 0; i < string.length; i++) {
          char = string.charCodeAt(i);
          if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          prev_char = i > 0 ? string.charCodeAt(i - 1) : null;
          plain = plain && isPlainSafe(char, prev_char);
        }
      } else {
        for (i = 0; i < string.length; i++) {
          char = string.charCodeAt(i);
          if (char === CHAR_LINE_FEED) {
            hasLineBreak = true;
            if (shouldTrackWidth) {
              hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
              i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ";
              previousLineBreak = i;
            }
          } else if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          prev_char = i > 0 ? string.charCodeAt(i - 1) : null;
          plain = plain && isPlainSafe(char, prev_char);
        }
        hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string[previousLineBreak + 1] !== " ");
      }
      if (!hasLineBreak && !hasFoldableLine) {
        return plain && !testAmbiguousType(string) ? STYLE_PLAIN : STYLE_SINGLE;
      }
      if (indentPerLevel > 9 && needIndentIndicator(string)) {
        return STYLE_DOUBLE;
      }
      return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
    }
    function writeScalar(state, string, level, iskey) {
      state.dump = (function() {
        if (string.length === 0) {
          return "''";
        }
        if (!state.noCompatMode && DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1) {
          return "'" + string + "'";
        }
        var indent = state.indent * Math.max(1, level);
        var lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
        var singleLineOnly = iskey || state.flowLevel > -1 && level >= state.flowLevel;
        function testAmbiguity(string2) {
          return testImplicitResolving(state, string2);
        }
        switch (chooseScalarStyle(string, singleLineOnly, state.indent, lineWidth, testAmbiguity)) {
          case STYLE_PLAIN:
            return string;
          case STYLE_SINGLE:
            return "'" + string.replace(/'/g, "''") + "'";
          case STYLE_LITERAL:
            return "|" + blockHeader(string, state.indent) + dropEndingNewline(indentString(string, indent));
          case STYLE_FOLDED:
            return ">" + blockHeader(string, state.indent) + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
          case STYLE_DOUBLE:
            return '"' + escapeString(string, lineWidth) + '"';
          default:
            throw new YAMLException("impossible error: invalid scalar style");
        }
      })();
    }
    function blockHeader(string, indentPerLevel) {
      var indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : "";
      var clip = string[string.length - 1] === "\n";
      var keep2 = clip && (string[string.length - 2] === "\n" || string === "\n");
      var chomp = keep2 ? "+" : clip ? "" : "-";
      return indentIndicator + chomp + "\n";
    }
    function dropEndingNewline(string) {
      return string[string.length - 1] === "\n" ? string.slice(0, -1) : string;
    }
    function foldString(string, width) {
      var lineRe = /(\n+)([^\n]*)/g;
      var result = (function() {
        var nextLF = string.indexOf("\n");
        nextLF = nextLF !== -1 ? nextLF : string.length;
        lineRe.lastIndex = nextLF;
        return foldLine(string.slice(0, nextLF), width);
      })();
      var prevMoreIndented = string[0] === "\n" || string[0] === " ";
      var moreIndented;
      var match;
      while (match = lineRe.exec(string)) {
        var prefix = match[1], line = match[2];
        moreIndented = line[0] === " ";
        result += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
        prevMoreIndented = moreIndented;
      }
      return result;
    }
    function foldLine(line, width) {
      if (line === "" || line[0] === " ") return line;
      var breakRe = / [^ ]/g;
      var match;
      var start = 0, end, curr = 0, next = 0;
      var result = "";
      while (match = breakRe.exec(line)) {
        next = match.index;
        if (next - start > width) {
          end = curr > start ? curr : next;
          result += "\n" + line.slice(start, end);
          start = end + 1;
        }
        curr = next;
      }
      result += "\n";
      if (line.length - start > width && curr > start) {
        result += line.slice(start, curr) + "\n" + line.slice(curr + 1);
      } else {
        result += line.slice(start);
      }
      return result.slice(1);
    }
    function escapeString(string) {
      var result = "";
      var char, nextChar;
      var escapeSeq;
      for (var i = 0; i < string.length; i++) {
        char = string.charCodeAt(i);
        if (char >= 55296 && char <= 56319) {
          nextChar = string.charCodeAt(i + 1);
          if (nextChar >= 56320 && nextChar <= 57343) {
            result += encodeHex((char - 55296) * 1024 + nextChar - 56320 + 65536);
            i++;
            continue;
          }
        }
        escapeSeq = ESCAPE_SEQUENCES[char];
        result += !escapeSeq && isPrintable(char) ? string[i] : escapeSeq || encodeHex(char);
      }
      return result;
    }
    function writeFlowSequence(state, level, object) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object.length; index < length; index += 1) {
        if (writeNode(state, level, object[index], false, false)) {
          if (index !== 0) _result += "," + (!state.condenseFlow ? " " : "");
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = "[" + _result + "]";
    }
    function writeBlockSequence(state, level, object, compact2) {
      var _result = "", _tag = state.tag, index, length;
      for (index = 0, length = object.length; index < length; index += 1) {
        if (writeNode(state, level + 1, object[index], true, true)) {
          if (!compact2 || index !== 0) {
            _result += generateNextLine(state, level);
          }
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            _result += "-";
          } else {
            _result += "- ";
          }
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = _result || "[]";
    }
    function writeFlowMapping(state, level, object) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, pairBuffer;
      for (index = 0, length = objectKeyList.length; index < length; index += 1) {
        pairBuffer = "";
        if (index !== 0) pairBuffer += ", ";
        if (state.condenseFlow) pairBuffer += '"';
        objectKey = objectKeyList[index];
        objectValue = object[objectKey];
        if (!writeNode(state, level, objectKey, false, false)) {
          continue;
        }
        if (state.dump.length > 1024) pairBuffer += "? ";
        pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
        if (!writeNode(state, level, objectValue, false, false)) {
          continue;
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = "{" + _result + "}";
    }
    function writeBlockMapping(state, level, object, compact2) {
      var _result = "", _tag = state.tag, objectKeyList = Object.keys(object), index, length, objectKey, objectValue, explicitPair, pairBuffer;
      if (state.sortKeys === true) {
        objectKeyList.sort();
      } else if (typeof state.sortKeys === "function") {
        objectKeyList.sort(state.sortKeys);
      } else if (state.sortKeys) {
        throw new YAMLException("sortKeys must be a boolean or a function");
      }
      for (index = 0, length = objectKeyList.length; index < length; index += 1) {
        pairBuffer = "";
        if (!compact2 || index !== 0) {
          pairBuffer += generateNextLine(state, level);
        }
        objectKey = objectKeyList[index];
        objectValue = object[objectKey];
        if (!writeNode(state, level + 1, objectKey, true, true, true)) {
          continue;
        }
        explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
        if (explicitPair) {
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            pairBuffer += "?";
          } else {
            pairBuffer += "? ";
          }
        }
        pairBuffer += state.dump;
        if (explicitPair) {
          pairBuffer += generateNextLine(state, level);
        }
        if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
          continue;
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += ":";
        } else {
          pairBuffer += ": ";
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = _result || "{}";
    }
    function detectType(state, object, explicit) {
      var _result, typeList, index, length, type, style;
      typeList = explicit ? state.explicitTypes : state.implicitTypes;
      for (index = 0, length = typeList.length; index < length; index += 1) {
        type = typeList[index];
        if ((type.instanceOf || type.predicate) && (!type.instanceOf || typeof object === "object" && object instanceof type.instanceOf) && (!type.predicate || type.predicate(object))) {
          state.tag = explicit ? type.tag : "?";
          if (type.represent) {
            style = state.styleMap[type.tag] || type.defaultStyle;
            if (_toString.call(type.represent) === "[object Function]") {
              _result = type.represent(object, style);
            } else if (_hasOwnProperty.call(type.represent, style)) {
              _result = type.represent[style](object, style);
            } else {
              throw new YAMLException("!<" + type.tag + '> tag resolver accepts not "' + style + '" style');
            }
            state.dump = _result;
          }
          return true;
        }
      }
      return false;
    }
    function writeNode(state, level, object, block, compact2, iskey) {
      state.tag = null;
      state.dump = object;
      if (!detectType(state, object, false)) {
        detectType(state, object, true);
      }
      var type = _toString.call(state.dump);
      if (block) {
        block = state.flowLevel < 0 || state.flowLevel > level;
      }
      var objectOrArray = type === "[object Object]" || type === "[object Array]", duplicateIndex, duplicate;
      if (objectOrArray) {
        duplicateIndex = state.duplicates.indexOf(object);
        duplicate = duplicateIndex !== -1;
      }
      if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
        compact2 = false;
      }
      if (duplicate && state.usedDuplicates[duplicateIndex]) {
        state.dump = "*ref_" + duplicateIndex;
      } else {
        if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
          state.usedDuplicates[duplicateIndex] = true;
        }
        if (type === "[object Object]") {
          if (block && Object.keys(state.dump).length !== 0) {
            writeBlockMapping(state, level, state.dump, compact2);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowMapping(state, level, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object Array]") {
          var arrayLevel = state.noArrayIndent && level > 0 ? level - 1 : level;
          if (block && state.dump.length !== 0) {
            writeBlockSequence(state, arrayLevel, state.dump, compact2);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowSequence(state, arrayLevel, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object String]") {
          if (state.tag !== "?") {
            writeScalar(state, state.dump, level, iskey);
          }
        } else {
          if (state.skipInvalid) return false;
          throw new YAMLException("unacceptable kind of an object to dump " + type);
        }
        if (state.tag !== null && state.tag !== "?") {
          state.dump = "!<" + state.tag + "> " + state.dump;
        }
      }
      return true;
    }
    function getDuplicateReferences(object, state) {
      var objects = [], duplicatesIndexes = [], index, length;
      inspectNode(object, objects, duplicatesIndexes);
      for (index = 0, length = duplicatesIndexes.length; index < length; index += 1) {
        state.duplicates.push(objects[duplicatesIndexes[index]]);
      }
      state.usedDuplicates = new Array(length);
    }
    function inspectNode(object, objects, duplicatesIndexes) {
      var objectKeyList, index, length;
      if (object !== null && typeof object === "object") {
        index = objects.indexOf(object);
        if (index !== -1) {
          if (duplicatesIndexes.indexOf(index) === -1) {
            duplicatesIndexes.push(index);
          }
        } else {
          objects.push(object);
          if (Array.isArray(object)) {
            for (index = 0, length = object.length; index < length; index += 1) {
              inspectNode(object[index], objects, duplicatesIndexes);
            }
          } else {
            objectKeyList = Object.keys(object);
            for (index = 0, length = objectKeyList.length; index < length; index += 1) {
              inspectNode(object[objectKeyList[index]], objects, duplicatesIndexes);
            }
          }
        }
      }
    }
    function dump(input, options2) {
      options2 = options2 || {};
      var state = new State(options2);
      if (!state.noRefs) getDuplicateReferences(input, state);
      if (writeNode(state, 0, input, true, true)) return state.dump + "\n";
      return "";
    }
    function safeDump(input, options2) {
      return dump(input, common.extend({ schema: DEFAULT_SAFE_SCHEMA }, options2));
    }
    module2.exports.dump = dump;
    module2.exports.safeDump = safeDump;
  }
});

// node_modules/js-yaml/lib/js-yaml.js
var require_js_yaml = __commonJS({
  "node_modules/js-yaml/lib/js-yaml.js"(exports2, module2) {
    "use strict";
    var loader = require_loader();
    var dumper = require_dumper();
    function deprecated(name) {
      return function() {
        throw new Error("Function " + name + " is deprecated and cannot be used.");
      };
    }
    module2.exports.Type = require_type();
    module2.exports.Schema = require_schema();
    module2.exports.FAILSAFE_SCHEMA = require_failsafe();
    module2.exports.JSON_SCHEMA = require_json();
    module2.exports.CORE_SCHEMA = require_core();
    module2.exports.DEFAULT_SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_FULL_SCHEMA = require_default_full();
    module2.exports.load = loader.load;
    module2.exports.loadAll = loader.loadAll;
    module2.exports.safeLoad = loader.safeLoad;
    module2.exports.safeLoadAll = loader.safeLoadAll;
    module2.exports.dump = dumper.dump;
    module2.exports.safeDump = dumper.safeDump;
    module2.exports.YAMLException = require_exception();
    module2.exports.MINIMAL_SCHEMA = require_failsafe();
    module2.exports.SAFE_SCHEMA = require_default_safe();
    module2.exports.DEFAULT_SCHEMA = require_default_full();
    module2.exports.scan = deprecated("scan");
    module2.exports.parse = deprecated("parse");
    module2.exports.compose = deprecated("compose");
    module2.exports.addConstructor = deprecated("addConstructor");
  }
});

// node_modules/js-yaml/index.js
var require_js_yaml2 = __commonJS({
  "node_modules/js-yaml/index.js"(exports2, module2) {
    "use strict";
    var yaml2 = require_js_yaml();
    module2.exports = yaml2;
  }
});

// node_modules/gray-matter/lib/engines.js
var require_engines = __commonJS({
  "node_modules/gray-matter/lib/engines.js"(exports, module) {
    "use strict";
    var yaml = require_js_yaml2();
    var engines = exports = module.exports;
    engines.yaml = {
      parse: yaml.safeLoad.bind(yaml),
      stringify: yaml.safeDump.bind(yaml)
    };
    engines.json = {
      parse: JSON.parse.bind(JSON),
      stringify: function(obj, options2) {
        const opts = Object.assign({ replacer: null, space: 2 }, options2);
        return JSON.stringify(obj, opts.replacer, opts.space);
      }
    };
    engines.javascript = {
      parse: function parse(str, options, wrap) {
        try {
          if (wrap !== false) {
            str = "(function() {\nreturn " + str.trim() + ";\n}());";
          }
          return eval(str) || {};
        } catch (err) {
          if (wrap !== false && /(unexpected|identifier)/i.test(err.message)) {
            return parse(str, options, false);
          }
          throw new SyntaxError(err);
        }
      },
      stringify: function() {
        throw new Error("stringifying JavaScript is not supported");
      }
    };
  }
});

// node_modules/strip-bom-string/index.js
var require_strip_bom_string = __commonJS({
  "node_modules/strip-bom-string/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(str2) {
      if (typeof str2 === "string" && str2.charAt(0) === "\uFEFF") {
        return str2.slice(1);
      }
      return str2;
    };
  }
});

// node_modules/gray-matter/lib/utils.js
var require_utils = __commonJS({
  "node_modules/gray-matter/lib/utils.js"(exports2) {
    "use strict";
    var stripBom = require_strip_bom_string();
    var typeOf = require_kind_of();
    exports2.define = function(obj, key, val) {
      Reflect.defineProperty(obj, key, {
        enumerable: false,
        configurable: true,
        writable: true,
        value: val
      });
    };
    exports2.isBuffer = function(val) {
      return typeOf(val) === "buffer";
    };
    exports2.isObject = function(val) {
      return typeOf(val) === "object";
    };
    exports2.toBuffer = function(input) {
      return typeof input === "string" ? Buffer.from(input) : input;
    };
    exports2.toString = function(input) {
      if (exports2.isBuffer(input)) return stripBom(String(input));
      if (typeof input !== "string") {
        throw new TypeError("expected input to be a string or buffer");
      }
      return stripBom(input);
    };
    exports2.arrayify = function(val) {
      return val ? Array.isArray(val) ? val : [val] : [];
    };
    exports2.startsWith = function(str2, substr, len) {
      if (typeof len !== "number") len = substr.length;
      return str2.slice(0, len) === substr;
    };
  }
});

// node_modules/gray-matter/lib/defaults.js
var require_defaults = __commonJS({
  "node_modules/gray-matter/lib/defaults.js"(exports2, module2) {
    "use strict";
    var engines2 = require_engines();
    var utils = require_utils();
    module2.exports = function(options2) {
      const opts = Object.assign({}, options2);
      opts.delimiters = utils.arrayify(opts.delims || opts.delimiters || "---");
      if (opts.delimiters.length === 1) {
        opts.delimiters.push(opts.delimiters[0]);
      }
      opts.language = (opts.language || opts.lang || "yaml").toLowerCase();
      opts.engines = Object.assign({}, engines2, opts.parsers, opts.engines);
      return opts;
    };
  }
});

// node_modules/gray-matter/lib/engine.js
var require_engine = __commonJS({
  "node_modules/gray-matter/lib/engine.js"(exports2, module2) {
    "use strict";
    module2.exports = function(name, options2) {
      let engine = options2.engines[name] || options2.engines[aliase(name)];
      if (typeof engine === "undefined") {
        throw new Error('gray-matter engine "' + name + '" is not registered');
      }
      if (typeof engine === "function") {
        engine = { parse: engine };
      }
      return engine;
    };
    function aliase(name) {
      switch (name.toLowerCase()) {
        case "js":
        case "javascript":
          return "javascript";
        case "coffee":
        case "coffeescript":
        case "cson":
          return "coffee";
        case "yaml":
        case "yml":
          return "yaml";
        default: {
          return name;
        }
      }
    }
  }
});

// node_modules/gray-matter/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/gray-matter/lib/stringify.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(file, data, options2) {
      if (data == null && options2 == null) {
        switch (typeOf(file)) {
          case "object":
            data = file.data;
            options2 = {};
            break;
          case "string":
            return file;
          default: {
            throw new TypeError("expected file to be a string or object");
          }
        }
      }
      const str2 = file.content;
      const opts = defaults(options2);
      if (data == null) {
        if (!opts.data) return file;
        data = opts.data;
      }
      const language = file.language || opts.language;
      const engine = getEngine(language, opts);
      if (typeof engine.stringify !== "function") {
        throw new TypeError('expected "' + language + '.stringify" to be a function');
      }
      data = Object.assign({}, file.data, data);
      const open = opts.delimiters[0];
      const close = opts.delimiters[1];
      const matter3 = engine.stringify(data, options2).trim();
      let buf = "";
      if (matter3 !== "{}") {
        buf = newline(open) + newline(matter3) + newline(close);
      }
      if (typeof file.excerpt === "string" && file.excerpt !== "") {
        if (str2.indexOf(file.excerpt.trim()) === -1) {
          buf += newline(file.excerpt) + newline(close);
        }
      }
      return buf + newline(str2);
    };
    function newline(str2) {
      return str2.slice(-1) !== "\n" ? str2 + "\n" : str2;
    }
  }
});

// node_modules/gray-matter/lib/excerpt.js
var require_excerpt = __commonJS({
  "node_modules/gray-matter/lib/excerpt.js"(exports2, module2) {
    "use strict";
    var defaults = require_defaults();
    module2.exports = function(file, options2) {
      const opts = defaults(options2);
      if (file.data == null) {
        file.data = {};
      }
      if (typeof opts.excerpt === "function") {
        return opts.excerpt(file, opts);
      }
      const sep2 = file.data.excerpt_separator || opts.excerpt_separator;
      if (sep2 == null && (opts.excerpt === false || opts.excerpt == null)) {
        return file;
      }
      const delimiter = typeof opts.excerpt === "string" ? opts.excerpt : sep2 || opts.delimiters[0];
      const idx = file.content.indexOf(delimiter);
      if (idx !== -1) {
        file.excerpt = file.content.slice(0, idx);
      }
      return file;
    };
  }
});

// node_modules/gray-matter/lib/to-file.js
var require_to_file = __commonJS({
  "node_modules/gray-matter/lib/to-file.js"(exports2, module2) {
    "use strict";
    var typeOf = require_kind_of();
    var stringify = require_stringify();
    var utils = require_utils();
    module2.exports = function(file) {
      if (typeOf(file) !== "object") {
        file = { content: file };
      }
      if (typeOf(file.data) !== "object") {
        file.data = {};
      }
      if (file.contents && file.content == null) {
        file.content = file.contents;
      }
      utils.define(file, "orig", utils.toBuffer(file.content));
      utils.define(file, "language", file.language || "");
      utils.define(file, "matter", file.matter || "");
      utils.define(file, "stringify", function(data, options2) {
        if (options2 && options2.language) {
          file.language = options2.language;
        }
        return stringify(file, data, options2);
      });
      file.content = utils.toString(file.content);
      file.isEmpty = false;
      file.excerpt = "";
      return file;
    };
  }
});

// node_modules/gray-matter/lib/parse.js
var require_parse = __commonJS({
  "node_modules/gray-matter/lib/parse.js"(exports2, module2) {
    "use strict";
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(language, str2, options2) {
      const opts = defaults(options2);
      const engine = getEngine(language, opts);
      if (typeof engine.parse !== "function") {
        throw new TypeError('expected "' + language + '.parse" to be a function');
      }
      return engine.parse(str2, opts);
    };
  }
});

// node_modules/gray-matter/index.js
var require_gray_matter = __commonJS({
  "node_modules/gray-matter/index.js"(exports2, module2) {
    "use strict";
    var fs2 = __require("fs");
    var sections = require_section_matter();
    var defaults = require_defaults();
    var stringify = require_stringify();
    var excerpt = require_excerpt();
    var engines2 = require_engines();
    var toFile = require_to_file();
    var parse3 = require_parse();
    var utils = require_utils();
    function matter3(input, options2) {
      if (input === "") {
        return { data: {}, content: input, excerpt: "", orig: input };
      }
      let file = toFile(input);
      const cached2 = matter3.cache[file.content];
      if (!options2) {
        if (cached2) {
          file = Object.assign({}, cached2);
          file.orig = cached2.orig;
          return file;
        }
        matter3.cache[file.content] = file;
      }
      return parseMatter(file, options2);
    }
    function parseMatter(file, options2) {
      const opts = defaults(options2);
      const open = opts.delimiters[0];
      const close = "\n" + opts.delimiters[1];
      let str2 = file.content;
      if (opts.language) {
        file.language = opts.language;
      }
      const openLen = open.length;
      if (!utils.startsWith(str2, open, openLen)) {
        excerpt(file, opts);
        return file;
      }
      if (str2.charAt(openLen) === open.slice(-1)) {
        return file;
      }
      str2 = str2.slice(openLen);
      const len = str2.length;
      const language = matter3.language(str2, opts);
      if (language.name) {
        file.language = language.name;
        str2 = str2.slice(language.raw.length);
      }
      let closeIndex = str2.indexOf(close);
      if (closeIndex === -1) {
        closeIndex = len;
      }
      file.matter = str2.slice(0, closeIndex);
      const block = file.matter.replace(/^\s*#[^\n]+/gm, "").trim();
      if (block === "") {
        file.isEmpty = true;
        file.empty = file.content;
        file.data = {};
      } else {
        file.data = parse3(file.language, file.matter, opts);
      }
      if (closeIndex === len) {
        file.content = "";
      } else {
        file.content = str2.slice(closeIndex + close.length);
        if (file.content[0] === "\r") {
          file.content = file.content.slice(1);
        }
        if (file.content[0] === "\n") {
          file.content = file.content.slice(1);
        }
      }
      excerpt(file, opts);
      if (opts.sections === true || typeof opts.section === "function") {
        sections(file, opts.section);
      }
      return file;
    }
    matter3.engines = engines2;
    matter3.stringify = function(file, data, options2) {
      if (typeof file === "string") file = matter3(file, options2);
      return stringify(file, data, options2);
    };
    matter3.read = function(filepath, options2) {
      const str2 = fs2.readFileSync(filepath, "utf8");
      const file = matter3(str2, options2);
      file.path = filepath;
      return file;
    };
    matter3.test = function(str2, options2) {
      return utils.startsWith(str2, defaults(options2).delimiters[0]);
    };
    matter3.language = function(str2, options2) {
      const opts = defaults(options2);
      const open = opts.delimiters[0];
      if (matter3.test(str2)) {
        str2 = str2.slice(open.length);
      }
      const language = str2.slice(0, str2.search(/\r?\n/));
      return {
        raw: language,
        name: language ? language.trim() : ""
      };
    };
    matter3.cache = {};
    matter3.clearCache = function() {
      matter3.cache = {};
    };
    module2.exports = matter3;
  }
});

// src/engine/finding.ts
var SEVERITY_RANK = { error: 2, warning: 1, info: 0 };
var EXIT = Object.freeze({ OK: 0, FINDINGS: 1, USAGE: 2, INTERNAL: 2 });
function compareFindings(a, b) {
  const fa = a.span?.file ?? "";
  const fb = b.span?.file ?? "";
  if (fa !== fb) return compareBytes(fa, fb);
  const la = a.span?.start.line ?? 0;
  const lb = b.span?.start.line ?? 0;
  if (la !== lb) return la - lb;
  const ca = a.span?.start.column ?? 0;
  const cb = b.span?.start.column ?? 0;
  if (ca !== cb) return ca - cb;
  if (a.ruleId !== b.ruleId) return compareBytes(a.ruleId, b.ruleId);
  return compareBytes(a.message, b.message);
}
var INTERNAL_ERROR_RULE = "internal-error";
function countSeverities(findings) {
  const c = { errorCount: 0, warningCount: 0, infoCount: 0 };
  for (const f of findings) {
    if (f.severity === "error") c.errorCount++;
    else if (f.severity === "warning") c.warningCount++;
    else c.infoCount++;
  }
  return c;
}
function exitCodeFor(findings, maxWarnings = -1) {
  if (findings.some((f) => f.ruleId === INTERNAL_ERROR_RULE)) return EXIT.INTERNAL;
  const c = countSeverities(findings);
  if (c.errorCount > 0) return EXIT.FINDINGS;
  if (maxWarnings >= 0 && c.warningCount > maxWarnings) return EXIT.FINDINGS;
  return EXIT.OK;
}
function renderMessage(template, data) {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (m2, k) => k in data ? String(data[k]) : m2);
}

// src/report/neutralise.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
function hex(c) {
  return "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
}
function neutralise(s) {
  return s.replace(UNSAFE, hex);
}
function safeJson(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, hex);
}
function suppressionSummary(kinds) {
  const names = { ignore: "by ignore globs", directive: "by ctxlens-disable comments", baseline: "by the baseline" };
  const counts = /* @__PURE__ */ new Map();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  if (counts.size === 1) return names[kinds[0]] ?? "";
  return [...counts].map(([k, n3]) => `${n3} ${names[k] ?? k}`).join(", ");
}

// src/report/github.ts
var GITHUB_CAP = Object.freeze({ error: 10, warning: 10, info: 9 });
var COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(s) {
  return neutralise(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function annotation(f, prefix) {
  const props3 = [];
  const s = f.span;
  if (s) {
    props3.push(`file=${escapeProperty(s.file.startsWith("/") ? s.file : prefix + s.file)}`);
    if (s.start.line > 0) {
      props3.push(`line=${s.start.line}`, `endLine=${s.end.line}`);
      if (s.start.line === s.end.line) props3.push(`col=${s.start.column}`, `endColumn=${s.end.column}`);
    }
  }
  props3.push(`title=${escapeProperty(`ctxlens ${f.ruleId}`)}`);
  const text = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `::${COMMAND[f.severity]} ${props3.join(",")}::${escapeData(text)}`;
}
var github = (results, ctx) => {
  const ordered = [...results.findings].sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const shown2 = { error: 0, warning: 0, info: 0 };
  const lines = [];
  const hidden = [];
  for (const f of ordered) {
    if (shown2[f.severity] >= GITHUB_CAP[f.severity]) {
      hidden.push(f);
      continue;
    }
    shown2[f.severity]++;
    lines.push(annotation(f, ctx.pathPrefix ?? ""));
  }
  if (hidden.length > 0) {
    const c = countSeverities(hidden);
    const parts = [c.errorCount && `${c.errorCount} error(s)`, c.warningCount && `${c.warningCount} warning(s)`, c.infoCount && `${c.infoCount} info`].filter(Boolean);
    lines.push(`::notice::${escapeData(`ctxlens: ${hidden.length} more finding(s) not shown as annotations (${parts.join(", ")}); run ctxlens lint for the full list.`)}`);
  }
  return lines.length > 0 ? lines.join("\n") + "\n" : "";
};

// src/run/prepare.ts
import { readFileSync as readFileSync4 } from "node:fs";
import * as path10 from "node:path";

// src/engine/define-rule.ts
function defineRule(rule) {
  return rule;
}

// src/runtimes/fork/model/issues.ts
function isIssueOf(issue2, rule) {
  return issue2.rule === rule;
}

// src/engine/issues.ts
function reportLoadIssues(ctx, ruleId) {
  const report = ctx.report.bind(ctx);
  for (const issue2 of ctx.model.issues) {
    if (!isIssueOf(issue2, ruleId)) continue;
    report({ messageId: issue2.messageId, data: issue2.data, span: issue2.span, ...issue2.hint !== void 0 ? { hint: issue2.hint } : {} });
  }
}

// rules/agent-compaction-threshold.ts
var agent_compaction_threshold_default = defineRule({
  id: "agent-compaction-threshold",
  meta: {
    kind: "suggestion",
    description: "`compactionThreshold` in agent frontmatter may be ignored by the runtime.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.3, \xA78 U12",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: '"compactionThreshold" may be ignored in frontmatter: the referenced runtime reads it only from agents.<id> in .opencode.json; it has no effect on context.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-compaction-threshold");
  }
});

// rules/agent-default-model.ts
var agent_default_model_default = defineRule({
  id: "agent-default-model",
  meta: {
    kind: "suggestion",
    description: "Agent entries without a model depend on provider credentials, and the load error without them names a random entry.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA78 U20",
    runtimes: ["fork"]
  },
  messages: {
    noModel: 'Agent entries without "model" ({{ids}}) get a default model from the first provider with credentials; with no credential at all the runtime refuses to load with "no valid provider available for agent <name>", and which entry it names is random.'
  },
  defaultOptions: {},
  check(ctx) {
    const entries = ctx.model.config.agents.filter((e) => !e.model || e.model.value === "");
    if (entries.length === 0) return;
    const sorted = [...entries].sort((a, b) => compareBytes(a.id, b.id));
    const ids = [...new Set(sorted.map((e) => e.id))];
    ctx.report({ messageId: "noModel", data: { ids: ids.join(", ") }, span: sorted[0].key.span });
  }
});

// rules/agent-dir-not-read.ts
var agent_dir_not_read_default = defineRule({
  id: "agent-dir-not-read",
  meta: {
    kind: "suggestion",
    description: "Agent files sit in a directory the fork does not read, so those agents do not exist at run time.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA73.2",
    runtimes: ["fork"]
  },
  messages: {
    notRead: "{{count}} agent file(s) under {{dir}} are never loaded by the fork ({{reason}}); it reads agents only from {{where}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-dir-not-read");
  }
});

// rules/agent-file-not-read.ts
var agent_file_not_read_default = defineRule({
  id: "agent-file-not-read",
  meta: {
    kind: "problem",
    description: "An agent file has a name or sits in a folder the fork never reads, so the agent does not exist at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA73.2, \xA73.5",
    runtimes: ["fork"]
  },
  messages: {
    extension: '{{file}} is never loaded: the runtime reads only names ending in ".md" (case-sensitive), so agent "{{id}}" does not exist at run time. Rename it to {{id}}.md.',
    directory: "{{count}} agent file(s) under {{dir}} are never loaded: the fork reads agents from {{where}}, not .agents/agents/. Move them to .agents/types/."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-file-not-read");
  }
});

// rules/agent-frontmatter-case.ts
var agent_frontmatter_case_default = defineRule({
  id: "agent-frontmatter-case",
  meta: {
    kind: "problem",
    description: "A frontmatter key differs from a known key only in case, so the runtime ignores it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    caseOnly: 'Key "{{key}}" in {{where}} matches "{{known}}" only case-insensitively: frontmatter keys are case-sensitive, so the runtime ignores it (the same key in .opencode.json would be honoured).'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-frontmatter-case");
  }
});

// rules/agent-frontmatter-schema.ts
var agent_frontmatter_schema_default = defineRule({
  id: "agent-frontmatter-schema",
  meta: {
    kind: "problem",
    description: "Markdown agent frontmatter has a key the runtime ignores or a value of the wrong shape.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA73.3",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in {{where}}: the runtime (yaml.v3) ignores it silently, so it has no effect.{{suggestion}}',
    invalidValue: "Frontmatter value does not match the agent schema: {{detail}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-frontmatter-schema");
  }
});

// rules/agent-id-case-collision.ts
var agent_id_case_collision_default = defineRule({
  id: "agent-id-case-collision",
  meta: {
    kind: "problem",
    description: "Two agents whose IDs differ only in case are distinct agents at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA72.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    collision: 'Agent ID "{{id}}" differs from "{{other}}" only in case: the runtime keeps two separate agents, and an agents.{{lower}} entry in .opencode.json can reach only "{{lower}}".'
  },
  defaultOptions: {},
  check(ctx) {
    const first = /* @__PURE__ */ new Map();
    for (const a of ctx.model.agents.values()) {
      const lower = a.id.toLowerCase();
      const other = first.get(lower);
      if (other === void 0) {
        first.set(lower, a.id);
        continue;
      }
      const created = a.contributions[0];
      if (created?.kind !== "markdown") continue;
      const f = ctx.model.agentFiles.find((x) => x.file === created.file && x.status === "loaded");
      ctx.report({ messageId: "collision", data: { id: a.id, other, lower }, span: f?.span ?? created.span });
    }
  }
});

// rules/agent-key-unreachable.ts
var AGENT_FIELDS = ["model", "maxTokens", "maxTurns", "reasoningEffort", "permission", "tools", "allowTools", "deferredTools", "mode", "name", "description", "color", "prompt", "langfusePromptPath", "langfusePromptLabel", "native", "hidden", "disabled", "parallelToolUse", "output", "skills", "structOutputSchemaDelivery", "taskBudget", "compactionThreshold", "summarizerMaxInputTokens", "context"];
var agent_key_unreachable_default = defineRule({
  id: "agent-key-unreachable",
  meta: {
    kind: "problem",
    description: "An agents key in .opencode.json with upper case or a dot, which configures another agent than it names.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA73.1, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    unreachable: 'agents.{{key}} lands on agent "{{id}}"; the markdown agent "{{key}}" never receives these settings.',
    lowerCased: 'agents.{{key}} is lower-cased by the runtime: it configures agent "{{id}}", not "{{key}}".',
    dotted: 'agents.{{key}} is split at "." by the runtime: it configures agent "{{id}}" under an unknown field "{{rest}}", so these settings are lost.'
  },
  defaultOptions: {},
  check(ctx) {
    const agentFields = new Set(AGENT_FIELDS.map((f) => f.toLowerCase()));
    const markdownIds = new Set(ctx.model.agentFiles.map((f) => f.id));
    for (const key of ctx.model.config.agentKeys ?? []) {
      const k = key.value;
      const lower = k.toLowerCase();
      const dot = lower.indexOf(".");
      const id = dot >= 0 ? lower.slice(0, dot) : lower;
      if (markdownIds.has(k) && k !== id) {
        ctx.report({ messageId: "unreachable", data: { key: k, id }, span: key.span });
      } else if (dot >= 0 && !agentFields.has(lower.slice(dot + 1).split(".")[0])) {
        ctx.report({ messageId: "dotted", data: { key: k, id, rest: lower.slice(dot + 1) }, span: key.span });
      } else if (k !== lower) {
        ctx.report({ messageId: "lowerCased", data: { key: k, id }, span: key.span });
      }
    }
  }
});

// src/text/suggest.ts
function editDistance(a, b) {
  if (a === b) return 0;
  const prev = new Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}
function didYouMean(word, candidates) {
  const lower = word.toLowerCase();
  const ci = candidates.find((c) => c.toLowerCase() === lower && c !== word);
  if (ci) return ci;
  let best = null;
  let bestD = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  const limit = Math.max(1, Math.floor(word.length / 3));
  return best !== null && bestD <= limit ? best : null;
}

// rules/agent-mode-unknown.ts
var agent_mode_unknown_default = defineRule({
  id: "agent-mode-unknown",
  meta: {
    kind: "problem",
    description: "An agent mode the runtime does not recognise leaves the agent out of both mode lists.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.2, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: 'Mode "{{mode}}" is not agent, subagent or primary: the runtime keeps it verbatim, so agent "{{id}}" is in neither mode list.{{suggestion}}',
    json: 'Mode "{{mode}}" is applied verbatim from .opencode.json (only frontmatter rewrites "primary" to "agent"), so agent "{{id}}" is in neither mode list.{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    const hint2 = (s) => s ? ` Did you mean "${s}"?` : "";
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || !f.mode) continue;
      const m2 = f.mode.value;
      if (m2 === "" || m2 === "agent" || m2 === "subagent" || m2 === "primary") continue;
      ctx.report({ messageId: "frontmatter", data: { mode: m2, id: f.id, suggestion: hint2(didYouMean(m2, ["agent", "subagent", "primary"])) }, span: f.mode.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.mode) continue;
      const m2 = e.mode.value;
      if (m2 === "" || m2 === "agent" || m2 === "subagent") continue;
      const s = m2.toLowerCase() === "primary" ? "agent" : didYouMean(m2, ["agent", "subagent"]);
      ctx.report({ messageId: "json", data: { mode: m2, id: e.id, suggestion: hint2(s) }, span: e.mode.span });
    }
  }
});

// rules/agent-model-overridden.ts
var agent_model_overridden_default = defineRule({
  id: "agent-model-overridden",
  meta: {
    kind: "problem",
    description: "A markdown agent's model is overridden by a default model the runtime fills in.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.1 step 5, \xA78 U20",
    runtimes: ["fork"]
  },
  messages: {
    builtinModel: 'model "{{model}}" never takes effect for the builtin agent "{{id}}": once any provider credential exists, the runtime gives every builtin an agents.{{id}} entry with a model, which overrides this one.',
    defaultedModel: 'agents.{{key}} sets no "model", so the runtime writes a default model into it, and that overrides model "{{model}}" from {{file}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const builtins = new Set(BUILTIN_AGENTS.map((b) => b.id));
    const applied = ctx.model.agentFiles.filter((f) => f.status === "loaded" && f.applied !== false);
    for (const f of applied) {
      if (!builtins.has(f.id) || !f.model || f.model.value === "") continue;
      ctx.report({ messageId: "builtinModel", data: { model: f.model.value, id: f.id }, span: f.model.span });
    }
    for (const e of ctx.model.config.agents) {
      if (e.model && e.model.value !== "") continue;
      let md = null;
      for (const f of applied) if (f.id === e.id && f.model && f.model.value !== "") md = f;
      if (!md || !md.model) continue;
      ctx.report({ messageId: "defaultedModel", data: { key: e.key.value, model: md.model.value, file: md.file }, span: e.key.span });
    }
  }
});

// rules/agent-path-not-found.ts
var agent_path_not_found_default = defineRule({
  id: "agent-path-not-found",
  meta: {
    kind: "problem",
    description: "An agent directory the runtime is told to read is missing or cannot be listed.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1 step 4",
    runtimes: ["fork"]
  },
  messages: {
    notFound: 'agentPaths entry "{{entry}}" resolves to {{path}}, which is missing or not a directory: the runtime logs "Agent path not found or not a directory" and loads no agents from it.',
    unreadable: 'The agent directory {{path}} exists but cannot be listed: the runtime logs "Failed to read agent directory" and loads no agents from it.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "agent-path-not-found");
  }
});

// rules/allow-tools-empty.ts
var allow_tools_empty_default = defineRule({
  id: "allow-tools-empty",
  meta: {
    kind: "problem",
    description: "An empty allowTools list enables every tool instead of none.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA73.4, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    empty: '"allowTools: []" does not restrict tools: allow-list mode stays off, so agent "{{id}}" gets every tool, and any inherited tools map is dropped.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || f.applied === false || !f.allowTools || f.allowTools.value.length > 0) continue;
      ctx.report({ messageId: "empty", data: { id: f.id }, span: f.allowTools.span });
    }
    for (const e of ctx.model.config.agents) {
      if (!e.allowTools || e.allowTools.value.length > 0) continue;
      ctx.report({ messageId: "empty", data: { id: e.id }, span: e.allowTools.span });
    }
  }
});

// rules/builtin-agent-demoted.ts
var builtin_agent_demoted_default = defineRule({
  id: "builtin-agent-demoted",
  meta: {
    kind: "problem",
    description: "A markdown file for a builtin primary agent silently turns it into a subagent or takes it out of both mode lists.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.2, \xA73.4",
    runtimes: ["fork"]
  },
  messages: {
    demoted: 'This file turns the builtin primary agent "{{id}}" into a subagent: without "mode: agent" (or "primary") parsing sets mode "subagent", and the merge copies it over the builtin.',
    outOfLists: 'This file gives the builtin primary agent "{{id}}" the mode "{{mode}}", which is in neither mode list: "{{id}}" is no longer offered as a primary agent or a subagent.'
  },
  defaultOptions: {},
  check(ctx) {
    const primaries = new Set(BUILTIN_AGENTS.filter((b) => b.mode === "agent").map((b) => b.id));
    for (const f of ctx.model.agentFiles) {
      if (f.status !== "loaded" || f.applied === false || !primaries.has(f.id)) continue;
      const a = ctx.model.agents.get(f.id);
      if (!a || a.mode === "agent" || a.modeFrom?.kind !== "markdown" || a.modeFrom.file !== f.file) continue;
      const span2 = f.mode?.span ?? f.span ?? null;
      if (a.mode === "subagent") ctx.report({ messageId: "demoted", data: { id: f.id }, span: span2 });
      else ctx.report({ messageId: "outOfLists", data: { id: f.id, mode: a.mode }, span: span2 });
    }
  }
});

// rules/config-candidate-file.ts
var config_candidate_file_default = defineRule({
  id: "config-candidate-file",
  meta: {
    kind: "problem",
    description: "The runtime reads a config file other than .opencode.json, as JSON, or skips an .opencode.json.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 (candidate files), \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    otherName: "The runtime uses {{file}} as its config file and parses it as JSON whatever its extension; name it .opencode.json.",
    shadows: "The runtime reads {{file}} and never {{shadowed}}: only the first config file found is used."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-candidate-file");
  }
});

// rules/config-duplicate-key.ts
var config_duplicate_key_default = defineRule({
  id: "config-duplicate-key",
  meta: {
    kind: "problem",
    description: "A key written twice in one object of .opencode.json; the earlier value is silently lost.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U19",
    runtimes: ["fork"]
  },
  messages: {
    duplicate: 'Duplicate key "{{key}}": the runtime ignores this value (line {{line}}) and keeps the later one on line {{laterLine}}.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-duplicate-key");
  }
});

// rules/config-env-override.ts
var config_env_override_default = defineRule({
  id: "config-env-override",
  meta: {
    kind: "problem",
    description: "An OPENCODE_* environment variable changes the context settings of .opencode.json.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.7, \xA78 U18",
    runtimes: ["fork"]
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files; nothing in the repository shows this.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.affectsContext) ctx.report({ messageId: "override", data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  }
});

// rules/config-env-override-info.ts
var config_env_override_info_default = defineRule({
  id: "config-env-override-info",
  meta: {
    kind: "suggestion",
    description: "An OPENCODE_* environment variable overrides a .opencode.json setting unrelated to context.",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.7, \xA78 U18",
    runtimes: ["fork"]
  },
  messages: {
    override: '{{variable}} is set, so the runtime uses "{{value}}" for "{{key}}" instead of the config files.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (!o.affectsContext) ctx.report({ messageId: "override", data: { variable: o.variable, value: o.value, key: o.key }, span: o.span });
    }
  }
});

// rules/config-file-not-read.ts
var config_file_not_read_default = defineRule({
  id: "config-file-not-read",
  meta: {
    kind: "problem",
    description: "A configuration file sits where, or under a name that, the runtime never reads, so none of its settings apply.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 (candidate files), \xA72.2",
    runtimes: ["fork"]
  },
  messages: {
    jsonc: "The runtime never reads {{file}}: it looks only for .opencode.json (or .opencode.<toml|yaml|\u2026>, all parsed as plain JSON) in the working directory, so none of these settings apply. {{instead}} Rename it to .opencode.json, without comments or trailing commas.",
    location: "The runtime never reads {{file}}: it looks for .opencode.json in the working directory only, not in the .opencode/ data directory, so none of these settings apply. {{instead}} Move it to the working directory as .opencode.json."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-file-not-read");
  }
});

// rules/config-key-spelling.ts
var config_key_spelling_default = defineRule({
  id: "config-key-spelling",
  meta: {
    kind: "suggestion",
    description: "A .opencode.json key spelled in another case than the field, colliding with a case variant, or split at a dot.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U19",
    runtimes: ["fork"]
  },
  messages: {
    spelling: 'Key "{{key}}" works only because the runtime matches keys case-insensitively; spell it "{{canonical}}".',
    caseCollision: 'Keys "{{key}}" (line {{line}}) and "{{other}}" (line {{otherLine}}) differ only in case and collapse into one: the runtime keeps one of them at random (ctxlens uses the later, line {{otherLine}}).',
    dottedKey: 'Key "{{key}}" contains "."; the runtime splits it into nested keys {{nested}}.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-key-spelling");
  }
});

// rules/config-legacy-agent.ts
var config_legacy_agent_default = defineRule({
  id: "config-legacy-agent",
  meta: {
    kind: "problem",
    description: "An agents.task or agents.title entry, whose settings the runtime drops.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 step 11, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    dropped: 'agents.{{key}} uses the legacy name "{{id}}": the runtime moves it to "{{target}}" only when no "{{target}}" entry exists, and once any provider credential exists one always does, so all of these settings are dropped.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-legacy-agent");
  }
});

// rules/config-load-failure.ts
var config_load_failure_default = defineRule({
  id: "config-load-failure",
  meta: {
    kind: "problem",
    description: "A configuration that makes the runtime refuse to start.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1 steps 3, 6, 10, \xA72.2, \xA72.5",
    runtimes: ["fork"]
  },
  messages: {
    unmarshal: "The runtime refuses to start: failed to unmarshal config: {{detail}}.",
    validation: "The runtime refuses to start: config validation failed: {{detail}}.",
    globalParse: "The runtime refuses to start: failed to read config: While parsing config: {{detail}}.",
    envUnmarshal: 'The runtime refuses to start: {{variable}} sets "{{key}}" to a value it cannot decode ({{detail}}).'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-load-failure");
    for (const o of ctx.model.config.envOverrides ?? []) {
      if (o.error === null) continue;
      ctx.report({ messageId: "envUnmarshal", data: { variable: o.variable, key: o.key, detail: o.error }, span: o.span });
    }
  }
});

// rules/config-schema.ts
var config_schema_default = defineRule({
  id: "config-schema",
  meta: {
    kind: "problem",
    description: "A key of .opencode.json that the runtime does not know, or decodes without documenting it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA72.3, \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" {{where}}: the runtime ignores it{{suggestion}}',
    skipDirs: '"contextDiscovery.skipDirs" is undocumented and absent from the schema, but the runtime decodes it and prunes these directories from discovery.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-schema");
  }
});

// rules/config-unknown-context-key.ts
var config_unknown_context_key_default = defineRule({
  id: "config-unknown-context-key",
  meta: {
    kind: "problem",
    description: "A key inside agents.<name>.context that the runtime drops.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.5, \xA75.1, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: 'Unknown key "{{key}}" in agents.{{agent}}.context: the runtime drops it{{consequence}}{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-unknown-context-key");
  }
});

// rules/config-weak-typing.ts
var config_weak_typing_default = defineRule({
  id: "config-weak-typing",
  meta: {
    kind: "problem",
    description: "A .opencode.json value of the wrong JSON type that the runtime silently converts.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2 (weak typing), \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    coerced: '"{{path}}" is {{found}} where the runtime expects {{expected}}; it reads it as {{result}}.',
    splitList: '"{{path}}" is the string {{value}}, not a list; the runtime splits it on "," into {{result}}.',
    wrapped: '"{{path}}" is a single {{found}}, not a list; the runtime wraps it into a one-element list.',
    mergedMaps: '"{{path}}" is a list of objects where the runtime expects one object; it merges them into one.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-weak-typing");
  }
});

// rules/config-working-dir.ts
var config_working_dir_default = defineRule({
  id: "config-working-dir",
  meta: {
    kind: "problem",
    description: "A wd key that does nothing, or a workingDir key that moves the whole project elsewhere.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.2, \xA78 U10",
    runtimes: ["fork"]
  },
  messages: {
    wdIgnored: 'Key "{{key}}" matches no config field and is ignored; only "workingDir" changes the working directory.',
    workingDir: '"workingDir" replaces the working directory: the runtime reads agents, flows and context from {{W}} instead of {{cwd}} (the config files themselves were read from {{cwd}}).'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "config-working-dir");
    const wd = ctx.model.config.workingDir;
    if (wd) ctx.report({ messageId: "workingDir", data: { W: ctx.model.W, cwd: ctx.model.cwd }, span: wd.span });
  }
});

// src/model/span.ts
function fileSpan(file) {
  return { file, pointer: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
}
var LineIndex = class {
  constructor(text) {
    this.text = text;
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
    }
    this.starts = starts;
  }
  text;
  starts;
  /** 1-based position of a 0-based UTF-16 offset (clamped to the text). */
  pos(offset2) {
    const o = Math.max(0, Math.min(offset2, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1 };
  }
  /** Span from `[start, end)` offsets. */
  span(file, pointer2, start, end) {
    return { file, pointer: pointer2, start: this.pos(start), end: this.pos(end) };
  }
  /** Number of lines. */
  get lineCount() {
    return this.starts.length;
  }
};
function pointerSegment(key) {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}
function pointer(base2, ...segments) {
  return base2 + segments.map((s) => "/" + pointerSegment(s)).join("");
}

// src/runtimes/fork/sim/context-facts.ts
function describeTarget(t) {
  if (t.flowId !== null) return `step "${t.stepId ?? ""}" of flow "${t.flowId}" (agent "${t.agentId}")`;
  return `agent "${t.agentId}"`;
}
function spanKey(s) {
  return s === null ? "" : `${s.file}:${s.start.line}:${s.start.column}:${s.pointer}`;
}
function entrySpan(model, e, fallbackAbs) {
  if (e.node) return e.node.span;
  if (e.layer === "global" && model.config.contextPathsSpan) return model.config.contextPathsSpan;
  if (fallbackAbs !== void 0) {
    const r = rel(model.W, fallbackAbs);
    if (r !== null && !r.startsWith("../") && r !== ".." && r !== ".") return fileSpan(r);
  }
  return null;
}
function showPath(model, abs) {
  const r = rel(model.W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function distinctEntries(sim) {
  const seen = /* @__PURE__ */ new Set();
  const seenObjects = /* @__PURE__ */ new Set();
  const out = [];
  for (const t of sim.targets) {
    for (const e of t.resolution.entries) {
      if (seenObjects.has(e)) continue;
      seenObjects.add(e);
      const k = JSON.stringify([e.layer, spanKey(e.node?.span ?? null), e.raw, e.expanded, e.skip, e.detail]);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ entry: e, target: t });
    }
  }
  return out;
}
function allContextSpecs(model) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (spec, owner, kind) => {
    if (!spec) return;
    const k = spanKey(spec.span);
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ spec, owner, kind });
  };
  for (const a of model.config.agents) add(a.context, `agent "${a.id}"`, "agent");
  for (const f of model.agentFiles) add(f.context, `agent "${f.id}"`, "agent");
  for (const a of model.agents.values()) add(a.context, `agent "${a.id}"`, "agent");
  for (const flow of model.flows.values()) for (const s of flow.steps) add(s.context, `step "${s.id}" of flow "${flow.id}"`, "step");
  return out;
}

// rules/context-dedupe.ts
var context_dedupe_default = defineRule({
  id: "context-dedupe",
  meta: {
    kind: "problem",
    description: "Two context entries resolve to the same lower-cased dedupe key, so one is dropped (by a race within a layer).",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U5, U6",
    runtimes: ["fork"]
  },
  messages: {
    namedTwice: 'Context entry "{{loser}}" names {{path}} again ("{{winner}}" already does in this layer); it adds nothing.',
    raceHidden: '{{loserPath}} (entry "{{loser}}") shares the lower-cased dedupe key {{key}} with the missing {{winnerPath}} (entry "{{winner}}"): in the runtime the two race, and when the missing one claims the key first {{loserPath}} is not rendered at all. ctxlens keeps the first declared, so it is not rendered.',
    raceBoth: '{{loserPath}} (entry "{{loser}}") and {{winnerPath}} (entry "{{winner}}") share the lower-cased dedupe key {{key}}: the runtime renders only one of them, chosen by a race between goroutines. ctxlens keeps the first declared, {{winnerPath}}.',
    crossLayerHidden: '{{loserPath}} (entry "{{loser}}", {{layer}} layer) is never rendered: the {{winnerLayer}} entry "{{winner}}" names the missing {{winnerPath}}, which claims the same lower-cased dedupe key {{key}} first.',
    crossLayerDuplicate: 'Context entry "{{loser}}" ({{layer}} layer) names {{loserPath}}, which the {{winnerLayer}} entry "{{winner}}" already includes as {{winnerPath}}; it stays in the {{winnerLayer}} position and this entry adds nothing.',
    walkDuplicate: '{{loserPath}} under "{{loser}}" is the same file as {{winnerPath}}, which the walk reached first; it is rendered once, as {{winnerPath}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = /* @__PURE__ */ new Set();
    const seenLists = /* @__PURE__ */ new Set();
    for (const t of ctx.simulation().targets) {
      if (seenLists.has(t.resolution.collisions)) continue;
      seenLists.add(t.resolution.collisions);
      for (const c of t.resolution.collisions) {
        if (!c.winner.exists && !c.loser.exists) continue;
        const k = JSON.stringify([c.key, c.winner.abs, c.winner.layer, c.winner.entry.raw, c.loser.abs, c.loser.layer, c.loser.entry.raw]);
        if (seen.has(k)) continue;
        seen.add(k);
        const sameEntry = c.winner.entry === c.loser.entry;
        const span2 = entrySpan(model, c.loser.entry, c.loser.exists ? c.loser.abs : void 0) ?? entrySpan(model, c.winner.entry, c.winner.abs);
        const base2 = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs)
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: "namedTwice", data: { loser: base2.loser, winner: base2.winner, path: base2.loserPath }, span: span2 });
          else if (!sameEntry)
            ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else if (sameEntry) {
          ctx.report({ messageId: "walkDuplicate", data: { loser: base2.loser, loserPath: base2.loserPath, winnerPath: base2.winnerPath }, span: span2 });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: "raceHidden", data: { ...base2, key: c.key }, span: span2 });
          else ctx.report({ messageId: "raceBoth", data: { ...base2, key: c.key }, span: span2 });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: "crossLayerHidden", data: { ...base2, key: c.key, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        } else {
          ctx.report({ messageId: "crossLayerDuplicate", data: { ...base2, layer: c.loser.layer, winnerLayer: c.winner.layer }, span: span2 });
        }
      }
    }
  }
});

// rules/context-entry-env.ts
var context_entry_env_default = defineRule({
  id: "context-entry-env",
  meta: {
    kind: "suggestion",
    description: "An agent or step context entry depends on an environment variable, so other machines may read a different file.",
    severity: "info",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    dependsOnEnv: 'Context entry "{{entry}}" depends on the environment ({{vars}}); here it resolves to {{path}}{{outcome}}. Another machine or CI may read a different file, or none.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global" || e.joined === null || e.expanded === null) continue;
      const envTokens = e.tokens.filter((t) => t.startsWith("env."));
      if (envTokens.length === 0 || e.skip === "escapes") continue;
      const vars = [...new Set(envTokens)].map((t) => `${t.slice(4)}=${JSON.stringify(model.env[t.slice(4)] ?? "")}`).join(", ");
      const outcome = e.files.length > 0 ? ` (${e.files.length} file${e.files.length === 1 ? "" : "s"})` : `, which contributes nothing (${e.skip ?? "empty"})`;
      ctx.report({ messageId: "dependsOnEnv", data: { entry: e.raw, vars, path: showPath(model, e.joined) + (e.expanded.endsWith("/") ? "/" : ""), outcome }, span: entrySpan(model, e) });
    }
  }
});

// rules/context-entry-escapes.ts
var context_entry_escapes_default = defineRule({
  id: "context-entry-escapes",
  meta: {
    kind: "problem",
    description: "An agent or step context entry leaves the working directory, so the runtime rejects it; or it is absolute and gets re-rooted.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.5",
    runtimes: ["fork"]
  },
  messages: {
    outside: 'Context entry "{{entry}}" resolves to {{path}}, outside the working directory: the runtime rejects it and reads nothing.',
    envOutside: 'Context entry "{{entry}}" expands to "{{expanded}}" here, which resolves to {{path}} outside the working directory: the runtime rejects it and reads nothing.',
    cleansToW: 'Context entry "{{entry}}" names the working directory itself: the runtime rejects it. Name a subdirectory with a trailing "/" instead.',
    symlink: 'Context entry "{{entry}}" is a symlink to {{target}}, outside the working directory: the runtime rejects it and reads nothing.',
    wIsRoot: 'The working directory is "/", so the runtime rejects every agent and step context entry, "{{entry}}" included.',
    reRooted: 'Context entry "{{entry}}" is absolute: the runtime joins it under the working directory and reads {{path}}, not {{entry}}.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global") continue;
      const span2 = entrySpan(model, e);
      if (e.skip === "escapes" && e.expanded !== null && e.joined !== null) {
        const why = e.detail;
        if (why === "w-is-root") ctx.report({ messageId: "wIsRoot", data: { entry: e.raw }, span: span2 });
        else if (why === "cleans-to-w") ctx.report({ messageId: "cleansToW", data: { entry: e.raw }, span: span2 });
        else if (why === "outside" && e.tokens.some((t) => t.startsWith("env.")))
          ctx.report({ messageId: "envOutside", data: { entry: e.raw, expanded: e.expanded, path: e.joined }, span: span2 });
        else if (why === "outside") ctx.report({ messageId: "outside", data: { entry: e.raw, path: e.joined }, span: span2 });
        else ctx.report({ messageId: "symlink", data: { entry: e.raw, target: why ?? "?" }, span: span2 });
        continue;
      }
      if (e.reRooted && e.joined !== null) ctx.report({ messageId: "reRooted", data: { entry: e.raw, path: showPath(model, e.joined) }, span: span2 });
    }
  }
});

// rules/context-entry-missing.ts
var context_entry_missing_default = defineRule({
  id: "context-entry-missing",
  meta: {
    kind: "problem",
    description: 'A context entry resolves to nothing (missing file, directory without "/", symlinked directory), and the runtime skips it silently.',
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U16",
    runtimes: ["fork"]
  },
  messages: {
    missing: 'Context entry "{{entry}}" names {{path}}, which does not exist: the runtime skips it silently.',
    isDirectory: 'Context entry "{{entry}}" names a directory without a trailing "/": the runtime reads nothing. Write "{{fix}}" to include the files under it.',
    symlinkDirRoot: 'Context entry "{{entry}}" is a symlink to the directory {{target}}: the runtime does not follow a symlinked walk root and reads nothing. Name the real directory instead.',
    emptyDir: 'Context entry "{{entry}}" walks {{path}}, which holds no files.',
    unreadable: 'Context entry "{{entry}}" names {{path}}, which cannot be read: the runtime skips it silently.',
    walkedSymlinkDir: '{{file}} under "{{entry}}" is a symlink to a directory: the walk does not follow it, so nothing under it is read.',
    walkNothingRead: 'Context entry "{{entry}}" walks {{path}}, but everything there is a symlink to a directory, which the walk does not follow: the runtime reads nothing.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      const written = e.node !== null || e.layer !== "global" || model.config.contextPathsOrigin !== "default";
      if (!written) continue;
      const span2 = entrySpan(model, e);
      const path12 = showPath(model, e.joined);
      switch (e.skip) {
        case "missing":
          ctx.report({ messageId: "missing", data: { entry: e.raw, path: path12 }, span: span2 });
          break;
        case "is-directory":
          if ((e.expanded ?? "").endsWith("/")) ctx.report({ messageId: "walkNothingRead", data: { entry: e.raw, path: path12 + "/" }, span: span2 });
          else ctx.report({ messageId: "isDirectory", data: { entry: e.raw, fix: e.raw + "/" }, span: span2 });
          break;
        case "symlink-dir-root":
          ctx.report({ messageId: "symlinkDirRoot", data: { entry: e.raw, target: sim.facts.path(e.joined).realPath ?? "?" }, span: span2 });
          break;
        case "empty-dir":
          ctx.report({ messageId: "emptyDir", data: { entry: e.raw, path: path12 + "/" }, span: span2 });
          break;
        case "unreadable":
          ctx.report({ messageId: "unreadable", data: { entry: e.raw, path: path12 }, span: span2 });
          break;
        // 'too-large' is context-file-too-large's.
        default:
          break;
      }
      if (!(e.expanded ?? "").endsWith("/") || e.skip === "symlink-dir-root") continue;
      for (const c of e.candidates ?? []) {
        if (c.abs !== e.joined && c.kind === "symlink" && c.skip === "is-directory") {
          ctx.report({ messageId: "walkedSymlinkDir", data: { file: showPath(model, c.abs), entry: e.raw }, span: entrySpan(model, e, c.abs) });
        }
      }
    }
  }
});

// src/runtimes/fork/sim/read-cache.ts
import { createHash } from "node:crypto";
var MAX_SIMULATED_FILE_BYTES = 256 * 1024 * 1024;
var ReadCache = class {
  constructor(source) {
    this.source = source;
  }
  source;
  reads = /* @__PURE__ */ new Map();
  reals = /* @__PURE__ */ new Map();
  lstats = /* @__PURE__ */ new Map();
  stats = /* @__PURE__ */ new Map();
  dirs = /* @__PURE__ */ new Map();
  hashes = /* @__PURE__ */ new Map();
  memos = /* @__PURE__ */ new Map();
  /**
   * `FileSource.readFile` (whole file, follows symlinks, never opens a non-regular file), memoised per path.
   * A regular file over `MAX_SIMULATED_FILE_BYTES` is not read: `EFBIG` (the runtime would read it whole;
   * ctxlens reports it instead of holding gigabytes in memory).
   */
  readFile(abs) {
    return memo(this.reads, abs, () => {
      const st = this.stat(abs);
      return st && st.kind === "file" && st.size > MAX_SIMULATED_FILE_BYTES ? { ok: false, code: "EFBIG" } : this.source.readFile(abs);
    });
  }
  /** `filepath.EvalSymlinks`, memoised per path; `null` when it fails. */
  realpath(abs) {
    return memo(this.reals, abs, () => this.source.realpath(abs));
  }
  /** `lstat`, memoised. */
  lstat(abs) {
    return memo(this.lstats, abs, () => this.source.lstat(abs));
  }
  /** `stat` (follows symlinks), memoised. */
  stat(abs) {
    return memo(this.stats, abs, () => this.source.stat(abs));
  }
  /** `readdir` (entries sorted by name in byte order), memoised. */
  readdir(abs) {
    return memo(this.dirs, abs, () => this.source.readdir(abs));
  }
  /**
   * A per-run memo for derived values (resolved layers, candidate facts): `compute()` runs once
   * per (`ns`, `key`) for the life of this cache.
   */
  memo(ns, key, compute) {
    let m2 = this.memos.get(ns);
    if (m2 === void 0) {
      m2 = /* @__PURE__ */ new Map();
      this.memos.set(ns, m2);
    }
    if (m2.has(key)) return m2.get(key);
    const v = compute();
    m2.set(key, v);
    return v;
  }
  /** SHA-256 (hex) of the file's bytes, computed once per path; `null` when it cannot be read. */
  hash(abs) {
    let h = this.hashes.get(abs);
    if (h === void 0) {
      const r = this.readFile(abs);
      h = r.ok ? createHash("sha256").update(r.data).digest("hex") : null;
      this.hashes.set(abs, h);
    }
    return h;
  }
};
function memo(map, key, compute) {
  let v = map.get(key);
  if (v === void 0) {
    v = compute();
    map.set(key, v);
  }
  return v;
}

// rules/context-file-too-large.ts
var context_file_too_large_default = defineRule({
  id: "context-file-too-large",
  meta: {
    kind: "problem",
    description: "A context file is over 256 MiB: the runtime reads it whole into the prompt; ctxlens does not simulate it, so render and audit leave it out.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6",
    runtimes: ["fork"]
  },
  messages: {
    tooLarge: 'Context entry "{{entry}}" names {{path}}, {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.',
    walkedTooLarge: '{{path}} under "{{entry}}" is {{bytes}} bytes: the runtime reads it whole into the prompt; ctxlens does not simulate files over {{limit}} bytes, so its render and audit leave it out.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const bytes = (abs) => sim.facts.path(abs).size ?? 0;
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null) continue;
      if (e.skip === "too-large") {
        ctx.report({ messageId: "tooLarge", data: { entry: e.raw, path: showPath(model, e.joined), bytes: bytes(e.joined), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e) });
        continue;
      }
      for (const c of e.candidates ?? []) {
        if (c.abs === e.joined || c.skip !== "too-large") continue;
        ctx.report({ messageId: "walkedTooLarge", data: { entry: e.raw, path: showPath(model, c.abs), bytes: bytes(c.abs), limit: MAX_SIMULATED_FILE_BYTES }, span: entrySpan(model, e, c.abs) });
      }
    }
  }
});

// rules/context-file-trailing-slash.ts
var context_file_trailing_slash_default = defineRule({
  id: "context-file-trailing-slash",
  meta: {
    kind: "suggestion",
    description: 'A context entry ends in "/" but names a file, which the runtime reads as a single file.',
    severity: "info",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U16",
    runtimes: ["fork"]
  },
  messages: {
    fileWithSlash: 'Context entry "{{entry}}" ends in "/" but {{path}} is a file: the runtime reads it as one file. Drop the "/" to say what it does.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const { entry: e } of distinctEntries(sim)) {
      if (e.joined === null || !(e.expanded ?? "").endsWith("/")) continue;
      const root = (e.candidates ?? []).find((c) => c.abs === e.joined);
      if (!root || root.skip !== null && root.skip !== "duplicate") continue;
      if (sim.facts.path(e.joined).kind !== "file") continue;
      ctx.report({ messageId: "fileWithSlash", data: { entry: e.raw, path: showPath(model, e.joined) }, span: entrySpan(model, e) });
    }
  }
});

// src/runtimes/fork/sim/disclosure-facts.ts
function showRel(model, abs) {
  const r = rel(model.W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function nestedFileSpan(model, abs) {
  return fileSpan(showRel(model, abs));
}
function listSome(items, max = 10) {
  if (items.length <= max) return items.join(", ");
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}
function scanPruned(model, d, opts = {}) {
  const t = d.trace;
  if (!t) return [];
  const names = new Set(t.basenames);
  const rootMatched = new Set(t.rootMatched);
  const ignore = new Set(opts.ignore ?? [".git"]);
  let budget = opts.budget ?? 1e5;
  const out = [];
  const src = model.source;
  const walk = (abs, relDir, top) => {
    const ents = src.readdir(abs);
    if (ents === null) return;
    for (const e of ents) {
      if (--budget < 0) return;
      const a = abs + "/" + e.name;
      const r = relDir + "/" + e.name;
      if (e.kind === "dir") {
        if (!ignore.has(e.name)) walk(a, r, top);
        continue;
      }
      if (e.name.startsWith(".") || !names.has(e.name) || rootMatched.has(a) || t.inlinedPrefixes.some((p) => a.startsWith(p))) continue;
      out.push({ abs: a, rel: r, depth: r.split("/").length - 1, prunedDir: top.rel, reason: top.reason });
    }
  };
  for (const p of t.pruned) {
    if (p.reason === "walk-error" || ignore.has(p.rel.split("/").pop())) continue;
    walk(p.abs, p.rel, { rel: p.rel, reason: p.reason });
  }
  return out;
}

// src/runtimes/fork/model/context.ts
function isDeclared(ctx) {
  return !!ctx && ctx.paths !== null;
}
function normaliseMode(raw) {
  if (raw === null || raw === void 0 || raw === "" || raw === "replace") return { mode: "replace", recognised: true };
  if (raw === "append") return { mode: "append", recognised: true };
  return { mode: "append", recognised: false };
}

// src/runtimes/fork/sim/containment.ts
function checkContainment(fs2, W, entry2) {
  const c = clean(join(W, entry2));
  const r = clean(W);
  const rc = fs2.realpath(c);
  const rr = fs2.realpath(r);
  const both = rc !== null && rr !== null;
  const compared = both ? rc : c;
  const comparedW = both ? rr : r;
  const ok = strictlyInside(comparedW, compared);
  let why = null;
  if (!ok) {
    if (r === "/") why = "w-is-root";
    else if (c === r) why = "cleans-to-w";
    else if (!strictlyInside(r, c)) why = "outside";
    else why = "symlink";
  }
  return { ok, joined: c, compared, comparedW, reRooted: isAbs(entry2), why };
}

// src/runtimes/fork/sim/tokens.ts
var TOKEN_NAMES = Object.freeze(["agent", "flow.id", "flow.step", "env.NAME"]);
var TOKEN_RE = /\$\{([^}]*)\}/g;
function lookup(name, vars) {
  if (name === "agent") return { value: vars.agent, envVar: null };
  if (name === "flow.id") return { value: vars.flowId, envVar: null };
  if (name === "flow.step") return { value: vars.flowStep, envVar: null };
  if (name.startsWith("env.")) {
    const v = name.slice(4);
    const value = v !== "" && Object.prototype.hasOwnProperty.call(vars.env, v) ? vars.env[v] ?? "" : "";
    return { value, envVar: v };
  }
  return null;
}
function expandTokens(entry2, vars) {
  const uses = [];
  const value = entry2.replace(TOKEN_RE, (whole, name) => {
    const hit = lookup(name, vars);
    if (hit === null) {
      uses.push({ name, known: false, value: null, envVar: null });
      return whole;
    }
    uses.push({ name, known: true, value: hit.value, envVar: hit.envVar });
    return hit.value;
  });
  const unknown = uses.find((u) => !u.known);
  if (unknown) return { ok: false, reason: "unknown-token", token: unknown.name, uses, value };
  const empty = uses.find((u) => u.value === "");
  if (empty) return { ok: false, reason: "empty-token", token: empty.name, uses, value };
  if (value.includes("${")) return { ok: false, reason: "leftover-token", token: value.slice(value.indexOf("${")), uses, value };
  return { ok: true, value, uses };
}

// src/runtimes/fork/sim/resolve.ts
function goToLower(s) {
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = "";
  for (const ch of s) out += ch === "\u0130" ? "i" : ch.toLowerCase();
  return out;
}
function planLayers(model, rt) {
  const collected = [];
  const scoped = (name, spec) => {
    if (!isDeclared(spec)) return false;
    const rawMode = spec.mode?.value ?? null;
    const { mode } = normaliseMode(rawMode);
    collected.push({ name, mode, rawMode, declared: true, scoped: true, entries: spec.paths.map((n3) => ({ raw: n3.value, node: n3 })), spec });
    return mode === "replace";
  };
  let stopped = scoped("step", rt.step?.context);
  if (!stopped) stopped = scoped("agent", rt.agent?.context);
  if (!stopped) {
    const nodes = model.config.contextPathNodes;
    collected.push({
      name: "global",
      mode: "append",
      rawMode: null,
      declared: true,
      scoped: false,
      entries: model.config.contextPaths.map((raw, i) => ({ raw, node: nodes?.[i] ?? null })),
      spec: null
    });
  }
  return collected.reverse();
}
function below(parent, child2) {
  return parent === "/" ? child2.startsWith("/") && child2 !== "/" : strictlyInside(parent, child2);
}
function escapeFacts(trace, cache, W, wReal) {
  const joined = trace.joined;
  if (joined === null) return;
  const real = cache.realpath(joined);
  trace.rootReal = real;
  trace.rootOutside = !below(W, joined) || real !== null && !below(wReal, real);
  trace.escapeLink = null;
  if (!trace.rootOutside || !below(W, joined)) return;
  const parts = joined.slice(W === "/" ? 1 : W.length + 1).split("/");
  let cur = W;
  for (const part of parts) {
    cur = cur === "/" ? "/" + part : cur + "/" + part;
    if (cache.lstat(cur)?.kind !== "symlink") continue;
    const r = cache.realpath(cur);
    if (r !== null && !below(wReal, r)) {
      trace.escapeLink = cur;
      trace.escapeLinkReal = r;
      return;
    }
  }
}
function readSkip(code) {
  if (code === "ENOENT") return "missing";
  if (code === "EISDIR") return "is-directory";
  if (code === "ENOTREG") return "not-regular";
  if (code === "EFBIG") return "too-large";
  return "unreadable";
}
function nodeKey(node) {
  return node ? `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${node.span.pointer}` : null;
}
function renderFiles(files) {
  const parts = [];
  for (const f of files) {
    if (parts.length > 0) parts.push(Buffer.from("\n"));
    parts.push(Buffer.from("# From:" + f.abs + "\n", "utf8"), f.content);
  }
  return Buffer.concat(parts);
}
function resolveContext(model, rt, cache = new ReadCache(model.source)) {
  const vars = { agent: rt.target.agentId, flowId: rt.target.flowId ?? "", flowStep: rt.target.stepId ?? "", env: model.env };
  const plans = planLayers(model, rt);
  const usesTokens = plans.some((p) => p.scoped && p.entries.some((e) => e.raw.includes("${")));
  const key = JSON.stringify([
    model.W,
    usesTokens ? [vars.agent, vars.flowId, vars.flowStep] : null,
    plans.map((p) => [p.name, p.mode, p.rawMode, p.scoped, p.entries.map((e) => [e.raw, nodeKey(e.node)])])
  ]);
  const core = cache.memo("resolution", key, () => {
    const out = resolveLayers(model, plans, vars, cache);
    return {
      layers: plans.map((p) => ({ name: p.name, mode: p.mode, rawMode: p.rawMode, declared: p.declared })),
      files: out.files,
      entries: out.entries,
      collisions: out.collisions,
      raw: null
    };
  });
  const raw = () => core.raw ??= renderFiles(core.files);
  let text = null;
  return {
    target: rt.target,
    layers: core.layers,
    files: core.files,
    entries: core.entries,
    collisions: core.collisions,
    get text() {
      return text ??= raw().toString("utf8");
    },
    get raw() {
      return raw();
    }
  };
}
function resolveLayers(model, plans, vars, cache) {
  let rest = plans;
  let start = { entries: [], collisions: [], files: [], processed: /* @__PURE__ */ new Map() };
  if (plans[0]?.name === "global") {
    const g = plans[0];
    const gKey = JSON.stringify([model.W, g.entries.map((e) => [e.raw, nodeKey(e.node)])]);
    start = cache.memo("global-layer", gKey, () => resolveLayer(model, g, vars, cache, { entries: [], collisions: [], files: [], processed: /* @__PURE__ */ new Map() }));
    rest = plans.slice(1);
  }
  let acc = { entries: [...start.entries], collisions: [...start.collisions], files: [...start.files], processed: new Map(start.processed) };
  for (const plan of rest) acc = resolveLayer(model, plan, vars, cache, acc);
  return acc;
}
function resolveLayer(model, plan, vars, cache, acc) {
  const W = clean(model.W);
  const wReal = cache.realpath(W) ?? W;
  const { processed, entries, collisions } = acc;
  const exists2 = (abs) => cache.stat(abs) !== null;
  const factsOf = (abs) => cache.memo("candidate:" + W, abs, () => {
    const realPath = cache.realpath(abs);
    return {
      realPath,
      key: goToLower(realPath ?? abs),
      kind: cache.lstat(abs)?.kind ?? null,
      outsideW: realPath !== null ? !strictlyInside(wReal, realPath) : !strictlyInside(W, abs),
      rel: rel(W, abs) ?? abs
    };
  });
  const rendered = [];
  const candidate = (trace, abs, rootSymlinkDir = false) => {
    const facts = factsOf(abs);
    const { realPath, key, kind, outsideW } = facts;
    const cand = { abs, key, realPath, kind, skip: null, outsideW };
    trace.candidates.push(cand);
    const prior = processed.get(key);
    if (prior) {
      cand.skip = "duplicate";
      collisions.push({
        key,
        winner: { abs: prior.abs, layer: prior.layer, entry: prior.entry, exists: exists2(prior.abs) },
        loser: { abs, layer: plan.name, entry: trace, exists: exists2(abs) },
        race: prior.layer === plan.name && prior.entry !== trace,
        samePath: prior.abs === abs
      });
      return;
    }
    processed.set(key, { abs, layer: plan.name, entry: trace });
    const r = cache.readFile(abs);
    if (!r.ok) {
      cand.skip = rootSymlinkDir && r.code === "EISDIR" ? "symlink-dir-root" : readSkip(r.code);
      if (cand.skip === "not-regular") cand.statKind = cache.stat(abs)?.kind ?? null;
      return;
    }
    trace.files.push(abs);
    rendered.push({ abs, rel: facts.rel, layer: plan.name, bytes: r.data.length, content: r.data, entry: trace, realPath, outsideW });
  };
  const walk = (trace, d) => {
    const list = cache.readdir(d);
    if (list === null) {
      trace.detail = `cannot read directory ${d}`;
      return false;
    }
    const prefix = d === "/" ? "/" : d + "/";
    for (const e of list) {
      const p = prefix + e.name;
      if (e.kind === "dir") {
        if (!walk(trace, p)) return false;
      } else candidate(trace, p);
    }
    return true;
  };
  for (const { raw, node } of plan.entries) {
    const trace = { layer: plan.name, raw, node, expanded: null, joined: null, tokens: [], skip: null, detail: null, files: [], candidates: [] };
    entries.push(trace);
    let text = raw;
    if (plan.scoped) {
      const exp = expandTokens(raw, vars);
      trace.tokens = exp.uses.map((u) => u.name);
      if (!exp.ok) {
        trace.skip = exp.reason;
        trace.detail = exp.token;
        continue;
      }
      text = exp.value;
      const cont = checkContainment(cache, W, text);
      trace.expanded = text;
      trace.joined = cont.joined;
      if (cont.reRooted) trace.reRooted = true;
      if (!cont.ok) {
        trace.skip = "escapes";
        trace.detail = cont.why === "symlink" ? cont.compared : cont.why;
        escapeFacts(trace, cache, W, wReal);
        continue;
      }
    } else {
      trace.expanded = raw;
      trace.joined = join(W, raw);
    }
    const abs = trace.joined;
    escapeFacts(trace, cache, W, wReal);
    if (text.endsWith("/")) {
      const st = cache.lstat(abs);
      if (st === null) {
        trace.skip = "missing";
        continue;
      }
      if (st.kind !== "dir") {
        candidate(trace, abs, st.kind === "symlink");
      } else {
        const complete = walk(trace, abs);
        if (trace.candidates.length === 0) trace.skip = complete ? "empty-dir" : "unreadable";
      }
    } else {
      candidate(trace, abs);
    }
    if (trace.files.length === 0 && trace.skip === null) {
      const cands = trace.candidates;
      const firstReal = cands.find((c) => c.skip !== "duplicate" && c.skip !== null);
      trace.skip = firstReal?.skip ?? (cands.length > 0 ? "duplicate" : "missing");
    }
  }
  rendered.sort((a, b) => compareBytes(a.abs, b.abs));
  acc.files.push(...rendered);
  return acc;
}

// src/runtimes/fork/sim/canonical.ts
function probeCaseInsensitive(fs2, W, platform = process.platform) {
  const w = clean(W);
  const platformDefault = platform === "darwin" || platform === "win32";
  const st = fs2.stat(w);
  let idx = -1;
  for (let i = w.length - 1; i >= 0; i--) {
    if (/[A-Za-z]/.test(w[i])) {
      idx = i;
      break;
    }
  }
  if (st === null || idx < 0) return platformDefault;
  const ch = w[idx];
  const flipped = w.slice(0, idx) + (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()) + w.slice(idx + 1);
  const st2 = fs2.stat(flipped);
  if (st2 === null) return false;
  if (st.id !== void 0 && st2.id !== void 0) return st.id === st2.id;
  const r1 = fs2.realpath(w);
  const r2 = fs2.realpath(flipped);
  return r1 !== null && r1 === r2;
}
var Canonicaliser = class {
  constructor(fs2, W, platform = process.platform) {
    this.fs = fs2;
    this.caseInsensitive = probeCaseInsensitive(fs2, W, platform);
  }
  fs;
  caseInsensitive;
  memo = /* @__PURE__ */ new Map();
  /** Canonical form of an absolute path. */
  canonical(p) {
    const c = clean(p);
    let r = this.memo.get(c);
    if (r !== void 0) return r;
    let cur = c;
    const rest = [];
    let resolved = null;
    for (; ; ) {
      const real = this.fs.realpath(cur);
      if (real !== null) {
        resolved = rest.length > 0 ? join(real, ...rest.reverse()) : real;
        break;
      }
      const parent = dir(cur);
      if (parent === cur) break;
      rest.push(base(cur));
      cur = parent;
    }
    r = resolved ?? c;
    if (this.caseInsensitive) r = goToLower(r);
    this.memo.set(c, r);
    return r;
  }
};

// src/runtimes/fork/sim/target.ts
function resolveTarget(model, args) {
  if (args.flow !== void 0) {
    const flow = model.flows.get(args.flow);
    if (!flow) {
      const failed = model.flowFiles.find((f) => f.id === args.flow && f.status === "failed");
      return { error: failed ? `flow "${args.flow}" fails to load: ${failed.error?.message ?? "unknown error"}` : `flow not found: ${args.flow}` };
    }
    if (flow.disabled) return { error: `flow is disabled: ${flow.id}` };
    const step = flow.steps.find((s) => s.id === args.step);
    if (!step) return { error: `flow "${flow.id}" has no step "${args.step ?? ""}"` };
    if (args.agent === void 0 && step.agent.includes("${")) {
      return { error: `step "${step.id}" of flow "${flow.id}" runs the templated agent "${step.agent}", which is resolved only at run time; pass --agent (U17)` };
    }
    const agentId2 = args.agent ?? (step.agent || DEFAULT_STEP_AGENT);
    return { target: { agentId: agentId2, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId2) ?? null, flow, step };
  }
  const agentId = args.agent ?? DEFAULT_STEP_AGENT;
  const agent = model.agents.get(agentId);
  if (!agent) return { error: `agent not found: ${agentId}` };
  return { target: { agentId, flowId: null, stepId: null }, agent, flow: null, step: null };
}
function allTargets(model) {
  const out = [];
  for (const agent of model.agents.values()) out.push({ target: { agentId: agent.id, flowId: null, stepId: null }, agent, flow: null, step: null });
  const ids = [...model.flows.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const id of ids) {
    const flow = model.flows.get(id);
    for (const step of flow.steps) {
      const agentId = step.agent || DEFAULT_STEP_AGENT;
      out.push({ target: { agentId, flowId: flow.id, stepId: step.id }, agent: model.agents.get(agentId) ?? null, flow, step });
    }
  }
  return out;
}

// src/runtimes/fork/sim/scoped-names.ts
function tokenVarsFor(model, rt) {
  return { agent: rt.target.agentId, flowId: rt.target.flowId ?? "", flowStep: rt.target.stepId ?? "", env: model.env };
}
function scopedNameEntries(model, globalNames) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const rt of allTargets(model)) {
    const vars = tokenVarsFor(model, rt);
    const owner = rt.step ? `flow ${rt.target.flowId} step ${rt.target.stepId}` : `agent ${rt.target.agentId}`;
    for (const [layer, spec] of [["agent", rt.agent?.context], ["step", rt.step?.context]]) {
      if (!isDeclared(spec)) continue;
      for (const node of spec.paths) {
        const x = expandTokens(node.value, vars);
        if (!x.ok || x.value.endsWith("/")) continue;
        const name = base(x.value);
        if (name === "." || name === "/" || name === ".." || globalNames.has(name) || name.startsWith(".")) continue;
        const key = `${node.span.file}:${node.span.start.line}:${node.span.start.column}:${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name, raw: node.value, node, layer, owner, target: join(model.W, x.value) });
      }
    }
  }
  return out;
}
function scopedBasenames(model, globalNames) {
  return new Set(scopedNameEntries(model, globalNames).map((e) => e.name));
}

// src/runtimes/fork/sim/filter.ts
function filterEntries(model, rt, canon) {
  const A = rt.agent?.context ?? null;
  const S = rt.step?.context ?? null;
  if (A === null && S === null) return null;
  const layers = [];
  if (isDeclared(S)) layers.push(["step", S]);
  const sReplace = isDeclared(S) && normaliseMode(S.mode?.value).mode === "replace";
  if (isDeclared(A) && !sReplace) layers.push(["agent", A]);
  const vars = tokenVarsFor(model, rt);
  const out = [];
  for (const [layer, spec] of layers) {
    for (const node of spec.paths ?? []) {
      const x = expandTokens(node.value, vars);
      if (!x.ok) continue;
      const c = checkContainment(model.source, model.W, x.value);
      if (!c.ok) continue;
      const prefix = x.value.endsWith("/");
      let symlinkDirRoot = false;
      if (prefix) {
        symlinkDirRoot = model.source.lstat(c.joined)?.kind === "symlink" && model.source.stat(c.joined)?.kind === "dir";
      }
      const cj = canon.canonical(c.joined);
      out.push({ layer, raw: node.value, node, joined: c.joined, canonical: prefix ? cj + "/" : cj, prefix, symlinkDirRoot });
    }
  }
  return out;
}
function filterDiscovered(model, rt, files, canon) {
  const entries = filterEntries(model, rt, canon);
  if (entries === null || entries.length === 0) return { kept: [...files], removed: [] };
  const kept = [];
  const removed = [];
  for (const f of files) {
    const cf = canon.canonical(f.abs);
    const e = entries.find((x) => x.prefix ? cf.startsWith(x.canonical) : cf === x.canonical);
    if (e === void 0) kept.push(f);
    else removed.push({ file: f, layer: e.layer, raw: e.raw, node: e.node, joined: e.joined, symlinkDirRoot: e.symlinkDirRoot });
  }
  return { kept, removed };
}

// src/runtimes/fork/sim/manifest.ts
var MANIFEST_HEADER = "# Nested Context Files";
var MANIFEST_TRUNCATED_SUFFIX = " (listing truncated at the discovery cap)";
var MANIFEST_EXPLAINER = "The following context files live in subdirectories of the workspace. Their bodies are NOT loaded into this prompt; each file's content is injected automatically into the result of the first tool call that touches its directory.";
function configGate(model, rt) {
  if (!model.config.discovery.enabled) return "disabled";
  if (rt.agent?.context?.nested?.value === false) return "agent-nested-false";
  if (rt.step?.context?.nested?.value === false) return "step-nested-false";
  return null;
}
function disclosureFor(model, rt, discovery, canon) {
  const c = canon ?? new Canonicaliser(model.source, model.W);
  const gate = configGate(model, rt);
  if (gate !== null) return { files: [], removed: [], gatedBy: gate, canon: c };
  const { kept, removed } = filterDiscovered(model, rt, discovery.files, c);
  return { files: kept, removed, gatedBy: kept.length === 0 ? "empty" : null, canon: c };
}
function renderManifest(files, truncated, cap = MANIFEST_CAP_BYTES) {
  const H = Buffer.from(MANIFEST_HEADER + (truncated ? MANIFEST_TRUNCATED_SUFFIX : "") + "\n" + MANIFEST_EXPLAINER + "\n", "utf8");
  if (files.length === 0) return { bytes: Buffer.alloc(0), degrade: 0, notShown: 0, sizes: { labelled: 0, pathsOnly: 0, header: H.length } };
  const NL = Buffer.from("\n");
  const pathLines = files.map((f) => Buffer.from("- " + f.rel, "utf8"));
  const labelledLines = files.map((f, i) => {
    const label = f.labelBytes ?? (f.label !== null ? Buffer.from(f.label, "utf8") : null);
    return label !== null && label.length > 0 ? Buffer.concat([pathLines[i], Buffer.from(": "), label]) : pathLines[i];
  });
  const joinLines = (lines) => Buffer.concat(lines.flatMap((l, i) => i === 0 ? [l] : [NL, l]));
  const labelled = Buffer.concat([H, joinLines(labelledLines)]);
  const pathsOnly = Buffer.concat([H, joinLines(pathLines)]);
  const sizes = { labelled: labelled.length, pathsOnly: pathsOnly.length, header: H.length };
  if (labelled.length <= cap) return { bytes: labelled, degrade: 0, notShown: 0, sizes };
  if (pathsOnly.length <= cap) return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
  const N = pathLines.length;
  let used = H.length;
  const kept = [];
  for (let i = 0; i < N; i++) {
    const line = pathLines[i];
    const trailer = Buffer.from(`
... ${N - i} more files not shown`, "utf8");
    if (used + line.length + 1 + trailer.length > cap) {
      return { bytes: Buffer.concat([H, joinLines(kept), trailer]), degrade: 2, notShown: N - i, sizes };
    }
    kept.push(line);
    used += line.length + 1;
  }
  return { bytes: pathsOnly, degrade: 1, notShown: 0, sizes };
}
function buildManifest(model, rt, discovery, canon) {
  const d = disclosureFor(model, rt, discovery, canon);
  if (d.gatedBy !== null) {
    return { text: "", files: d.files, degrade: 0, notShown: 0, gatedBy: d.gatedBy, bytes: Buffer.alloc(0), filteredOut: d.removed };
  }
  const r = renderManifest(d.files, discovery.truncated);
  return { text: r.bytes.toString("utf8"), files: d.files, degrade: r.degrade, notShown: r.notShown, gatedBy: null, bytes: r.bytes, sizes: r.sizes, filteredOut: d.removed };
}

// rules/context-hidden-both.ts
var context_hidden_both_default = defineRule({
  id: "context-hidden-both",
  meta: {
    kind: "problem",
    description: "A context file is neither inlined nor disclosed for an agent or step, because of how global entries and scoped layers interact.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 4, \xA76.4, \xA78 U7, U16",
    runtimes: ["fork"]
  },
  messages: {
    globalDropped: '{{file}} is neither inlined nor disclosed for {{targets}}: a replace layer drops the global contextPaths, yet global entry "{{entry}}" still excludes the file from discovery.',
    symlinkDir: '{{file}} is neither inlined nor disclosed for {{targets}}: entry "{{entry}}" is a symlink to a directory, which the resolver reads nothing from, yet it subtracts the file from discovery.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const rejected = (sim.discovery.trace?.rejected ?? []).filter((r) => r.reason === "root-matched" || r.reason === "inlined-prefix");
    const rts = allTargets(model);
    const found = /* @__PURE__ */ new Map();
    const add = (messageId, file, entry2, span2, target) => {
      const key = `${messageId}\0${file}\0${entry2}`;
      const f = found.get(key);
      if (f) {
        if (!f.targets.includes(target)) f.targets.push(target);
      } else found.set(key, { messageId, file, entry: entry2, span: span2, targets: [target] });
    };
    sim.targets.forEach((ts, i) => {
      const rt = rts[i];
      if (!rt || configGate(model, rt) !== null) return;
      const inlined = new Set(ts.resolution.files.flatMap((f) => [f.abs, f.realPath ?? f.abs]));
      const who = describeTarget(ts.target);
      if (!ts.resolution.layers.some((l) => l.name === "global")) {
        for (const r of rejected) {
          if (inlined.has(r.abs) || inlined.has(sim.facts.path(r.abs).realPath ?? r.abs)) continue;
          const G = model.config.contextPaths;
          const idx = G.findIndex((e) => (e.endsWith("/") ? join(model.W, e) + "/" : join(model.W, e)) === r.by);
          const entry2 = idx >= 0 ? G[idx] : r.by ?? "?";
          const span2 = (idx >= 0 ? model.config.contextPathNodes?.[idx]?.span : void 0) ?? nestedFileSpan(model, r.abs);
          add("globalDropped", r.rel, entry2, span2, who);
        }
      }
      for (const f of ts.manifest.filteredOut ?? []) {
        if (!f.symlinkDirRoot || inlined.has(f.file.abs)) continue;
        add("symlinkDir", f.file.rel, f.raw, f.node?.span ?? nestedFileSpan(model, f.file.abs), who);
      }
    });
    for (const f of found.values()) {
      ctx.report({ messageId: f.messageId, data: { file: f.file, entry: f.entry, targets: listSome(f.targets, 5) }, span: f.span });
    }
  }
});

// rules/context-layer-empty.ts
var context_layer_empty_default = defineRule({
  id: "context-layer-empty",
  meta: {
    kind: "problem",
    description: "A replace context layer resolves to no file, so the agent or step gets no project context at all.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.3, \xA75.8",
    runtimes: ["fork"]
  },
  messages: {
    emptyReplace: "This {{layer}} context replaces the global context but resolves to no file ({{why}}), so no project context at all, not even the header, reaches {{targets}}."
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const groups = /* @__PURE__ */ new Map();
    for (const t of ctx.simulation().targets) {
      const res = t.resolution;
      if (res.files.length > 0 || res.layers.length === 0) continue;
      const stopper = res.layers[0];
      if (stopper.name === "global" || stopper.mode !== "replace") continue;
      let spec = null;
      if (stopper.name === "agent") spec = model.agents.get(t.target.agentId)?.context ?? null;
      else if (t.target.flowId !== null) spec = model.flows.get(t.target.flowId)?.steps.find((s) => s.id === t.target.stepId)?.context ?? null;
      const span2 = spec?.pathsSpan ?? spec?.span ?? null;
      const entries = res.entries.filter((e) => e.layer !== "global");
      const why = entries.length === 0 ? "its paths list is empty" : `none of its ${entries.length} entr${entries.length === 1 ? "y" : "ies"} gives a file`;
      const k = `${stopper.name}|${spanKey(span2)}|${why}`;
      const g = groups.get(k) ?? { span: span2, layer: stopper.name, why, targets: [] };
      g.targets.push(describeTarget(t.target));
      groups.set(k, g);
    }
    for (const g of groups.values()) {
      const list = g.targets.length > 3 ? `${g.targets.slice(0, 3).join(", ")} and ${g.targets.length - 3} more` : g.targets.join(", ");
      ctx.report({ messageId: "emptyReplace", data: { layer: g.layer, why: g.why, targets: list }, span: g.span });
    }
  }
});

// rules/context-mode-unknown.ts
var context_mode_unknown_default = defineRule({
  id: "context-mode-unknown",
  meta: {
    kind: "problem",
    description: 'A context mode other than "replace" or "append" (case-sensitive) silently falls back to append.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.2",
    runtimes: ["fork"]
  },
  messages: {
    unknownMode: 'Unrecognised context mode "{{mode}}" for {{owner}}: the runtime falls back to append, so the lower layers stay in the prompt. Modes are case-sensitive: "replace" or "append".{{suggestion}}'
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      const raw = spec.mode?.value;
      if (raw === void 0 || raw === null || normaliseMode(raw).recognised) continue;
      const s = didYouMean(raw, ["replace", "append"]);
      ctx.report({ messageId: "unknownMode", data: { mode: raw, owner, suggestion: s !== null ? ` Did you mean "${s}"?` : "" }, span: spec.mode.span });
    }
  }
});

// rules/context-non-regular.ts
var context_non_regular_default = defineRule({
  id: "context-non-regular",
  meta: {
    kind: "problem",
    description: "A context entry reaches a FIFO, socket or device; a FIFO hangs the runtime prompt build.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.6, \xA78 U25",
    runtimes: ["fork"]
  },
  messages: {
    fifo: '{{file}} (from context entry "{{entry}}") is a named pipe (FIFO): the runtime reads context files with no type check, so building the prompt would block forever.',
    other: '{{file}} (from context entry "{{entry}}") is a {{kind}}, not a regular file: the runtime fails to read it and it contributes nothing, but it still claims its dedupe key.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = /* @__PURE__ */ new Set();
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      for (const c of e.candidates ?? []) {
        if (c.skip !== "not-regular") continue;
        const k = `${e.layer}|${e.raw}|${c.abs}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const file = showPath(model, c.abs);
        const span2 = entrySpan(model, e, c.abs);
        if (c.statKind === "fifo") ctx.report({ messageId: "fifo", data: { file, entry: e.raw }, span: span2 });
        else ctx.report({ messageId: "other", data: { file, entry: e.raw, kind: c.statKind ?? "special file" }, span: span2 });
      }
    }
  }
});

// rules/context-paths-empty-list.ts
var context_paths_empty_list_default = defineRule({
  id: "context-paths-empty-list",
  meta: {
    kind: "problem",
    description: 'An explicit empty "paths: []" is declared on current builds but ignored by older ones.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.1, \xA78 U3",
    runtimes: ["fork"]
  },
  messages: {
    emptyReplace: "Explicit empty paths for {{owner}} with replace mode: current builds (21394ab) drop all project context for it, but older builds (ca2d7e9) ignore an empty list and keep the lower layers.",
    emptyAppend: "Explicit empty paths for {{owner}} with append mode adds nothing on any build; older builds (ca2d7e9) treat it as undeclared. Remove it, or write the files it should add."
  },
  defaultOptions: {},
  check(ctx) {
    for (const { spec, owner } of allContextSpecs(ctx.model)) {
      if (spec.paths === null || spec.paths.length > 0) continue;
      const { mode } = normaliseMode(spec.mode?.value ?? null);
      ctx.report({ messageId: mode === "replace" ? "emptyReplace" : "emptyAppend", data: { owner }, span: spec.pathsSpan ?? spec.span });
    }
  }
});

// rules/context-token-unknown.ts
var VALID = "${agent}, ${flow.id}, ${flow.step}, ${env.NAME}";
function suggestToken(name) {
  const fixed = didYouMean(name, ["agent", "flow.id", "flow.step"]);
  if (fixed !== null) return "${" + fixed + "}";
  const m2 = /^env[._:](.+)$/i.exec(name);
  if (m2) return "${env." + m2[1] + "}";
  if (/^[A-Z_][A-Z0-9_]*$/.test(name)) return "${env." + name + "}";
  return null;
}
var context_token_unknown_default = defineRule({
  id: "context-token-unknown",
  meta: {
    kind: "problem",
    description: 'An agent or step context entry uses an unknown token, an unset environment variable, or an unterminated "${", so the runtime skips it.',
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    unknown: 'Unknown token {{token}} in context entry "{{entry}}": the runtime skips the entry. Valid tokens are {{valid}}.{{suggestion}}',
    emptyEnv: 'Context entry "{{entry}}" is skipped because the environment variable {{name}} is unset or empty here (ctxlens: --env {{name}}=VALUE).',
    envNoName: 'Token ${env.} in context entry "{{entry}}" names no variable, so it expands to "" and the runtime skips the entry.',
    leftover: 'Context entry "{{entry}}" still contains "${" after expansion ("{{expanded}}"): the runtime skips it. Close the token with "}", or check the environment value.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.layer === "global") continue;
      const span2 = entrySpan(model, e);
      if (e.skip === "unknown-token") {
        const name = e.detail ?? "";
        const s = suggestToken(name);
        ctx.report({
          messageId: "unknown",
          data: { token: "${" + name + "}", entry: e.raw, valid: VALID, suggestion: s !== null ? ` Did you mean ${s}?` : "" },
          span: span2
        });
      } else if (e.skip === "empty-token" && e.detail !== null && e.detail.startsWith("env.")) {
        const name = e.detail.slice(4);
        if (name === "") ctx.report({ messageId: "envNoName", data: { entry: e.raw }, span: span2 });
        else ctx.report({ messageId: "emptyEnv", data: { entry: e.raw, name }, span: span2 });
      } else if (e.skip === "leftover-token") {
        ctx.report({ messageId: "leftover", data: { entry: e.raw, expanded: e.detail ?? "" }, span: span2 });
      }
    }
  }
});

// rules/discovery-truncated.ts
var discovery_truncated_default = defineRule({
  id: "discovery-truncated",
  meta: {
    kind: "problem",
    description: "The discovery walk reaches contextDiscovery.maxFiles and stops, so later nested context files are never disclosed.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 5",
    runtimes: ["fork"]
  },
  messages: {
    truncated: "Discovery stops after maxFiles ({{maxFiles}}) nested context files: {{count}} more are never listed or injected ({{files}}). Raise contextDiscovery.maxFiles or move the files."
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    if (!d.truncated || !d.trace) return;
    const over = d.trace.overflow;
    const span2 = ctx.model.config.valueSpans?.maxFiles ?? null ?? (over[0] ? nestedFileSpan(ctx.model, over[0].abs) : null);
    ctx.report({
      messageId: "truncated",
      data: { maxFiles: d.trace.caps.maxFiles, count: over.length, files: listSome(over.map((o) => o.rel)) },
      span: span2
    });
  }
});

// rules/flow-disabled-shadows.ts
var flow_disabled_shadows_default = defineRule({
  id: "flow-disabled-shadows",
  meta: {
    kind: "problem",
    description: "A disabled flow still occupies its ID and shadows another flow file with the same ID.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.3, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    shadows: 'This flow is disabled but still occupies flow ID "{{id}}", so it shadows {{other}}; running "{{id}}" fails with "flow is disabled: {{id}}".'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-disabled-shadows");
  }
});

// rules/flow-id-shadowed.ts
var flow_id_shadowed_default = defineRule({
  id: "flow-id-shadowed",
  meta: {
    kind: "problem",
    description: "Two flow files claim one flow ID, or a broken flow file has its ID served by another file.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.1, \xA78 U21",
    runtimes: ["fork"]
  },
  messages: {
    duplicate: 'Flow ID "{{id}}" is already defined by {{owner}}; the runtime keeps the first occurrence and ignores this file ("Duplicate flow ID, keeping first occurrence").',
    globalShadowed: 'Global flow "{{id}}" is shadowed by the project flow {{owner}}; the runtime skips this file ("Flow already defined in project, skipping global").',
    brokenServedByOther: 'This file fails to load, so it does not occupy flow ID "{{id}}": the runtime silently serves that ID from {{other}} instead.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-id-shadowed");
  }
});

// rules/flow-invalid.ts
var flow_invalid_default = defineRule({
  id: "flow-invalid",
  meta: {
    kind: "problem",
    description: "A flow file fails to load in the runtime (invalid name, include, template, schema $ref, or validation), so it is skipped and does not occupy its ID.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.1, \xA74.2, \xA74.5, \xA74.6, \xA78 U2",
    runtimes: ["fork"]
  },
  messages: {
    wouldNotLoad: "this flow will not load: {{detail}}.",
    namespacedId: 'this flow will not load: the runtime skips it with "Skipping custom-path flow with invalid namespaced ID": {{detail}}.',
    flowPathMissing: 'flowPaths entry resolves to {{path}}, which is not a directory; the runtime skips it ("Flow path not found or not a directory").'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-invalid");
  }
});

// rules/flow-mixed-revisions.ts
var flow_mixed_revisions_default = defineRule({
  id: "flow-mixed-revisions",
  meta: {
    kind: "suggestion",
    description: "One flow file uses step keys from both lines of development of the runtime (require_route and context/model/\u2026).",
    severity: "info",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA71.3, \xA78 U1",
    runtimes: ["fork"]
  },
  messages: {
    mixed: 'This flow uses "{{oldKey}}" (only on the 191a6e7 line, which has no step context) together with {{newKeys}} (only on the bc01be8 line); no known build honours both, so one set is silently ignored.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-mixed-revisions");
  }
});

// rules/flow-multiple-rules-target.ts
var flow_multiple_rules_target_default = defineRule({
  id: "flow-multiple-rules-target",
  meta: {
    kind: "suggestion",
    description: "Several rules of one flow route to the same step (the runtime warns about diamond convergence).",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.6",
    runtimes: ["fork"]
  },
  messages: {
    diamond: 'Several rules of flow "{{flow}}" target step "{{target}}"; the runtime warns "Multiple rules target the same step (potential diamond convergence, first-to-arrive wins)" and runs it only once unless the rule sets cycle: true.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-multiple-rules-target");
  }
});

// rules/flow-schema.ts
var flow_schema_default = defineRule({
  id: "flow-schema",
  meta: {
    kind: "problem",
    description: "A flow or included template file has unknown or misspelt keys (silently dropped by the runtime) or values of the wrong shape.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.2, \xA74.3, \xA74.4, \xA74.5",
    runtimes: ["fork"]
  },
  messages: {
    unknownKey: "{{message}}",
    invalidValue: "{{message}}"
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-schema");
  }
});

// rules/flow-step-agent-template.ts
var TEMPLATE = /\$\{(?:args|step)\.[^}]*\}/;
var flow_step_agent_template_default = defineRule({
  id: "flow-step-agent-template",
  meta: {
    kind: "problem",
    description: "A flow step names its agent with a ${args.*} or ${step.*} template that only the run can resolve.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.4, \xA78 U17",
    runtimes: ["fork"]
  },
  messages: {
    unresolved: 'Step "{{step}}" of flow "{{flow}}" names its agent with the template {{template}}, which the runtime resolves only at run time (an unresolved token fails the step); ctxlens cannot tell which agent and context it runs \u2014 pass --agent to simulate one.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        const m2 = step.agentNode ? TEMPLATE.exec(step.agentNode.value) : null;
        if (!m2 || !step.agentNode) continue;
        ctx.report({ messageId: "unresolved", data: { step: step.id, flow: flow.id, template: m2[0] }, span: step.agentNode.span });
      }
    }
  }
});

// rules/flow-step-blocks-inheritance.ts
var flow_step_blocks_inheritance_default = defineRule({
  id: "flow-step-blocks-inheritance",
  meta: {
    kind: "problem",
    description: "A step declares an empty or null key that one of its extended templates declares, which blocks inheriting it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA74.5, \xA78 U26",
    runtimes: ["fork"]
  },
  messages: {
    blocks: 'Step "{{step}}" declares "{{key}}" empty or null, which blocks inheriting "{{key}}" from template {{template}}: any key the step declares wins, even an empty one.'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "flow-step-blocks-inheritance");
  }
});

// rules/flow-step-unknown-agent.ts
var flow_step_unknown_agent_default = defineRule({
  id: "flow-step-unknown-agent",
  meta: {
    kind: "problem",
    description: "A flow step runs an agent ID that is not in the agent registry, so the step fails at run time.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA73.1, \xA74.4",
    runtimes: ["fork"]
  },
  messages: {
    unknownAgent: 'Step "{{step}}" of flow "{{flow}}" runs agent "{{agent}}", which is not in the agent registry (known: {{known}}); the runtime does not check step agents at load, so the step fails when it runs.'
  },
  defaultOptions: {},
  check(ctx) {
    const known = [...ctx.model.agents.keys()];
    for (const flow of ctx.model.flows.values()) {
      for (const step of flow.steps) {
        if (!step.agentNode || step.agent.includes("${") || ctx.model.agents.has(step.agent)) continue;
        const shown2 = known.length > 12 ? known.slice(0, 12).join(", ") + ", \u2026" : known.join(", ");
        ctx.report({ messageId: "unknownAgent", data: { step: step.id, flow: flow.id, agent: step.agent, known: shown2 }, span: step.agentNode.span });
      }
    }
  }
});

// rules/global-context-escapes.ts
var global_context_escapes_default = defineRule({
  id: "global-context-escapes",
  meta: {
    kind: "problem",
    description: "A global contextPaths entry or a walked symlinked file reads a file outside the working directory into the prompt.",
    severity: "error",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.5, \xA78 U22",
    runtimes: ["fork"]
  },
  messages: {
    globalOutside: 'Global contextPaths entry "{{entry}}" reads {{path}}, outside the working directory: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalLink: '{{link}} is a symlink to {{target}}, outside the working directory, and global contextPaths entry "{{entry}}" reads {{path}} through it: the global layer is never containment-checked, so a file from outside the repository reaches every prompt.',
    globalMayEscape: 'Global contextPaths entry "{{entry}}" points at {{path}}, outside the working directory: it is missing here, but wherever it exists the runtime reads it into every prompt unchecked.',
    walkedOutside: '{{file}}, reached by walking "{{entry}}", is a symlink to {{target}} outside the working directory: the runtime reads it through the link with no containment check.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    for (const { entry: e } of distinctEntries(ctx.simulation())) {
      if (e.joined === null) continue;
      const walk = (e.expanded ?? "").endsWith("/");
      const rootReal = e.rootReal ?? null;
      const rootOutside = e.rootOutside ?? false;
      if (e.layer === "global" && rootOutside) {
        const exists2 = rootReal !== null;
        const path12 = exists2 ? rootReal : e.joined;
        const link = e.escapeLink ?? null;
        if (exists2 && link !== null) {
          const linkRel = showPath(model, link);
          const entry2 = entrySpan(model, e);
          const related = entry2 ? [{ span: entry2, message: `contextPaths entry "${e.raw}"` }] : [];
          ctx.report({
            messageId: "globalLink",
            data: { link: linkRel, target: e.escapeLinkReal ?? path12, entry: e.raw, path: path12 },
            span: fileSpan(linkRel),
            related
          });
          continue;
        }
        ctx.report({ messageId: exists2 ? "globalOutside" : "globalMayEscape", data: { entry: e.raw, path: path12 }, span: entrySpan(model, e) });
        continue;
      }
      if (!walk || rootOutside) continue;
      for (const c of e.candidates ?? []) {
        if (c.abs === e.joined || c.kind !== "symlink" || !c.outsideW || c.realPath === null) continue;
        if (c.skip !== null && c.skip !== "duplicate") continue;
        ctx.report({ messageId: "walkedOutside", data: { file: showPath(model, c.abs), entry: e.raw, target: c.realPath }, span: entrySpan(model, e, c.abs) });
      }
    }
  }
});

// rules/global-context-token.ts
var global_context_token_default = defineRule({
  id: "global-context-token",
  meta: {
    kind: "problem",
    description: 'A global contextPaths entry contains "${": tokens are not expanded there, so it names a file literally.',
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA75.3, \xA75.4",
    runtimes: ["fork"]
  },
  messages: {
    literal: 'Global contextPaths entry "{{entry}}" contains "${": the global layer is never token-expanded, so the runtime reads a file literally named {{path}}. Move the entry to an agent or step context to use tokens.'
  },
  defaultOptions: {},
  check(ctx) {
    const { config, W } = ctx.model;
    config.contextPaths.forEach((entry2, i) => {
      if (!entry2.includes("${")) return;
      const span2 = config.contextPathNodes?.[i]?.span ?? config.contextPathsSpan ?? null;
      ctx.report({ messageId: "literal", data: { entry: entry2, path: showPath(ctx.model, join(W, entry2)) }, span: span2 });
    });
  }
});

// rules/manifest-degraded.ts
var manifest_degraded_default = defineRule({
  id: "manifest-degraded",
  meta: {
    kind: "problem",
    description: "The nested-context manifest exceeds 8192 bytes, so the runtime drops every label or leaves files out of the listing.",
    severity: "warning",
    fixable: false,
    needs: ["simulation"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.5",
    runtimes: ["fork"]
  },
  messages: {
    pathsOnly: "The labelled manifest is {{labelled}} bytes, over the 8192-byte cap, so the runtime lists {{count}} files without any label for {{targets}}. Shorten labels or disclose fewer files.",
    cut: "Even without labels the manifest is {{pathsOnly}} bytes, over the 8192-byte cap: {{notShown}} files are not listed at all for {{targets}}, starting with {{first}}."
  },
  defaultOptions: {},
  check(ctx) {
    const groups = /* @__PURE__ */ new Map();
    const sims = ctx.simulation().targets;
    for (const t of sims) {
      const m2 = t.manifest;
      if (m2.gatedBy !== null || m2.degrade === 0) continue;
      const key = `${m2.degrade}:${m2.notShown}:${m2.files.map((f) => f.abs).join("\0")}`;
      const g = groups.get(key);
      if (g) g.targets.push(describeTarget(t.target));
      else groups.set(key, { targets: [describeTarget(t.target)], m: m2 });
    }
    for (const { targets, m: m2 } of groups.values()) {
      const who = listSome(targets, 5);
      if (m2.degrade === 1) {
        const first = m2.files.find((f) => f.label !== null) ?? m2.files[0];
        ctx.report({ messageId: "pathsOnly", data: { labelled: m2.sizes?.labelled ?? 0, count: m2.files.length, targets: who }, span: nestedFileSpan(ctx.model, first.abs) });
      } else {
        const first = m2.files[m2.files.length - m2.notShown];
        ctx.report({
          messageId: "cut",
          data: { pathsOnly: m2.sizes?.pathsOnly ?? 0, notShown: m2.notShown, targets: who, first: first.rel },
          span: nestedFileSpan(ctx.model, first.abs)
        });
      }
    }
  }
});

// rules/manifest-label.ts
var BLOCK_SCALARS = /* @__PURE__ */ new Set([">", "|", ">-", "|-", ">+", "|+"]);
var manifest_label_default = defineRule({
  id: "manifest-label",
  meta: {
    kind: "suggestion",
    description: "A nested context file has no manifest label, or a label the runtime takes from the wrong line, or one cut at 120 code points.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.3",
    runtimes: ["fork"]
  },
  messages: {
    noLabel: '{{file}} has no frontmatter description and no "#" line, so the manifest lists it without a label. Add a "# Heading" or a "description:".',
    emptyHeading: 'The first "#" line of {{file}} is empty, and the label scan stops there: the manifest lists the file without a label.',
    fencedHeading: 'The manifest label of {{file}} is "{{label}}", taken from a "#" line inside a code block: the runtime reads lines, not markdown.',
    blockScalar: 'The description of {{file}} is a YAML block scalar, so the runtime reads only "{{label}}" as its manifest label. Put the description on one line.',
    emptyDescription: "The description of {{file}} is empty, which suppresses the heading fallback: the manifest lists the file without a label.",
    truncated: 'The manifest label of {{file}} has {{runes}} code points and is cut to 120 plus "\u2026".'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    for (const f of sim.discovery.files) {
      if (f.labelUnreadable) continue;
      const file = showRel(model, f.abs);
      const line = f.labelLine ?? null;
      const at3 = line === null ? null : sim.facts.labelLine(f);
      const lineSpan = () => ({ file, pointer: "", start: { line, column: 1 }, end: { line, column: at3.endColumn } });
      if (f.labelFrom === "description-empty" && line !== null) {
        ctx.report({ messageId: "emptyDescription", data: { file }, span: lineSpan() });
        continue;
      }
      if (f.label === null) {
        if (line !== null) ctx.report({ messageId: "emptyHeading", data: { file }, span: lineSpan() });
        else ctx.report({ messageId: "noLabel", data: { file }, span: nestedFileSpan(model, f.abs) });
        continue;
      }
      if (line === null || at3 === null) continue;
      if (f.labelFrom === "description" && BLOCK_SCALARS.has(f.label)) {
        ctx.report({ messageId: "blockScalar", data: { file, label: f.label }, span: lineSpan() });
      } else if (f.labelFrom === "heading" && at3.inCodeBlock) {
        ctx.report({ messageId: "fencedHeading", data: { file, label: f.label }, span: lineSpan() });
      }
      if (f.labelTruncated) ctx.report({ messageId: "truncated", data: { file, runes: at3.runes }, span: lineSpan() });
    }
  }
});

// rules/manifest-without-trigger-tools.ts
function matches(pattern2, name) {
  const re = new RegExp("^" + pattern2.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$");
  return re.test(name);
}
function enabledBy(tools, tool) {
  if (tool in tools) return tools[tool];
  for (const [p, v] of Object.entries(tools)) if (p.includes("*") && matches(p, tool)) return v;
  return true;
}
var manifest_without_trigger_tools_default = defineRule({
  id: "manifest-without-trigger-tools",
  meta: {
    kind: "problem",
    description: "The nested-context manifest is shown to an agent that cannot call any tool that injects those files.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.1, \xA76.6, \xA78 U23",
    runtimes: ["fork"]
  },
  messages: {
    allowList: 'allowTools of agent "{{id}}" names none of the trigger tools ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.',
    denyList: 'The tools map of agent "{{id}}" disables every trigger tool ({{tools}}), yet its prompt still gets the nested-context manifest: it promises injections that cannot happen.'
  },
  defaultOptions: {},
  check(ctx) {
    const { model } = ctx;
    if (!model.config.discovery.enabled) return;
    const tools = TRIGGER_TOOLS.join(", ");
    const spanOf = (a, which) => {
      const c = which === "tools" ? a.toolsFrom : a.allowToolsFrom;
      if (!c) return null;
      if (c.kind === "markdown") return model.agentFiles.find((f) => f.file === c.file && f.status === "loaded")?.[which]?.span ?? c.span;
      if (c.kind === "json") return [...model.config.agents].reverse().find((e) => e.id === a.id && e[which])?.[which]?.span ?? c.span;
      return null;
    };
    for (const a of model.agents.values()) {
      if (a.context?.nested?.value === false) continue;
      if (a.allowTools && a.allowTools.length > 0) {
        const any = TRIGGER_TOOLS.some((t) => a.allowTools.some((x) => x === t || x.includes("*") && matches(x, t)));
        if (!any) ctx.report({ messageId: "allowList", data: { id: a.id, tools }, span: spanOf(a, "allowTools") });
      } else if (a.tools && TRIGGER_TOOLS.every((t) => !enabledBy(a.tools, t))) {
        ctx.report({ messageId: "denyList", data: { id: a.id, tools }, span: spanOf(a, "tools") });
      }
    }
  }
});

// rules/nested-context-symlink.ts
var nested_context_symlink_default = defineRule({
  id: "nested-context-symlink",
  meta: {
    kind: "problem",
    description: "A nested context file is a symlink (or another non-regular file), which discovery rejects, so it is never disclosed.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 4",
    runtimes: ["fork"]
  },
  messages: {
    symlink: "{{file}} is a symlink to {{target}}: discovery accepts only regular files, so it is never listed or injected. Copy the file or name it in contextPaths.",
    nonRegular: "{{file}} is a {{kind}}, not a regular file: discovery rejects it, so it is never listed or injected.",
    escapes: "{{file}} resolves to {{target}}, outside the working directory: discovery rejects it, so it is never listed or injected."
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    const t = sim.discovery.trace;
    if (!t) return;
    for (const r of t.rejected) {
      const span2 = nestedFileSpan(ctx.model, r.abs);
      if (r.reason === "non-regular" && r.kind === "symlink") {
        ctx.report({ messageId: "symlink", data: { file: r.rel, target: sim.facts.path(r.abs).linkTarget ?? "?" }, span: span2 });
      } else if (r.reason === "non-regular") ctx.report({ messageId: "nonRegular", data: { file: r.rel, kind: r.kind }, span: span2 });
      else if (r.reason === "escapes") ctx.report({ messageId: "escapes", data: { file: r.rel, target: r.by ?? "?" }, span: span2 });
    }
  }
});

// rules/nested-context-unreachable.ts
var nested_context_unreachable_default = defineRule({
  id: "nested-context-unreachable",
  meta: {
    kind: "problem",
    description: "A file named like a context file lies where the discovery walk never looks (a pruned directory, or deeper than maxDepth).",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: {
      type: "object",
      properties: { ignoreDirs: { type: "array", items: { type: "string" } } },
      additionalProperties: false
    },
    spec: "docs/runtimes/fork.md \xA76.2 step 3",
    runtimes: ["fork"]
  },
  messages: {
    depth: "{{file}} is at depth {{depth}}, beyond maxDepth ({{maxDepth}}): discovery never enters {{dir}}/, so the file is never listed or injected.",
    hidden: "{{file}} lies inside {{dir}}/, a hidden directory that discovery never enters: the file is never listed or injected.",
    skipList: "{{file}} lies inside {{dir}}/, a directory name discovery always skips: the file is never listed or injected{{more}}.",
    skipDir: "{{file}} lies inside {{dir}}/, pruned as data.directory or a contextDiscovery.skipDirs entry: the file is never listed or injected."
  },
  defaultOptions: { ignoreDirs: [".git"] },
  check(ctx, options2) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const d = sim.discovery;
    const t = d.trace;
    if (!t || t.disabled || t.wSymlink) return;
    const skipSpan = (dirAbs) => {
      const entries = model.config.discovery.skipDirs;
      const i = entries.findIndex((e) => (isAbs(e) ? clean(e) : join(model.W, e)) === dirAbs);
      const at3 = model.config.valueSpans;
      if (i >= 0) return at3?.skipDirItems?.[i] ?? at3?.skipDirs ?? null;
      return at3?.dataDirectory ?? null;
    };
    const skipListed = /* @__PURE__ */ new Map();
    const unreachable = sim.facts.unreachableFiles(options2.ignoreDirs);
    for (const u of unreachable) {
      if (u.reason !== "skip-list") continue;
      const g = skipListed.get(u.prunedDir);
      if (g) g.more++;
      else skipListed.set(u.prunedDir, { first: { rel: u.rel, abs: u.abs }, more: 0 });
    }
    for (const [dir2, g] of skipListed) {
      const more = g.more === 0 ? "" : ` (and ${g.more} more context file${g.more === 1 ? "" : "s"} under ${dir2}/)`;
      ctx.report({ messageId: "skipList", data: { file: g.first.rel, dir: dir2, more }, span: nestedFileSpan(model, g.first.abs) });
    }
    for (const u of unreachable) {
      if (u.reason === "skip-list") continue;
      const dirAbs = join(model.W, u.prunedDir);
      const base2 = { file: u.rel, dir: u.prunedDir };
      if (u.reason === "depth") {
        const span2 = model.config.valueSpans?.maxDepth ?? null ?? nestedFileSpan(model, u.abs);
        ctx.report({ messageId: "depth", data: { ...base2, depth: u.depth, maxDepth: t.caps.maxDepth }, span: span2 });
      } else if (u.reason === "hidden") ctx.report({ messageId: "hidden", data: base2, span: nestedFileSpan(model, u.abs) });
      else ctx.report({ messageId: "skipDir", data: base2, span: skipSpan(dirAbs) ?? nestedFileSpan(model, u.abs) });
    }
  }
});

// rules/nested-file-too-large.ts
var nested_file_too_large_default = defineRule({
  id: "nested-file-too-large",
  meta: {
    kind: "problem",
    description: "A nested context file is larger than contextDiscovery.maxFileBytes, so its body is never injected although the manifest lists it.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.8 step 1",
    runtimes: ["fork"]
  },
  messages: {
    tooLarge: "{{file}} is {{bytes}} bytes, over maxFileBytes ({{max}}): the manifest lists it but the runtime never injects its body; every touch retries and skips it."
  },
  defaultOptions: {},
  check(ctx) {
    const d = ctx.simulation().discovery;
    const max = d.trace?.caps.maxFileBytes;
    if (max === void 0) return;
    for (const f of d.files) {
      if (f.bytes > max) ctx.report({ messageId: "tooLarge", data: { file: f.rel, bytes: f.bytes, max }, span: nestedFileSpan(ctx.model, f.abs) });
    }
  }
});

// rules/nested-session-budget.ts
var nested_session_budget_default = defineRule({
  id: "nested-session-budget",
  meta: {
    kind: "problem",
    description: "The sanitised bodies of the nested context files exceed contextDiscovery.maxSessionBytes, so a session never receives some of them.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.8 step 3",
    runtimes: ["fork"]
  },
  messages: {
    exhausted: "The nested context bodies total {{total}} bytes, over maxSessionBytes ({{max}}): a session touching every file in walk order is exhausted at {{first}} and never receives {{files}}."
  },
  defaultOptions: {},
  check(ctx) {
    const sim = ctx.simulation();
    if (sim.discovery.files.length === 0) return;
    const b = sim.facts.sessionBudget();
    if (b.exhaustedAt < 0) return;
    const never = b.entries.filter((e) => e.overBudget).map((e) => e.file);
    const first = b.entries[b.exhaustedAt].file;
    ctx.report({
      messageId: "exhausted",
      data: { total: b.total, max: b.maxSessionBytes, first: first.rel, files: listSome(never.map((f) => f.rel)) },
      span: ctx.model.config.valueSpans?.maxSessionBytes ?? null ?? nestedFileSpan(ctx.model, first.abs)
    });
  }
});

// src/runtimes/oac/model/types.ts
function oacOf(model) {
  const m2 = model;
  return m2?.oac ?? null;
}

// src/runtimes/oac/model/resolve.ts
var KNOWN_TYPES = ["agent", "subagent", "command", "tool", "plugin", "context", "config", "skill"];
function sectionOf(type) {
  return type === "config" ? "config" : `${type}s`;
}
var CONTEXT_PREFIX = ".opencode/context/";
function parseDependency(dep) {
  if (/\s/.test(dep)) return { ok: false, reason: "whitespace" };
  const i = dep.indexOf(":");
  if (i <= 0 || i === dep.length - 1) return { ok: false, reason: "format" };
  if (dep.indexOf(":", i + 1) >= 0) return { ok: false, reason: "colons" };
  return { ok: true, type: dep.slice(0, i), id: dep.slice(i + 1) };
}
function wildcardPrefix(id) {
  let p = id.slice(0, id.indexOf("*"));
  p = p.replace(/\/$/, "");
  return p === "" ? "" : `${p}/`;
}
function resolveDependency(reg, dep) {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: "format", reason: p.reason };
  const { type, id } = p;
  if (!KNOWN_TYPES.includes(type)) return { kind: "unknownType", type };
  const section = sectionOf(type);
  const inSection = reg.entries.filter((e) => e.section === section);
  if (id.includes("*")) {
    if (type !== "context") return { kind: "wildcardNotContext", type };
    const prefix = wildcardPrefix(id);
    const targets2 = inSection.filter((e) => e.path?.value.startsWith(CONTEXT_PREFIX + prefix));
    return targets2.length > 0 ? { kind: "ok", targets: targets2 } : { kind: "wildcardNoMatch", prefix };
  }
  if (type === "context" && id.includes("/")) {
    const want = `${CONTEXT_PREFIX}${id}.md`;
    const first = inSection.find((e) => e.path?.value === want);
    return first ? { kind: "ok", targets: [first] } : { kind: "notFound", type, id, section, byPath: true };
  }
  const targets = inSection.filter((e) => e.id === id || e.aliases.some((a) => a.value === id));
  return targets.length > 0 ? { kind: "ok", targets } : { kind: "notFound", type, id, section, byPath: false };
}
function entryKey(e) {
  return `${e.section}:${e.id ?? `#${e.index}`}`;
}

// src/runtimes/oac/model/agent-deps.ts
function resolveAgentDependency(oac, dep) {
  const p = parseDependency(dep);
  if (!p.ok) return { kind: "format", reason: p.reason };
  if (!KNOWN_TYPES.includes(p.type)) return { kind: "unknownType", type: p.type };
  const viaRegistry = oac.registry && oac.registry.errors.length === 0 ? resolveDependency(oac.registry, dep) : null;
  if (viaRegistry && (viaRegistry.kind === "ok" || viaRegistry.kind === "unknownType" || viaRegistry.kind === "wildcardNotContext")) return viaRegistry;
  if (!viaRegistry && p.id.includes("*") && p.type !== "context") return { kind: "wildcardNotContext", type: p.type };
  const { type, id } = p;
  if (type === "context") {
    const entries = oac.tree?.entries ?? [];
    const lands = (e) => e.kind === "file" || e.kind === "symlink" && !!e.linkResolved;
    if (id.includes("*")) {
      const prefix = wildcardPrefix(id);
      if (entries.some((e) => lands(e) && e.treePath.startsWith(prefix) && e.treePath.endsWith(".md"))) return { kind: "ok", targets: [] };
      return viaRegistry ?? { kind: "wildcardNoMatch", prefix };
    }
    if (entries.some((e) => lands(e) && e.treePath === `${id}.md`)) return { kind: "ok", targets: [] };
    return viaRegistry ?? { kind: "notFound", type, id, section: "contexts", byPath: true };
  }
  if (type === "agent" || type === "subagent") {
    if (oac.agents.some((a) => agentAnswersTo(a, id))) return { kind: "ok", targets: [] };
    return viaRegistry ?? { kind: "notFound", type, id, section: `${type}s`, byPath: false };
  }
  return viaRegistry ?? { kind: "ok", targets: [] };
}
function agentAnswersTo(a, id) {
  return a.fmId === id || a.baseName === id || a.pathId === id || a.v1Id === id;
}

// src/runtimes/oac/model/resolution-message.ts
function resolutionMessage(r, dep) {
  switch (r.kind) {
    case "format":
      return {
        messageId: "format",
        data: { dep, why: r.reason === "whitespace" ? "it contains white space, which the installer splits into several words" : r.reason === "colons" ? 'more than one ":"' : 'no "type:" prefix, or an empty side' }
      };
    case "unknownType":
      return { messageId: "unknownType", data: { dep, type: r.type } };
    case "wildcardNotContext":
      return { messageId: "wildcardNotContext", data: { dep } };
    case "wildcardNoMatch":
      return { messageId: "wildcardNoMatch", data: { dep, prefix: r.prefix } };
    case "notFound":
      return {
        messageId: "notFound",
        data: {
          dep,
          why: r.byPath ? `no context has path ".opencode/context/${r.id}.md"` : `no entry of components.${r.section} has id or alias "${r.id}"`
        }
      };
  }
}

// rules/opencode/oac-agent-dependency.ts
var oac_agent_dependency_default = defineRule({
  id: "oac-agent-dependency",
  meta: {
    kind: "problem",
    description: "An agent frontmatter dependency (context, subagent, tool, \u2026) that resolves to nothing.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.1",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": "*" expands for contexts only.',
    wildcardNoMatch: 'Dependency "{{dep}}": nothing under .opencode/context/{{prefix}} matches.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const a of oac.agents) {
      for (const d of [...a.dependencies, ...a.context.map((c) => ({ ...c, value: c.value.includes(":") ? c.value : `context:${c.value}` }))]) {
        const r = resolveAgentDependency(oac, d.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, d.value), span: d.span });
      }
    }
  }
});

// rules/opencode/oac-agent-permissions.ts
var oac_agent_permissions_default = defineRule({
  id: "oac-agent-permissions",
  meta: {
    kind: "problem",
    description: "An agent frontmatter permissions key (plural), which OpenCode does not enforce.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.3",
    runtimes: ["opencode"]
  },
  messages: {
    plural: '"permissions" is not an OpenCode agent key: V1 forwards it to the provider as an option, so none of its allow/ask/deny rules is enforced. Rename it "permission".'
  },
  defaultOptions: {},
  check(ctx) {
    for (const a of oacOf(ctx.model)?.agents ?? []) {
      if (a.permissionsPlural) ctx.report({ messageId: "plural", data: {}, span: a.permissionsPlural });
    }
  }
});

// rules/opencode/oac-agent-task-key.ts
var BUILT_IN = ["build", "plan", "general", "explore", "title", "summary", "compaction"];
var oac_agent_task_key_default = defineRule({
  id: "oac-agent-task-key",
  meta: {
    kind: "problem",
    description: "A task permission key that names an agent by file name or registry id, while the agent\u2019s frontmatter name changed its ID.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA78.2",
    runtimes: ["opencode"]
  },
  messages: {
    nameChanged: 'task rule "{{key}}" matches no agent ID: {{file}} has the ID "{{id}}" (its frontmatter name), so this rule never applies to it.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    const ids = /* @__PURE__ */ new Set([...BUILT_IN, ...oac.agents.map((a) => a.v1Id)]);
    for (const a of oac.agents) {
      for (const k of a.taskKeys) {
        if (/[*?]/.test(k.value) || ids.has(k.value)) continue;
        const target = oac.agents.find((b) => b.v1Id !== k.value && (b.fmId === k.value || b.baseName === k.value || b.pathId === k.value));
        if (target) ctx.report({ messageId: "nameChanged", data: { key: k.value, file: target.path, id: target.v1Id }, span: k.span, hint: `Key the rule "${target.v1Id}".` });
      }
    }
  }
});

// ctxlens:remark
var m = null;
function remark() {
  m ??= __require("./remark.cjs");
  return m.remark();
}

// src/runtimes/oac/load/navigation.ts
function isNavigationName(name) {
  return name === "navigation.md" || name.endsWith("-navigation.md");
}
var REF = /^@?[A-Za-z0-9_.][A-Za-z0-9_.\/-]*(\.md|\/)$/;
var PLANNED_LINE = /[[(]\s*(future|planned|coming soon)\s*[\])]/i;
var PLANNED_HEADING = /\b(future|planned|coming soon|roadmap)\b/i;
function parseNavigation(source, W, root, file, text) {
  const lines = new LineIndex(text);
  const rawLines = text.split(/\r?\n/);
  const tree = remark().parse(text);
  const references = [];
  let plannedDepth = 0;
  const visit2 = (n3) => {
    if (n3.type === "heading") {
      const d = n3.depth ?? 1;
      if (plannedDepth > 0 && d <= plannedDepth) plannedDepth = 0;
      if (plannedDepth === 0 && PLANNED_HEADING.test(textOf(n3))) plannedDepth = d;
    }
    if (n3.type === "code") return;
    const whole = (n3.type === "heading" || n3.type === "strong") && !(n3.children ?? []).some((c) => c.type === "inlineCode" || c.type === "link") ? textOf(n3).trim() : void 0;
    const raw = n3.type === "inlineCode" ? n3.value : n3.type === "link" ? n3.url : whole;
    if (raw !== void 0 && n3.position?.start.offset !== void 0 && n3.position.end.offset !== void 0) {
      const ref = raw.trim().replace(/#.*$/, "");
      if (REF.test(ref) && !ref.includes("..//")) {
        const line = rawLines[n3.position.start.line - 1] ?? "";
        references.push({
          text: ref,
          span: lines.span(file, "", n3.position.start.offset, n3.position.end.offset),
          planned: plannedDepth > 0 || PLANNED_LINE.test(line),
          ...resolveReference(source, W, root, file, ref)
        });
      }
    }
    for (const c of n3.children ?? []) visit2(c);
  };
  visit2(tree);
  return { path: file, references };
}
function textOf(n3) {
  return (n3.value ?? "") + (n3.children ?? []).map(textOf).join("");
}
function resolveReference(source, W, root, file, ref) {
  const r = ref.replace(/^@/, "");
  const candidates = [];
  if (r.startsWith(".opencode/")) candidates.push(clean(r));
  else {
    candidates.push(clean(join(dir(file), r)));
    const fromRoot = clean(join(root, r));
    if (fromRoot.startsWith(`${root}/`)) candidates.push(fromRoot);
  }
  const uniq = [...new Set(candidates)];
  for (const c of uniq) {
    if (c.startsWith("../") || c === "..") continue;
    const st = source.stat(join(W, c));
    if (st && (st.kind === "file" || st.kind === "dir")) {
      const real = realRel(source, W, c) ?? c;
      return { resolved: c, resolvedKind: st.kind, real, candidates: uniq };
    }
  }
  return { resolved: null, resolvedKind: null, real: null, candidates: uniq };
}
function realRel(source, W, rel2) {
  const realW = source.realpath(W) ?? W;
  const abs = source.realpath(join(W, rel2));
  if (abs === null) return null;
  if (abs === realW) return ".";
  return abs.startsWith(realW + "/") ? abs.slice(realW.length + 1) : null;
}

// src/runtimes/oac/model/header.ts
var PRIORITIES = ["critical", "high", "medium", "low"];
function headerProblems(fields) {
  const out = [];
  const missing = ["Context", "Priority", "Version", "Updated"].filter((k) => !fields[k]);
  if (missing.length > 0) out.push(`missing ${missing.join(", ")}`);
  const c = fields["Context"];
  if (c && !/^[^\s/]+(\/[^\s/]+)+$/.test(c)) out.push(`Context "${c}" is not {category}/{function}`);
  const p = fields["Priority"];
  if (p && !PRIORITIES.includes(p)) out.push(`Priority "${p}" is not one of ${PRIORITIES.join(", ")}`);
  const v = fields["Version"];
  if (v && !/^\d+\.\d+$/.test(v)) out.push(`Version "${v}" is not X.Y`);
  const u = fields["Updated"];
  if (u && !isDate(u)) out.push(`Updated "${u}" is not a YYYY-MM-DD date`);
  return out;
}
function isDate(s) {
  const m2 = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m2) return false;
  const d = new Date(Date.UTC(+m2[1], +m2[2] - 1, +m2[3]));
  return d.getUTCFullYear() === +m2[1] && d.getUTCMonth() === +m2[2] - 1 && d.getUTCDate() === +m2[3];
}

// rules/opencode/oac-context-header.ts
var oac_context_header_default = defineRule({
  id: "oac-context-header",
  meta: {
    kind: "suggestion",
    description: "A context file header comment that breaks the OAC header standard, or frontmatter that does not parse.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: { type: "object", properties: { requireHeader: { type: "boolean" } }, additionalProperties: false },
    spec: "docs/runtimes/oac.md \xA76",
    runtimes: ["opencode"]
  },
  messages: {
    malformed: 'Header comment does not follow "<!-- Context: {category}/{function} | Priority: \u2026 | Version: X.Y | Updated: YYYY-MM-DD -->": {{problems}}.',
    missing: 'No "<!-- Context: \u2026 -->" header comment in header position (line 1, or the first line after the frontmatter).',
    frontmatter: "Frontmatter does not parse: {{error}}."
  },
  defaultOptions: { requireHeader: false },
  check(ctx, options2) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== "file" || e.text === void 0) continue;
      if (e.frontmatter && !e.frontmatter.ok) ctx.report({ messageId: "frontmatter", data: { error: e.frontmatter.message }, span: e.frontmatter.span });
      if (e.header) {
        const problems = headerProblems(e.header.fields);
        if (problems.length > 0) ctx.report({ messageId: "malformed", data: { problems: problems.join("; ") }, span: e.header.span });
      } else if (options2.requireHeader && e.headerLine) {
        const name = e.treePath.split("/").pop();
        if (!isNavigationName(name) && name !== "README.md") ctx.report({ messageId: "missing", data: {}, span: e.headerLine });
      }
    }
  }
});

// rules/opencode/oac-context-symlink.ts
var oac_context_symlink_default = defineRule({
  id: "oac-context-symlink",
  meta: {
    kind: "problem",
    description: "A symlink in the context tree that is dangling or lands outside the tree.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA77",
    runtimes: ["opencode"]
  },
  messages: {
    dangling: '{{path}} \u2192 "{{target}}" resolves to nothing; "context:{{short}}" and reads of this name fail.',
    escapes: '{{path}} \u2192 "{{target}}" lands outside .opencode/context/ ({{resolved}}); the installer copies the tree, not the target.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const e of oacOf(ctx.model)?.tree?.entries ?? []) {
      if (e.kind !== "symlink") continue;
      const data = { path: e.path, target: e.linkTarget ?? "", short: e.treePath.replace(/\.md$/, "") };
      if (e.linkResolved === null || e.linkResolved === void 0) ctx.report({ messageId: "dangling", data, span: fileSpan(e.path) });
      else if (!e.linkInside) ctx.report({ messageId: "escapes", data: { ...data, resolved: e.linkResolved }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-context-unlisted.ts
var oac_context_unlisted_default = defineRule({
  id: "oac-context-unlisted",
  meta: {
    kind: "problem",
    description: "A context file that no navigation file lists, neither by name nor by its folder.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.3",
    runtimes: ["opencode"]
  },
  messages: {
    unlisted: "{{path}} is listed by no navigation file (neither the file nor its folder {{folder}}/), so navigation-driven discovery never reaches it."
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const listed = /* @__PURE__ */ new Set();
    for (const nav of tree.navigation) for (const r of nav.references) if (r.real !== null) listed.add(r.real);
    const present = new Set(tree.entries.map((e) => e.treePath));
    for (const e of tree.entries) {
      if (e.kind !== "file" || !e.path.endsWith(".md")) continue;
      const name = e.treePath.split("/").pop();
      if (isNavigationName(name) || name === "README.md") continue;
      const category = e.treePath.split("/")[0];
      if (e.treePath.includes("/") && !present.has(`${category}/navigation.md`)) continue;
      const folder = dir(e.path);
      if (listed.has(e.path) || listed.has(folder)) continue;
      ctx.report({ messageId: "unlisted", data: { path: e.path, folder }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-navigation-link.ts
var oac_navigation_link_default = defineRule({
  id: "oac-navigation-link",
  meta: {
    kind: "problem",
    description: "A path listed in a navigation file that does not exist.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.2",
    runtimes: ["opencode"]
  },
  messages: {
    missing: '"{{ref}}" does not exist (tried {{candidates}}); an agent that follows this navigation reads nothing.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const nav of oacOf(ctx.model)?.tree?.navigation ?? []) {
      for (const r of nav.references) {
        if (r.resolved !== null || r.planned) continue;
        ctx.report({ messageId: "missing", data: { ref: r.text, candidates: r.candidates.join(", ") }, span: r.span, hint: 'Mark planned content with "[future]" on its line, or fix the path.' });
      }
    }
  }
});

// rules/opencode/oac-navigation-missing.ts
var oac_navigation_missing_default = defineRule({
  id: "oac-navigation-missing",
  meta: {
    kind: "problem",
    description: "A context category folder (or the context root) without a navigation.md.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA75.1",
    runtimes: ["opencode"]
  },
  messages: {
    missing: 'Category "{{category}}" has no navigation.md; ContextScout and agents that start from the navigation files do not find its {{files}} file(s).',
    rootMissing: "The context root {{root}} has no navigation.md."
  },
  defaultOptions: {},
  check(ctx) {
    const tree = oacOf(ctx.model)?.tree;
    if (!tree) return;
    const has = new Set(tree.entries.filter((e) => e.kind !== "dir").map((e) => e.treePath));
    if (!has.has("navigation.md")) ctx.report({ messageId: "rootMissing", data: { root: tree.root }, span: fileSpan(tree.root) });
    for (const e of tree.entries) {
      if (e.kind !== "dir" || e.treePath.includes("/") || has.has(`${e.treePath}/navigation.md`)) continue;
      const files = tree.entries.filter((f) => f.kind === "file" && f.treePath.startsWith(`${e.treePath}/`)).length;
      if (files === 0) continue;
      ctx.report({ messageId: "missing", data: { category: e.treePath, files }, span: fileSpan(e.path) });
    }
  }
});

// rules/opencode/oac-registry-cycle.ts
var oac_registry_cycle_default = defineRule({
  id: "oac-registry-cycle",
  meta: {
    kind: "problem",
    description: "A cycle among registry dependencies, as the installer resolves them.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.1",
    runtimes: ["opencode"]
  },
  messages: {
    cycle: "Dependency cycle: {{cycle}}."
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    const edges = /* @__PURE__ */ new Map();
    for (const e of reg.entries) {
      const out = [];
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind === "ok") for (const to of r.targets) out.push({ to, dep });
      }
      edges.set(e, out);
    }
    let counter = 0;
    const index = /* @__PURE__ */ new Map();
    const low = /* @__PURE__ */ new Map();
    const stack = [];
    const onStack = /* @__PURE__ */ new Set();
    const sccs = [];
    const strong = (v) => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const { to } of edges.get(v) ?? []) {
        if (!index.has(to)) {
          strong(to);
          low.set(v, Math.min(low.get(v), low.get(to)));
        } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
      }
      if (low.get(v) === index.get(v)) {
        const scc = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        sccs.push(scc);
      }
    };
    for (const e of reg.entries) if (!index.has(e)) strong(e);
    const order = new Map(reg.entries.map((e, i) => [e, i]));
    for (const scc of sccs) {
      const members = new Set(scc);
      const selfLoop = scc.length === 1 && (edges.get(scc[0]) ?? []).some((x) => x.to === scc[0]);
      if (scc.length < 2 && !selfLoop) continue;
      const start = [...scc].sort((a, b) => order.get(a) - order.get(b))[0];
      const path12 = [start];
      let cur = start;
      let first = null;
      for (let guard = 0; guard <= scc.length; guard++) {
        const next = (edges.get(cur) ?? []).find((x) => members.has(x.to) && (x.to === start || !path12.includes(x.to)));
        if (!next) break;
        first ??= next.dep;
        path12.push(next.to);
        if (next.to === start) break;
        cur = next.to;
      }
      ctx.report({ messageId: "cycle", data: { cycle: path12.map(entryKey).join(" \u2192 ") }, span: first?.span ?? start.idSpan });
    }
  }
});

// rules/opencode/oac-registry-dependency.ts
var oac_registry_dependency_default = defineRule({
  id: "oac-registry-dependency",
  meta: {
    kind: "problem",
    description: "A registry dependency that is not type:id, has an unknown type, or that the installer cannot resolve.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA73",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Dependency "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Dependency "{{dep}}" has the unknown type "{{type}}" (known: agent, subagent, command, tool, plugin, context, config, skill).',
    notFound: 'Dependency "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Dependency "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Dependency "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.entries) {
      for (const dep of e.dependencies) {
        const r = resolveDependency(reg, dep.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, dep.value), span: dep.span });
      }
    }
  }
});

// src/runtimes/oac/load/orphans.ts
var COMPONENT_DIRS = ["agent", "command", "tool", "plugin", "context"];
var MAX_DEPTH = 32;
function listComponentFiles(source, W) {
  const out = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, rel2));
    if (!list || depth > MAX_DEPTH) return;
    for (const d of list) {
      const p = `${rel2}/${d.name}`;
      if (d.kind === "dir") {
        if (d.name !== "node_modules") walk(p, depth + 1);
      } else if (d.kind === "file" && (d.name.endsWith(".md") || d.name.endsWith(".ts"))) out.push(p);
    }
  };
  for (const c of COMPONENT_DIRS) walk(`.opencode/${c}`, 0);
  return out;
}
function isOrphanCandidate(path12) {
  const p = `/${path12}`;
  if (p.includes("/node_modules/") || p.endsWith("README.md") || p.endsWith("-template.md")) return false;
  if (p.endsWith("/tool/index.ts") || p.endsWith("/tool/template/index.ts") || p.endsWith("/plugin/agent-validator.ts")) return false;
  if (p.includes("/plugin/docs/") || p.includes("/plugin/tests/") || p.includes("/scripts/")) return false;
  return true;
}

// rules/opencode/oac-registry-orphan.ts
var oac_registry_orphan_default = defineRule({
  id: "oac-registry-orphan",
  meta: {
    kind: "problem",
    description: "A component file under .opencode/ that no registry.json entry lists, so the installer never ships it.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.2",
    runtimes: ["opencode"]
  },
  messages: {
    orphan: "{{path}} is not listed in registry.json; the installer never installs it."
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac?.registry || oac.registry.errors.length > 0) return;
    const listed = new Set(oac.registry.entries.map((e) => e.path?.value.replace(/^\.\//, "")));
    for (const path12 of oac.componentFiles) {
      if (isOrphanCandidate(path12) && !listed.has(path12)) ctx.report({ messageId: "orphan", data: { path: path12 }, span: fileSpan(path12) });
    }
  }
});

// rules/opencode/oac-registry-path.ts
var oac_registry_path_default = defineRule({
  id: "oac-registry-path",
  meta: {
    kind: "problem",
    description: "A registry.json that is not valid JSON, or a component whose path is missing, not a file, or absent.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA72",
    runtimes: ["opencode"]
  },
  messages: {
    invalidJson: "registry.json is not valid JSON ({{error}}); the installer and the validator stop here.",
    missing: '{{section}} entry "{{id}}": path "{{path}}" does not exist; the installer cannot copy it.',
    notFile: '{{section}} entry "{{id}}": path "{{path}}" is a directory, not a file.',
    noPath: '{{section}} entry "{{id}}" has no "path" string.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const e of reg.errors.slice(0, 1)) ctx.report({ messageId: "invalidJson", data: { error: e.message }, span: e.span });
    for (const e of reg.entries) {
      const id = e.id ?? `#${e.index}`;
      if (e.path === null) ctx.report({ messageId: "noPath", data: { section: e.section, id }, span: e.idSpan });
      else if (e.pathKind === "missing") ctx.report({ messageId: "missing", data: { section: e.section, id, path: e.path.value }, span: e.path.span });
      else if (e.pathKind === "dir") ctx.report({ messageId: "notFile", data: { section: e.section, id, path: e.path.value }, span: e.path.span });
    }
  }
});

// rules/opencode/oac-registry-profile.ts
var oac_registry_profile_default = defineRule({
  id: "oac-registry-profile",
  meta: {
    kind: "problem",
    description: "A registry profile that names a component the installer cannot find.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA74.3",
    runtimes: ["opencode"]
  },
  messages: {
    format: 'Profile component "{{dep}}" is not "type:id" ({{why}}).',
    unknownType: 'Profile component "{{dep}}" has the unknown type "{{type}}".',
    notFound: 'Profile component "{{dep}}" resolves to nothing: {{why}}.',
    wildcardNotContext: 'Profile component "{{dep}}": the installer expands "*" for contexts only and skips this one.',
    wildcardNoMatch: 'Profile component "{{dep}}": no context path starts with ".opencode/context/{{prefix}}"; the installer skips it.'
  },
  defaultOptions: {},
  check(ctx) {
    const reg = oacOf(ctx.model)?.registry;
    if (!reg) return;
    for (const p of reg.profiles) {
      for (const c of p.components) {
        const r = resolveDependency(reg, c.value);
        if (r.kind !== "ok") ctx.report({ ...resolutionMessage(r, c.value), span: c.span });
      }
    }
  }
});

// src/load/json-doc.ts
init_main();

// src/load/yaml-doc.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYaml(text, file, opts = {}) {
  const offset2 = opts.offset ?? 0;
  const lines = opts.lines ?? new LineIndex(text);
  const deep = yamlNesting(text);
  if (deep.maxDepth > MAX_CHECKED_YAML_DEPTH) {
    const over = deep.maxDepth > GO_YAML_MAX_DEPTH;
    const at3 = over ? deep.offsetOver[1] : deep.offsetOver[0];
    const span2 = { file, pointer: "", start: lines.pos(offset2 + at3), end: lines.pos(offset2 + at3 + 1) };
    const message = over ? `exceeded max depth of ${GO_YAML_MAX_DEPTH}` : `nested more than ${MAX_CHECKED_YAML_DEPTH} levels deep`;
    return { file, text, lines, doc: import_yaml.default.parseDocument("", { version: "1.1" }), errors: [{ code: over ? "EXCEEDED_MAX_DEPTH" : "TOO_DEEP_TO_CHECK", message, span: span2 }], offset: offset2 };
  }
  const doc = import_yaml.default.parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: false, version: "1.1" });
  const errors = doc.errors.map((e) => ({
    code: e.code,
    message: e.message.split("\n")[0] ?? e.message,
    span: { file, pointer: "", start: lines.pos(offset2 + e.pos[0]), end: lines.pos(offset2 + Math.max(e.pos[1], e.pos[0] + 1)) }
  }));
  return { file, text, lines, doc, errors, offset: offset2 };
}
var GO_YAML_MAX_DEPTH = 1e4;
var MAX_CHECKED_YAML_DEPTH = 512;
function yamlNesting(text) {
  let maxDepth = 0;
  const offsetOver = [-1, -1];
  const note = (depth, at3) => {
    if (depth > maxDepth) maxDepth = depth;
    if (depth > MAX_CHECKED_YAML_DEPTH && offsetOver[0] < 0) offsetOver[0] = at3;
    if (depth > GO_YAML_MAX_DEPTH && offsetOver[1] < 0) offsetOver[1] = at3;
  };
  const indents = [];
  let flow = 0;
  let i = 0;
  const n3 = text.length;
  while (i < n3) {
    let col = 0;
    while (i < n3 && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    let block = 0;
    if (flow === 0 && i < n3 && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) {
      while (indents.length > 0 && indents[indents.length - 1] >= col) indents.pop();
      indents.push(col);
      for (; ; ) {
        const c = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        if ((c === 45 || c === 63) && (next === 32 || next === 9)) {
          block++;
          i += 2;
          while (i < n3 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
          note(indents.length + block, i);
        } else break;
      }
      note(indents.length + block, i);
    }
    while (i < n3) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        i++;
        break;
      }
      if (c === 35 && (i === 0 || /\s/.test(text.charAt(i - 1)))) {
        while (i < n3 && text.charCodeAt(i) !== 10) i++;
        continue;
      }
      const prev = i === 0 ? 32 : text.charCodeAt(i - 1);
      if ((c === 34 || c === 39) && (prev === 32 || prev === 9 || prev === 10 || prev === 91 || prev === 123 || prev === 44 || prev === 58)) {
        const q2 = c;
        i++;
        while (i < n3) {
          const d = text.charCodeAt(i);
          if (q2 === 34 && d === 92) i += 2;
          else if (d === q2) {
            if (q2 === 39 && text.charCodeAt(i + 1) === 39) i += 2;
            else break;
          } else i++;
        }
        i++;
        continue;
      }
      if (c === 91 || c === 123) note(indents.length + block + ++flow, i);
      else if ((c === 93 || c === 125) && flow > 0) flow--;
      i++;
    }
  }
  return { maxDepth, offsetOver };
}
function yamlSpan(y, node, pointer2) {
  const r = node?.range;
  if (!r) return { file: y.file, pointer: pointer2, start: y.lines.pos(y.offset), end: y.lines.pos(y.offset) };
  return { file: y.file, pointer: pointer2, start: y.lines.pos(y.offset + r[0]), end: y.lines.pos(y.offset + r[1]) };
}
function pointerSegments(pointer2) {
  if (pointer2 === "") return [];
  return pointer2.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function yamlAt(y, pointer2) {
  let cur = y.doc.contents;
  let key;
  for (const seg of pointerSegments(pointer2)) {
    if ((0, import_yaml.isMap)(cur)) {
      const pair = cur.items.find((p) => (0, import_yaml.isPair)(p) && (0, import_yaml.isScalar)(p.key) && String(p.key.value) === seg);
      if (!pair) return {};
      key = pair.key;
      cur = pair.value;
    } else if ((0, import_yaml.isSeq)(cur)) {
      cur = cur.items[Number(seg)];
      key = void 0;
    } else return {};
  }
  return { node: cur ?? void 0, key };
}
function yamlPointerSpan(y, pointer2, which = "value") {
  let p = pointer2;
  for (; ; ) {
    const at3 = yamlAt(y, p);
    const n3 = which === "key" && at3.key ? at3.key : at3.node ?? at3.key;
    if (n3 && n3.range) return yamlSpan(y, n3, pointer2);
    if (p === "") return yamlSpan(y, null, pointer2);
    p = p.slice(0, p.lastIndexOf("/"));
    which = "value";
  }
}

// src/load/json-doc.ts
function parseJson(text, file) {
  const lines = new LineIndex(text);
  const errs = [];
  const root = parseTree(text, errs, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const errors = errs.map((e) => ({
    code: printParseErrorCode(e.error),
    message: printParseErrorCode(e.error),
    span: { file, pointer: "", start: lines.pos(e.offset), end: lines.pos(e.offset + Math.max(1, e.length)) }
  }));
  return { file, text, lines, root, errors };
}
function jsonSpan(d, node, pointer2) {
  if (!node) return { file: d.file, pointer: pointer2, start: d.lines.pos(0), end: d.lines.pos(0) };
  return { file: d.file, pointer: pointer2, start: d.lines.pos(node.offset), end: d.lines.pos(node.offset + node.length) };
}
function jsonPointerSpan(d, pointer2, which = "value") {
  if (!d.root) return jsonSpan(d, void 0, pointer2);
  let segs = pointerSegments(pointer2);
  for (; ; ) {
    const node = findNodeAtLocation(d.root, toPath(d.root, segs));
    if (node) {
      if (which === "key" && node.parent?.type === "property" && node.parent.children?.[0]) {
        return jsonSpan(d, node.parent.children[0], pointer2);
      }
      return jsonSpan(d, node, pointer2);
    }
    if (segs.length === 0) return jsonSpan(d, d.root, pointer2);
    segs = segs.slice(0, -1);
    which = "value";
  }
}
function toPath(root, segs) {
  const out = [];
  let node = root;
  for (const s of segs) {
    if (node?.type === "array") {
      out.push(Number(s));
      node = node.children?.[Number(s)];
    } else {
      out.push(s);
      node = node ? findNodeAtLocation(node, [s]) : void 0;
    }
  }
  return out;
}

// src/runtimes/oac/load/json-nodes.ts
function prop(node, key) {
  if (node?.type !== "object") return void 0;
  for (const p of node.children ?? []) if (p.children?.[0]?.value === key) return p.children[1];
  return void 0;
}
function props(node) {
  if (node?.type !== "object") return [];
  return (node.children ?? []).map((p) => [String(p.children?.[0]?.value), p.children[0], p.children?.[1]]);
}
function stringItems(d, node, at3) {
  if (node?.type !== "array") return [];
  const out = [];
  (node.children ?? []).forEach((c, i) => {
    if (c.type === "string") out.push({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) });
  });
  return out;
}
function stringProp(d, node, key, at3) {
  const v = prop(node, key);
  return v?.type === "string" ? { value: String(v.value), span: jsonSpan(d, v, pointer(at3, key)) } : null;
}
var MAX_JSON_DEPTH = 512;
function jsonTooDeep(text, limit = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

// src/runtimes/oac/load/sessions.ts
var SESSIONS_DIR = ".tmp/sessions";
var MANIFEST_NAME = ".manifest.json";
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
var MAX_DEPTH2 = 16;
var ISO = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
function isoTime(s) {
  if (!ISO.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}
function loadSessions(source, W, extra = []) {
  const out = [];
  const dirs = source.readdir(join(W, SESSIONS_DIR)) ?? [];
  for (const d of dirs) {
    if (d.kind !== "dir") continue;
    const dir2 = `${SESSIONS_DIR}/${d.name}`;
    const hasManifest = source.stat(join(W, dir2, MANIFEST_NAME))?.kind === "file";
    out.push(loadSession(source, W, dir2, hasManifest ? `${dir2}/${MANIFEST_NAME}` : null));
  }
  for (const file of extra) {
    const rel2 = clean(file);
    if (out.some((s) => s.file === rel2)) continue;
    if (source.stat(join(W, rel2))?.kind !== "file") continue;
    out.push(loadSession(source, W, rel2.includes("/") ? rel2.slice(0, rel2.lastIndexOf("/")) : ".", rel2));
  }
  return out;
}
function loadSession(source, W, dir2, file) {
  const s = { dir: dir2, id: dir2.split("/").pop(), file, shapeIssues: [], parsed: false, createdAt: null, lastActivity: null, files: [], index: null, onDisk: listFiles(source, W, dir2) };
  if (file === null) return s;
  const r = source.readFile(join(W, file), MAX_MANIFEST_BYTES);
  if (!r.ok) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: r.code }, span: fileSpan(file) });
    return s;
  }
  const text = r.data.toString("utf8");
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: `nested more than ${MAX_JSON_DEPTH} levels deep` }, span: new LineIndex(text).span(file, "", deep, deep + 1) });
    return s;
  }
  const d = parseJson(text, file);
  if (d.errors.length > 0) {
    s.shapeIssues.push({ messageId: "invalidJson", data: { error: d.errors[0].message }, span: d.errors[0].span });
    return s;
  }
  if (d.root?.type !== "object") {
    s.shapeIssues.push({ messageId: "notObject", data: {}, span: jsonSpan(d, d.root, "") });
    return s;
  }
  s.parsed = true;
  const issue2 = (i) => s.shapeIssues.push(i);
  const str2 = (node, at3, key, required, date) => {
    if (node === void 0) {
      if (required) issue2({ messageId: "missingKey", data: { key: keyLabel(pointer(at3, key)) }, span: jsonSpan(d, void 0 === node ? parentNode(d, at3) : node, at3) });
      return null;
    }
    const p = pointer(at3, key);
    if (node.type !== "string") {
      issue2({ messageId: "wrongType", data: { key: keyLabel(p), expected: "a string" }, span: jsonSpan(d, node, p) });
      return null;
    }
    const v = { value: String(node.value), span: jsonSpan(d, node, p) };
    if (date && isoTime(v.value) === null) {
      issue2({ messageId: "badDate", data: { key: keyLabel(p), value: v.value }, span: v.span });
      return null;
    }
    return v;
  };
  const sid = str2(prop(d.root, "session_id"), "", "session_id", true, false);
  if (sid && sid.value !== s.id && dir2.startsWith(`${SESSIONS_DIR}/`)) issue2({ messageId: "idMismatch", data: { id: sid.value, folder: s.id }, span: sid.span });
  s.createdAt = str2(prop(d.root, "created_at"), "", "created_at", true, true);
  s.lastActivity = str2(prop(d.root, "last_activity"), "", "last_activity", true, true);
  for (const k of ["task_type", "complexity"]) str2(prop(d.root, k), "", k, false, false);
  const files = prop(d.root, "context_files");
  if (files === void 0) issue2({ messageId: "missingKey", data: { key: "context_files" }, span: jsonSpan(d, d.root, "") });
  else if (files.type !== "object") issue2({ messageId: "wrongType", data: { key: "context_files", expected: "an object" }, span: jsonSpan(d, files, "/context_files") });
  else {
    for (const [path12, keyNode, v] of props(files)) {
      const at3 = pointer("/context_files", path12);
      const entry2 = { path: { value: path12, span: jsonSpan(d, keyNode, at3) }, span: jsonSpan(d, v, at3), for: null, keywords: null, exists: existsIn(source, W, dir2, path12) };
      s.files.push(entry2);
      if (v?.type !== "object") {
        issue2({ messageId: "wrongType", data: { key: keyLabel(at3), expected: "an object" }, span: jsonSpan(d, v, at3) });
        continue;
      }
      str2(prop(v, "created"), at3, "created", true, true);
      entry2.for = str2(prop(v, "for"), at3, "for", true, false);
      str2(prop(v, "status"), at3, "status", false, false);
      const kw = prop(v, "keywords");
      if (kw !== void 0) entry2.keywords = stringList(d, kw, pointer(at3, "keywords"), issue2);
    }
  }
  const index = prop(d.root, "context_index");
  if (index !== void 0) {
    if (index.type !== "object") issue2({ messageId: "wrongType", data: { key: "context_index", expected: "an object" }, span: jsonSpan(d, index, "/context_index") });
    else {
      s.index = props(index).map(([k, keyNode, v]) => {
        const at3 = pointer("/context_index", k);
        return { keyword: { value: k, span: jsonSpan(d, keyNode, at3) }, paths: stringList(d, v, at3, issue2) ?? [] };
      });
    }
  }
  return s;
}
function parentNode(d, at3) {
  let n3 = d.root;
  for (const seg of at3.split("/").slice(1)) n3 = prop(n3, seg.replace(/~1/g, "/").replace(/~0/g, "~"));
  return n3;
}
function stringList(d, node, at3, issue2) {
  if (node?.type !== "array" || (node.children ?? []).some((c) => c.type !== "string")) {
    issue2({ messageId: "wrongType", data: { key: keyLabel(at3), expected: "a list of strings" }, span: jsonSpan(d, node, at3) });
    return null;
  }
  return (node.children ?? []).map((c, i) => ({ value: String(c.value), span: jsonSpan(d, c, pointer(at3, i)) }));
}
function existsIn(source, W, dir2, path12) {
  const rel2 = clean(path12);
  if (path12.startsWith("/") || rel2 === ".." || rel2.startsWith("../") || rel2 === ".") return "outside";
  const st = source.stat(join(W, dir2, rel2));
  return st?.kind === "file" ? "file" : st?.kind === "dir" ? "dir" : "missing";
}
function listFiles(source, W, dir2) {
  const out = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, dir2, rel2));
    if (!list || depth > MAX_DEPTH2) return;
    for (const e of list) {
      const p = rel2 === "" ? e.name : `${rel2}/${e.name}`;
      if (e.kind === "dir") walk(p, depth + 1);
      else if ((e.kind === "file" || e.kind === "symlink") && p !== MANIFEST_NAME) out.push(p);
    }
  };
  walk("", 0);
  return out;
}
function keyLabel(p) {
  return pointerSegments(p).map((s, i) => i === 0 ? s : /^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_]\w*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`).join("");
}

// rules/opencode/oac-session-activity.ts
var oac_session_activity_default = defineRule({
  id: "oac-session-activity",
  meta: {
    kind: "problem",
    description: "A manifest whose last_activity is earlier than its created_at.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.6",
    runtimes: ["opencode"]
  },
  messages: {
    before: "last_activity {{last}} is earlier than created_at {{created}}; stale-session cleanup judges the session by last_activity."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (!s.createdAt || !s.lastActivity) continue;
      const c = isoTime(s.createdAt.value);
      const l = isoTime(s.lastActivity.value);
      if (c !== null && l !== null && l < c) ctx.report({ messageId: "before", data: { last: s.lastActivity.value, created: s.createdAt.value }, span: s.lastActivity.span });
    }
  }
});

// rules/opencode/oac-session-agent.ts
var BUILT_IN2 = ["build", "plan", "general", "explore"];
var oac_session_agent_default = defineRule({
  id: "oac-session-agent",
  meta: {
    kind: "problem",
    description: "A manifest context file whose for names no agent of the project.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.5",
    runtimes: ["opencode"]
  },
  messages: {
    unknown: '"for": "{{value}}" names no agent: no agent has the ID "{{id}}".',
    notId: '"for": "{{value}}" names {{file}} by {{how}}, but its agent ID is "{{agentId}}"; subagent_type "{{id}}" does not resolve.'
  },
  defaultOptions: {},
  check(ctx) {
    const oac = oacOf(ctx.model);
    if (!oac) return;
    for (const s of oac.sessions) {
      for (const f of s.files) {
        if (!f.for) continue;
        const id = f.for.value.trim().replace(/^@/, "");
        if (id === "" || /[{}]/.test(id)) continue;
        if (BUILT_IN2.includes(id) || oac.agents.some((a) => a.v1Id === id)) continue;
        const other = oac.agents.find((a) => agentAnswersTo(a, id));
        if (other) {
          const how = other.fmId === id ? "its frontmatter id" : other.baseName === id ? "its file name" : "its path";
          ctx.report({ messageId: "notId", data: { value: f.for.value, id, file: other.path, how, agentId: other.v1Id }, span: f.for.span, hint: `Write "@${other.v1Id}".` });
        } else ctx.report({ messageId: "unknown", data: { value: f.for.value, id }, span: f.for.span });
      }
    }
  }
});

// rules/opencode/oac-session-file.ts
var oac_session_file_default = defineRule({
  id: "oac-session-file",
  meta: {
    kind: "problem",
    description: "A manifest context_files path that does not exist in the session folder, or leaves it.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.3",
    runtimes: ["opencode"]
  },
  messages: {
    missing: '"{{path}}" is not in {{dir}}/; a subagent sent to it reads nothing.',
    notFile: '"{{path}}" is a directory in {{dir}}/, not a context file.',
    outside: '"{{path}}" is not a path inside the session folder {{dir}}/.'
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      for (const f of s.files) {
        const data = { path: f.path.value, dir: s.dir };
        if (f.exists === "missing") ctx.report({ messageId: "missing", data, span: f.path.span });
        else if (f.exists === "dir") ctx.report({ messageId: "notFile", data, span: f.path.span });
        else if (f.exists === "outside") ctx.report({ messageId: "outside", data, span: f.path.span });
      }
    }
  }
});

// rules/opencode/oac-session-index.ts
var oac_session_index_default = defineRule({
  id: "oac-session-index",
  meta: {
    kind: "problem",
    description: "A manifest keyword index that names unknown files, or misses a file under one of its keywords.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.4",
    runtimes: ["opencode"]
  },
  messages: {
    unknownPath: 'context_index["{{keyword}}"] lists "{{path}}", which is not a key of context_files.',
    keywordMissing: 'Keyword "{{keyword}}" of "{{path}}" is not in context_index; discovery by that keyword misses the file.',
    notBack: 'context_index["{{keyword}}"] does not list "{{path}}", although the file has that keyword.',
    noIndex: "Files carry keywords but the manifest has no context_index; discovery by keyword finds nothing."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (!s.parsed) continue;
      const keys = new Set(s.files.map((f) => f.path.value));
      if (s.index === null) {
        const first = s.files.find((f) => (f.keywords ?? []).length > 0);
        if (first) ctx.report({ messageId: "noIndex", data: {}, span: first.keywords[0].span });
        continue;
      }
      const index = new Map(s.index.map((e) => [e.keyword.value, e]));
      for (const e of s.index) {
        for (const p of e.paths) if (!keys.has(p.value)) ctx.report({ messageId: "unknownPath", data: { keyword: e.keyword.value, path: p.value }, span: p.span });
      }
      for (const f of s.files) {
        for (const k of f.keywords ?? []) {
          const e = index.get(k.value);
          const data = { keyword: k.value, path: f.path.value };
          if (!e) ctx.report({ messageId: "keywordMissing", data, span: k.span });
          else if (!e.paths.some((p) => p.value === f.path.value)) ctx.report({ messageId: "notBack", data, span: e.keyword.span });
        }
      }
    }
  }
});

// rules/opencode/oac-session-manifest.ts
var oac_session_manifest_default = defineRule({
  id: "oac-session-manifest",
  meta: {
    kind: "problem",
    description: "A session .manifest.json that is not valid JSON or not in the documented shape.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.2",
    runtimes: ["opencode"]
  },
  messages: {
    invalidJson: "Manifest is not valid JSON ({{error}}); agents that read it to find context files get nothing.",
    notObject: "Manifest must be a JSON object.",
    missingKey: 'Manifest lacks "{{key}}".',
    wrongType: '"{{key}}" must be {{expected}}.',
    badDate: '"{{key}}" is "{{value}}", not an ISO-8601 date-time.',
    idMismatch: 'session_id "{{id}}" differs from its folder name "{{folder}}".'
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) for (const i of s.shapeIssues) ctx.report({ messageId: i.messageId, data: i.data, span: i.span });
  }
});

// rules/opencode/oac-session-unlisted.ts
var oac_session_unlisted_default = defineRule({
  id: "oac-session-unlisted",
  meta: {
    kind: "problem",
    description: "A file in a session folder that the manifest does not list, or a session folder without a manifest.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/oac.md \xA79.7",
    runtimes: ["opencode"]
  },
  messages: {
    unlisted: "{{path}} is not listed in {{manifest}}: agents discover session context only through the manifest, and cleanup deletes only tracked files.",
    noManifest: "Session folder {{dir}}/ has no .manifest.json; cleanup-stale-sessions.sh deletes such folders."
  },
  defaultOptions: {},
  check(ctx) {
    for (const s of oacOf(ctx.model)?.sessions ?? []) {
      if (s.file === null) {
        ctx.report({ messageId: "noManifest", data: { dir: s.dir }, span: fileSpan(s.dir) });
        continue;
      }
      if (!s.parsed) continue;
      const listed = new Set(s.files.map((f) => clean(f.path.value)));
      for (const p of s.onDisk) {
        if (!listed.has(p)) ctx.report({ messageId: "unlisted", data: { path: `${s.dir}/${p}`, manifest: s.file }, span: fileSpan(`${s.dir}/${p}`) });
      }
    }
  }
});

// rules/parse-error.ts
var parse_error_default = defineRule({
  id: "parse-error",
  meta: {
    kind: "problem",
    description: "A configuration, agent or flow file cannot be read or parsed, so the runtime ignores or rejects it.",
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.1, \xA73.2, \xA74.2",
    runtimes: ["fork"]
  },
  messages: {
    configIgnored: "The runtime silently ignores the whole project config: {{detail}}.",
    agentRejected: "This agent file will not load: {{detail}}.",
    flowRejected: "this flow will not load: {{detail}}.",
    unreadable: "Cannot read {{what}}: {{detail}}."
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "parse-error");
  }
});

// rules/permission-action-invalid.ts
var permission_action_invalid_default = defineRule({
  id: "permission-action-invalid",
  meta: {
    kind: "problem",
    description: 'A permission is set to a boolean, number or list instead of "allow", "ask" or "deny", so it does not restrict anything.',
    severity: "error",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.3, \xA72.5, \xA73.3",
    runtimes: ["fork"]
  },
  messages: {
    frontmatter: '"{{where}}" is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".',
    config: '"{{where}}" in .opencode.json is {{type}} ({{value}}), not an action: the runtime resolves only the strings "allow", "ask" and "deny", so this permission has no effect and the default ("ask") applies. Write "{{fix}}".'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "permission-action-invalid");
  }
});

// rules/permission-keys-ignored.ts
var permission_keys_ignored_default = defineRule({
  id: "permission-keys-ignored",
  meta: {
    kind: "problem",
    description: "A key under the top-level permission object other than skill and rules, which the runtime ignores.",
    severity: "warning",
    fixable: false,
    needs: ["model"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA72.3, \xA78 U11",
    runtimes: ["fork"]
  },
  messages: {
    ignored: 'Key "{{key}}" under top-level "permission" is ignored: the runtime decodes only "skill" and "rules" (tool rules go under "permission.rules").'
  },
  defaultOptions: {},
  check(ctx) {
    reportLoadIssues(ctx, "permission-keys-ignored");
  }
});

// rules/scoped-name-not-discovered.ts
var scoped_name_not_discovered_default = defineRule({
  id: "scoped-name-not-discovered",
  meta: {
    kind: "suggestion",
    description: "Files in subdirectories share the name of a scoped context entry, but discovery only looks for global contextPaths names, so they are never disclosed.",
    severity: "info",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 1, \xA78 U8",
    runtimes: ["fork"]
  },
  messages: {
    notDiscovered: 'The {{owner}} context entry "{{entry}}" names {{name}}, and {{files}} below the working directory share that name, but discovery only looks for the global contextPaths names: those files are never listed or injected.'
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const t = ctx.simulation().discovery.trace;
    if (!t || t.watched.length === 0) return;
    const entries = scopedNameEntries(model, new Set(t.basenames));
    for (const e of entries) {
      const hits = t.watched.filter((w) => w.name === e.name && w.abs !== e.target);
      if (hits.length === 0) continue;
      ctx.report({
        messageId: "notDiscovered",
        data: { owner: e.owner, entry: e.raw, name: e.name, files: listSome(hits.map((h) => h.rel)) },
        span: e.node?.span ?? nestedFileSpan(model, hits[0].abs)
      });
    }
  }
});

// rules/symlinked-working-dir.ts
var symlinked_working_dir_default = defineRule({
  id: "symlinked-working-dir",
  meta: {
    kind: "problem",
    description: "The working directory is a symlink, so the runtime discovers no nested context files although some exist below its target.",
    severity: "warning",
    fixable: false,
    needs: ["discovery"],
    schema: null,
    spec: "docs/runtimes/fork.md \xA76.2 step 2, \xA78 U24",
    runtimes: ["fork"]
  },
  messages: {
    symlinked: "The working directory {{w}} is a symlink to {{target}}: the discovery walk ends at once, so {{count}} nested context files below it ({{files}}) are never listed or injected. Start the runtime in {{target}}."
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const sim = ctx.simulation();
    const target = sim.discovery.trace?.wSymlink?.target ?? null;
    const r = sim.facts.discoveryBelowSymlinkedW();
    if (target === null || r === null || r.files.length === 0) return;
    ctx.report({
      messageId: "symlinked",
      data: { w: model.W, target, count: r.truncated ? `${r.files.length}+` : r.files.length, files: listSome(r.files.map((f) => f.rel)) },
      span: null
    });
  }
});

// rules/index.ts
var rules = [
  agent_compaction_threshold_default,
  agent_default_model_default,
  agent_dir_not_read_default,
  agent_file_not_read_default,
  agent_frontmatter_case_default,
  agent_frontmatter_schema_default,
  agent_id_case_collision_default,
  agent_key_unreachable_default,
  agent_mode_unknown_default,
  agent_model_overridden_default,
  agent_path_not_found_default,
  allow_tools_empty_default,
  builtin_agent_demoted_default,
  config_candidate_file_default,
  config_duplicate_key_default,
  config_env_override_default,
  config_env_override_info_default,
  config_file_not_read_default,
  config_key_spelling_default,
  config_legacy_agent_default,
  config_load_failure_default,
  config_schema_default,
  config_unknown_context_key_default,
  config_weak_typing_default,
  config_working_dir_default,
  context_dedupe_default,
  context_entry_env_default,
  context_entry_escapes_default,
  context_entry_missing_default,
  context_file_too_large_default,
  context_file_trailing_slash_default,
  context_hidden_both_default,
  context_layer_empty_default,
  context_mode_unknown_default,
  context_non_regular_default,
  context_paths_empty_list_default,
  context_token_unknown_default,
  discovery_truncated_default,
  flow_disabled_shadows_default,
  flow_id_shadowed_default,
  flow_invalid_default,
  flow_mixed_revisions_default,
  flow_multiple_rules_target_default,
  flow_schema_default,
  flow_step_agent_template_default,
  flow_step_blocks_inheritance_default,
  flow_step_unknown_agent_default,
  global_context_escapes_default,
  global_context_token_default,
  manifest_degraded_default,
  manifest_label_default,
  manifest_without_trigger_tools_default,
  nested_context_symlink_default,
  nested_context_unreachable_default,
  nested_file_too_large_default,
  nested_session_budget_default,
  oac_agent_dependency_default,
  oac_agent_permissions_default,
  oac_agent_task_key_default,
  oac_context_header_default,
  oac_context_symlink_default,
  oac_context_unlisted_default,
  oac_navigation_link_default,
  oac_navigation_missing_default,
  oac_registry_cycle_default,
  oac_registry_dependency_default,
  oac_registry_orphan_default,
  oac_registry_path_default,
  oac_registry_profile_default,
  oac_session_activity_default,
  oac_session_agent_default,
  oac_session_file_default,
  oac_session_index_default,
  oac_session_manifest_default,
  oac_session_unlisted_default,
  parse_error_default,
  permission_action_invalid_default,
  permission_keys_ignored_default,
  scoped_name_not_discovered_default,
  symlinked_working_dir_default
];

// src/engine/config.ts
import { posix as path } from "node:path";

// src/load/schema.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join3 } from "node:path";

// src/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
var cached = null;
function packageRoot() {
  if (cached) return cached;
  let dir2 = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const pj = join2(dir2, "package.json");
    if (existsSync(pj)) {
      try {
        if (JSON.parse(readFileSync(pj, "utf8")).name === "ctxlens") return cached = dir2;
      } catch {
      }
    }
    const up = dirname(dir2);
    if (up === dir2) throw new Error("ctxlens: cannot find its own package.json");
    dir2 = up;
  }
}

// src/load/schema.ts
var AJV_OPTIONS = { allErrors: true, strict: false, allowUnionTypes: true, verbose: true };
function schemaText(name) {
  const text = readFileSync2(join3(packageRoot(), "schemas", `${name}.schema.json`), "utf8");
  return { text, hash: createHash2("sha256").update(text).digest("hex") };
}
var SchemaValidator = class {
  ajvInstance = null;
  compiled = /* @__PURE__ */ new Map();
  get ajv() {
    if (!this.ajvInstance) {
      const Ajv = loadAjv2020();
      this.ajvInstance = new Ajv(AJV_OPTIONS);
      loadAjvFormats()(this.ajvInstance);
    }
    return this.ajvInstance;
  }
  get(name) {
    let v = this.compiled.get(name);
    if (!v) {
      const { text, hash } = schemaText(name);
      v = loadPrecompiled2(name, hash) ?? this.ajv.compile(JSON.parse(text));
      this.compiled.set(name, v);
    }
    return v;
  }
  /** Validate `data` (plain JSON values) against a schema; returns violations with spans, most specific first. */
  validate(name, data, spanAt) {
    const v = this.get(name);
    if (v(data)) return [];
    return dedupe((v.errors ?? []).filter(keep).map((e) => toViolation(e, data, spanAt)));
  }
};
function loadPrecompiled2(name, hash) {
  try {
    const mod = loadPrecompiled(name);
    return mod !== null && mod.schemaHash === hash ? mod : null;
  } catch {
    return null;
  }
}
function keep(e) {
  return e.keyword !== "anyOf" && e.keyword !== "oneOf" && e.keyword !== "if";
}
function dedupe(vs) {
  const seen = /* @__PURE__ */ new Set();
  return vs.filter((v) => {
    const k = v.pointer + "\0" + v.message;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function typeName(x) {
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  if (typeof x === "number") return Number.isInteger(x) ? "integer" : "number";
  return typeof x;
}
function at(data, pointer2) {
  let cur = data;
  for (const seg of pointer2.split("/").slice(1)) {
    const s = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur && typeof cur === "object") cur = cur[s];
    else return void 0;
  }
  return cur;
}
function show(x) {
  const s = JSON.stringify(x);
  return s === void 0 ? String(x) : s.length > 60 ? s.slice(0, 57) + "..." : s;
}
function toViolation(e, data, spanAt) {
  const p = e.instancePath;
  const where3 = p === "" ? "the top level" : `"${p}"`;
  switch (e.keyword) {
    case "additionalProperties": {
      const key = e.params.additionalProperty;
      const ptr = `${p}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const parentSchema = e.parentSchema;
      const known = Object.keys(parentSchema?.properties ?? {});
      const suggestion = didYouMean(key, known);
      return {
        pointer: ptr,
        kind: "unknown-key",
        message: `Unknown key "${key}" at ${where3}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
        suggestion,
        span: spanAt(ptr, "key")
      };
    }
    case "type": {
      const want = e.params.type;
      const found = typeName(at(data, p));
      return {
        pointer: p,
        kind: "type",
        message: `Expected ${Array.isArray(want) ? want.join(" or ") : want} at ${where3}, found ${found}.`,
        suggestion: null,
        span: spanAt(p, "value")
      };
    }
    case "enum": {
      const allowed = e.params.allowedValues;
      const value = at(data, p);
      const suggestion = typeof value === "string" ? didYouMean(value, allowed.map(String)) : null;
      return {
        pointer: p,
        kind: "enum",
        message: `Expected one of ${allowed.map(show).join(", ")} at ${where3}, found ${show(value)}${suggestion ? `; did you mean "${suggestion}"?` : "."}`,
        suggestion,
        span: spanAt(p, "value")
      };
    }
    case "required": {
      const missing = e.params.missingProperty;
      return { pointer: p, kind: "required", message: `Missing required key "${missing}" at ${where3}.`, suggestion: null, span: spanAt(p, "value") };
    }
    default:
      return { pointer: p, kind: "other", message: `Value at ${where3} ${e.message ?? "is invalid"} (found ${show(at(data, p))}).`, suggestion: null, span: spanAt(p, "value") };
  }
}

// src/engine/config.ts
init_main();

// src/model/runtime.ts
var RUNTIME_IDS = ["fork", "opencode"];
function isRuntimeId(x) {
  return typeof x === "string" && RUNTIME_IDS.includes(x);
}
var RUNTIME_LABELS = {
  fork: "OpenCode Go fork (obukhovaa/opencode)",
  opencode: "opencode 1.18"
};

// src/engine/config.ts
var CONFIG_FILE_NAME = "ctxlens.config.json";
var MAX_CONFIG_BYTES = 1 << 20;
var SEVERITY_SETTINGS = ["off", "info", "warning", "error"];
var ConfigError = class extends Error {
  constructor(problems) {
    super(problems.map((p) => p.line > 0 ? `${p.file}:${p.line}:${p.column}: ${p.message}` : `${p.file}: ${p.message}`).join("\n"));
    this.problems = problems;
  }
  problems;
};
function findConfigFile(source, cwd) {
  let dir2 = path.resolve(cwd);
  for (; ; ) {
    const candidate = path.join(dir2, CONFIG_FILE_NAME);
    if (source.lstat(candidate) !== null) return candidate;
    if (source.lstat(path.join(dir2, ".git")) !== null) return null;
    const up = path.dirname(dir2);
    if (up === dir2) return null;
    dir2 = up;
  }
}
function loadCtxlensConfig(source, cwd, rules2, explicit) {
  if (explicit) return parseCtxlensConfig(explicit.text, explicit.abs, display(explicit.abs, cwd), rules2);
  const abs = findConfigFile(source, cwd);
  if (abs === null) return { file: null, rules: {}, ignore: [], runtime: null };
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  const shown2 = display(abs, cwd);
  if (!r.ok) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `cannot read the ctxlens config (${r.code})` }]);
  if (r.data.length > MAX_CONFIG_BYTES) throw new ConfigError([{ file: shown2, line: 0, column: 0, message: `the ctxlens config is larger than ${MAX_CONFIG_BYTES} bytes` }]);
  return parseCtxlensConfig(r.data.toString("utf8"), abs, shown2, rules2);
}
function display(abs, cwd) {
  const rel2 = path.relative(path.resolve(cwd), abs);
  return rel2 !== "" && !rel2.startsWith("../") && rel2 !== ".." ? rel2 : abs;
}
function parseCtxlensConfig(text, abs, shown2, rules2) {
  const doc = parseJson(text.replace(/^\uFEFF/, ""), shown2);
  const problem = (ptr, which, message) => {
    const s = jsonPointerSpan(doc, ptr, which);
    return { file: shown2, line: s.start.line, column: s.start.column, message };
  };
  if (doc.errors.length > 0 || !doc.root) {
    throw new ConfigError(
      doc.errors.length > 0 ? doc.errors.slice(0, 1).map((e) => ({ file: shown2, line: e.span.start.line, column: e.span.start.column, message: `JSON syntax error: ${e.message}` })) : [{ file: shown2, line: 0, column: 0, message: "the file is empty" }]
    );
  }
  const data = JSON.parse(doc.text);
  const problems = [];
  const byId = new Map(rules2.map((r) => [r.id, r]));
  const ids = [...byId.keys()];
  const codeChecked = /* @__PURE__ */ new Set();
  const rulesObj = isObject(data) && isObject(data["rules"]) ? data["rules"] : {};
  const settings = {};
  let ajvInstance = null;
  const ajv = () => ajvInstance ??= new (loadAjv2020())({ allErrors: true, strict: false, allowUnionTypes: true });
  for (const [id, value] of Object.entries(rulesObj)) {
    const ptr = pointer("/rules", id);
    codeChecked.add(ptr);
    const rule = byId.get(id);
    if (!rule) {
      const near = didYouMean(id, ids);
      problems.push(problem(ptr, "key", `unknown rule "${id}"${near ? `; did you mean "${near}"?` : ""}`));
      continue;
    }
    const entry2 = decodeEntry(value);
    if (typeof entry2 === "string") {
      problems.push(problem(entry2.startsWith("severity") ? pointer(ptr, "severity") : ptr, "value", `rule "${id}": ${entry2}`));
      continue;
    }
    if (entry2.options !== void 0) {
      if (!rule.meta.schema) {
        problems.push(problem(pointer(ptr, "options"), "key", `rule "${id}" takes no options`));
        continue;
      }
      const validate3 = ajv().compile(rule.meta.schema);
      if (!validate3(entry2.options)) {
        for (const e of validate3.errors ?? []) problems.push(problem(pointer(ptr, "options") + e.instancePath, "value", `rule "${id}" options: ${ajvText(e)}`));
        continue;
      }
    }
    settings[id] = entry2;
  }
  for (const v of new SchemaValidator().validate("ctxlens-config", data, (p, which) => jsonPointerSpan(doc, p, which))) {
    if ([...codeChecked].some((c) => v.pointer === c || v.pointer.startsWith(c + "/"))) continue;
    problems.push({ file: shown2, line: v.span.start.line, column: v.span.start.column, message: lowerFirst(v.message) });
  }
  if (problems.length > 0) throw new ConfigError(sortProblems(problems));
  const ignore = isObject(data) && Array.isArray(data["ignore"]) ? data["ignore"] : [];
  const runtime = isObject(data) && isRuntimeId(data["runtime"]) ? data["runtime"] : null;
  return { file: abs, rules: settings, ignore, runtime };
}
function readRuntimePin(source, cwd) {
  const abs = findConfigFile(source, cwd);
  if (abs === null) return null;
  const r = source.readFile(abs, MAX_CONFIG_BYTES + 1);
  if (!r.ok || r.data.length > MAX_CONFIG_BYTES) return null;
  const data = parse2(r.data.toString("utf8").replace(/^\uFEFF/, ""));
  return isObject(data) && isRuntimeId(data["runtime"]) ? { id: data["runtime"], file: display(abs, cwd) } : null;
}
function decodeEntry(value) {
  const sevProblem = (v, where3) => {
    const near = typeof v === "string" && v !== "" ? didYouMean(v, SEVERITY_SETTINGS) ?? SEVERITY_SETTINGS.find((s) => s.startsWith(v.toLowerCase())) ?? null : null;
    return `${where3}expected one of "off", "info", "warning", "error", found ${JSON.stringify(v)}${near ? `; did you mean "${near}"?` : ""}`;
  };
  if (typeof value === "string") return SEVERITY_SETTINGS.includes(value) ? { severity: value } : sevProblem(value, "");
  if (!isObject(value)) return `expected a severity string or an object {"severity", "options"}, found ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}`;
  const out = {};
  for (const key of Object.keys(value)) {
    if (key !== "severity" && key !== "options") {
      const near = didYouMean(key, ["severity", "options"]);
      return `unknown key "${key}"${near ? `; did you mean "${near}"?` : ""} (allowed: "severity", "options")`;
    }
  }
  if (value["severity"] !== void 0) {
    const s = value["severity"];
    if (typeof s !== "string" || !SEVERITY_SETTINGS.includes(s)) return sevProblem(s, "severity: ");
    out.severity = s;
  }
  if (value["options"] !== void 0) {
    if (!isObject(value["options"])) return "options: expected an object";
    out.options = value["options"];
  }
  return out;
}
function ajvText(e) {
  if (e.keyword === "additionalProperties") return `unknown option "${e.params.additionalProperty}"`;
  return `${e.instancePath === "" ? "value" : `"${e.instancePath}"`} ${e.message ?? "is invalid"}`;
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function lowerFirst(s) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
function sortProblems(ps) {
  return ps.sort((a, b) => a.line - b.line || a.column - b.column);
}

// src/engine/baseline.ts
var BASELINE_FILE = "ctxlens-baseline.json";
var BUDGET_FIGURES = Object.freeze({
  "nested-session-budget": ["total"],
  "nested-file-too-large": ["bytes"],
  "manifest-degraded": ["labelled", "pathsOnly"],
  "discovery-truncated": ["count"]
});
function budgetFigure(f) {
  for (const k of BUDGET_FIGURES[f.ruleId] ?? []) {
    const v = f.data[k];
    if (typeof v === "number") return v;
  }
  return null;
}
var keyOf = (f) => `${f.ruleId}\0${f.fingerprint ?? ""}`;
function buildBaseline(findings, previous = null) {
  const old = new Map((previous?.findings ?? []).map((e) => [keyOf(e), e]));
  const byKey = /* @__PURE__ */ new Map();
  for (const f of findings) {
    if (f.ruleId === "internal-error" || f.fingerprint === void 0) continue;
    const k = keyOf(f);
    const e = byKey.get(k);
    const fig = budgetFigure(f);
    if (e) {
      e.count++;
      if (fig !== null) e.figure = Math.max(e.figure ?? 0, fig);
    } else byKey.set(k, { ruleId: f.ruleId, file: f.span?.file ?? "", fingerprint: f.fingerprint, count: 1, ...fig !== null ? { figure: fig } : {}, message: f.message });
  }
  const held = [];
  for (const [k, e] of byKey) {
    const before = old.get(k);
    if (e.figure !== void 0 && before?.figure !== void 0 && e.figure > before.figure) {
      e.figure = before.figure;
      held.push(e);
    }
  }
  const list = [...byKey.values()].sort((a, b) => a.file !== b.file ? a.file < b.file ? -1 : 1 : a.ruleId !== b.ruleId ? a.ruleId < b.ruleId ? -1 : 1 : a.fingerprint < b.fingerprint ? -1 : 1);
  return { baseline: { version: 1, findings: list }, held };
}
function parseBaseline(text) {
  let v;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new Error(`not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const o = v;
  if (!o || typeof o !== "object" || o.version !== 1 || !Array.isArray(o.findings)) throw new Error('expected {"version": 1, "findings": [...]}');
  for (const [i, e] of o.findings.entries()) {
    if (!e || typeof e.ruleId !== "string" || typeof e.fingerprint !== "string" || typeof e.count !== "number" || e.figure !== void 0 && typeof e.figure !== "number") {
      throw new Error(`findings[${i}] needs ruleId, fingerprint (strings) and count (a number)`);
    }
  }
  return o;
}
function applyBaseline(findings, baseline, pattern2) {
  const left = /* @__PURE__ */ new Map();
  for (const e of baseline.findings) {
    const k = keyOf(e);
    const cur = left.get(k);
    left.set(k, { count: (cur?.count ?? 0) + e.count, ...e.figure !== void 0 ? { figure: Math.max(cur?.figure ?? 0, e.figure) } : {} });
  }
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const e = f.fingerprint !== void 0 ? left.get(keyOf(f)) : void 0;
    if (!e || e.count <= 0) {
      kept.push(f);
      continue;
    }
    const fig = budgetFigure(f);
    if (fig !== null && e.figure !== void 0 && fig > e.figure) {
      kept.push({ ...f, hint: `Grew past the baseline: ${fig} > ${e.figure} (${pattern2}); a budget figure may only shrink.` });
      continue;
    }
    e.count--;
    suppressed.push({ ...f, suppression: { kind: "baseline", pattern: pattern2 } });
  }
  return { kept, suppressed };
}

// src/go/bytes.ts
function decodeRune(b, i) {
  const c0 = b[i];
  if (c0 < 128) return { cp: c0, size: 1 };
  const n3 = b.length - i;
  const cont = (k, lo = 128, hi = 191) => k < n3 && b[i + k] >= lo && b[i + k] <= hi;
  if (c0 >= 194 && c0 <= 223) {
    if (cont(1)) return { cp: (c0 & 31) << 6 | b[i + 1] & 63, size: 2 };
  } else if (c0 >= 224 && c0 <= 239) {
    const lo = c0 === 224 ? 160 : 128;
    const hi = c0 === 237 ? 159 : 191;
    if (cont(1, lo, hi) && cont(2)) return { cp: (c0 & 15) << 12 | (b[i + 1] & 63) << 6 | b[i + 2] & 63, size: 3 };
  } else if (c0 >= 240 && c0 <= 244) {
    const lo = c0 === 240 ? 144 : 128;
    const hi = c0 === 244 ? 143 : 191;
    if (cont(1, lo, hi) && cont(2) && cont(3)) {
      return { cp: (c0 & 7) << 18 | (b[i + 1] & 63) << 12 | (b[i + 2] & 63) << 6 | b[i + 3] & 63, size: 4 };
    }
  }
  return { cp: -1, size: 1 };
}
function decodeLastRune(b, end) {
  const last = b[end - 1];
  if (last < 128) return { cp: last, size: 1 };
  const lim = Math.max(0, end - 4);
  let start = end - 1;
  while (start > lim && (b[start] & 192) === 128) start--;
  const r = decodeRune(b.subarray(0, end), start);
  if (r.cp >= 0 && start + r.size === end) return r;
  return { cp: -1, size: 1 };
}
function trimSpaceBytes(b) {
  let start = 0;
  let end = b.length;
  while (start < end) {
    const r = decodeRune(b.subarray(0, end), start);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    start += r.size;
  }
  while (end > start) {
    const r = decodeLastRune(b, end);
    if (r.cp < 0 || !isGoSpace(r.cp)) break;
    end -= r.size;
  }
  return b.subarray(start, end);
}
function runeCount(b) {
  let n3 = 0;
  for (let i = 0; i < b.length; n3++) i += decodeRune(b, i).size;
  return n3;
}
function firstRunes(b, n3) {
  const parts = [];
  let i = 0;
  for (let k = 0; k < n3 && i < b.length; k++) {
    const r = decodeRune(b, i);
    parts.push(r.cp < 0 ? REPLACEMENT : Buffer.from(b.subarray(i, i + r.size)));
    i += r.size;
  }
  return Buffer.concat(parts);
}
var REPLACEMENT = Buffer.from([239, 191, 189]);
function hasPrefix(b, prefix) {
  if (b.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (b[i] !== prefix[i]) return false;
  return true;
}
function trimBytes(b, cutset) {
  const set = new Set([...cutset].map((c) => c.charCodeAt(0)));
  let s = 0;
  let e = b.length;
  while (s < e && set.has(b[s])) s++;
  while (e > s && set.has(b[e - 1])) e--;
  return b.subarray(s, e);
}
function replaceAllBytes(b, from, to) {
  const s = b.toString("latin1");
  if (!s.includes(from)) return b;
  return Buffer.from(s.split(from).join(to), "latin1");
}

// src/runtimes/fork/sim/labels.ts
var LABEL_READ_BYTES = 32768;
var LABEL_MAX_RUNES = 120;
var LABEL_ELLIPSIS = Buffer.from("\u2026", "utf8");
var DASHES = Buffer.from("---");
var DESCRIPTION = Buffer.from("description:");
var HASH = 35;
function extractLabel(head) {
  const data = head.length > LABEL_READ_BYTES ? head.subarray(0, LABEL_READ_BYTES) : head;
  const lines = [];
  let s = 0;
  for (let i2 = 0; i2 <= data.length; i2++) {
    if (i2 === data.length || data[i2] === 10) {
      let e = i2;
      if (e > s && data[e - 1] === 13) e--;
      lines.push(data.subarray(s, e));
      s = i2 + 1;
    }
  }
  const none = { bytes: null, raw: null, from: null, line: null, truncated: false, unclosedFrontmatter: false };
  let i = 0;
  while (i < lines.length && trimSpaceBytes(lines[i]).length === 0) i++;
  if (i >= lines.length) return none;
  if (trimSpaceBytes(lines[i]).equals(DASHES)) {
    let closed = false;
    for (i = i + 1; i < lines.length; i++) {
      const t = trimSpaceBytes(lines[i]);
      if (t.equals(DASHES)) {
        closed = true;
        i++;
        break;
      }
      if (hasPrefix(t, DESCRIPTION)) {
        const raw = trimBytes(trimSpaceBytes(t.subarray(DESCRIPTION.length)), `"'`);
        return finish(raw, raw.length === 0 ? "description-empty" : "description", i + 1);
      }
    }
    if (!closed) return { ...none, unclosedFrontmatter: true };
  }
  for (; i < lines.length; i++) {
    const t = trimSpaceBytes(lines[i]);
    if (t.length > 0 && t[0] === HASH) {
      let k = 0;
      while (k < t.length && t[k] === HASH) k++;
      return finish(trimSpaceBytes(t.subarray(k)), "heading", i + 1);
    }
  }
  return none;
}
function finish(raw, from, line) {
  const base2 = { raw: Buffer.from(raw), line, unclosedFrontmatter: false };
  if (raw.length === 0) return { ...base2, bytes: null, from, truncated: false };
  if (runeCount(raw) > LABEL_MAX_RUNES) {
    return { ...base2, bytes: Buffer.concat([firstRunes(raw, LABEL_MAX_RUNES), LABEL_ELLIPSIS]), from, truncated: true };
  }
  return { ...base2, bytes: Buffer.from(raw), from, truncated: false };
}

// src/runtimes/fork/sim/discovery.ts
var SKIP_DIR_NAMES = /* @__PURE__ */ new Set([
  "__pycache__",
  "node_modules",
  "dist",
  "build",
  "target",
  "vendor",
  "bin",
  "obj",
  "zig-out",
  "coverage",
  "logs",
  "venv",
  "env",
  "tmp",
  "temp",
  "cache"
]);
function effectiveDiscovery(config, W) {
  const d = config.discovery;
  const toAbs = (p) => isAbs(p) ? clean(p) : join(W, p) || clean(W);
  return {
    enabled: d.enabled,
    maxFiles: effectiveCap(d.maxFiles, DISCOVERY_DEFAULTS.maxFiles),
    maxDepth: effectiveCap(d.maxDepth, DISCOVERY_DEFAULTS.maxDepth),
    maxFileBytes: effectiveCap(d.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes),
    maxSessionBytes: effectiveCap(d.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    skipDirs: [...d.skipDirs, config.dataDirectory].map(toAbs)
  };
}
function classifyGlobal(W, G) {
  const basenames = [];
  const rootMatched = [];
  const inlinedPrefixes = [];
  for (const e of G) {
    if (e.endsWith("/")) inlinedPrefixes.push(join(W, e) + "/");
    else {
      const b = base(e);
      if (!basenames.includes(b)) basenames.push(b);
      rootMatched.push(join(W, e));
    }
  }
  return { basenames, rootMatched, inlinedPrefixes };
}
function walkDiscovery(p) {
  const root = clean(p.W);
  const trace = {
    disabled: false,
    wSymlink: null,
    caps: { maxFiles: p.maxFiles, maxDepth: p.maxDepth, maxFileBytes: 0, maxSessionBytes: 0 },
    basenames: p.classes.basenames,
    rootMatched: p.classes.rootMatched,
    inlinedPrefixes: p.classes.inlinedPrefixes,
    skipDirs: [...p.skipDirs],
    pruned: [],
    rejected: [],
    overflow: [],
    watched: []
  };
  const files = [];
  const result = { files, truncated: false, trace };
  const names = new Set(p.classes.basenames);
  if (names.size === 0) return result;
  const rootStat = p.source.lstat(root);
  if (rootStat === null) return result;
  if (rootStat.kind === "symlink") {
    trace.wSymlink = { target: p.source.realpath(root) };
    return result;
  }
  if (rootStat.kind !== "dir") return result;
  const realW = p.source.realpath(root);
  const skip = new Set(p.skipDirs);
  const rootMatched = new Set(p.classes.rootMatched);
  const prefixes = p.classes.inlinedPrefixes;
  const watch = p.watchNames;
  const traceOverflow = p.traceOverflow ?? true;
  const wantLabels = p.labels ?? true;
  const src = p.source;
  let stopped = false;
  const reject = (r) => {
    trace.rejected.push(result.truncated ? { ...r, afterCap: true } : r);
  };
  const visit2 = (dirAbs, dirRel, dirDepth) => {
    const entries = src.readdir(dirAbs);
    if (entries === null) {
      if (dirRel !== "") trace.pruned.push({ abs: dirAbs, rel: dirRel, depth: dirDepth, reason: "walk-error", ...result.truncated ? { afterCap: true } : {} });
      return;
    }
    for (const ent of entries) {
      if (stopped) return;
      const name = ent.name;
      const abs = dirAbs === "/" ? "/" + name : dirAbs + "/" + name;
      const rel2 = dirRel === "" ? name : dirRel + "/" + name;
      const depth = dirRel === "" ? 0 : dirDepth + 1;
      if (ent.kind === "dir") {
        let reason = null;
        if (name.startsWith(".")) reason = "hidden";
        else if (SKIP_DIR_NAMES.has(name)) reason = "skip-list";
        else if (skip.has(abs)) reason = "skip-dir";
        else if (depth + 1 > p.maxDepth) reason = "depth";
        if (reason !== null) trace.pruned.push({ abs, rel: rel2, depth, reason, ...result.truncated ? { afterCap: true } : {} });
        else visit2(abs, rel2, depth);
        continue;
      }
      if (name.startsWith(".")) continue;
      if (!names.has(name)) {
        if (watch !== void 0 && depth >= 1 && watch.has(name)) trace.watched.push({ abs, rel: rel2, depth, name });
        continue;
      }
      if (depth < 1) continue;
      const st = src.lstat(abs);
      const kind = st?.kind ?? ent.kind;
      if (st === null || st.kind !== "file") {
        reject({ abs, rel: rel2, depth, reason: "non-regular", kind, by: null });
        continue;
      }
      const real = src.realpath(abs);
      if (realW === null || real === null || !strictlyInside(realW, real)) {
        reject({ abs, rel: rel2, depth, reason: "escapes", kind, by: real });
        continue;
      }
      if (rootMatched.has(abs)) {
        reject({ abs, rel: rel2, depth, reason: "root-matched", kind, by: abs });
        continue;
      }
      const prefix = prefixes.find((x) => abs.startsWith(x));
      if (prefix !== void 0) {
        reject({ abs, rel: rel2, depth, reason: "inlined-prefix", kind, by: prefix });
        continue;
      }
      if (result.truncated) {
        trace.overflow.push({ abs, rel: rel2, depth });
        continue;
      }
      if (files.length >= p.maxFiles) {
        result.truncated = true;
        if (!traceOverflow) {
          stopped = true;
          return;
        }
        trace.overflow.push({ abs, rel: rel2, depth });
        continue;
      }
      files.push(makeFile(src, p.W, abs, depth, st.size, wantLabels));
    }
  };
  visit2(root, "", -1);
  return result;
}
function makeFile(src, W, abs, depth, size, wantLabels) {
  const relPath = rel(W, abs) ?? abs;
  const f = { abs, rel: relPath, depth, label: null, labelFrom: null, bytes: size, labelBytes: null, labelLine: null, labelTruncated: false };
  if (!wantLabels) return f;
  const r = src.readFile(abs, LABEL_READ_BYTES);
  if (!r.ok) {
    f.labelUnreadable = true;
    return f;
  }
  const l = extractLabel(r.data);
  f.labelBytes = l.bytes;
  f.label = l.bytes === null ? null : l.bytes.toString("utf8");
  f.labelFrom = l.bytes === null ? l.from === "description-empty" ? "description-empty" : null : l.from;
  f.labelLine = l.line;
  f.labelTruncated = l.truncated;
  return f;
}
function discover(model) {
  const eff = effectiveDiscovery(model.config, model.W);
  const classes = classifyGlobal(model.W, model.config.contextPaths);
  const caps = { maxFiles: eff.maxFiles, maxDepth: eff.maxDepth, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes };
  if (!eff.enabled) {
    return {
      files: [],
      truncated: false,
      trace: { disabled: true, wSymlink: null, caps, ...classes, skipDirs: eff.skipDirs, pruned: [], rejected: [], overflow: [], watched: [] }
    };
  }
  const r = walkDiscovery({
    source: model.source,
    W: model.W,
    classes,
    maxFiles: eff.maxFiles,
    maxDepth: eff.maxDepth,
    skipDirs: eff.skipDirs,
    watchNames: scopedBasenames(model, new Set(classes.basenames))
  });
  r.trace.caps = caps;
  return r;
}

// src/runtimes/fork/sim/tool-paths.ts
init_main();
function decodeStringFields(input, fields) {
  let v = input;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
    if (v !== null && typeof v === "object" && !Array.isArray(v)) return decodeObjectText(input, fields);
  }
  const out = Object.fromEntries(fields.map((f) => [f, ""]));
  if (v === null) return out;
  if (typeof v !== "object" || Array.isArray(v)) return null;
  for (const [k, val] of Object.entries(v)) {
    const f = fields.find((x) => x.toLowerCase() === k.toLowerCase());
    if (f === void 0) continue;
    if (val === null) continue;
    if (typeof val !== "string") return null;
    out[f] = val;
  }
  return out;
}
function decodeObjectText(text, fields) {
  const out = Object.fromEntries(fields.map((f) => [f, ""]));
  const root = parseTree(text, [], { disallowComments: true });
  let typeError = false;
  for (const prop2 of root?.children ?? []) {
    const [k, val] = prop2.children ?? [];
    if (k === void 0 || val === void 0 || typeof k.value !== "string") continue;
    const f = fields.find((x) => x.toLowerCase() === k.value.toLowerCase());
    if (f === void 0 || val.type === "null") continue;
    if (val.type !== "string") typeError = true;
    else out[f] = val.value;
  }
  return typeError ? null : out;
}
function globPrefix(pattern2) {
  const m2 = pattern2.search(/[*?[{]/);
  const before = m2 < 0 ? pattern2 : pattern2.slice(0, m2);
  const slash = before.lastIndexOf("/");
  return slash > 0 ? before.slice(0, slash) : "";
}
function patchPaths(text) {
  const needed = [];
  const added = [];
  for (const line of trimSpace(text).split("\n")) {
    for (const [h, group] of [["*** Update File: ", needed], ["*** Delete File: ", needed], ["*** Add File: ", added]]) {
      if (line.startsWith(h)) {
        const p = line.slice(h.length);
        if (!group.includes(p)) group.push(p);
      }
    }
  }
  return { needed, added };
}
function extractRawPaths(tool, input) {
  if (!TRIGGER_TOOLS.includes(tool)) return null;
  if (tool === "patch") {
    const d2 = decodeStringFields(input, ["patch_text"]);
    if (d2 === null) return null;
    const g = patchPaths(d2["patch_text"]);
    return { how: "parent", paths: [...g.needed, ...g.added], patchGroups: g };
  }
  if (tool === "glob") {
    const d2 = decodeStringFields(input, ["pattern", "path"]);
    if (d2 === null) return null;
    const paths2 = [];
    if (d2["path"] !== "") paths2.push(d2["path"]);
    const prefix = globPrefix(d2["pattern"]);
    if (prefix !== "") paths2.push(join(d2["path"], prefix));
    return { how: "stat", paths: paths2 };
  }
  const d = decodeStringFields(input, ["file_path", "path"]);
  if (d === null) return null;
  const paths = [d["file_path"], d["path"]].filter((p) => p !== "");
  if (tool === "grep") return { how: "stat", paths };
  if (tool === "ls") return { how: "as-is", paths };
  return { how: "parent", paths };
}
function absUnder(W, p) {
  return isAbs(p) ? clean(p) : join(W, p);
}
function targetDirs(source, W, tool, input) {
  const raw = extractRawPaths(tool, input);
  if (raw === null) return [];
  const out = [];
  for (const p of raw.paths) {
    const a = absUnder(W, p);
    let d;
    if (raw.how === "parent") d = dir(a);
    else if (raw.how === "as-is") d = a;
    else {
      const st = source.stat(a);
      d = st !== null && st.kind !== "dir" ? dir(a) : a;
    }
    if (!out.includes(d)) out.push(d);
  }
  return out;
}
function wildcard(pattern2, name) {
  if (!pattern2.includes("*")) return pattern2 === name;
  const re = new RegExp("^" + pattern2.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*") + "$");
  return re.test(name);
}
function isToolEnabled(agent, tool) {
  if (agent === null) return true;
  if (agent.allowTools && agent.allowTools.length > 0) return agent.allowTools.some((p) => wildcard(p, tool));
  const tools = agent.tools ?? {};
  if (Object.prototype.hasOwnProperty.call(tools, tool)) return tools[tool] !== false;
  for (const [p, v] of Object.entries(tools)) if (p.includes("*") && wildcard(p, tool)) return v !== false;
  return true;
}

// src/runtimes/fork/sim/touch.ts
var BLOCK_PREFIX = "\n\n<system-reminder>\n# From:";
var BLOCK_SUFFIX = "</system-reminder>";
function sanitiseBody(body) {
  return replaceAllBytes(replaceAllBytes(body, "</system-reminder>", "<\\/system-reminder>"), "<system-reminder>", "<\\system-reminder>");
}
function injectionBlock(absPath, body) {
  const nl = body.length > 0 && body[body.length - 1] === 10 ? [] : [Buffer.from("\n")];
  return Buffer.concat([Buffer.from(BLOCK_PREFIX + absPath + "\n", "utf8"), body, ...nl, Buffer.from(BLOCK_SUFFIX, "utf8")]);
}
var Injector = class {
  constructor(model, rt, discovery) {
    this.model = model;
    this.rt = rt;
    const d = disclosureFor(model, rt, discovery);
    this.files = d.files;
    this.gatedBy = d.gatedBy;
    this.canon = d.canon;
    const eff = effectiveDiscovery(model.config, model.W);
    this.maxFileBytes = eff.maxFileBytes;
    this.maxSessionBytes = eff.maxSessionBytes;
    for (const f of this.files) this.parentOf.set(f, this.canon.canonical(dir(f.abs)));
  }
  model;
  rt;
  sessions = /* @__PURE__ */ new Map();
  files;
  parentOf = /* @__PURE__ */ new Map();
  gatedBy;
  maxFileBytes;
  maxSessionBytes;
  canon;
  /** Owners of one target directory, outermost first (§6.7). */
  ownersOf(targetDir) {
    const cw = this.canon.canonical(this.model.W);
    const cd = this.canon.canonical(targetDir);
    if (cd === cw || !strictlyInside(cw, cd)) return [];
    const chain = [];
    for (let cur = cd; cur !== cw && strictlyInside(cw, cur); cur = dir(cur)) chain.push(cur);
    chain.reverse();
    const out = [];
    for (const c of chain) for (const f of this.files) if (this.parentOf.get(f) === c) out.push(f);
    return out;
  }
  /** Simulate one call (§6.6–§6.8). */
  call(c) {
    const out = { appended: Buffer.alloc(0), targets: [], owners: [], injected: [], skipped: [], inert: null, patchRace: null, lostToBudget: [] };
    const W = this.model.W;
    const src = this.model.source;
    if (this.gatedBy !== null) return { ...out, inert: this.gatedBy };
    if (!TRIGGER_TOOLS.includes(c.tool)) return { ...out, inert: "not-a-trigger" };
    if (!isToolEnabled(this.rt.agent, c.tool)) return { ...out, inert: "tool-disabled" };
    out.targets = targetDirs(src, W, c.tool, c.input);
    if (c.ok === false) return { ...out, inert: "failed-call" };
    const sid = c.session ?? "s1";
    if (sid === "") return { ...out, inert: "no-session" };
    let st = this.sessions.get(sid);
    if (st === void 0) {
      st = { injected: /* @__PURE__ */ new Set(), bytes: 0, exhausted: false };
      this.sessions.set(sid, st);
    }
    const owners = [];
    for (const t of out.targets) for (const f of this.ownersOf(t)) if (!owners.includes(f)) owners.push(f);
    out.patchRace = this.patchRace(c);
    if (st.exhausted) return { ...out, inert: "session-exhausted" };
    const blocks = [];
    for (const [i, f] of owners.entries()) {
      if (st.injected.has(f.abs)) continue;
      out.owners.push(f.abs);
      const r = this.readOwner(f.abs);
      if ("why" in r) {
        out.skipped.push({ file: f.abs, why: r.why });
        continue;
      }
      const body = sanitiseBody(r.body);
      if (st.bytes + body.length > this.maxSessionBytes) {
        st.exhausted = true;
        out.skipped.push({ file: f.abs, why: "session byte budget exhausted" });
        out.lostToBudget = owners.slice(i).filter((o) => !st.injected.has(o.abs)).map((o) => o.abs);
        break;
      }
      st.injected.add(f.abs);
      st.bytes += body.length;
      out.injected.push(f.abs);
      blocks.push(injectionBlock(f.abs, body));
    }
    out.appended = Buffer.concat(blocks);
    return out;
  }
  /** Re-check and read one owner (§6.8 step 1). */
  readOwner(abs) {
    return readOwnerBody(this.model, abs, this.maxFileBytes);
  }
  /** U13: within one patch header group, more than one target directory with owners. */
  patchRace(c) {
    if (c.tool !== "patch") return null;
    const raw = extractRawPaths("patch", c.input);
    if (raw?.patchGroups === void 0) return null;
    for (const group of [raw.patchGroups.needed, raw.patchGroups.added]) {
      const dirs = [...new Set(group.map((p) => dir(absUnder(this.model.W, p))))].filter((d) => this.ownersOf(d).length > 0);
      if (dirs.length > 1) return { dirs };
    }
    return null;
  }
};
function readOwnerBody(model, abs, maxFileBytes) {
  const src = model.source;
  const r = rel(model.W, abs);
  if (r === null || r.startsWith("/") || r === ".." || r.startsWith("../")) return { why: "path escapes the working directory" };
  const st = src.lstat(abs);
  if (st === null) return { why: "file unreadable" };
  if (st.kind !== "file") return { why: "not a regular file" };
  const realW = src.realpath(model.W);
  const real = src.realpath(abs);
  if (realW === null || real === null || !strictlyInside(realW, real)) return { why: "beneath-only open failed" };
  if (st.size > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  const data = src.readFile(abs, maxFileBytes + 1);
  if (!data.ok) return { why: data.code === "ENOTREG" ? "not a regular file" : "file unreadable" };
  if (data.data.length > maxFileBytes) return { why: "file exceeds maxFileBytes" };
  return { body: data.data };
}

// src/runtimes/fork/sim/budget.ts
function sessionBudget(model, files) {
  const eff = effectiveDiscovery(model.config, model.W);
  const entries = [];
  let used = 0;
  let total = 0;
  let exhaustedAt = -1;
  for (const f of files) {
    const r = readOwnerBody(model, f.abs, eff.maxFileBytes);
    if ("why" in r) {
      entries.push({ file: f, sanitised: null, why: r.why, received: false, overBudget: false });
      continue;
    }
    const n3 = sanitiseBody(r.body).length;
    total += n3;
    if (exhaustedAt < 0 && used + n3 > eff.maxSessionBytes) exhaustedAt = entries.length;
    const received = exhaustedAt < 0;
    if (received) used += n3;
    entries.push({ file: f, sanitised: n3, why: null, received, overBudget: !received });
  }
  return { entries, total, maxFileBytes: eff.maxFileBytes, maxSessionBytes: eff.maxSessionBytes, exhaustedAt };
}

// src/runtimes/fork/sim/facts.ts
var SimulationFacts = class {
  constructor(model, discovery) {
    this.model = model;
    this.discovery = discovery;
  }
  model;
  discovery;
  paths = /* @__PURE__ */ new Map();
  unreachable = /* @__PURE__ */ new Map();
  labels = /* @__PURE__ */ new Map();
  budget = null;
  belowW;
  /** Facts of an absolute path the simulation met (an entry root, a candidate, a discovered or rejected file). */
  path(abs) {
    let f = this.paths.get(abs);
    if (!f) {
      const src = this.model.source;
      const st = src.stat(abs);
      f = { realPath: src.realpath(abs), kind: st?.kind ?? null, size: st?.size ?? null, linkTarget: src.readlink(abs) };
      this.paths.set(abs, f);
    }
    return f;
  }
  /**
   * Context files inside the directories the discovery walk pruned (docs/runtimes/fork.md §6.2),
   * in walk order; directories named in `ignore` are not entered.
   */
  unreachableFiles(ignore = [".git"]) {
    const key = JSON.stringify(ignore);
    let u = this.unreachable.get(key);
    if (!u) {
      u = scanPruned(this.model, this.discovery, { ignore });
      this.unreachable.set(key, u);
    }
    return u;
  }
  /** The session budget of the discovered files in walk order (docs/runtimes/fork.md §6.8 step 3). */
  sessionBudget() {
    return this.budget ??= sessionBudget(this.model, this.discovery.files);
  }
  /**
   * When W is a symlink (docs/runtimes/fork.md §6.2 step 2): the discovery walk the runtime would
   * run had it started in the link's target; `null` otherwise.
   */
  discoveryBelowSymlinkedW() {
    if (this.belowW !== void 0) return this.belowW;
    const target = this.discovery.trace?.wSymlink?.target ?? null;
    if (target === null) return this.belowW = null;
    const eff = effectiveDiscovery(this.model.config, target);
    return this.belowW = walkDiscovery({
      source: this.model.source,
      W: target,
      classes: classifyGlobal(target, this.model.config.contextPaths),
      maxFiles: eff.maxFiles,
      maxDepth: eff.maxDepth,
      skipDirs: eff.skipDirs,
      labels: false,
      traceOverflow: false
    });
  }
  /** Facts of the label line of a discovered file (its `labelLine`); `null` when it has none. */
  labelLine(f) {
    const line = f.labelLine ?? null;
    if (line === null) return null;
    let l = this.labels.get(f.abs);
    if (!l) {
      const r = this.model.source.readFile(f.abs, LABEL_READ_BYTES);
      const head = r.ok ? r.data : Buffer.alloc(0);
      const text = head.toString("utf8");
      const lineText = (text.split("\n")[line - 1] ?? "").replace(/\r$/, "");
      l = {
        endColumn: lineText.length + 1,
        inCodeBlock: f.labelFrom === "heading" && codeBlockLines(text).some(([a, b]) => line >= a && line <= b),
        runes: f.labelTruncated ? runeCount(extractLabel(head).raw ?? Buffer.alloc(0)) : runeCount(Buffer.from(f.label ?? ""))
      };
      this.labels.set(f.abs, l);
    }
    return l;
  }
};
function codeBlockLines(text) {
  const out = [];
  const visit2 = (n3) => {
    if (n3.type === "code" && n3.position) out.push([n3.position.start.line, n3.position.end.line]);
    for (const c of n3.children ?? []) visit2(c);
  };
  visit2(remark().parse(text));
  return out;
}

// src/runtimes/fork/sim/simulate.ts
var CONTEXT_HEADER = "\n\n# Project-Specific Context\n Make sure to follow the instructions in the context below\n";
function simulateTarget(model, rt, discovery, cache = new ReadCache(model.source), canon) {
  const resolution = resolveContext(model, rt, cache);
  const manifest = buildManifest(model, rt, discovery, canon);
  let bytes = null;
  const renderedBytes = () => {
    if (bytes === null) {
      const raw = resolution.raw ?? Buffer.from(resolution.text, "utf8");
      const parts = [];
      if (raw.length > 0) parts.push(Buffer.from(CONTEXT_HEADER, "utf8"), raw);
      if (manifest.text !== "") parts.push(Buffer.from("\n\n", "utf8"), manifest.bytes ?? Buffer.from(manifest.text, "utf8"));
      bytes = Buffer.concat(parts);
    }
    return bytes;
  };
  return {
    target: rt.target,
    resolution,
    manifest,
    get rendered() {
      return renderedBytes().toString("utf8");
    },
    get renderedBytes() {
      return renderedBytes();
    }
  };
}
function simulateAll(model) {
  const discovery = discover(model);
  const cache = new ReadCache(model.source);
  const canon = new Canonicaliser(model.source, model.W);
  return { targets: allTargets(model).map((rt) => simulateTarget(model, rt, discovery, cache, canon)), discovery, facts: new SimulationFacts(model, discovery) };
}

// src/engine/glob.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var OPTIONS = { dot: true, nonegate: true, strictSlashes: false };
function normalisePattern(pattern2) {
  let p = pattern2.startsWith("./") ? pattern2.slice(2) : pattern2;
  if (p.endsWith("/")) p += "**";
  return p.replace(/(^|[^\\])\[!/g, "$1[^");
}
var GlobList = class {
  compiled;
  constructor(patterns) {
    this.compiled = patterns.map((pattern2) => ({ pattern: pattern2, test: (0, import_picomatch.default)(normalisePattern(pattern2), OPTIONS) }));
  }
  match(file) {
    const f = file.startsWith("./") ? file.slice(2) : file;
    for (const c of this.compiled) if (c.test(f)) return c.pattern;
    return null;
  }
};

// src/engine/directives.ts
var UNUSED_DIRECTIVE_RULE = "unused-disable-directive";
var RE = {
  md: /<!--\s*ctxlens-disable(-next-line|-line)?(?:\s+([^>]*?))?\s*-->/g,
  hash: /(?:^|\s)#\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g,
  slash: /\/\/\s*ctxlens-disable(-next-line|-line)?(?:[ \t]+([^\n]*?))?\s*$/g
};
function commentStyles(file) {
  if (/\.(md|markdown)$/i.test(file)) return ["md", "hash"];
  if (/\.ya?ml$/i.test(file)) return ["hash"];
  if (/\.jsonc$/i.test(file)) return ["slash"];
  return [];
}
function parseDirectives(file, text) {
  const styles3 = commentStyles(file);
  if (styles3.length === 0 || !text.includes("ctxlens-disable")) return [];
  const lines = text.split(/\r\n|\r|\n/);
  let fmEnd = 0;
  if (/\.(md|markdown)$/i.test(file) && /^\uFEFF?---\s*$/.test(lines[0] ?? "")) {
    const close = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
    fmEnd = close > 0 ? close : 0;
  }
  const out = [];
  lines.forEach((l, i) => {
    if (!l.includes("ctxlens-disable")) return;
    for (const style of styles3) {
      if (style === "hash" && /\.(md|markdown)$/i.test(file) && !(i > 0 && i < fmEnd)) continue;
      for (const m2 of l.matchAll(RE[style])) {
        const start = (m2.index ?? 0) + (m2[0].length - m2[0].trimStart().length);
        const kind = m2[1] === "-next-line" ? "next-line" : m2[1] === "-line" ? "line" : "file";
        const list = (m2[2] ?? "").split(/\s+--\s+/)[0];
        out.push({ file, line: i + 1, column: start + 1, endColumn: (m2.index ?? 0) + m2[0].length + 1, kind, rules: list.split(/[\s,]+/).filter(Boolean), text: m2[0].trim() });
      }
    }
  });
  return out;
}
function applyDirectives(findings, texts, alsoScan = []) {
  const byFile = /* @__PURE__ */ new Map();
  const directivesOf = (file) => {
    let d = byFile.get(file);
    if (d === void 0) {
      const t = commentStyles(file).length > 0 ? texts(file) : null;
      byFile.set(file, d = t === null ? [] : parseDirectives(file, t));
    }
    return d;
  };
  const used = /* @__PURE__ */ new Set();
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const file = f.span?.file;
    if (!file || f.ruleId === "internal-error" || f.ruleId === "parse-error") {
      kept.push(f);
      continue;
    }
    const line = f.span.start.line;
    const hit = directivesOf(file).find(
      (d) => (d.rules.length === 0 || d.rules.includes(f.ruleId)) && (d.kind === "file" || line > 0 && (d.kind === "line" ? d.line === line : d.line + 1 === line))
    );
    if (!hit) {
      kept.push(f);
      continue;
    }
    used.add(`${hit.line}:${hit.column}:${file}:${hit.rules.length === 0 ? "*" : f.ruleId}`);
    suppressed.push({ ...f, suppression: { kind: "directive", pattern: hit.text, line: hit.line } });
  }
  for (const file of alsoScan) directivesOf(file);
  const unused = [];
  for (const [file, ds] of byFile) {
    for (const d of ds) {
      const names = d.rules.length === 0 ? ["*"] : d.rules;
      for (const r of names) {
        if (used.has(`${d.line}:${d.column}:${file}:${r}`)) continue;
        const what = r === "*" ? "any rule" : `"${r}"`;
        unused.push({
          ruleId: UNUSED_DIRECTIVE_RULE,
          messageId: "unused",
          data: { rule: r, directive: d.text },
          severity: "warning",
          message: `Unused ctxlens-disable directive: no finding of ${what} here to suppress. Remove it (or the rule from its list).`,
          span: { file, pointer: "", start: { line: d.line, column: d.column }, end: { line: d.line, column: d.endColumn } }
        });
      }
    }
  }
  return { kept, suppressed, unused };
}

// src/engine/display-path.ts
function displayPaths(text, W, home) {
  let out = text;
  if (W !== "/" && W !== "") out = replacePrefix(out, W, ".");
  if (home !== null && home !== "/" && home !== "" && home !== W) out = replacePrefix(out, home, "~");
  return out;
}
function replacePrefix(text, prefix, shown2) {
  if (!text.includes(prefix)) return text;
  const esc2 = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w./-])${esc2}(/|(?![\\w.-]))`, "g");
  return text.replace(re, (_m, slash) => slash === "/" ? shown2 === "." ? "" : "~/" : shown2);
}
var AS_WRITTEN = /* @__PURE__ */ new Set(["entry", "raw", "key", "value", "mode", "name"]);
function displayPathsIn(data, W, home) {
  let changed = false;
  const out = {};
  for (const [k, v] of Object.entries(data)) {
    const nv = typeof v === "string" && !AS_WRITTEN.has(k) ? displayPaths(v, W, home) : v;
    if (nv !== v) changed = true;
    out[k] = nv;
  }
  return changed ? out : data;
}

// src/engine/fingerprint.ts
import { createHash as createHash3 } from "node:crypto";
var MAX_SPAN_CHARS = 200;
function findingContent(f, fileText) {
  if (!f.span || f.span.start.line === 0 || fileText === null || fileText === void 0) return "";
  const lines = fileText.split(/\r\n|\r|\n/);
  const { start, end } = f.span;
  const first = lines[start.line - 1] ?? "";
  let text;
  if (end.line === start.line) text = first.slice(start.column - 1, Math.max(start.column - 1, end.column - 1));
  else {
    const parts = [first.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), (lines[end.line - 1] ?? "").slice(0, Math.max(0, end.column - 1))];
    text = parts.join("\n");
  }
  if (text.length > MAX_SPAN_CHARS || text.trim() === "") text = first;
  return text.replace(/\s+/g, " ").trim();
}
function fingerprintOf(f, text) {
  return createHash3("sha256").update([f.ruleId, f.messageId, f.span?.file ?? "", findingContent(f, text)].join("\0")).digest("hex").slice(0, 20);
}
function withFingerprints(findings, text) {
  return findings.map((f) => ({ ...f, fingerprint: fingerprintOf(f, f.span ? text(f.span.file) : null) }));
}

// src/engine/fixes.ts
init_main();
var FIXABLE_RULES = /* @__PURE__ */ new Set([
  "parse-error",
  "context-mode-unknown",
  "agent-mode-unknown",
  "config-schema",
  "config-unknown-context-key",
  "config-key-spelling",
  "context-entry-missing"
]);
function singleSuggestion(s) {
  if (typeof s !== "string") return null;
  const all = [...s.matchAll(/did you mean "([^"]+)"\?/gi)];
  return all.length === 1 ? all[0][1] : null;
}
function strictJson(text) {
  const errors = [];
  const value = parse2(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) return null;
  const sc = createScanner(text, false);
  const toks = [];
  for (let k = sc.scan(); k !== SyntaxKind.EOF; k = sc.scan()) toks.push({ kind: k, start: sc.getTokenOffset(), end: sc.getTokenOffset() + sc.getTokenLength() });
  const drop = [];
  const trivia = (k) => k === SyntaxKind.Trivia || k === SyntaxKind.LineBreakTrivia || k === SyntaxKind.LineCommentTrivia || k === SyntaxKind.BlockCommentTrivia;
  toks.forEach((t, i) => {
    if (t.kind === SyntaxKind.LineCommentTrivia || t.kind === SyntaxKind.BlockCommentTrivia) {
      let s = t.start;
      while (s > 0 && (text[s - 1] === " " || text[s - 1] === "	")) s--;
      let e = t.end;
      if (t.kind === SyntaxKind.LineCommentTrivia && (s === 0 || text[s - 1] === "\n")) {
        if (text[e] === "\r") e++;
        if (text[e] === "\n") e++;
      }
      drop.push([s, e]);
    } else if (t.kind === SyntaxKind.CommaToken) {
      let j = i + 1;
      while (j < toks.length && trivia(toks[j].kind)) j++;
      const next = toks[j]?.kind;
      if (next === SyntaxKind.CloseBraceToken || next === SyntaxKind.CloseBracketToken) drop.push([t.start, t.end]);
    }
  });
  if (drop.length === 0) return null;
  let out = "";
  let at3 = 0;
  for (const [s, e] of drop.sort((a, b) => a[0] - b[0])) {
    if (s < at3) continue;
    out += text.slice(at3, s);
    at3 = e;
  }
  out += text.slice(at3);
  try {
    return JSON.stringify(JSON.parse(out)) === JSON.stringify(value) ? out : null;
  } catch {
    return null;
  }
}
function endOf(text) {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
function replaceSpan(f, text, to, what) {
  const s = f.span;
  if (s.start.line === 0 || s.start.line !== s.end.line) return null;
  const line = text.split(/\r\n|\r|\n/)[s.start.line - 1] ?? "";
  const cur = line.slice(s.start.column - 1, s.end.column - 1);
  if (cur === "") return null;
  const quoted = cur.length >= 2 && cur.startsWith('"') && cur.endsWith('"');
  const inner = quoted ? cur.slice(1, -1) : cur;
  if (inner === to) return null;
  return { file: s.file, start: s.start, end: s.end, text: quoted ? JSON.stringify(to) : to, description: `${what} "${inner}" \u2192 "${to}"` };
}
function fixFor(f, text) {
  if (!f.span || text === null) return null;
  const file = f.span.file;
  switch (f.ruleId) {
    case "parse-error": {
      if (!/(^|\/)\.opencode\.json$/.test(file)) return null;
      const fixed = strictJson(text);
      return fixed === null ? null : { file, start: { line: 1, column: 1 }, end: endOf(text), text: fixed, description: "remove comments and trailing commas (the fork reads strict JSON)" };
    }
    case "context-mode-unknown":
    case "agent-mode-unknown": {
      const to = singleSuggestion(f.data["suggestion"]);
      return to === null ? null : replaceSpan(f, text, to, "mode");
    }
    case "config-schema":
    case "config-unknown-context-key": {
      if (f.messageId !== "unknownKey") return null;
      const to = singleSuggestion(f.data["suggestion"]);
      return to === null ? null : replaceSpan(f, text, to, "key");
    }
    case "config-key-spelling": {
      if (f.messageId !== "spelling" || typeof f.data["canonical"] !== "string") return null;
      return replaceSpan(f, text, f.data["canonical"], "key");
    }
    case "context-entry-missing": {
      if (f.messageId !== "isDirectory" || typeof f.data["fix"] !== "string") return null;
      return replaceSpan(f, text, f.data["fix"], "entry");
    }
    default:
      return null;
  }
}
function offset(text, p) {
  let line = 1;
  let i = 0;
  while (line < p.line && i < text.length) {
    const c = text[i];
    i++;
    if (c === "\n" || c === "\r" && text[i] !== "\n") line++;
  }
  return i + p.column - 1;
}
function applyFixes(text, fixes) {
  const sorted = fixes.map((f) => ({ f, s: offset(text, f.start), e: offset(text, f.end) })).sort((a, b) => a.s - b.s || a.e - b.e);
  const taken = [];
  let end = -1;
  for (const x of sorted) {
    if (x.s < end) continue;
    taken.push(x);
    end = x.e;
  }
  let out = text;
  for (const x of [...taken].reverse()) out = out.slice(0, x.s) + x.f.text + out.slice(x.e);
  return { text: out, applied: taken.map((x) => x.f) };
}

// src/engine/model-facts.ts
import { posix } from "node:path";
var MAX_READ = 32 * 1024;
function modelFacts(model) {
  const m2 = model ?? {};
  const W = typeof m2.W === "string" ? m2.W : "";
  const cwd = typeof m2.cwd === "string" ? m2.cwd : W;
  const home = typeof m2.home === "string" && m2.home !== "" ? m2.home : typeof m2.env?.home === "string" ? m2.env.home : typeof m2.env?.HOME === "string" ? m2.env.HOME : null;
  const docs = /* @__PURE__ */ new Map();
  if (m2.documents instanceof Map) {
    for (const d of m2.documents.values()) {
      if (typeof d.file === "string" && typeof d.text === "string" && !docs.has(d.file)) docs.set(d.file, d.text);
    }
  }
  const read = /* @__PURE__ */ new Map();
  const text = (file) => {
    const d = docs.get(file);
    if (d !== void 0) return d;
    if (read.has(file)) return read.get(file);
    let t = null;
    if (m2.source && W !== "" && !file.startsWith("/") && !file.startsWith("../") && file !== "") {
      const r = m2.source.readFile(posix.join(W, file), MAX_READ);
      t = r.ok && r.size <= MAX_READ ? r.data.toString("utf8") : null;
    }
    read.set(file, t);
    return t;
  };
  const contextFiles = (simulation) => {
    const targets = simulation?.targets;
    if (!Array.isArray(targets)) return [];
    const out = /* @__PURE__ */ new Set();
    for (const t of targets) for (const f of t.resolution?.files ?? []) if (typeof f.rel === "string") out.add(f.rel);
    return [...out];
  };
  return { W, cwd, home, text, documentFiles: [...docs.keys()], contextFiles };
}

// src/engine/run.ts
var SIM_NEEDS = ["simulation", "discovery"];
function runRules(model, rules2, settingsOrOptions = {}, sim) {
  const opts = isRunOptions(settingsOrOptions) ? settingsOrOptions : { settings: settingsOrOptions };
  const settings = opts.settings ?? {};
  let simulation = sim ?? opts.simulation ?? null;
  let simError = null;
  const simulate = opts.simulate ?? (() => simulateAll(model));
  const computeSim = () => {
    if (simulation) return simulation;
    if (simError !== null) throw simError;
    try {
      return simulation = simulate();
    } catch (e) {
      simError = e instanceof Error ? e : new Error(String(e));
      throw simError;
    }
  };
  const facts = modelFacts(model);
  const findings = [];
  const ran = [];
  for (const rule of rules2) {
    if (opts.runtime !== void 0 && !rule.meta.runtimes.includes(opts.runtime)) continue;
    const s = settings[rule.id];
    const severity = s?.severity ?? rule.meta.severity;
    if (severity === "off") continue;
    ran.push(rule.id);
    const options2 = { ...rule.defaultOptions, ...s?.options ?? {} };
    const declaresSim = rule.meta.needs.some((n3) => SIM_NEEDS.includes(n3));
    try {
      rule.check(
        {
          model,
          simulation: () => {
            if (!declaresSim) throw new Error(`rule ${rule.id} uses the simulation but its meta.needs does not list "simulation"`);
            return computeSim();
          },
          report: (d2) => {
            const template = rule.messages[d2.messageId];
            if (template === void 0) throw new Error(`rule ${rule.id} reported unknown message id "${d2.messageId}"`);
            const data = d2.data;
            findings.push({
              ruleId: rule.id,
              messageId: d2.messageId,
              data,
              severity,
              // The message shows paths relative to the linted directory (or `~/…`); `data` keeps them as computed.
              message: renderMessage(template, displayPathsIn(data, facts.cwd, facts.home)),
              span: d2.span,
              ...d2.hint !== void 0 ? { hint: displayPaths(d2.hint, facts.cwd, facts.home) } : {},
              ...d2.related !== void 0 ? { related: d2.related.map((r) => ({ ...r, message: displayPaths(r.message, facts.cwd, facts.home) })) } : {}
            });
          }
        },
        options2
      );
    } catch (e) {
      findings.push(internalError(rule.id, e));
    }
  }
  const parts = partition(withFingerprints(dedupe2(findings), facts.text), opts.ignore ?? []);
  if (opts.inlineConfig === false) return { ...parts, findings: withFixes(parts.findings, facts.text), simulation, ran };
  const d = applyDirectives(parts.findings, facts.text, [...facts.documentFiles, ...facts.contextFiles(simulation)]);
  return {
    findings: withFixes(withFingerprints(dedupe2([...d.kept, ...d.unused]), facts.text), facts.text),
    suppressed: [...parts.suppressed, ...d.suppressed].sort(compareFindings),
    simulation,
    ran
  };
}
function withFixes(findings, texts) {
  return findings.map((f) => {
    if (!f.span || !FIXABLE_RULES.has(f.ruleId)) return f;
    let fix = null;
    try {
      fix = fixFor(f, texts(f.span.file));
    } catch {
    }
    return fix ? { ...f, fix } : f;
  });
}
function isRunOptions(x) {
  const keys = Object.keys(x);
  return keys.length > 0 && keys.every((k) => k === "settings" || k === "ignore" || k === "simulation" || k === "runtime" || k === "simulate" || k === "inlineConfig");
}
function internalError(ruleId, e) {
  const error = e instanceof Error ? e.message : String(e);
  return {
    ruleId: INTERNAL_ERROR_RULE,
    messageId: "ruleFailed",
    data: { rule: ruleId, error },
    severity: "error",
    message: `Rule ${ruleId} failed: ${error}`,
    span: null
  };
}
function dedupe2(findings) {
  const sorted = [...findings].sort(compareFindings);
  const seen = /* @__PURE__ */ new Set();
  return sorted.filter((f) => {
    const k = JSON.stringify([f.ruleId, f.messageId, f.span, f.message]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
function partition(findings, ignore) {
  if (ignore.length === 0) return { findings, suppressed: [] };
  const globs = new GlobList(ignore);
  const kept = [];
  const suppressed = [];
  for (const f of findings) {
    const pattern2 = f.span && f.ruleId !== INTERNAL_ERROR_RULE ? globs.match(f.span.file) : null;
    if (pattern2 === null) kept.push(f);
    else suppressed.push({ ...f, suppression: { kind: "ignore", pattern: pattern2 } });
  }
  return { findings: kept, suppressed };
}

// src/runtimes/fork/load/config-positions.ts
function childCI(node, key) {
  if (node?.type !== "object") return void 0;
  let found;
  for (const prop2 of node.children ?? []) {
    const k = prop2.children?.[0];
    if (k && typeof k.value === "string" && k.value.toLowerCase() === key.toLowerCase()) found = prop2.children?.[1];
  }
  return found;
}
function configValueSpans(doc) {
  const root = doc?.root;
  if (!doc || !root) return {};
  const lines = doc.lines;
  const spanAt = (path12) => {
    let node = root;
    for (const seg of path12) {
      if (typeof seg === "number") node = node?.type === "array" ? node.children?.[seg] : void 0;
      else node = childCI(node, seg);
      if (!node) return void 0;
    }
    return node ? lines.span(doc.file, "/" + path12.join("/"), node.offset, node.offset + node.length) : void 0;
  };
  const out = {};
  const set = (k, v) => {
    if (v !== void 0) out[k] = v;
  };
  set("maxFiles", spanAt(["contextDiscovery", "maxFiles"]));
  set("maxDepth", spanAt(["contextDiscovery", "maxDepth"]));
  set("maxSessionBytes", spanAt(["contextDiscovery", "maxSessionBytes"]));
  set("skipDirs", spanAt(["contextDiscovery", "skipDirs"]));
  set("dataDirectory", spanAt(["data", "directory"]));
  const sd = childCI(childCI(root, "contextDiscovery"), "skipDirs");
  if (sd?.type === "array") set("skipDirItems", (sd.children ?? []).map((_, i) => spanAt(["contextDiscovery", "skipDirs", i])));
  return out;
}

// src/runtimes/fork/load/config-locate.ts
var CANDIDATE_EXTENSIONS = Object.freeze(["json", "toml", "yaml", "yml", "properties", "props", "prop", "hcl", "tfvars", "dotenv", "env", "ini"]);
var CANDIDATE_NAMES = Object.freeze([...CANDIDATE_EXTENSIONS.map((e) => `.opencode.${e}`), ".opencode"]);
function globalSearchDirs(ctx) {
  const home = ctx.env["HOME"] ?? "";
  const xdg = ctx.env["XDG_CONFIG_HOME"] ?? "";
  const abs = (p) => p === "" ? clean(ctx.cwd) : isAbs(p) ? clean(p) : join(ctx.cwd, p);
  return [abs(home), abs(`${xdg}/opencode`), abs(`${home}/.config/opencode`)];
}
function probe(ctx, dirs) {
  let found = null;
  const shadowed = [];
  dirs.forEach((d, dirIndex) => {
    for (const name of CANDIDATE_NAMES) {
      const abs = join(d, name);
      const st = ctx.source.stat(abs);
      if (!st || st.kind === "dir") continue;
      if (!found) {
        found = { abs, name, dirIndex };
        continue;
      }
      if (name === ".opencode.json" && abs !== found.abs && !shadowed.includes(abs)) shadowed.push(abs);
    }
  });
  return { found, shadowed };
}
var JSON_WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
function describeJsonProblem(doc) {
  const t = doc.text;
  let i = 0;
  while (i < t.length && JSON_WS.has(t[i])) i++;
  if (i === t.length) return { detail: t.length === 0 ? "empty file (unexpected end of JSON input)" : "the file holds only white space (unexpected end of JSON input)", offset: 0, length: 0 };
  const binary = t.includes("\0") ? "binary content; " : "";
  if (t.charCodeAt(0) === 65279) return { detail: `${binary}a UTF-8 byte order mark (BOM) starts the file, which Go's encoding/json rejects`, offset: 0, length: 1 };
  const e = doc.errors[0];
  if (e) {
    const off = offsetOf(doc, e.span.start);
    const code = e.code;
    if (code === "ExceededMaxDepth") return { detail: `nesting deeper than ${GO_MAX_JSON_DEPTH} levels (Go's encoding/json limit)`, offset: off, length: 1 };
    const at3 = t[off] ?? "";
    if (code === "InvalidCommentToken") return { detail: `${binary}comment (JSON has no comments)`, offset: off, length: commentLength(t, off) };
    if ((code === "ValueExpected" || code === "PropertyNameExpected") && (at3 === "]" || at3 === "}")) {
      let j = off - 1;
      while (j >= 0 && JSON_WS.has(t[j])) j--;
      if (t[j] === ",") return { detail: `${binary}trailing comma`, offset: j, length: 1 };
    }
    if (code === "CommaExpected") return { detail: `${binary}missing comma before ${token(t, off)}`, offset: off, length: 1 };
    if (code === "ColonExpected") return { detail: `${binary}missing colon before ${token(t, off)}`, offset: off, length: 1 };
    if (code === "UnexpectedEndOfNumber") return { detail: `${binary}malformed number ${token(t, off)}`, offset: off, length: 1 };
    if (code === "UnexpectedEndOfString") return { detail: `${binary}unterminated string`, offset: off, length: 1 };
    if (code === "InvalidCharacter") return { detail: `${binary}control character inside a string`, offset: off, length: 1 };
    if (code === "InvalidEscapeCharacter" || code === "InvalidUnicode") return { detail: `${binary}invalid escape sequence in a string`, offset: off, length: 1 };
    if (code === "EndOfFileExpected") return { detail: `${binary}extra content after the top-level value (${token(t, off)})`, offset: off, length: 1 };
    if (off >= t.length || (code === "CloseBraceExpected" || code === "CloseBracketExpected") && at3 === "") return { detail: `${binary}unexpected end of file`, offset: Math.max(0, t.length - 1), length: 1 };
    if (code === "CloseBraceExpected") return { detail: `${binary}expected "}" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === "CloseBracketExpected") return { detail: `${binary}expected "]" or "," but found ${token(t, off)}`, offset: off, length: 1 };
    if (code === "PropertyNameExpected") return { detail: `${binary}expected a double-quoted key but found ${token(t, off)}`, offset: off, length: 1 };
    return { detail: `${binary}invalid character ${token(t, off)}`, offset: off, length: 1 };
  }
  const root = doc.root;
  if (root && root.type !== "object" && root.type !== "null") {
    const what = root.type === "array" ? "top-level array" : `top-level ${root.type}`;
    return { detail: `${what}; the config must be a JSON object`, offset: root.offset, length: 1 };
  }
  const huge = firstNonFiniteNumber(root);
  if (huge) return { detail: `number ${t.slice(huge.offset, huge.offset + huge.length)} is out of range for a float64 (Go's encoding/json rejects it)`, offset: huge.offset, length: huge.length };
  return null;
}
function firstNonFiniteNumber(root) {
  const stack = root ? [root] : [];
  while (stack.length > 0) {
    const n3 = stack.pop();
    if (n3.type === "number" && !Number.isFinite(n3.value)) return n3;
    const kids = n3.children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return null;
}
function token(t, off) {
  if (off >= t.length) return "the end of the file";
  const cp = t.codePointAt(off);
  if (cp < 32 || cp === 127) return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const m2 = /^("[^"\n]{0,30}"?|[A-Za-z0-9_$.+-]{1,30}|.)/u.exec(t.slice(off));
  const tok = m2 ? m2[0] : String.fromCodePoint(cp);
  return tok.startsWith('"') ? `'${tok}'` : `"${tok}"`;
}
function commentLength(t, off) {
  if (t.startsWith("//", off)) {
    const nl = t.indexOf("\n", off);
    return (nl < 0 ? t.length : nl) - off;
  }
  const end = t.indexOf("*/", off + 2);
  return (end < 0 ? t.length : end + 2) - off;
}
function offsetOf(doc, pos) {
  let line = 1;
  let i = 0;
  const t = doc.text;
  while (line < pos.line && i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 13 && t.charCodeAt(i + 1) !== 10) line++;
    i++;
  }
  return i + pos.column - 1;
}
var GO_MAX_JSON_DEPTH = 1e4;
function deepNestingOffset(text, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return i;
    } else if (c === 93 || c === 125) depth--;
  }
  return -1;
}

// src/runtimes/fork/load/config-tree.ts
function goLower(s) {
  return s.toLowerCase();
}
function toCNode(doc, root, issues) {
  return build({ doc, issues }, root, "", [], false);
}
function build(st, n3, ptr, path12, inArray) {
  const span2 = jsonSpan(st.doc, n3, ptr);
  const base2 = { entries: [], items: [], span: span2, raw: null, env: null };
  switch (n3.type) {
    case "string":
      return { ...base2, kind: "string", value: String(n3.value), raw: st.doc.text.slice(n3.offset, n3.offset + n3.length) };
    case "number":
      return { ...base2, kind: "number", value: Number(n3.value) };
    case "boolean":
      return { ...base2, kind: "boolean", value: Boolean(n3.value) };
    case "null":
      return { ...base2, kind: "null", value: null };
    case "array":
      return {
        ...base2,
        kind: "array",
        value: null,
        items: (n3.children ?? []).map((c, i) => build(st, c, pointer(ptr, i), [...path12, "[]"], true))
      };
    default:
      return { ...base2, kind: "object", value: null, entries: buildEntries(st, n3, ptr, path12, inArray) };
  }
}
function props2(n3) {
  const out = [];
  for (const p of n3.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v) continue;
    out.push({ keyNode: k, key: String(k.value), valueNode: v });
  }
  return out;
}
function isPatternMap(path12) {
  const p = path12;
  return p.length === 4 && p[0] === "agents" && p[2] === "permission" || p.length === 3 && p[0] === "permission" && p[1] === "rules";
}
function buildEntries(st, n3, ptr, path12, inArray) {
  const all = props2(n3);
  const lastOfSpelling = /* @__PURE__ */ new Map();
  all.forEach((p, i) => lastOfSpelling.set(p.key, i));
  const winnerOfLower = /* @__PURE__ */ new Map();
  all.forEach((p, i) => winnerOfLower.set(goLower(p.key), i));
  const keySpan = (i) => jsonSpan(st.doc, all[i].keyNode, pointer(ptr, all[i].key));
  const out = [];
  const splitAllowed = !inArray && !isPatternMap(path12);
  all.forEach((p, i) => {
    const lower = goLower(p.key);
    const lastSame = lastOfSpelling.get(p.key);
    const winner = winnerOfLower.get(lower);
    if (lastSame !== i) {
      const later = all[lastSame];
      st.issues.push({
        rule: "config-duplicate-key",
        messageId: "duplicate",
        data: { key: p.key, line: keySpan(i).start.line, laterLine: keySpan(lastSame).start.line },
        span: keySpan(i),
        hint: `Remove one of the two "${later.key}" entries.`
      });
      return;
    }
    if (winner !== i) {
      st.issues.push({
        rule: "config-key-spelling",
        messageId: "caseCollision",
        data: { key: p.key, line: keySpan(i).start.line, other: all[winner].key, otherLine: keySpan(winner).start.line },
        span: keySpan(i)
      });
      return;
    }
    const written = { value: p.key, span: keySpan(i) };
    const vptr = pointer(ptr, p.key);
    const segs = splitAllowed && lower.includes(".") ? lower.split(".") : [lower];
    const value = build(st, p.valueNode, vptr, [...path12, ...segs], inArray);
    if (segs.length > 1 && !(path12.length === 1 && path12[0] === "agents")) {
      st.issues.push({
        rule: "config-key-spelling",
        messageId: "dottedKey",
        data: { key: p.key, nested: segs.join(" \u2192 ") },
        span: written.span
      });
    }
    insertPath(out, segs, written, value);
  });
  return out;
}
function insertPath(entries, segs, written, value) {
  const [head, ...rest] = segs;
  if (head === void 0) return;
  let e = entries.find((x) => x.key === head);
  if (rest.length === 0) {
    if (e) {
      if (e.value.kind === "object" && value.kind === "object") {
        for (const c of value.entries) insertPath(e.value.entries, [c.key], c.written, c.value);
      } else e.value = value;
    } else entries.push({ key: head, written, value });
    return;
  }
  if (!e || e.value.kind !== "object") {
    const obj = { kind: "object", value: null, entries: [], items: [], span: value.span, raw: null, env: null };
    if (e) e.value = obj;
    else entries.push(e = { key: head, written, value: obj });
  }
  insertPath(e.value.entries, rest, written, value);
}
function entry(n3, key) {
  if (!n3 || n3.kind !== "object") return void 0;
  return n3.entries.find((e) => e.key === key);
}
function at2(n3, ...keys) {
  let cur = n3;
  for (const k of keys) cur = entry(cur, k)?.value;
  return cur ?? null;
}
function settled(n3) {
  return pruneObjects(n3, true);
}
function pruneObjects(n3, dropNulls) {
  if (dropNulls && n3.kind === "null") return null;
  if (n3.kind !== "object") return n3;
  const entries = [];
  for (const e of n3.entries) {
    const v = pruneObjects(e.value, dropNulls);
    if (v) entries.push({ ...e, value: v });
  }
  return entries.length === 0 ? null : { ...n3, entries };
}
function mergeOver(global, project) {
  if (!project) return global;
  if (!global) return project;
  if (global.kind === "object") {
    if (project.kind !== "object") return global;
    const entries = global.entries.map((e) => ({ ...e }));
    for (const pe of project.entries) {
      const ge = entries.find((e) => e.key === pe.key);
      if (ge) {
        ge.value = mergeOver(ge.value, pe.value) ?? pe.value;
        ge.written = pe.written;
      } else entries.push(pe);
    }
    return { ...project, entries };
  }
  return project;
}
function dropEmptyObjects(n3) {
  return pruneObjects(n3, false);
}

// src/runtimes/fork/load/config-schema.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { join as join4 } from "node:path";

// src/runtimes/fork/load/config-weak.ts
function goParseInt(s) {
  if (s === "") return 0;
  let body = s;
  let sign = 1;
  if (body[0] === "+" || body[0] === "-") {
    if (body[0] === "-") sign = -1;
    body = body.slice(1);
  }
  let base2 = 10;
  let prefixed = false;
  if (/^0[xX]/.test(body)) base2 = 16, body = body.slice(2), prefixed = true;
  else if (/^0[oO]/.test(body)) base2 = 8, body = body.slice(2), prefixed = true;
  else if (/^0[bB]/.test(body)) base2 = 2, body = body.slice(2), prefixed = true;
  else if (body.length > 1 && body[0] === "0") base2 = 8, body = body.slice(1), prefixed = true;
  if (prefixed && body.startsWith("_")) body = body.slice(1);
  if (body === "" || body.startsWith("_") || body.endsWith("_") || body.includes("__")) return null;
  const digits = body.replace(/_/g, "");
  const re = base2 === 16 ? /^[0-9a-fA-F]+$/ : base2 === 8 ? /^[0-7]+$/ : base2 === 2 ? /^[01]+$/ : /^[0-9]+$/;
  if (!re.test(digits)) return null;
  let big = 0n;
  for (const d of digits) big = big * BigInt(base2) + BigInt(parseInt(d, base2));
  if (sign > 0 ? big > INT64_MAX : big > INT64_MAX + 1n) return null;
  return sign * Number(big);
}
var INT64_MAX = 9223372036854775807n;
function goParseBool(s) {
  if (s === "") return false;
  if (["1", "t", "T", "TRUE", "true", "True"].includes(s)) return true;
  if (["0", "f", "F", "FALSE", "false", "False"].includes(s)) return false;
  return null;
}
function goParseFloat(s) {
  if (s === "") return 0;
  if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
  if (/^nan$/i.test(s)) return NaN;
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number(s);
  return null;
}
function goFormatFloat(f) {
  if (Number.isInteger(f) && Math.abs(f) >= 1e21) return BigInt(f).toString();
  if (Number.isInteger(f)) return String(f);
  const s = String(f);
  if (!/e/.test(s)) return s;
  return f.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}
function jsonTypeName(n3) {
  if (n3.kind === "number") return Number.isInteger(n3.value) ? "integer" : "number";
  return n3.kind;
}
function toGoString(n3) {
  if (n3.kind === "string") return { ok: true, value: n3.value, weak: false };
  if (n3.kind === "number") return { ok: true, value: goFormatFloat(n3.value), weak: true };
  if (n3.kind === "boolean") return { ok: true, value: n3.value ? "1" : "0", weak: true };
  if (n3.kind === "null") return { ok: true, value: "", weak: false };
  return { ok: false };
}
function toGoInt(n3) {
  if (n3.kind === "number") {
    const v = n3.value;
    if (Math.abs(v) >= 2 ** 63) return { ok: true, value: -(2 ** 63), weak: true };
    return { ok: true, value: Math.trunc(v), weak: !Number.isInteger(v) };
  }
  return weakNumber(n3, goParseInt);
}
function weakNumber(n3, parse3) {
  if (n3.kind === "string") {
    const v = parse3(n3.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n3.kind === "boolean") return { ok: true, value: n3.value ? 1 : 0, weak: true };
  if (n3.kind === "null") return { ok: true, value: 0, weak: false };
  return { ok: false };
}
function toGoFloat(n3) {
  if (n3.kind === "number") return { ok: true, value: n3.value, weak: false };
  return weakNumber(n3, goParseFloat);
}
function toGoBool(n3) {
  if (n3.kind === "boolean") return { ok: true, value: n3.value, weak: false };
  if (n3.kind === "number") return { ok: true, value: n3.value !== 0, weak: true };
  if (n3.kind === "string") {
    const v = goParseBool(n3.value);
    return v === null ? { ok: false } : { ok: true, value: v, weak: true };
  }
  if (n3.kind === "null") return { ok: true, value: false, weak: false };
  return { ok: false };
}
function sliceItems(n3) {
  if (n3.kind === "array") return { items: n3.items, how: "array" };
  if (n3.kind === "object" && n3.entries.length === 0) return { items: [], how: "emptyObject" };
  if (n3.kind === "string") return { items: splitString(n3), how: "split" };
  return { items: [n3], how: "wrapped" };
}
function splitString(n3) {
  const s = n3.value;
  if (s === "") return [];
  const pieces = s.split(",");
  const exact = n3.raw !== null && n3.raw === JSON.stringify(s) && n3.span.start.line === n3.span.end.line && !n3.env;
  let off = 1;
  return pieces.map((p) => {
    const start = off;
    off += p.length + 1;
    if (!exact) return { ...n3, value: p, raw: null };
    return {
      ...n3,
      value: p,
      raw: null,
      span: {
        ...n3.span,
        start: { line: n3.span.start.line, column: n3.span.start.column + start },
        end: { line: n3.span.start.line, column: n3.span.start.column + start + p.length }
      }
    };
  });
}
function show2(v) {
  const s = JSON.stringify(v);
  return s === void 0 ? String(v) : s.length > 80 ? s.slice(0, 77) + "..." : s;
}

// src/runtimes/fork/load/config-schema.ts
function readConfigSchema() {
  return JSON.parse(readFileSync3(join4(packageRoot(), "schemas", "opencode-config.schema.json"), "utf8"));
}
function resolve(root, s) {
  if (s?.$ref?.startsWith("#/$defs/")) return root.$defs?.[s.$ref.slice("#/$defs/".length)];
  return s;
}
function goKind(s) {
  if (!s) return "any";
  switch (s.type) {
    case "string":
    case "integer":
    case "number":
    case "boolean":
    case "array":
      return s.type;
    case "object":
      if (s.properties) return "struct";
      return "map";
    default:
      return "any";
  }
}
function child(root, s, key) {
  const r = resolve(root, s);
  if (!r) return { name: key, schema: void 0, known: false };
  if (r.properties) {
    const name = Object.keys(r.properties).find((k) => k.toLowerCase() === key.toLowerCase());
    if (name !== void 0) return { name, schema: resolve(root, r.properties[name]), known: true };
    return { name: key, schema: void 0, known: false };
  }
  if (r.additionalProperties && typeof r.additionalProperties === "object") return { name: key, schema: resolve(root, r.additionalProperties), known: true };
  return { name: key, schema: void 0, known: true };
}
function normalise(root, tree, issues) {
  const spans = /* @__PURE__ */ new Map();
  const dotted = /* @__PURE__ */ new Set();
  const walk = (n3, s, ptr, label) => {
    if (n3.kind === "array") return n3.items.map((it, i) => walk(it, resolve(root, resolve(root, s)?.items), pointer(ptr, i), `${label}[${i}]`));
    if (n3.kind !== "object") return n3.value;
    const r = resolve(root, s);
    const out = {};
    for (const e of n3.entries) {
      const c = child(root, r, e.key);
      const isStruct = !!r?.properties;
      const name = isStruct ? c.name : e.key;
      const outKey = isStruct && !c.known && !e.written.value.includes(".") ? e.written.value : name;
      const p = pointer(ptr, outKey);
      const path12 = label ? `${label}.${name}` : name;
      spans.set(p, { key: e.written.span, value: e.value.span });
      if (e.written.value.includes(".")) dotted.add(p);
      if (isStruct && c.known && e.written.value !== name && !e.written.value.includes(".") && e.written.value.toLowerCase() === name.toLowerCase()) {
        issues.push({ rule: "config-key-spelling", messageId: "spelling", data: { key: e.written.value, canonical: name, path: path12 }, span: e.written.span });
      }
      out[outKey] = walk(e.value, c.schema, p, path12);
    }
    return out;
  };
  const data = walk(tree, root, "", "");
  spans.set("", { key: null, value: tree.span });
  return { data, spans, dotted };
}
function validateSchema(validator, norm, fallback, issues) {
  const spanAt = (ptr, which) => {
    let p = ptr;
    for (; ; ) {
      const s = norm.spans.get(p);
      if (s) return which === "key" && s.key || s.value;
      if (p === "") return fallback;
      p = p.slice(0, p.lastIndexOf("/"));
      which = "value";
    }
  };
  for (const v of validator.validate("opencode-config", norm.data, spanAt)) {
    if (v.kind !== "unknown-key" || norm.dotted.has(v.pointer)) continue;
    const segs = v.pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    const key = segs[segs.length - 1] ?? "";
    if (segs.length === 4 && segs[0] === "agents" && segs[2] === "context") {
      const ctxObj = norm.data["agents"]?.[segs[1]]?.["context"] ?? {};
      const consequence = "paths" in ctxObj ? "" : ', and without "paths" this agent layer stays undeclared';
      issues.push({ rule: "config-unknown-context-key", messageId: "unknownKey", data: { key, agent: segs[1], consequence, suggestion: v.suggestion ? `; did you mean "${v.suggestion}"?` : "." }, span: v.span });
      continue;
    }
    if (segs.length === 2 && segs[0] === "permission") {
      issues.push({ rule: "permission-keys-ignored", messageId: "ignored", data: { key }, span: v.span });
      continue;
    }
    const where3 = segs.length === 1 ? "at the top level" : `in "${segs.slice(0, -1).join(".")}"`;
    const mainstream = segs.length === 1 ? MAINSTREAM_KEYS[key] : void 0;
    const suggestion = mainstream ? `; it is a mainstream OpenCode (opencode.json) key: ${mainstream}.` : v.suggestion ? `; did you mean "${v.suggestion}"?` : ".";
    issues.push({
      rule: "config-schema",
      messageId: "unknownKey",
      data: { key, where: where3, suggestion },
      span: v.span
    });
  }
  const cd = norm.data?.["contextDiscovery"];
  if (cd && typeof cd === "object" && "skipDirs" in cd) {
    issues.push({ rule: "config-schema", messageId: "skipDirs", data: {}, span: spanAt("/contextDiscovery/skipDirs", "key") });
  }
}
function checkTypes(root, tree, issues) {
  const failures = [];
  const fail = (n3, path12, expected) => {
    failures.push({ path: path12, message: `'${path12}' expected ${expected}, got unconvertible ${jsonTypeName(n3)}${n3.kind === "object" || n3.kind === "array" ? "" : ` ${show2(n3.value)}`}`, span: n3.span, env: n3.env });
  };
  let quiet = 0;
  const weak = (n3, path12, expected, result) => {
    if (n3.env || quiet > 0) return;
    issues.push({ rule: "config-weak-typing", messageId: "coerced", data: { path: path12, found: `the ${jsonTypeName(n3)} ${show2(n3.value)}`, expected, result: show2(result) }, span: n3.span });
  };
  const scalar = (n3, path12, expected, c) => {
    if (!c.ok) fail(n3, path12, expected);
    else if (c.weak) weak(n3, path12, expected, c.value);
  };
  const walk = (n3, s, path12) => {
    const r = resolve(root, s);
    switch (goKind(r)) {
      case "any":
        return;
      case "string":
        return scalar(n3, path12, "a string", toGoString(n3));
      case "integer":
        return scalar(n3, path12, "an integer", toGoInt(n3));
      case "number":
        return scalar(n3, path12, "a number", toGoFloat(n3));
      case "boolean":
        return scalar(n3, path12, "a boolean", toGoBool(n3));
      case "array": {
        const itemKind = goKind(resolve(root, r?.items));
        if (n3.kind === "object" && n3.entries.length > 0 && itemKind !== "struct" && itemKind !== "map" && itemKind !== "any") return fail(n3, path12, "a list");
        const { items, how } = sliceItems(n3);
        if (how === "split" && !n3.env) {
          issues.push({ rule: "config-weak-typing", messageId: "splitList", data: { path: path12, value: show2(n3.value), result: show2(items.map((i) => i.value)) }, span: n3.span });
        } else if (how === "wrapped" && !n3.env) {
          const found = n3.kind === "object" ? "object" : `${jsonTypeName(n3)} ${show2(n3.value)}`;
          issues.push({ rule: "config-weak-typing", messageId: "wrapped", data: { path: path12, found }, span: n3.span });
        }
        if (how === "wrapped") quiet++;
        items.forEach((it, i) => walk(it, resolve(root, r?.items), `${path12}[${i}]`));
        if (how === "wrapped") quiet--;
        return;
      }
      case "struct":
        if (n3.kind !== "object") return fail(n3, path12, "an object");
        for (const e of n3.entries) {
          const c = child(root, r, e.key);
          if (c.known) walk(e.value, c.schema, `${path12 ? path12 + "." : ""}${c.name}`);
        }
        return;
      case "map":
        if (n3.kind === "array") {
          if (n3.items.length === 0) return;
          if (n3.items.every((i) => i.kind === "object")) {
            if (!n3.env) issues.push({ rule: "config-weak-typing", messageId: "mergedMaps", data: { path: path12 }, span: n3.span });
            for (const it of n3.items) for (const e of it.entries) walk(e.value, child(root, r, e.key).schema, `${path12}.${e.key}`);
            return;
          }
        }
        if (n3.kind !== "object") return fail(n3, path12, "an object");
        for (const e of n3.entries) walk(e.value, child(root, r, e.key).schema, `${path12}.${e.key}`);
        return;
    }
  };
  walk(tree, root, "");
  return failures;
}
var MAINSTREAM_KEYS = {
  instructions: 'the fork reads context files from "contextPaths" (and agent "context")',
  agent: 'the fork configures agents under "agents"',
  mcp: 'the fork reads MCP servers from "mcpServers"',
  provider: 'the fork reads "providers"',
  model: 'the fork sets models per agent, "agents.<id>.model"',
  small_model: 'the fork sets models per agent, "agents.<id>.model"',
  tools: 'the fork sets tools per agent, "agents.<id>.tools"',
  plugin: "the fork has no plugins",
  plugins: "the fork has no plugins",
  theme: 'the fork reads "tui.theme"',
  keybinds: "the fork has no keybinds setting",
  share: "the fork has no share setting",
  autoupdate: "the fork has no autoupdate setting",
  formatter: "the fork has no formatter setting",
  mode: 'the fork has no modes; agents take "mode" under "agents.<id>"'
};

// src/runtimes/fork/load/permission-actions.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/yaml-v3.ts
var import_yaml2 = __toESM(require_dist(), 1);
var NULLS = /* @__PURE__ */ new Set(["", "~", "null", "Null", "NULL"]);
var TRUES = /* @__PURE__ */ new Set(["true", "True", "TRUE"]);
var FALSES = /* @__PURE__ */ new Set(["false", "False", "FALSE"]);
var INFS = /* @__PURE__ */ new Set([".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]);
var NINFS = /* @__PURE__ */ new Set(["-.inf", "-.Inf", "-.INF"]);
var NANS = /* @__PURE__ */ new Set([".nan", ".NaN", ".NAN"]);
var YAML_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var GO_INT = /^[-+]?(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/;
var TIMESTAMP = /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(\.[0-9]*)?(Z|[-+][0-9]{1,2}(:[0-9]{2})?)?)?$/;
var YAML11_TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
var YAML11_FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "off", "Off", "OFF"]);
function goParseInt2(s) {
  if (!GO_INT.test(s)) return null;
  let sign = 1;
  let t = s;
  if (t[0] === "+" || t[0] === "-") {
    if (t[0] === "-") sign = -1;
    t = t.slice(1);
  }
  let v;
  if (/^0[xX]/.test(t)) v = BigInt("0x" + t.slice(2));
  else if (/^0[oO]/.test(t)) v = BigInt("0o" + t.slice(2));
  else if (/^0[bB]/.test(t)) v = BigInt("0b" + t.slice(2));
  else if (t.length > 1 && t[0] === "0") v = BigInt("0o" + t.slice(1));
  else v = BigInt(t);
  v *= BigInt(sign);
  if (v > 9223372036854775807n || v < -9223372036854775808n) return null;
  return Number(v);
}
function resolveScalar(n3) {
  const text = typeof n3.source === "string" ? n3.source : String(n3.value ?? "");
  const explicit = n3.tag?.startsWith("tag:yaml.org,2002:") ? "!!" + n3.tag.slice("tag:yaml.org,2002:".length) : n3.tag;
  if (explicit === "!!str" || n3.type !== void 0 && n3.type !== "PLAIN") return { tag: "!!str", text, value: text };
  if (explicit === "!!binary") return { tag: "!!binary", text, value: text };
  if (NULLS.has(text)) return { tag: "!!null", text, value: null };
  if (TRUES.has(text)) return { tag: "!!bool", text, value: true };
  if (FALSES.has(text)) return { tag: "!!bool", text, value: false };
  if (text === "<<") return { tag: "!!merge", text, value: text };
  if (INFS.has(text)) return { tag: "!!float", text, value: Infinity };
  if (NINFS.has(text)) return { tag: "!!float", text, value: -Infinity };
  if (NANS.has(text)) return { tag: "!!float", text, value: NaN };
  const plain = text.replace(/_/g, "");
  const i = goParseInt2(plain);
  if (i !== null) return { tag: "!!int", text, value: i };
  if (YAML_FLOAT.test(plain)) return { tag: "!!float", text, value: Number(plain) };
  if (TIMESTAMP.test(text)) return { tag: "!!timestamp", text, value: text };
  return { tag: "!!str", text, value: text };
}
var ExcessiveAliasing = class extends Error {
};
var V3Decoder = class {
  constructor(y, lineBase, maxVisits = 1e4) {
    this.y = y;
    this.lineBase = lineBase;
    this.maxVisits = maxVisits;
  }
  y;
  lineBase;
  maxVisits;
  errors = [];
  visits = 0;
  /** yaml.v3's 1-based line of a node, relative to the decoded text. */
  line(n3) {
    const s = yamlSpan(this.y, n3, "");
    return s.start.line - this.lineBase + 1;
  }
  span(n3, pointer2) {
    return yamlSpan(this.y, n3, pointer2);
  }
  /** Follow aliases (counting every step against the cap). */
  deref(n3) {
    let cur = n3;
    for (let hops = 0; (0, import_yaml2.isAlias)(cur); hops++) {
      if (hops > 100) throw new ExcessiveAliasing("anchor value contains itself");
      this.visit();
      cur = cur.resolve(this.y.doc);
    }
    return cur ?? null;
  }
  /** Count one node visit; throws `ExcessiveAliasing` past the cap. */
  visit() {
    if (++this.visits > this.maxVisits) throw new ExcessiveAliasing("document contains excessive aliasing");
  }
  /** Record a yaml.v3 type error (`terror`). */
  terror(n3, goType, pointer2, at3 = n3) {
    let shown2 = "";
    let tag;
    if ((0, import_yaml2.isScalar)(n3)) {
      const r = resolveScalar(n3);
      tag = r.tag;
      const bytes = Buffer.from(r.text, "utf8");
      shown2 = bytes.length > 10 ? " `" + bytes.subarray(0, 7).toString("utf8") + "...`" : " `" + r.text + "`";
    } else tag = (0, import_yaml2.isMap)(n3) ? "!!map" : "!!seq";
    this.errors.push({ text: `line ${this.line(n3)}: cannot unmarshal ${tag}${shown2} into ${goType}`, pointer: pointer2, span: this.span(at3, pointer2) });
  }
  /**
   * yaml.v3's duplicate-key check of one mapping, run before the mapping is decoded.
   * Returns false (and records one error per duplicate pair) when keys repeat.
   */
  checkDuplicates(m2, pointer2) {
    const pairs = m2.items.filter((p) => (0, import_yaml2.isPair)(p));
    const before = this.errors.length;
    for (let i = 0; i < pairs.length; i++) {
      const ki = pairs[i].key;
      for (let j = i + 1; j < pairs.length; j++) {
        const kj = pairs[j].key;
        if (keyKind(ki) === keyKind(kj) && keyText(ki) === keyText(kj) && keyText(ki) !== null) {
          const k = keyText(kj);
          const p = pointer2 + "/" + k.replace(/~/g, "~0").replace(/\//g, "~1");
          this.errors.push({
            text: `line ${this.line(kj)}: mapping key ${goQuote(k)} already defined at line ${this.line(ki)}`,
            pointer: p,
            span: this.span(kj, p),
            firstSpan: this.span(ki, p)
          });
        }
      }
    }
    return this.errors.length === before;
  }
  /** Decode into a Go string. `undefined` on error; `null` for a YAML null (zero value). */
  str(n3, pointer2, goType = "string") {
    const d = this.deref(n3);
    this.visit();
    if (d === null) return null;
    if ((0, import_yaml2.isScalar)(d)) {
      const r = resolveScalar(d);
      return r.tag === "!!null" ? null : r.text;
    }
    if ((0, import_yaml2.isMap)(d) && !this.checkDuplicates(d, pointer2)) return void 0;
    this.terror(d, goType, pointer2, (0, import_yaml2.isAlias)(n3) ? n3 : d);
    return void 0;
  }
  /**
   * The common head of the bool and int decoders: `null` for a YAML null (Go keeps the zero value),
   * `undefined` when a mapping repeats a key (recorded), else the node and, for a scalar, its resolution.
   */
  scalarOf(n3, pointer2) {
    const d = this.deref(n3);
    this.visit();
    if (d === null) return null;
    if ((0, import_yaml2.isScalar)(d)) {
      const r = resolveScalar(d);
      return r.tag === "!!null" ? null : { d, r };
    }
    if ((0, import_yaml2.isMap)(d) && !this.checkDuplicates(d, pointer2)) return void 0;
    return { d, r: null };
  }
  /** Decode into a Go bool (YAML 1.1 words accepted). */
  bool(n3, pointer2) {
    const s = this.scalarOf(n3, pointer2);
    if (!s) return s;
    const { d, r } = s;
    if (r?.tag === "!!bool") return r.value;
    if (r && (r.tag === "!!str" || r.tag === "!!timestamp")) {
      if (YAML11_TRUE.has(r.text)) return true;
      if (YAML11_FALSE.has(r.text)) return false;
    }
    this.terror(d, "bool", pointer2);
    return void 0;
  }
  /** Decode into a Go int (`goType` int or int64): ints, and floats truncated; not strings. */
  int(n3, pointer2, goType) {
    const s = this.scalarOf(n3, pointer2);
    if (!s) return s;
    const { d, r } = s;
    if (r?.tag === "!!int") return r.value;
    if (r?.tag === "!!float" && Number.isFinite(r.value) && Math.abs(r.value) <= 9223372036854776e3) return Math.trunc(r.value);
    this.terror(d, goType, pointer2);
    return void 0;
  }
  /** Decode into `[]string`: a sequence whose items decode into strings. `null` for YAML null. */
  strings(n3, pointer2) {
    const d = this.deref(n3);
    this.visit();
    if (d === null) return null;
    if ((0, import_yaml2.isScalar)(d) && resolveScalar(d).tag === "!!null") return null;
    if (!(0, import_yaml2.isSeq)(d)) {
      if ((0, import_yaml2.isMap)(d) && !this.checkDuplicates(d, pointer2)) return void 0;
      this.terror(d, "[]string", pointer2);
      return void 0;
    }
    const values = [];
    let ok = true;
    d.items.forEach((item, i) => {
      const p = `${pointer2}/${i}`;
      const s = this.str(item, p);
      if (s === void 0) ok = false;
      else values.push({ value: s ?? "", node: item ?? d, pointer: p });
    });
    return ok ? { values } : void 0;
  }
  /** Decode into `map[string]bool`. */
  boolMap(n3, pointer2) {
    const d = this.deref(n3);
    this.visit();
    if (d === null) return null;
    if ((0, import_yaml2.isScalar)(d) && resolveScalar(d).tag === "!!null") return null;
    if (!(0, import_yaml2.isMap)(d)) {
      this.terror(d, "map[string]bool", pointer2);
      return void 0;
    }
    if (!this.checkDuplicates(d, pointer2)) return void 0;
    const out = {};
    let ok = true;
    for (const p of d.items) {
      const k = this.str(p.key, pointer2);
      if (k === void 0) {
        ok = false;
        continue;
      }
      const v = this.bool(p.value, `${pointer2}/${(k ?? "").replace(/~/g, "~0").replace(/\//g, "~1")}`);
      if (v === void 0) ok = false;
      else out[k ?? ""] = v ?? false;
    }
    return ok ? out : void 0;
  }
  /** Decode into `interface{}` / `map[string]any`: any shape is accepted; nested mappings are still checked for duplicates. */
  any(n3, pointer2, mapOnly = null) {
    const d = this.deref(n3);
    this.visit();
    if (d === null) return null;
    if ((0, import_yaml2.isScalar)(d)) {
      const r = resolveScalar(d);
      if (mapOnly !== null && r.tag !== "!!null") {
        this.terror(d, mapOnly, pointer2);
        return void 0;
      }
      return r.value;
    }
    if ((0, import_yaml2.isSeq)(d)) {
      if (mapOnly !== null) {
        this.terror(d, mapOnly, pointer2);
        return void 0;
      }
      let ok = true;
      const arr = d.items.map((it, i) => {
        const v = this.any(it, `${pointer2}/${i}`);
        if (v === void 0) ok = false;
        return v;
      });
      return ok ? arr : void 0;
    }
    if ((0, import_yaml2.isMap)(d)) {
      if (!this.checkDuplicates(d, pointer2)) return void 0;
      const out = {};
      let ok = true;
      for (const p of d.items) {
        const k = (0, import_yaml2.isScalar)(this.deref(p.key)) ? resolveScalar(this.deref(p.key)).text : null;
        if (k === null) continue;
        const v = this.any(p.value, `${pointer2}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
        if (v === void 0) ok = false;
        else out[k] = v;
      }
      return ok ? out : void 0;
    }
    return null;
  }
};
function keyKind(n3) {
  return (0, import_yaml2.isScalar)(n3) ? "scalar" : (0, import_yaml2.isMap)(n3) ? "map" : (0, import_yaml2.isSeq)(n3) ? "seq" : (0, import_yaml2.isAlias)(n3) ? "alias" : "other";
}
function keyText(n3) {
  if ((0, import_yaml2.isScalar)(n3)) return resolveScalar(n3).text;
  if ((0, import_yaml2.isAlias)(n3)) return n3.source;
  return null;
}
function goQuote(s) {
  return JSON.stringify(s);
}
function toPlain(dec, n3) {
  const d = dec.deref(n3);
  dec.visit();
  if (d === null) return null;
  if ((0, import_yaml2.isScalar)(d)) {
    const r = resolveScalar(d);
    if (r.tag === "!!float" && !Number.isFinite(r.value)) return r.text;
    return r.value;
  }
  if ((0, import_yaml2.isSeq)(d)) return d.items.map((it) => toPlain(dec, it));
  if ((0, import_yaml2.isMap)(d)) {
    const out = {};
    const merges = [];
    for (const p of d.items) {
      const kn = dec.deref(p.key);
      const k = keyText(kn);
      if (k === null) continue;
      if (k === "<<" && (0, import_yaml2.isScalar)(kn) && kn.type === "PLAIN") {
        merges.push(p.value);
        continue;
      }
      out[k] = toPlain(dec, p.value);
    }
    for (const m2 of merges) {
      const md = dec.deref(m2);
      const maps = (0, import_yaml2.isMap)(md) ? [md] : (0, import_yaml2.isSeq)(md) ? md.items.map((i) => dec.deref(i)) : [];
      for (const mm of maps) {
        const plain = (0, import_yaml2.isMap)(mm) ? toPlain(dec, mm) : null;
        if (plain === null || typeof plain !== "object" || Array.isArray(plain)) continue;
        for (const [k, v] of Object.entries(plain)) if (!(k in out)) out[k] = v;
      }
    }
    return out;
  }
  return null;
}

// src/runtimes/fork/load/permission-actions.ts
var PERMISSION_ACTIONS = Object.freeze(["allow", "ask", "deny"]);
var MAX_LEVELS = 2;
function issue(where3, value, type, span2, source) {
  const fix = value === "false" ? "deny" : value === "true" ? "allow" : 'allow", "ask" or "deny';
  return { rule: "permission-action-invalid", messageId: source === "frontmatter" ? "frontmatter" : "config", data: { where: where3, value, type, fix }, span: span2 };
}
function checkJsonPermissionMap(map, where3, issues, levels = MAX_LEVELS) {
  if (map.kind !== "object" || map.env !== null) return;
  for (const e of map.entries) {
    const v = e.value;
    const at3 = `${where3}.${e.written.value}`;
    if (v.env !== null) continue;
    if (v.kind === "string" || v.kind === "null") continue;
    if (v.kind === "object" && levels > 1) {
      checkJsonPermissionMap(v, at3, issues, levels - 1);
      continue;
    }
    const shown2 = v.kind === "object" ? "{\u2026}" : v.kind === "array" ? "[\u2026]" : String(v.value);
    issues.push(issue(at3, shown2, v.kind === "object" ? "a nested object" : v.kind === "array" ? "a list" : `a ${v.kind}`, v.span, "config"));
  }
}
function checkYamlPermission(dec, node, issues) {
  const walk = (n3, where3, ptr, levels) => {
    const d = dec.deref(n3);
    if (d === null || !(0, import_yaml3.isMap)(d)) return;
    for (const p of d.items) {
      const k = keyText(dec.deref(p.key));
      if (k === null) continue;
      const at3 = where3 === "" ? k : `${where3}.${k}`;
      const vptr = `${ptr}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const v = dec.deref(p.value);
      if (v === null) continue;
      if ((0, import_yaml3.isScalar)(v)) {
        const r = resolveScalar(v);
        if (r.tag === "!!str" || r.tag === "!!null" || r.tag === "!!binary") continue;
        const type = r.tag === "!!bool" ? "a boolean" : r.tag === "!!int" || r.tag === "!!float" ? "a number" : "not a string";
        issues.push(issue(`permission.${at3}`, r.text, type, dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml3.isMap)(v)) {
        if (levels > 1) walk(v, at3, vptr, levels - 1);
        else issues.push(issue(`permission.${at3}`, "{\u2026}", "a nested mapping", dec.span(v, vptr), "frontmatter"));
      } else if ((0, import_yaml3.isSeq)(v)) {
        issues.push(issue(`permission.${at3}`, "[\u2026]", "a list", dec.span(v, vptr), "frontmatter"));
      }
    }
  };
  walk(node, "", "/permission", MAX_LEVELS);
}

// src/runtimes/fork/load/config.ts
var MAX_CHECKED_DEPTH = 512;
var MAX_CONFIG_BYTES2 = 1024 * 1024;
var DEFAULT_KEYS = [
  "data.directory",
  "contextpaths",
  "contextdiscovery.enabled",
  "contextdiscovery.maxfiles",
  "contextdiscovery.maxdepth",
  "contextdiscovery.maxfilebytes",
  "contextdiscovery.maxsessionbytes",
  "tui.theme",
  "autocompact",
  "skills.maxdescriptionchars",
  "skills.maxlistingchars",
  "shell.path",
  "shell.args",
  "sessionprovider.type",
  "sessionprovider.mysql.port",
  "sessionprovider.mysql.maxconnections",
  "sessionprovider.mysql.maxidleconnections",
  "sessionprovider.mysql.connectiontimeout",
  "debug",
  "log.level"
];
var LEGACY_AGENTS = { task: "explorer", title: "descriptor" };
function loadConfig(ctx) {
  const model = defaultConfig();
  const schema = readConfigSchema();
  const validator = new SchemaValidator();
  const fatals = [];
  let global = null;
  const projectProbe = probe(ctx, [clean(ctx.cwd)]);
  if (ctx.withGlobal) {
    const g = probe(ctx, globalSearchDirs(ctx));
    if (g.found) {
      candidateIssues(ctx, g.found.name, g.found.abs, g.shadowed);
      const read = readConfig(ctx, g.found.abs, true, fatals);
      if (read === "unreadable" || read === "unchecked") model.globalFile = g.found.abs;
      else {
        model.globalFile = g.found.abs;
        if (read.tree) global = read;
        else {
          const p = describeJsonProblem(read.doc);
          const msg = `failed to read config: While parsing config: ${p.detail}`;
          fatals.push(msg);
          ctx.issues.push({ rule: "config-load-failure", messageId: "globalParse", data: { detail: p.detail }, span: read.doc.lines.span(read.file, "", p.offset, p.offset + p.length) });
        }
      }
    }
  }
  let project = null;
  let projectDoc = null;
  const pf = projectProbe.found;
  if (pf && pf.abs !== model.globalFile) {
    candidateIssues(ctx, pf.name, pf.abs, []);
    model.file = pf.name;
    const read = readConfig(ctx, pf.abs, false, fatals);
    if (read === "unreadable") model.ignored = true;
    else if (read !== "unchecked") {
      projectDoc = read.doc;
      if (read.tree) project = read;
      else {
        model.ignored = true;
        const p = describeJsonProblem(read.doc);
        ctx.issues.push({ rule: "parse-error", messageId: "configIgnored", data: { detail: p.detail }, span: read.doc.lines.span(read.file, "", p.offset, p.offset + p.length) });
      }
    }
  } else if (pf) model.file = pf.name;
  unreadConfigFiles(ctx, pf?.name ?? null);
  const agentKeys = [];
  for (const f of [global, project]) {
    if (!f?.tree) continue;
    validateSchema(validator, normalise(schema, f.tree, ctx.issues), fileSpan(f.file), ctx.issues);
    const wd = entry(f.tree, "wd");
    if (wd) ctx.issues.push({ rule: "config-working-dir", messageId: "wdIgnored", data: { key: wd.written.value }, span: wd.written.span });
    agentKeys.push(...writtenAgentKeys(f));
  }
  model.agentKeys = agentKeys;
  const gTree = global?.tree ? dropEmptyObjects(global.tree) : null;
  const pTree = project?.tree ? dropEmptyObjects(project.tree) : null;
  const mergedRaw = mergeOver(gTree, pTree);
  let merged = (mergedRaw && settled(mergedRaw)) ?? emptyObject(project?.file ?? global?.file ?? "");
  const envResult = applyEnv(ctx, schema, merged);
  merged = envResult.tree;
  model.envOverrides = envResult.overrides;
  const failures = checkTypes(schema, merged, ctx.issues);
  for (const f of failures) {
    const msg = `failed to unmarshal config: ${f.message}`;
    fatals.push(msg);
    const ov = f.env ? model.envOverrides.find((o) => o.variable === f.env) : void 0;
    if (ov) ov.error = msg;
    else ctx.issues.push({ rule: "config-load-failure", messageId: "unmarshal", data: { detail: f.message }, span: f.span });
  }
  decodeModel(model, merged, global, ctx.issues);
  for (const v of validate(merged)) {
    fatals.push(`config validation failed: ${v.message}`);
    ctx.issues.push({ rule: "config-load-failure", messageId: "validation", data: { detail: v.message }, span: v.span });
  }
  if (model.workingDir) {
    const v = model.workingDir.value;
    ctx.W = v === "" ? clean(ctx.cwd) : isAbs(v) ? clean(v) : join(ctx.cwd, v);
  }
  model.valueSpans = configValueSpans(projectDoc);
  model.fatal = fatals[0] ?? null;
  return model;
}
var UNREAD_CONFIG_NAMES = [".opencode.jsonc", ".opencode.json5", ".opencode/.opencode.json", ".opencode/.opencode.jsonc"];
function unreadConfigFiles(ctx, used) {
  for (const name of UNREAD_CONFIG_NAMES) {
    const abs = join(ctx.cwd, name);
    if (ctx.source.stat(abs)?.kind !== "file") continue;
    const file = displayName(ctx, abs);
    const instead = used !== null ? `The runtime reads ${used} instead.` : "Without a .opencode.json the runtime runs on defaults.";
    const messageId = name.endsWith("c") || name.endsWith("5") ? "jsonc" : "location";
    ctx.issues.push({ rule: "config-file-not-read", messageId, data: { file, instead }, span: { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
  }
}
function defaultConfig() {
  return {
    file: null,
    ignored: false,
    globalFile: null,
    contextPaths: [...DEFAULT_CONTEXT_PATHS],
    contextPathsOrigin: "default",
    contextPathNodes: null,
    contextPathsSpan: null,
    discovery: { ...DISCOVERY_DEFAULTS, skipDirs: [] },
    discoverySpan: null,
    dataDirectory: DEFAULT_DATA_DIRECTORY,
    agentPaths: [],
    flowPaths: [],
    agents: [],
    workingDir: null,
    fatal: null,
    envOverrides: [],
    agentKeys: []
  };
}
function emptyObject(file) {
  return { kind: "object", value: null, entries: [], items: [], span: fileSpan(file), raw: null, env: null };
}
function displayName(ctx, abs) {
  const r = rel(clean(ctx.cwd), abs);
  return r !== null && !r.startsWith("..") && r !== "." ? r : abs;
}
function candidateIssues(ctx, name, abs, shadowed) {
  const file = displayName(ctx, abs);
  if (name !== ".opencode.json") ctx.issues.push({ rule: "config-candidate-file", messageId: "otherName", data: { file: name }, span: fileSpan(file) });
  for (const s of shadowed) ctx.issues.push({ rule: "config-candidate-file", messageId: "shadows", data: { file: abs, shadowed: s }, span: fileSpan(file) });
}
function readConfig(ctx, abs, isGlobal, fatals) {
  const file = displayName(ctx, abs);
  const r = ctx.source.readFile(abs, MAX_CONFIG_BYTES2 + 1);
  if (!r.ok) {
    const detail = READ_ERRORS[r.code] ?? r.code;
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail }, span: fileSpan(file) });
    if (isGlobal) fatals.push(`failed to read config: ${detail}`);
    return "unreadable";
  }
  if (r.size > MAX_CONFIG_BYTES2) {
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it is ${r.size} bytes, over the ${MAX_CONFIG_BYTES2} bytes ctxlens reads; its settings are not checked` }, span: fileSpan(file) });
    return "unchecked";
  }
  const text = r.data.toString("utf8");
  const goDeep = deepNestingOffset(text, GO_MAX_JSON_DEPTH);
  const tooDeep = goDeep >= 0 ? goDeep : deepNestingOffset(text, MAX_CHECKED_DEPTH);
  if (tooDeep >= 0) {
    const lines = new LineIndex(text);
    ctx.documents.set(file, { file, abs, kind: "config", text, lines });
    const span2 = lines.span(file, "", tooDeep, tooDeep + 1);
    if (goDeep >= 0) {
      const doc2 = { file, text, lines, root: void 0, errors: [{ code: "ExceededMaxDepth", message: "exceeded max depth", span: span2 }] };
      return { abs, file, doc: doc2, tree: null };
    }
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: file, detail: `it nests values more than ${MAX_CHECKED_DEPTH} levels deep; ctxlens does not check it and applies none of its settings` }, span: span2 });
    return "unchecked";
  }
  const doc = parseJson(text, file);
  ctx.documents.set(file, { file, abs, kind: "config", text, lines: doc.lines });
  const problem = describeJsonProblem(doc);
  if (problem) return { abs, file, doc, tree: null };
  const tree = doc.root && doc.root.type === "object" ? toCNode(doc, doc.root, ctx.issues) : emptyObject(file);
  return { abs, file, doc, tree };
}
var READ_ERRORS = {
  ENOENT: "the file does not exist",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  ENOTREG: "it is not a regular file (the runtime would block or fail reading it)",
  ELOOP: "too many levels of symbolic links",
  EIO: "input/output error"
};
function writtenAgentKeys(f) {
  const out = [];
  const root = f.doc.root;
  if (!root || root.type !== "object") return out;
  for (const p of root.children ?? []) {
    const [k, v] = p.children ?? [];
    if (!k || !v || goLower(String(k.value)) !== "agents" || v.type !== "object") continue;
    for (const ap of v.children ?? []) {
      const ak = ap.children?.[0];
      if (ak) out.push({ value: String(ak.value), span: f.doc.lines.span(f.file, `/${String(k.value)}/${String(ak.value)}`, ak.offset, ak.offset + ak.length) });
    }
  }
  return out;
}
function canonicalKey(schema, segs) {
  const out = [];
  let s = schema;
  for (const seg of segs) {
    const r = s?.$ref ? schema.$defs?.[s.$ref.slice("#/$defs/".length)] : s;
    const name = r?.properties ? Object.keys(r.properties).find((k) => k.toLowerCase() === seg) : void 0;
    out.push(name ?? seg);
    s = name ? r?.properties?.[name] : r?.additionalProperties && typeof r.additionalProperties === "object" ? r.additionalProperties : void 0;
  }
  return out.join(".");
}
function leafKeys(n3, prefix, out) {
  if (n3.kind !== "object") {
    if (prefix.length) out.push(prefix);
    return;
  }
  for (const e of n3.entries) leafKeys(e.value, [...prefix, e.key], out);
}
function setLeaf(tree, segs, variable, value) {
  let cur = tree;
  for (let i = 0; i < segs.length - 1; i++) {
    let e2 = entry(cur, segs[i]);
    if (!e2) {
      e2 = { key: segs[i], written: { value: segs[i], span: cur.span }, value: { ...emptyObject(cur.span.file), span: cur.span, env: variable } };
      cur.entries.push(e2);
    }
    if (e2.value.kind !== "object") return void 0;
    e2.value = { ...e2.value, entries: [...e2.value.entries] };
    cur = e2.value;
  }
  const last = segs[segs.length - 1];
  const e = entry(cur, last);
  const old = e?.value ?? null;
  if (old && old.kind === "object") return void 0;
  if (e) e.value = value(old);
  else cur.entries.push({ key: last, written: { value: last, span: cur.span }, value: value(null) });
  return old;
}
function cloneObject(n3) {
  return { ...n3, entries: n3.entries.map((e) => ({ ...e, value: e.value.kind === "object" ? cloneObject(e.value) : e.value })) };
}
function applyEnv(ctx, schema, merged) {
  const tree = cloneObject(merged);
  const leaves = [];
  leafKeys(merged, [], leaves);
  const keys = /* @__PURE__ */ new Map();
  for (const k of [...DEFAULT_KEYS.map((k2) => k2.split(".")), ...leaves]) keys.set(k.join("."), k);
  const overrides = [];
  const apply = (segs, variable, raw, node) => {
    const old = setLeaf(tree, segs, variable, node);
    if (old === void 0) return;
    const key = canonicalKey(schema, segs);
    const affectsContext = segs[0] === "contextpaths" || segs[0] === "contextdiscovery" || segs[0] === "data" && segs[1] === "directory";
    overrides.push({ variable, key, value: raw, span: old && !old.env ? old.span : null, affectsContext, error: null });
  };
  const sorted = [...keys.entries()].sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const viperSet = /* @__PURE__ */ new Set(["disablelspdownload", "sessionprovider.type", "sessionprovider.mysql.dsn"]);
  for (const [k, segs] of sorted) {
    if (viperSet.has(k)) continue;
    const variable = `OPENCODE_${k.toUpperCase()}`;
    const raw = ctx.env[variable];
    if (raw === void 0 || raw === "") continue;
    apply(segs, variable, raw, (old) => envNode(raw, variable, old));
  }
  const lsp = ctx.env["OPENCODE_DISABLE_LSP_DOWNLOAD"];
  if (lsp === "true" || lsp === "1") {
    apply(["disablelspdownload"], "OPENCODE_DISABLE_LSP_DOWNLOAD", lsp, (old) => ({ ...envNode(lsp, "OPENCODE_DISABLE_LSP_DOWNLOAD", old), kind: "boolean", value: true }));
  }
  for (const [variable, segs] of [
    ["OPENCODE_SESSION_PROVIDER_TYPE", ["sessionprovider", "type"]],
    ["OPENCODE_MYSQL_DSN", ["sessionprovider", "mysql", "dsn"]]
  ]) {
    const raw = ctx.env[variable];
    if (raw) apply([...segs], variable, raw, (old) => envNode(raw, variable, old));
  }
  return { tree, overrides };
}
function envNode(raw, variable, old) {
  return { kind: "string", value: raw, entries: [], items: [], span: old?.span ?? fileSpan(""), raw: null, env: variable };
}
function stringNodes(n3) {
  const out = [];
  for (const it of sliceItems(n3).items) {
    const c = toGoString(it);
    if (!c.ok) return null;
    out.push({ value: c.value, span: it.span });
  }
  return out;
}
function stringNode(n3) {
  if (!n3) return null;
  const c = toGoString(n3);
  return c.ok ? { value: c.value, span: n3.span } : null;
}
function boolOf(n3, dflt) {
  if (!n3) return dflt;
  const c = toGoBool(n3);
  return c.ok ? c.value : dflt;
}
function decodeModel(model, s, global, issues) {
  const cp = at2(s, "contextpaths");
  if (cp) {
    const nodes = stringNodes(cp);
    if (nodes) {
      model.contextPaths = nodes.map((n3) => n3.value);
      if (cp.env) model.contextPathsOrigin = "env";
      else {
        model.contextPathsOrigin = global && cp.span.file === global.file ? "global" : "project";
        model.contextPathNodes = nodes;
        model.contextPathsSpan = cp.span;
      }
    }
  }
  const cd = at2(s, "contextdiscovery");
  const d = { ...DISCOVERY_DEFAULTS, skipDirs: [] };
  if (cd && cd.kind === "object") {
    d.enabled = boolOf(at2(cd, "enabled"), DISCOVERY_DEFAULTS.enabled);
    for (const [k, lower] of [
      ["maxFiles", "maxfiles"],
      ["maxDepth", "maxdepth"],
      ["maxFileBytes", "maxfilebytes"],
      ["maxSessionBytes", "maxsessionbytes"]
    ]) {
      const v = at2(cd, lower);
      const c = v ? toGoInt(v) : null;
      if (c?.ok) d[k] = c.value;
    }
    const sd = at2(cd, "skipdirs");
    d.skipDirs = sd ? (stringNodes(sd) ?? []).map((n3) => n3.value) : [];
    if (!cd.env && cd.span.file !== "") model.discoverySpan = cd.span;
  }
  model.discovery = d;
  const dd = stringNode(at2(s, "data", "directory"));
  if (dd) model.dataDirectory = dd.value;
  const ap = at2(s, "agentpaths");
  model.agentPaths = ap ? stringNodes(ap) ?? [] : [];
  const fp = at2(s, "flowpaths");
  model.flowPaths = fp ? stringNodes(fp) ?? [] : [];
  model.workingDir = stringNode(at2(s, "workingdir"));
  const agents = at2(s, "agents");
  if (agents && agents.kind === "object") {
    for (const e of agents.entries) {
      if (e.value.kind !== "object") continue;
      const target = LEGACY_AGENTS[e.key];
      if (target) {
        issues.push({ rule: "config-legacy-agent", messageId: "dropped", data: { key: e.written.value, id: e.key, target }, span: e.written.span });
        continue;
      }
      model.agents.push(agentEntry(e.key, e.written, e.value));
      const perm = at2(e.value, "permission");
      if (perm) checkJsonPermissionMap(perm, `agents.${e.written.value}.permission`, issues);
    }
  }
  const rules2 = at2(s, "permission", "rules");
  if (rules2) checkJsonPermissionMap(rules2, "permission.rules", issues);
  const skill = at2(s, "permission", "skill");
  if (skill) checkJsonPermissionMap(skill, "permission.skill", issues, 1);
}
function agentEntry(id, key, a) {
  const tools = at2(a, "tools");
  let toolsNode = null;
  if (tools && tools.kind === "object") {
    const rec = {};
    for (const t of tools.entries) rec[t.key] = boolOf(t.value, false);
    toolsNode = { value: rec, span: tools.span };
  }
  const allow = at2(a, "allowtools");
  const allowNodes = allow ? stringNodes(allow) : null;
  const ctxNode = at2(a, "context");
  return {
    key,
    id,
    span: a.span,
    mode: stringNode(at2(a, "mode")),
    model: stringNode(at2(a, "model")),
    context: ctxNode ? contextSpec(ctxNode) : null,
    tools: toolsNode,
    allowTools: allow && allowNodes ? { value: allowNodes.map((n3) => n3.value), span: allow.span } : null,
    disabled: boolOf(at2(a, "disabled"), false),
    hidden: boolOf(at2(a, "hidden"), false)
  };
}
function contextSpec(n3) {
  if (n3.kind !== "object") return null;
  const paths = entry(n3, "paths");
  const nested = entry(n3, "nested");
  const nestedC = nested ? toGoBool(nested.value) : null;
  return {
    span: n3.span,
    paths: paths ? stringNodes(paths.value) : null,
    pathsSpan: paths ? paths.value.span : null,
    mode: stringNode(entry(n3, "mode")?.value ?? null),
    nested: nested && nestedC?.ok ? { value: nestedC.value, span: nested.value.span } : null,
    unknownKeys: n3.entries.filter((e) => !["paths", "mode", "nested"].includes(e.key)).map((e) => e.written)
  };
}
function validate(s) {
  const out = [];
  const sp = at2(s, "sessionprovider");
  const type = stringNode(at2(s, "sessionprovider", "type"));
  const t = type?.value || "sqlite";
  if (t !== "sqlite" && t !== "mysql") {
    out.push({ message: `session provider validation failed: invalid session provider type: ${t} (must be 'sqlite' or 'mysql')`, span: type.span });
  } else if (t === "mysql" && !stringNode(at2(s, "sessionprovider", "mysql", "dsn"))?.value) {
    for (const f of ["host", "database", "username", "password"]) {
      if (!stringNode(at2(s, "sessionprovider", "mysql", f))?.value) {
        out.push({ message: `session provider validation failed: MySQL ${f} is required when using MySQL session provider (or provide DSN)`, span: (type ?? stringNode(sp))?.span ?? sp.span });
        break;
      }
    }
  }
  const agents = at2(s, "agents");
  const entries = agents?.kind === "object" ? [...agents.entries].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : [];
  for (const e of entries) {
    if (e.value.kind !== "object") continue;
    const prompt = stringNode(at2(e.value, "prompt"));
    const lpp = stringNode(at2(e.value, "langfusepromptpath"));
    if (prompt && prompt.value !== "" && lpp && trimSpace(lpp.value) !== "") {
      out.push({ message: `agent "${e.key}": prompt and langfusePromptPath are mutually exclusive \u2014 declare exactly one`, span: lpp.span });
    }
    const tools = at2(e.value, "tools");
    const allow = at2(e.value, "allowtools");
    const allowN = allow ? stringNodes(allow) : null;
    if (tools && tools.kind === "object" && tools.entries.length > 0 && allowN && allowN.length > 0) {
      out.push({ message: `agent "${e.key}": tools and allowTools are mutually exclusive \u2014 declare exactly one`, span: allow.span });
    }
  }
  return out;
}

// src/runtimes/fork/load/agent-decode.ts
var import_yaml4 = __toESM(require_dist(), 1);
var AGENT_FIELDS2 = Object.freeze({
  name: { kind: "string", goType: "string" },
  description: { kind: "string", goType: "string" },
  mode: { kind: "string", goType: "config.AgentMode" },
  native: { kind: "bool", goType: "bool" },
  hidden: { kind: "bool", goType: "bool" },
  disabled: { kind: "bool", goType: "bool" },
  color: { kind: "string", goType: "string" },
  model: { kind: "string", goType: "string" },
  maxTokens: { kind: "int", goType: "int64" },
  maxTurns: { kind: "int", goType: "int" },
  reasoningEffort: { kind: "string", goType: "string" },
  taskBudget: { kind: "int", goType: "int64" },
  skills: { kind: "strings", goType: "[]string" },
  permission: { kind: "map", goType: "map[string]interface {}" },
  tools: { kind: "boolMap", goType: "map[string]bool" },
  deferredTools: { kind: "boolMap", goType: "map[string]bool" },
  allowTools: { kind: "strings", goType: "[]string" },
  output: { kind: "output", goType: "agent.Output" },
  parallelToolUse: { kind: "bool", goType: "bool" },
  langfusePromptPath: { kind: "string", goType: "string" },
  langfusePromptLabel: { kind: "string", goType: "string" },
  structOutputSchemaDelivery: { kind: "string", goType: "string" },
  context: { kind: "context", goType: "contextfile.AgentContext" }
});
var CONTEXT_FIELDS = Object.freeze(["paths", "mode", "nested"]);
function esc(k) {
  return k.replace(/~/g, "~0").replace(/\//g, "~1");
}
function decodeAgentFrontmatter(y, lineBase) {
  const dec = new V3Decoder(y, lineBase);
  const agent = {
    name: "",
    mode: null,
    native: false,
    hidden: false,
    disabled: false,
    model: null,
    maxTurns: 0,
    taskBudget: 0,
    langfusePromptPath: null,
    langfusePromptLabel: "",
    tools: null,
    allowTools: null,
    context: null,
    keys: []
  };
  try {
    const root = dec.deref(y.doc.contents);
    if (root !== null) {
      if ((0, import_yaml4.isMap)(root)) {
        if (dec.checkDuplicates(root, "")) decodeStruct(dec, root, agent);
      } else if (!isNullScalar(root)) {
        dec.terror(root, "agent.AgentInfo", "");
      }
    }
  } catch (e) {
    if (!(e instanceof ExcessiveAliasing)) throw e;
    return { agent: null, errors: dec.errors, errorText: `yaml: ${e.message}`, decoder: dec };
  }
  if (dec.errors.length > 0) {
    return { agent: null, errors: dec.errors, errorText: "yaml: unmarshal errors:\n  " + dec.errors.map((e) => e.text).join("\n  "), decoder: dec };
  }
  return { agent, errors: [], errorText: null, decoder: dec };
}
function decodeStruct(dec, root, agent) {
  const explicit = /* @__PURE__ */ new Set();
  const merges = [];
  for (const p of root.items) {
    if (!(0, import_yaml4.isPair)(p)) continue;
    const keyNode = dec.deref(p.key);
    const k = keyNode && (0, import_yaml4.isScalar)(keyNode) ? keyText(keyNode) : null;
    if (k === null) continue;
    if (k === "<<" && (0, import_yaml4.isScalar)(keyNode) && keyNode.type === "PLAIN") {
      merges.push(p.value);
      continue;
    }
    agent.keys.push({ value: k, span: dec.span(p.key, "/" + esc(k)) });
    explicit.add(k);
    decodeField(dec, k, p, agent);
  }
  for (const m2 of merges) {
    const d = dec.deref(m2);
    const maps = (0, import_yaml4.isMap)(d) ? [d] : (0, import_yaml4.isSeq)(d) ? d.items.map((i) => dec.deref(i)).filter((i) => (0, import_yaml4.isMap)(i)) : [];
    for (const mm of maps) {
      for (const p of mm.items) {
        const k = keyText(dec.deref(p.key));
        if (k === null || explicit.has(k)) continue;
        explicit.add(k);
        decodeField(dec, k, p, agent);
      }
    }
  }
}
function decodeField(dec, k, p, agent) {
  const f = AGENT_FIELDS2[k];
  if (!f) return;
  const ptr = "/" + esc(k);
  const v = p.value;
  const at3 = (n3) => dec.span(n3 ?? p.key, ptr);
  switch (f.kind) {
    case "string": {
      const s = dec.str(v, ptr, f.goType);
      if (s === void 0) return;
      if (k === "mode") agent.mode = s === null ? null : { value: s, span: at3(v) };
      else if (k === "model") agent.model = { value: s ?? "", span: at3(v) };
      else if (k === "name") agent.name = s ?? "";
      else if (k === "langfusePromptPath") agent.langfusePromptPath = { value: s ?? "", span: at3(v) };
      else if (k === "langfusePromptLabel") agent.langfusePromptLabel = s ?? "";
      return;
    }
    case "bool": {
      const b = dec.bool(v, ptr);
      if (b === void 0 || b === null) return;
      if (k === "native") agent.native = b;
      else if (k === "hidden") agent.hidden = b;
      else if (k === "disabled") agent.disabled = b;
      return;
    }
    case "int": {
      const i = dec.int(v, ptr, f.goType);
      if (i === void 0 || i === null) return;
      if (k === "maxTurns") agent.maxTurns = i;
      else if (k === "taskBudget") agent.taskBudget = i;
      return;
    }
    case "strings": {
      const s = dec.strings(v, ptr);
      if (s === void 0 || s === null) return;
      if (k === "allowTools") agent.allowTools = { value: s.values.map((x) => x.value), span: at3(v) };
      return;
    }
    case "boolMap": {
      const m2 = dec.boolMap(v, ptr);
      if (m2 === void 0 || m2 === null) return;
      if (k === "tools") agent.tools = { value: m2, span: at3(v) };
      return;
    }
    case "map":
      dec.any(v, ptr, f.goType);
      if (k === "permission") agent.permissionNode = v;
      return;
    case "output": {
      const d = dec.deref(v);
      if (isNullScalar(d)) return;
      if (!(0, import_yaml4.isMap)(d)) {
        dec.terror(d, f.goType, ptr);
        return;
      }
      if (!dec.checkDuplicates(d, ptr)) return;
      for (const q2 of d.items) {
        if (keyText(dec.deref(q2.key)) === "schema") dec.any(q2.value, ptr + "/schema", "map[string]interface {}");
      }
      return;
    }
    case "context":
      decodeContext(dec, v, p.key, agent);
      return;
  }
}
function isNullScalar(d) {
  return d === null || (0, import_yaml4.isScalar)(d) && d.type === "PLAIN" && ["", "~", "null", "Null", "NULL"].includes(String(d.source));
}
function decodeContext(dec, v, keyNode, agent) {
  const d = dec.deref(v);
  if (isNullScalar(d)) return;
  if (!(0, import_yaml4.isMap)(d)) {
    dec.terror(d, "contextfile.AgentContext", "/context");
    return;
  }
  if (!dec.checkDuplicates(d, "/context")) return;
  const spec = { span: dec.span(v ?? keyNode, "/context"), paths: null, pathsSpan: null, mode: null, nested: null, unknownKeys: [] };
  let ok = true;
  for (const p of d.items) {
    const kn = dec.deref(p.key);
    const k = keyText(kn);
    if (k === null) continue;
    const ptr = "/context/" + esc(k);
    if (k === "paths") {
      const s = dec.strings(p.value, ptr);
      if (s === void 0) ok = false;
      else if (s === null) {
        spec.paths = null;
        spec.pathsSpan = p.value ? dec.span(p.value, ptr) : null;
      } else {
        spec.paths = s.values.map((x) => ({ value: x.value, span: dec.span(x.node, x.pointer) }));
        spec.pathsSpan = dec.span(p.value, ptr);
      }
    } else if (k === "mode") {
      const s = dec.str(p.value, ptr);
      if (s === void 0) ok = false;
      else spec.mode = s === null ? null : { value: s, span: dec.span(p.value, ptr) };
    } else if (k === "nested") {
      const b = dec.bool(p.value, ptr);
      if (b === void 0) ok = false;
      else spec.nested = b === null ? null : { value: b, span: dec.span(p.value, ptr) };
    } else {
      spec.unknownKeys.push({ value: k, span: dec.span(p.key, ptr) });
    }
  }
  if (ok) agent.context = spec;
}

// src/runtimes/fork/load/frontmatter.ts
function splitFrontmatter(text) {
  const firstNl = text.indexOf("\n");
  const firstEnd = firstNl < 0 ? text.length : firstNl;
  if (!text.startsWith("---\n") && !text.startsWith("---\r\n")) {
    return { ok: false, missing: "open", start: 0, end: firstEnd };
  }
  const blockOffset = firstNl + 1;
  let lineStart = blockOffset;
  let index = 1;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (trimSpace(text.slice(lineStart, lineEnd)) === "---") {
      const block = lineStart === blockOffset ? "" : text.slice(blockOffset, lineStart - 1);
      const body = nl < 0 ? "" : trimSpace(text.slice(nl + 1));
      return { ok: true, block, blockOffset, closeLine: index, closeStart: lineStart, closeEnd: lineEnd, body };
    }
    if (nl < 0) break;
    lineStart = nl + 1;
    index++;
  }
  return { ok: false, missing: "close", start: 0, end: firstEnd };
}

// src/runtimes/fork/load/yaml-reader.ts
function hex2(b, from, to) {
  return [...b.subarray(from, to)].map((x) => "0x" + x.toString(16).padStart(2, "0")).join(" ");
}
function yamlReaderError(b) {
  let i = 0;
  const n3 = b.length;
  while (i < n3) {
    const o = b[i];
    const width = (o & 128) === 0 ? 1 : (o & 224) === 192 ? 2 : (o & 240) === 224 ? 3 : (o & 248) === 240 ? 4 : 0;
    if (width === 0) return { offset: i, problem: "invalid leading UTF-8 octet", bytes: hex2(b, i, i + 1) };
    if (i + width > n3) return { offset: i, problem: "incomplete UTF-8 octet sequence", bytes: hex2(b, i, n3) };
    let value = width === 1 ? o & 127 : width === 2 ? o & 31 : width === 3 ? o & 15 : o & 7;
    for (let k = 1; k < width; k++) {
      const t = b[i + k];
      if ((t & 192) !== 128) return { offset: i, problem: "invalid trailing UTF-8 octet", bytes: hex2(b, i, i + k + 1) };
      value = (value << 6) + (t & 63);
    }
    if (!(width === 1 || width === 2 && value >= 128 || width === 3 && value >= 2048 || width === 4 && value >= 65536)) {
      return { offset: i, problem: "invalid length of a UTF-8 sequence", bytes: hex2(b, i, i + width) };
    }
    if (value >= 55296 && value <= 57343 || value > 1114111) return { offset: i, problem: "invalid Unicode character", bytes: hex2(b, i, i + width) };
    const allowed = value === 9 || value === 10 || value === 13 || value >= 32 && value <= 126 || value === 133 || value >= 160 && value <= 55295 || value >= 57344 && value <= 65533 || value >= 65536 && value <= 1114111;
    if (!allowed) return { offset: i, problem: "control characters are not allowed", bytes: hex2(b, i, i + width) };
    i += width;
  }
  return null;
}
function bytePosition(b, offset2) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset2 && i < b.length; i++) {
    if (b[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: b.toString("utf8", lineStart, offset2).length + 1 };
}

// src/runtimes/fork/load/agent-file.ts
var import_yaml5 = __toESM(require_dist(), 1);
function displayPath(W, abs) {
  if (W === "") return abs;
  const r = rel(W, abs);
  return r === null || r === ".." || r.startsWith("../") ? abs : r;
}
function goReadError(abs, code, kind) {
  switch (code) {
    case "ENOENT":
      return `open ${abs}: no such file or directory`;
    case "ELOOP":
      return `open ${abs}: too many levels of symbolic links`;
    case "EISDIR":
      return `read ${abs}: is a directory`;
    case "EACCES":
      return `open ${abs}: permission denied`;
    case "ENOTREG":
      return kind === "fifo" ? `${abs} is a FIFO; the runtime's os.ReadFile blocks on it and start-up hangs (ctxlens never opens it)` : `open ${abs}: no such device or address`;
    default:
      return `read ${abs}: input/output error`;
  }
}
var COMPACTION_KEY = "compactionThreshold";
function parseAgentFile(ctx, abs, scope, validator) {
  const file = displayPath(ctx.W, abs);
  const name = base(abs);
  const id = name.endsWith(".md") ? name.slice(0, -3) : name;
  const af = {
    file,
    abs,
    scope,
    id,
    status: "rejected",
    error: null,
    mode: null,
    model: null,
    context: null,
    tools: null,
    allowTools: null,
    native: false,
    disabled: false,
    hidden: false,
    span: fileSpan(file),
    langfusePromptPath: null
  };
  const reject = (message, span2, hint2) => {
    af.error = { message, span: span2 };
    const issue2 = { rule: "parse-error", messageId: "agentRejected", data: { detail: message }, span: span2 };
    if (hint2 !== void 0) issue2.hint = hint2;
    ctx.issues.push(issue2);
    return { file: af, agent: null };
  };
  const read = ctx.source.readFile(abs);
  if (!read.ok) {
    const kind = ctx.source.stat(abs)?.kind ?? null;
    const code = read.code === "ELOOP" && danglingLink(ctx, abs) ? "ENOENT" : read.code;
    return reject(`failed to read agent file: ${goReadError(abs, code, kind)}`, fileSpan(file));
  }
  const text = read.data.toString("utf8");
  const lines = new LineIndex(text);
  ctx.documents.set(file, { file, abs, kind: "agent", text, lines });
  const split = splitFrontmatter(text);
  if (!split.ok) {
    const span2 = lines.span(file, "", split.start, split.end);
    if (split.missing === "open") return reject(`missing frontmatter delimiter in ${abs}`, span2, openHint(text));
    af.span = span2;
    return reject(`missing frontmatter end delimiter in ${abs}`, span2);
  }
  af.span = lines.span(file, "", 0, 3);
  const bad = frontmatterReaderError(read.data, split.closeLine);
  if (bad) {
    const at3 = bytePosition(read.data, bad.offset);
    const span2 = { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } };
    return reject(`invalid YAML frontmatter in ${abs}: yaml: ${bad.problem}`, span2, readerHint(bad));
  }
  const block = split.block.endsWith("\r") ? split.block.slice(0, -1) : split.block;
  const y = parseYaml(block, file, { offset: split.blockOffset, lines });
  const unchecked = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (unchecked) {
    ctx.issues.push({ rule: "parse-error", messageId: "unreadable", data: { what: `the frontmatter of ${file}`, detail: `it nests values ${unchecked.message.replace(/^nested /, "")}; ctxlens does not check it and applies none of its fields (the runtime accepts up to 10000 levels)` }, span: unchecked.span });
    af.effectiveMode = "subagent";
    af.status = "loaded";
    return { file: af, agent: null };
  }
  const syntax = y.errors.filter((e) => e.code !== "DUPLICATE_KEY");
  if (syntax.length > 0) {
    const e = syntax[0];
    const msg = e.message.replace(/ at line \d+, column \d+:?$/, "");
    return reject(`invalid YAML frontmatter in ${abs}: yaml: line ${e.span.start.line - 1}: ${msg.charAt(0).toLowerCase()}${msg.slice(1)}`, e.span);
  }
  const unknownAlias = findUnknownAlias(y);
  if (unknownAlias) {
    return reject(`invalid YAML frontmatter in ${abs}: yaml: unknown anchor '${unknownAlias.name}' referenced`, unknownAlias.span);
  }
  const decoded = decodeAgentFrontmatter(y, 2);
  recordSchemaIssues(ctx, validator, y, decoded);
  if (decoded.agent === null) {
    const first = decoded.errors[0];
    const span2 = first?.span ?? af.span;
    const where3 = decoded.errors.map(
      (e) => e.firstSpan ? `line ${e.span.start.line} (first defined at line ${e.firstSpan.start.line})` : `line ${e.span.start.line}`
    );
    const hint2 = where3.length > 0 ? `yaml.v3 counts lines from the first line after "---"; in this file: ${where3.join(", ")}.` : void 0;
    return reject(`invalid YAML frontmatter in ${abs}: ${decoded.errorText}`, span2, hint2);
  }
  const agent = decoded.agent;
  af.mode = agent.mode;
  af.model = agent.model;
  af.context = agent.context;
  af.tools = agent.tools;
  af.allowTools = agent.allowTools;
  af.native = agent.native;
  af.disabled = agent.disabled;
  af.hidden = agent.hidden;
  af.langfusePromptPath = agent.langfusePromptPath;
  if (trimSpace(split.body) !== "" && agent.langfusePromptPath && trimSpace(agent.langfusePromptPath.value) !== "") {
    return reject(`${abs}: agent "${id}": prompt and langfusePromptPath are mutually exclusive \u2014 declare exactly one`, agent.langfusePromptPath.span);
  }
  if (agent.tools && Object.keys(agent.tools.value).length > 0 && agent.allowTools && agent.allowTools.value.length > 0) {
    return reject(`${abs}: agent "${id}": tools and allowTools are mutually exclusive \u2014 declare exactly one`, agent.allowTools.span);
  }
  if (agent.permissionNode) checkYamlPermission(decoded.decoder, agent.permissionNode, ctx.issues);
  const raw = agent.mode?.value ?? "";
  af.effectiveMode = raw === "primary" ? "agent" : raw === "" ? "subagent" : raw;
  af.status = "loaded";
  return { file: af, agent };
}
function frontmatterReaderError(data, closeLine) {
  const start = data.indexOf(10) + 1;
  let end = start;
  for (let line = 1; line < closeLine; line++) end = data.indexOf(10, end) + 1;
  if (closeLine <= 1 || end <= start) return null;
  const r = yamlReaderError(data.subarray(start, end - 1));
  return r ? { ...r, offset: r.offset + start } : null;
}
function readerHint(e) {
  const what = e.problem === "control characters are not allowed" ? `the control character ${e.bytes}` : `the bytes ${e.bytes}, which are not valid UTF-8 (a Latin-1 or Windows-1252 character?)`;
  return `yaml.v3 reads the frontmatter as UTF-8 and refuses ${what}; the runtime drops the whole agent. Re-save the file as UTF-8 or remove the character.`;
}
function findUnknownAlias(y) {
  let found = null;
  (0, import_yaml5.visit)(y.doc, {
    Alias(_key, n3) {
      if (n3.resolve(y.doc) === void 0) {
        found = { name: n3.source, span: yamlSpan(y, n3, "") };
        return import_yaml5.visit.BREAK;
      }
      return void 0;
    }
  });
  return found;
}
function danglingLink(ctx, abs) {
  let cur = abs;
  for (let hops = 0; hops < 40; hops++) {
    const target = ctx.source.readlink(cur);
    if (target === null) return ctx.source.lstat(cur) === null;
    cur = isAbs(target) ? clean(target) : join(dir(cur), target);
  }
  return false;
}
function openHint(text) {
  if (text === "") return "The file is empty.";
  if (text.charCodeAt(0) === 65279) return 'The file starts with a UTF-8 byte-order mark; the runtime checks the first bytes for "---\\n" exactly.';
  if (/^---[ \t]+\r?\n/.test(text)) return 'The opening "---" line has trailing white space; the runtime requires exactly "---\\n" or "---\\r\\n".';
  if (text.startsWith("---\r") && !text.startsWith("---\r\n")) return 'The file uses CR-only line ends; the runtime requires "---\\n" or "---\\r\\n".';
  if (/^\s*\r?\n---/.test(text)) return 'The file starts with a blank line; "---" must be the very first bytes.';
  if (/^\s*[{[]/.test(text)) return 'The file looks like JSON; markdown agents need YAML frontmatter between "---" lines.';
  return void 0;
}
function recordSchemaIssues(ctx, validator, y, decoded) {
  let data;
  try {
    data = toPlain(decoded.decoder, y.doc.contents);
  } catch {
    return;
  }
  const bad = decoded.errors.map((e) => e.pointer);
  const violations = validator.validate("agent-frontmatter", data, (p, which) => yamlPointerSpan(y, p, which));
  for (const v of violations) {
    if (bad.some((b) => v.pointer === b || v.pointer.startsWith(b + "/") || b === "")) continue;
    if (v.pointer === "/mode") continue;
    ctx.issues.push(classify(v));
  }
}
function classify(v) {
  if (v.kind === "unknown-key") {
    const slash = v.pointer.lastIndexOf("/");
    const key = v.pointer.slice(slash + 1).replace(/~1/g, "/").replace(/~0/g, "~");
    const parent = v.pointer.slice(0, slash);
    const where3 = parent === "" ? "the frontmatter" : `"${parent.slice(1)}"`;
    if (parent === "" && key === COMPACTION_KEY) {
      return { rule: "agent-compaction-threshold", messageId: "frontmatter", data: { key }, span: v.span };
    }
    if (v.suggestion !== null && v.suggestion.toLowerCase() === key.toLowerCase()) {
      return { rule: "agent-frontmatter-case", messageId: "caseOnly", data: { key, known: v.suggestion, where: where3 }, span: v.span };
    }
    return {
      rule: "agent-frontmatter-schema",
      messageId: "unknownKey",
      data: { key, where: where3, suggestion: v.suggestion !== null ? ` Did you mean "${v.suggestion}"?` : "" },
      span: v.span
    };
  }
  return { rule: "agent-frontmatter-schema", messageId: "invalidValue", data: { detail: v.message.replace(/\.$/, "") }, span: v.span };
}

// src/runtimes/fork/load/agent-scan.ts
var MARKDOWN_LIKE = /\.(md|markdown|mdown|mkdn?|mdwn|mdx|mdtxt|mdtext)$/i;
function startSpan(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function scanAgentDirectory(ctx, dir2, scope, validator) {
  const out = [];
  if (ctx.source.stat(dir2) === null) return out;
  const entries = ctx.source.readdir(dir2);
  if (entries === null) {
    const shown2 = displayPath(ctx.W, dir2);
    ctx.issues.push({
      rule: "agent-path-not-found",
      messageId: "unreadable",
      data: { path: shown2 },
      span: fileSpan(shown2)
    });
    return out;
  }
  for (const e of entries) {
    if (e.kind === "dir") continue;
    if (!e.name.endsWith(".md")) {
      if (MARKDOWN_LIKE.test(e.name) && (e.kind === "file" || e.kind === "symlink")) {
        const shown2 = displayPath(ctx.W, join(dir2, e.name));
        ctx.issues.push({ rule: "agent-file-not-read", messageId: "extension", data: { file: shown2, id: e.name.replace(MARKDOWN_LIKE, "") }, span: startSpan(shown2) });
      }
      continue;
    }
    out.push(parseAgentFile(ctx, join(dir2, e.name), scope, validator));
  }
  return out;
}

// src/runtimes/fork/load/agent-dirs.ts
var FORK_AGENT_DIRS = ".opencode/agents/*.md, .agents/types/*.md (non-recursive) and agentPaths directories";
var MAX_DEPTH3 = 6;
var MAX_VISITS = 2e3;
function mdFiles(ctx, dir2, depth = 0, budget = { n: 0 }) {
  const entries = ctx.source.readdir(dir2);
  if (entries === null || depth > MAX_DEPTH3) return [];
  const out = [];
  for (const e of entries) {
    if (++budget.n > MAX_VISITS) break;
    const p = join(dir2, e.name);
    if (e.kind === "dir") out.push(...mdFiles(ctx, p, depth + 1, budget));
    else if (e.name.endsWith(".md") && (e.kind === "file" || e.kind === "symlink")) out.push(p);
  }
  return out;
}
function startSpan2(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function findUnreadAgentDirs(ctx) {
  if (ctx.W === "") return;
  const report = (dir2, found, reason) => {
    if (found.length === 0) return;
    ctx.issues.push({
      rule: "agent-dir-not-read",
      messageId: "notRead",
      data: { dir: displayPath(ctx.W, dir2) + "/", count: found.length, reason, where: FORK_AGENT_DIRS },
      span: startSpan2(displayPath(ctx.W, found[0]))
    });
  };
  report(join(ctx.W, ".opencode", "agent"), mdFiles(ctx, join(ctx.W, ".opencode", "agent")), "mainstream OpenCode reads .opencode/agent/ (singular)");
  for (const m2 of ["mode", "modes"]) {
    const d = join(ctx.W, ".opencode", m2);
    report(d, mdFiles(ctx, d), `mainstream OpenCode reads .opencode/${m2}/*.md as primary agents`);
  }
  report(join(ctx.W, ".claude", "agents"), mdFiles(ctx, join(ctx.W, ".claude", "agents")), "this is where Claude Code keeps its subagents");
  for (const parent of [join(ctx.W, ".opencode", "agents"), join(ctx.W, ".agents", "types")]) {
    for (const e of ctx.source.readdir(parent) ?? []) {
      if (e.kind !== "dir") continue;
      const sub = join(parent, e.name);
      report(sub, mdFiles(ctx, sub), "the fork does not descend into subfolders");
    }
  }
  for (const name of ["agents", "agent"]) {
    const d = join(ctx.W, ".agents", name);
    const found = mdFiles(ctx, d);
    if (found.length === 0) continue;
    ctx.issues.push({
      rule: "agent-file-not-read",
      messageId: "directory",
      data: { dir: displayPath(ctx.W, d) + "/", count: found.length, where: FORK_AGENT_DIRS },
      span: startSpan2(displayPath(ctx.W, found[0]))
    });
  }
  if (ctx.withGlobal && ctx.home) {
    const g = join(ctx.home, ".config", "opencode");
    report(join(g, "agent"), mdFiles(ctx, join(g, "agent")), "mainstream OpenCode reads ~/.config/opencode/agent/ (singular)");
    for (const parent of [join(g, "agents"), join(ctx.home, ".agents", "types")]) {
      for (const e of ctx.source.readdir(parent) ?? []) {
        if (e.kind === "dir") report(join(parent, e.name), mdFiles(ctx, join(parent, e.name)), "the fork does not descend into subfolders");
      }
    }
  }
  const configRepo = ["opencode.json", "opencode.jsonc", "config.json"].some((n3) => ctx.source.lstat(join(ctx.W, n3))?.kind === "file");
  if (configRepo) {
    const hasFrontmatter = (f) => {
      const r = ctx.source.readFile(f, 4);
      return r.ok && /^---\r?$|^---\r?\n/.test(r.data.toString("utf8"));
    };
    for (const name of ["agent", "agents"]) {
      report(join(ctx.W, name), mdFiles(ctx, join(ctx.W, name)).filter(hasFrontmatter), "this looks like a mainstream OpenCode config directory, whose agent folders the fork does not read in a project");
    }
  }
}

// src/runtimes/fork/load/agents.ts
function loadAgents(ctx, config) {
  const validator = new SchemaValidator();
  const agents = /* @__PURE__ */ new Map();
  const disabled = /* @__PURE__ */ new Map();
  const files = [];
  const scanned = /* @__PURE__ */ new Set();
  const scan = (dir2, scope) => {
    const key = clean(dir2);
    if (scanned.has(key)) return [];
    scanned.add(key);
    const found = scanAgentDirectory(ctx, key, scope, validator);
    for (const f of found) files.push(f.file);
    return found.filter((f) => f.file.status === "loaded");
  };
  for (const b of BUILTIN_AGENTS) {
    agents.set(b.id, { ...bareAgent(b.id, b.mode, true, b.hidden), contributions: [{ kind: "builtin", file: null, span: null }], builtin: true });
  }
  if (ctx.withGlobal && ctx.home) {
    for (const dir2 of [join(ctx.home, ".config", "opencode", "agents"), join(ctx.home, ".agents", "types")]) {
      for (const pf of scan(dir2, "global")) {
        const existing = agents.get(pf.file.id);
        if (existing && existing.native) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }
  if (ctx.W !== "") {
    for (const dir2 of [join(ctx.W, ".opencode", "agents"), join(ctx.W, ".agents", "types")]) {
      for (const pf of scan(dir2, "project")) {
        const existing = agents.get(pf.file.id);
        if (existing) mergeMarkdown(existing, pf.file, disabled);
        else agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
        pf.file.applied = true;
      }
    }
  }
  for (const node of config.agentPaths) {
    let p = node.value;
    if (p.startsWith("~/") && ctx.home) p = join(ctx.home, p.slice(2));
    if (!isAbs(p)) p = join(ctx.W, p);
    const st = ctx.source.stat(p);
    if (st === null || st.kind !== "dir") {
      ctx.issues.push({ rule: "agent-path-not-found", messageId: "notFound", data: { entry: node.value, path: p }, span: node.span });
      continue;
    }
    for (const pf of scan(p, "agentPaths")) {
      if (agents.has(pf.file.id)) {
        pf.file.applied = false;
        continue;
      }
      agents.set(pf.file.id, fromMarkdown(pf.file, disabled));
      pf.file.applied = true;
    }
  }
  for (const entry2 of config.agents) applyJson(agents, entry2, config, disabled);
  for (const [id, off] of disabled) if (off) agents.delete(id);
  findUnreadAgentDirs(ctx);
  return { agents, files };
}
function contributionOf(f) {
  return { kind: "markdown", file: f.file, span: f.span ?? null };
}
function dedupe3(xs) {
  return [...new Set(xs)];
}
function fromMarkdown(f, disabled) {
  const c = contributionOf(f);
  disabled.set(f.id, f.disabled);
  return {
    id: f.id,
    mode: f.effectiveMode ?? "subagent",
    native: f.native,
    hidden: f.hidden,
    contributions: [c],
    context: f.context,
    contextFrom: f.context ? c : null,
    tools: f.tools ? { ...f.tools.value } : null,
    allowTools: f.allowTools ? [...f.allowTools.value] : null,
    model: f.model && f.model.value !== "" ? f.model.value : null,
    modeFrom: c,
    modelFrom: f.model && f.model.value !== "" ? c : null,
    toolsFrom: f.tools ? c : null,
    allowToolsFrom: f.allowTools ? c : null
  };
}
function mergeMarkdown(a, f, disabled) {
  const c = contributionOf(f);
  a.contributions.push(c);
  a.mode = f.effectiveMode ?? "subagent";
  a.modeFrom = c;
  if (f.model && f.model.value !== "") {
    a.model = f.model.value;
    a.modelFrom = c;
  }
  if (f.allowTools) setAllowTools(a, f.allowTools.value, c);
  if (f.tools) setTools(a, f.tools.value, c);
  if (f.hidden) a.hidden = true;
  if (f.disabled) disabled.set(a.id, true);
  if (f.context) {
    a.context = f.context;
    a.contextFrom = c;
  }
}
function setTools(a, tools, c) {
  a.allowTools = null;
  a.allowToolsFrom = null;
  a.tools = { ...a.tools ?? {}, ...tools };
  a.toolsFrom = c;
}
function setAllowTools(a, allowTools, c) {
  a.tools = null;
  a.toolsFrom = null;
  a.allowTools = dedupe3(allowTools);
  a.allowToolsFrom = c;
}
function bareAgent(id, mode, native, hidden) {
  return { id, mode, native, hidden, contributions: [], context: null, contextFrom: null, tools: null, allowTools: null, model: null, modeFrom: null, modelFrom: null, toolsFrom: null, allowToolsFrom: null };
}
function applyJson(agents, e, config, disabled) {
  const c = { kind: "json", file: e.span.file || config.file || ".opencode.json", span: e.span };
  let a = agents.get(e.id);
  if (!a) {
    a = bareAgent(e.id, "subagent", false, false);
    agents.set(e.id, a);
  }
  a.contributions.push(c);
  if (e.model && e.model.value !== "") {
    a.model = e.model.value;
    a.modelFrom = c;
  }
  if (e.mode && e.mode.value !== "") {
    a.mode = e.mode.value;
    a.modeFrom = c;
  }
  if (e.hidden) a.hidden = true;
  if (e.disabled) disabled.set(a.id, true);
  if (e.tools) setTools(a, e.tools.value, c);
  if (e.allowTools) setAllowTools(a, e.allowTools.value, c);
  if (e.context) {
    a.context = e.context;
    a.contextFrom = c;
  }
}

// src/runtimes/fork/load/flow-id.ts
var KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
function goQuote2(s) {
  return JSON.stringify(s);
}
function validateFlowID(id) {
  if (id === "") return "invalid flow name: empty ID";
  if (byteLength(id) > 64) return `invalid flow name: ${goQuote2(id)} exceeds 64 characters`;
  const segs = id.split("/");
  if (segs.length > 2) return `invalid flow name: ${goQuote2(id)} may contain at most one '/' (<namespace>/<name>)`;
  for (const s of segs) {
    if (!KEBAB.test(s)) {
      return `invalid flow name: ${goQuote2(id)} must be kebab-case (lowercase alphanumeric with hyphens), optionally namespaced as <namespace>/<name>`;
    }
  }
  return null;
}
function validateStepID(id) {
  if (id === "") return "invalid step ID: empty step ID";
  if (byteLength(id) > 64) return `invalid step ID: ${goQuote2(id)} exceeds 64 characters`;
  if (!KEBAB.test(id)) return `invalid step ID: ${goQuote2(id)} must be kebab-case`;
  return null;
}

// src/runtimes/fork/load/flow-lint.ts
var import_yaml7 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-decode.ts
var import_yaml6 = __toESM(require_dist(), 1);
var STR = { k: "string" };
var INT = { k: "int" };
var BOOL = { k: "bool" };
var STEP_CONTEXT_T = {
  k: "struct",
  name: "contextfile.StepContext",
  ptr: true,
  fields: { paths: { k: "slice", name: "[]string", elem: STR }, mode: STR, nested: BOOL }
};
var STEP_T = {
  k: "struct",
  name: "flow.Step",
  fields: {
    id: STR,
    extends: { k: "slice", name: "[]string", elem: STR },
    agent: STR,
    model: STR,
    reasoningEffort: STR,
    session: { k: "struct", name: "flow.StepSession", fields: { fork: BOOL } },
    prompt: STR,
    langfusePromptPath: STR,
    langfusePromptLabel: STR,
    output: { k: "struct", name: "flow.StepOutput", ptr: true, fields: { schema: { k: "map" } } },
    rules: {
      k: "slice",
      name: "[]flow.Rule",
      elem: { k: "struct", name: "flow.Rule", fields: { if: STR, then: STR, postpone: BOOL, cycle: BOOL } }
    },
    fallback: {
      k: "struct",
      name: "flow.Fallback",
      ptr: true,
      fields: { retry: INT, delay: INT, to: STR, on_turns_exhausted: STR }
    },
    maxTurns: INT,
    maxIterations: INT,
    timeout: STR,
    interactive: BOOL,
    interaction: { k: "struct", name: "flow.StepInteraction", ptr: true, fields: { target: STR, mention: STR } },
    compact: { k: "struct", name: "flow.StepCompact", ptr: true, fields: { threshold: { k: "float" } } },
    resume_after: { k: "ptrString" },
    require_route: BOOL,
    context: STEP_CONTEXT_T
  }
};
var FLOW_FILE_T = {
  k: "struct",
  name: "flow.flowFile",
  fields: {
    name: STR,
    disabled: BOOL,
    description: STR,
    flow: {
      k: "struct",
      name: "flow.FlowSpec",
      fields: {
        args: { k: "map" },
        session: { k: "struct", name: "flow.FlowSession", fields: { prefix: STR, resume_on_failure: BOOL } },
        maxFallbackEntries: INT,
        steps: { k: "slice", name: "[]flow.Step", elem: STEP_T }
      }
    },
    include: { k: "slice", name: "[]flow.IncludeEntry", elem: { k: "include" } }
  }
};
var YAML11_TRUE2 = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "on", "On", "ON"]);
var YAML11_FALSE2 = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "off", "Off", "OFF"]);
function scalarText(n3) {
  if (n3.type === "PLAIN") {
    const src = n3.source;
    if (typeof src === "string") return src;
  }
  if (n3.value === null || n3.value === void 0) return "";
  return String(n3.value);
}
function resolveScalar2(n3) {
  const text = scalarText(n3);
  if (n3.type !== "PLAIN" && n3.type !== void 0) return { tag: "str", value: text, text };
  if (text === "" || text === "~" || text === "null" || text === "Null" || text === "NULL") return { tag: "null", value: null, text };
  if (text === "true" || text === "True" || text === "TRUE") return { tag: "bool", value: true, text };
  if (text === "false" || text === "False" || text === "FALSE") return { tag: "bool", value: false, text };
  if (/^[-+]?\.(inf|Inf|INF)$/.test(text)) return { tag: "float", value: text.startsWith("-") ? -Infinity : Infinity, text };
  if (/^\.(nan|NaN|NAN)$/.test(text)) return { tag: "float", value: NaN, text };
  const plain = text.replace(/_/g, "");
  const int = goParseInt0(plain);
  if (int !== null) return { tag: "int", value: int, text };
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(plain)) return { tag: "float", value: Number(plain), text };
  if (/^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/.test(text)) return { tag: "timestamp", value: text, text };
  return { tag: "str", value: text, text };
}
function goParseInt0(s) {
  const m2 = /^([-+]?)(0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)$/.exec(s);
  if (!m2) return null;
  const body = m2[2];
  let v;
  if (/^0[oO]/.test(body)) v = BigInt("0o" + body.slice(2));
  else if (/^0[0-7]+$/.test(body)) v = BigInt("0o" + body.slice(1));
  else v = BigInt(body);
  if (m2[1] === "-") v = -v;
  if (v > 9223372036854775807n || v < -9223372036854775808n) return null;
  return Number(v);
}
function shortTag(n3) {
  if ((0, import_yaml6.isMap)(n3)) return "!!map";
  if ((0, import_yaml6.isSeq)(n3)) return "!!seq";
  if ((0, import_yaml6.isScalar)(n3)) return "!!" + resolveScalar2(n3).tag;
  return "!!str";
}
var Fatal = class extends Error {
  constructor(message, node) {
    super(message);
    this.node = node;
  }
  node;
};
var Decoder = class _Decoder {
  constructor(y) {
    this.y = y;
  }
  y;
  terrors = [];
  aliases = 0;
  /** 1-based line of a node. */
  line(n3) {
    const r = n3?.range;
    return r ? this.y.lines.pos(this.y.offset + r[0]).line : 1;
  }
  span(n3, pointer2 = "") {
    return yamlSpan(this.y, n3 ?? null, pointer2);
  }
  /** Follow aliases (capped at 1000 expansions, like an alias-bomb guard). */
  deref(n3) {
    let cur = n3;
    while ((0, import_yaml6.isAlias)(cur)) {
      if (++this.aliases > 1e3) throw new Fatal("yaml: document contains excessive aliasing", cur);
      cur = cur.resolve(this.y.doc);
    }
    return cur ?? null;
  }
  /** The pairs of a mapping as yaml.v3 sees them: explicit pairs, then `<<` merges for keys not present. */
  pairs(m2) {
    if (!(0, import_yaml6.isMap)(m2)) return [];
    const out = [];
    const merges = [];
    for (const p of m2.items) {
      if (!(0, import_yaml6.isPair)(p)) continue;
      const k = p.key;
      if ((0, import_yaml6.isScalar)(k) && k.type === "PLAIN" && scalarText(k) === "<<") {
        const v = this.deref(p.value);
        if ((0, import_yaml6.isSeq)(v)) for (const it of v.items) merges.push(this.deref(it));
        else if (v) merges.push(v);
        continue;
      }
      out.push({ key: k, keyText: (0, import_yaml6.isScalar)(k) ? scalarText(k) : "", value: this.deref(p.value) });
    }
    for (const mm of merges) {
      for (const p of this.pairs(mm)) if (!out.some((o) => o.keyText === p.keyText)) out.push(p);
    }
    return out;
  }
  /** yaml.v3's per-mapping duplicate key check. */
  checkDuplicates(m2) {
    if (!(0, import_yaml6.isMap)(m2)) return;
    const items = m2.items.filter(import_yaml6.isPair);
    for (let i = 0; i < items.length; i++) {
      const ki = items[i].key;
      if (!(0, import_yaml6.isScalar)(ki)) continue;
      for (let j = i + 1; j < items.length; j++) {
        const kj = items[j].key;
        if ((0, import_yaml6.isScalar)(kj) && scalarText(kj) === scalarText(ki)) {
          this.terrors.push({
            message: `line ${this.line(kj)}: mapping key ${JSON.stringify(scalarText(kj))} already defined at line ${this.line(ki)}`,
            node: kj
          });
        }
      }
    }
  }
  /** Duplicate-key check over a subtree the typed decode skips (unknown keys; spec U15: every level). */
  checkDuplicatesDeep(n3, depth = 0) {
    if (!n3 || depth > 200 || (0, import_yaml6.isAlias)(n3)) return;
    if ((0, import_yaml6.isMap)(n3)) {
      this.checkDuplicates(n3);
      for (const p of n3.items) if ((0, import_yaml6.isPair)(p)) this.checkDuplicatesDeep(p.value, depth + 1);
    } else if ((0, import_yaml6.isSeq)(n3)) for (const it of n3.items) this.checkDuplicatesDeep(it, depth + 1);
  }
  typeError(n3, goType) {
    let value = "";
    if ((0, import_yaml6.isScalar)(n3)) {
      const t = scalarText(n3);
      value = t.length > 10 ? " `" + t.slice(0, 7) + "...`" : " `" + t + "`";
    }
    this.terrors.push({ message: `line ${this.line(n3)}: cannot unmarshal ${shortTag(n3)}${value} into ${goType}`, node: n3 });
  }
  /** Plain JS value of a node with yaml.v3 scalar resolution (for `map[string]interface {}` and schema checks). */
  plain(n3, depth = 0) {
    const v = this.deref(n3);
    if (!v || depth > 200) return null;
    if ((0, import_yaml6.isMap)(v)) {
      this.checkDuplicates(v);
      const o = {};
      for (const p of this.pairs(v)) o[p.keyText] = this.plain(p.value, depth + 1);
      return o;
    }
    if ((0, import_yaml6.isSeq)(v)) return v.items.map((it) => this.plain(it, depth + 1));
    if ((0, import_yaml6.isScalar)(v)) {
      const r = resolveScalar2(v);
      return r.tag === "float" && !Number.isFinite(r.value) ? r.text : r.value;
    }
    return null;
  }
  /**
   * Decode a node into a type. Returns `{ok: false}` where yaml.v3's `unmarshal` reports "not good"
   * (a null into a struct, string, int or bool), which makes a slice drop the element.
   */
  decode(nIn, t) {
    const n3 = this.deref(nIn);
    const isNull = !n3 || (0, import_yaml6.isScalar)(n3) && resolveScalar2(n3).tag === "null";
    if (isNull) {
      switch (t.k) {
        case "string":
          return { ok: false, value: "" };
        case "int":
        case "float":
          return { ok: false, value: 0 };
        case "bool":
          return { ok: false, value: false };
        case "struct":
          return t.ptr ? { ok: true, value: void 0 } : { ok: false, value: this.emptyStruct(n3) };
        case "include":
          return { ok: false, value: void 0 };
        default:
          return { ok: true, value: void 0 };
      }
    }
    switch (t.k) {
      case "string":
      case "ptrString":
        if (!(0, import_yaml6.isScalar)(n3)) return this.fail(n3, "string");
        return { ok: true, value: scalarText(n3) };
      case "int": {
        if (!(0, import_yaml6.isScalar)(n3)) return this.fail(n3, "int");
        const r = resolveScalar2(n3);
        if (r.tag === "int") return { ok: true, value: r.value };
        if (r.tag === "float" && Number.isFinite(r.value)) return { ok: true, value: Math.trunc(r.value) };
        return this.fail(n3, "int");
      }
      case "float": {
        if (!(0, import_yaml6.isScalar)(n3)) return this.fail(n3, "float64");
        const r = resolveScalar2(n3);
        if (r.tag === "int" || r.tag === "float") return { ok: true, value: Number(r.value) };
        return this.fail(n3, "float64");
      }
      case "bool": {
        if (!(0, import_yaml6.isScalar)(n3)) return this.fail(n3, "bool");
        const r = resolveScalar2(n3);
        if (r.tag === "bool") return { ok: true, value: r.value };
        if (n3.type === "PLAIN" && YAML11_TRUE2.has(r.text)) return { ok: true, value: true };
        if (n3.type === "PLAIN" && YAML11_FALSE2.has(r.text)) return { ok: true, value: false };
        return this.fail(n3, "bool");
      }
      case "map":
        if (!(0, import_yaml6.isMap)(n3)) return this.fail(n3, "map[string]interface {}");
        return { ok: true, value: this.plain(n3) };
      case "slice": {
        if (!(0, import_yaml6.isSeq)(n3)) return this.fail(n3, t.name);
        const out = [];
        for (const it of n3.items) {
          const node = this.deref(it);
          const r = this.decode(node, t.elem);
          if (r.ok && node) out.push({ value: r.value, node });
        }
        return { ok: true, value: out };
      }
      case "struct": {
        if (!(0, import_yaml6.isMap)(n3)) return this.fail(n3, t.name);
        return { ok: true, value: this.struct(n3, t) };
      }
      case "include":
        return { ok: true, value: this.include(n3) };
    }
  }
  fail(n3, goType) {
    this.typeError(n3, goType);
    return { ok: false, value: void 0 };
  }
  emptyStruct(n3) {
    return { node: n3 ?? this.y.doc.contents, doc: this.y, keys: /* @__PURE__ */ new Map(), f: {} };
  }
  /** Decode a mapping into a struct: duplicate check, then the known fields in document order. */
  struct(n3, t) {
    this.checkDuplicates(n3);
    const s = { node: n3, doc: this.y, keys: /* @__PURE__ */ new Map(), f: {} };
    for (const p of this.pairs(n3)) {
      if (!s.keys.has(p.keyText)) s.keys.set(p.keyText, { key: p.key, value: p.value });
      const ft = t.fields[p.keyText];
      if (!ft) {
        this.checkDuplicatesDeep(p.value);
        continue;
      }
      s.f[p.keyText] = this.decode(p.value, ft).value;
    }
    return s;
  }
  /** `IncludeEntry.UnmarshalYAML`: a mapping of strings with only `local`, non-blank after trimming. Errors abort the decode. */
  include(n3) {
    const inner = new _Decoder(this.y);
    let ok = (0, import_yaml6.isMap)(n3);
    if (ok) {
      inner.checkDuplicates(n3);
      for (const p of inner.pairs(n3)) {
        const v = p.value;
        if (v && !(0, import_yaml6.isScalar)(v)) {
          inner.typeError(v, "string");
          ok = false;
        }
      }
    } else inner.typeError(n3, "map[string]string");
    if (!ok || inner.terrors.length > 0) {
      throw new Fatal(
        `include entry must be a mapping with a "local" key (got yaml: unmarshal errors:
  ${inner.terrors.map((e) => e.message).join("\n  ")})`,
        inner.terrors[0]?.node ?? n3
      );
    }
    const pairs = this.pairs(n3);
    const unsupported = pairs.map((p) => p.keyText).filter((k) => k !== "local");
    if (unsupported.length > 0) {
      const sorted = [...new Set(unsupported)].sort();
      const bad = pairs.find((p) => p.keyText !== "local");
      throw new Fatal(
        `unsupported include ${sorted.length === 1 ? "kind" : "kinds"} ${sorted.map((k) => JSON.stringify(k)).join(", ")}: only "local" includes are supported`,
        bad.key
      );
    }
    const lp = pairs.find((p) => p.keyText === "local");
    const raw = lp?.value && (0, import_yaml6.isScalar)(lp.value) && resolveScalar2(lp.value).tag !== "null" ? scalarText(lp.value) : "";
    const local = trimSpace(raw);
    if (local === "") throw new Fatal('include entry has an empty "local" path', lp?.value ?? lp?.key ?? n3);
    return { local, node: n3, localNode: lp?.value ?? null };
  }
  /**
   * Decode the whole document (`yaml.Unmarshal(data, &out)`): an empty document is the zero value.
   * Returns the value, or the error text (`yaml: unmarshal errors:\n  line N: …`) and its node.
   */
  unmarshal(t, node) {
    try {
      const root = node === void 0 ? this.y.doc.contents : node;
      const r = this.decode(root, t);
      if (this.terrors.length > 0) {
        return {
          value: r.value,
          error: { message: "yaml: unmarshal errors:\n  " + this.terrors.map((e) => e.message).join("\n  "), node: this.terrors[0].node }
        };
      }
      return { value: r.value, error: null };
    } catch (e) {
      if (e instanceof Fatal) return { value: void 0, error: { message: e.message, node: e.node } };
      throw e;
    }
  }
};
function decodeTemplateStep(d, node) {
  const r = d.unmarshal(STEP_T, node);
  return { value: r.value ?? { node, doc: d.y, keys: /* @__PURE__ */ new Map(), f: {} }, error: r.error };
}
function yamlSyntaxError(y) {
  const e = y.errors.find((x) => x.code !== "DUPLICATE_KEY" && x.code !== "MULTIPLE_DOCS");
  if (!e) return null;
  const msg = e.message.charAt(0).toLowerCase() + e.message.slice(1);
  return { message: `yaml: line ${e.span.start.line}: ${msg}`, span: e.span };
}

// src/runtimes/fork/load/flow-step.ts
function effValue(m2, key) {
  return m2.eff.get(key)?.value;
}
function effSpan(m2, key, which = "value") {
  const e = m2.eff.get(key);
  if (!e) return yamlSpan(m2.s.doc, m2.s.node, "");
  return yamlSpan(e.doc, which === "value" ? e.valueNode ?? e.keyNode : e.keyNode, "");
}
function nodeSpan(s, n3) {
  return yamlSpan(s.doc, n3 ?? s.node, "");
}
function stepIdSpan(m2) {
  const k = m2.s.keys.get("id");
  return nodeSpan(m2.s, k?.value ?? k?.key ?? m2.s.node);
}
function stepId(m2) {
  return m2.s.f["id"] ?? "";
}

// src/runtimes/fork/load/flow-lint.ts
var LINE_191 = ["require_route"];
function schemaIssues(validator, name, y, skip) {
  let data;
  try {
    data = new Decoder(y).plain(y.doc.contents);
  } catch {
    return [];
  }
  const out = [];
  for (const v of validator.validate(name, data ?? null, (p, which) => yamlPointerSpan(y, p, which))) {
    if (skip(v.pointer, v.kind)) continue;
    const message = v.kind === "unknown-key" ? `${v.message} The runtime silently drops unknown keys here.` : v.message;
    out.push({ rule: "flow-schema", messageId: v.kind === "unknown-key" ? "unknownKey" : "invalidValue", data: { message }, span: v.span });
  }
  return out;
}
function mixedRevisions(p) {
  if (!p.top) return [];
  const flow = p.top.f["flow"];
  const steps = (flow?.f["steps"] ?? []).map((s) => s.value);
  let old = null;
  const newer = [];
  if (flow?.keys.has("maxFallbackEntries")) newer.push("maxFallbackEntries");
  for (const s of steps) {
    for (const k of LINE_191) {
      const kv = s.keys.get(k);
      if (kv && !old) old = { key: kv.key, s };
    }
    for (const k of ["context", "model", "reasoningEffort"]) if (s.keys.has(k) && !newer.includes(k)) newer.push(k);
    const fb = s.f["fallback"];
    if (fb?.keys.has("on_turns_exhausted") && !newer.includes("on_turns_exhausted")) newer.push("on_turns_exhausted");
  }
  if (!old || newer.length === 0) return [];
  return [
    {
      rule: "flow-mixed-revisions",
      messageId: "mixed",
      data: { oldKey: "require_route", newKeys: newer.join(", ") },
      span: nodeSpan(old.s, old.key)
    }
  ];
}
function isEmptyNode(n3) {
  if (!n3) return true;
  if ((0, import_yaml7.isScalar)(n3)) return resolveScalar2(n3).tag === "null" || n3.type !== "PLAIN" && String(n3.value) === "";
  if ((0, import_yaml7.isSeq)(n3) || (0, import_yaml7.isMap)(n3)) return n3.items.length === 0;
  return false;
}
function blocksInheritance(p) {
  const out = [];
  for (const m2 of p.steps) {
    if (m2.applied.length === 0) continue;
    for (const [key, kv] of m2.s.keys) {
      if (!isEmptyNode(kv.value)) continue;
      const blocked = [...m2.applied].reverse().find((t) => t.keys.has(key));
      if (!blocked) continue;
      out.push({
        rule: "flow-step-blocks-inheritance",
        messageId: "blocks",
        data: { step: stepId(m2), key, template: blocked.name },
        span: nodeSpan(m2.s, kv.key)
      });
    }
  }
  return out;
}
function multipleRulesTarget(p) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const m2 of p.steps) {
    for (const r of m2.eff.get("rules")?.value ?? []) {
      const then = r.value.f["then"] ?? "";
      const n3 = (seen.get(then) ?? 0) + 1;
      seen.set(then, n3);
      if (n3 === 2) {
        const tn = r.value.keys.get("then");
        out.push({ rule: "flow-multiple-rules-target", messageId: "diamond", data: { target: then, flow: p.id }, span: nodeSpan(r.value, tn?.value ?? r.node) });
      }
    }
  }
  return out;
}

// src/runtimes/fork/load/flow-parse.ts
var import_yaml9 = __toESM(require_dist(), 1);

// src/runtimes/fork/load/flow-read.ts
function goReadError2(abs, code) {
  switch (code) {
    case "ENOENT":
      return `open ${abs}: no such file or directory`;
    case "EISDIR":
      return `read ${abs}: is a directory`;
    case "EACCES":
      return `open ${abs}: permission denied`;
    case "ELOOP":
      return `open ${abs}: too many levels of symbolic links`;
    case "ENOTREG":
      return `open ${abs}: not a regular file (ctxlens does not open it; the runtime may block on it)`;
    default:
      return `read ${abs}: input/output error`;
  }
}
function displayPath2(W, abs) {
  const r = rel(W, abs);
  return r === null ? abs : r;
}
function readDoc(ctx, abs, kind) {
  const r = ctx.source.readFile(abs);
  if (!r.ok) return { ok: false, error: goReadError2(abs, r.code) };
  const file = displayPath2(ctx.W, abs);
  const bad = yamlReaderError(r.data);
  let reader = null;
  if (bad) {
    const at3 = bytePosition(r.data, bad.offset);
    reader = { problem: bad.problem, span: { file, pointer: "", start: at3, end: { line: at3.line, column: at3.column + 1 } } };
  }
  const existing = ctx.documents.get(file);
  if (existing) return { ok: true, size: r.size, doc: existing, reader };
  const text = r.data.toString("utf8");
  const doc = { file, abs, kind, text, lines: new LineIndex(text) };
  ctx.documents.set(file, doc);
  return { ok: true, size: r.size, doc, reader };
}

// src/runtimes/fork/load/flow-templates.ts
var import_yaml8 = __toESM(require_dist(), 1);
var NON_INHERITABLE = {
  id: "a step's identity must stay in the flow (two flows extending one template would collide, and the flow file would no longer show which steps it has)",
  interactive: "the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer",
  interaction: "the orchestrator reads it to bind a reviewer; a template would leave it seeing a non-interactive step and start a job with nobody bound to answer",
  resume_after: "the orchestrator reads it to compute a postpone-resume deadline; a template would leave it seeing no opt-in, so a postponed step waits indefinitely or resumes on the wrong bound"
};
var STEP_KEYS = Object.keys(STEP_T.fields);
var INHERITABLE_KEYS = STEP_KEYS.filter((k) => !(k in NON_INHERITABLE) && k !== "extends").sort(compareBytes);
function resolveIncludePath(W, local) {
  if (isAbs(local)) return clean(local);
  if (W === "") return clean(local);
  return join(W, local);
}
function resolveSchemaRef(ctx, schema, baseDir) {
  if (!schema || typeof schema !== "object" || Array.isArray(schema) || !("$ref" in schema)) return { ok: true, value: schema, replaced: false };
  const ref = schema["$ref"];
  if (typeof ref !== "string" || ref === "") return { ok: false, error: "$ref must be a non-empty file path string" };
  const p = baseDir !== "" && !isAbs(ref) ? join(baseDir, ref) : ref;
  const abs = isAbs(p) ? p : join(ctx.cwd, p);
  const r = readDoc(ctx, abs, "schema");
  if (!r.ok) return { ok: false, error: `failed to read schema file ${JSON.stringify(p)}: ${r.error}` };
  let v;
  try {
    v = JSON.parse(r.doc.text);
  } catch (e) {
    return { ok: false, error: `failed to parse schema file ${JSON.stringify(p)}: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (v === null) return { ok: true, value: null, replaced: true };
  if (typeof v !== "object" || Array.isArray(v)) {
    const kind = Array.isArray(v) ? "array" : typeof v === "string" ? "string" : typeof v === "boolean" ? "bool" : "number";
    return {
      ok: false,
      error: `failed to parse schema file ${JSON.stringify(p)}: json: cannot unmarshal ${kind} into Go value of type map[string]interface {}`
    };
  }
  return { ok: true, value: v, replaced: true };
}
function loadTemplateFile(ctx, env2, abs) {
  const cached2 = env2.cache.get(abs);
  if (cached2) return cached2;
  const result = loadUncached(ctx, env2, abs);
  env2.cache.set(abs, result);
  return result;
}
function loadUncached(ctx, env2, abs) {
  const q2 = JSON.stringify(abs);
  const templates = /* @__PURE__ */ new Map();
  const r = readDoc(ctx, abs, "template");
  if (!r.ok) return { templates, error: { message: `invalid flow include: reading included file ${q2}: ${r.error}`, span: null, parse: false } };
  if (r.size > env2.limit) {
    return {
      templates,
      error: { message: `invalid flow include: included file ${q2} exceeds ${env2.limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: null, parse: false }
    };
  }
  if (r.reader) return { templates, error: { message: `invalid flow include: parsing included file ${q2}: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true } };
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines });
  const fail = (message, node, parse3, yd = y) => ({
    templates: /* @__PURE__ */ new Map(),
    error: { message, span: yamlSpan(yd, node ?? null, ""), parse: parse3 }
  });
  const syn = yamlSyntaxError(y);
  if (syn) return { templates, error: { message: `invalid flow include: parsing included file ${q2}: ${syn.message}`, span: syn.span, parse: true } };
  const d = new Decoder(y);
  let root;
  try {
    root = d.deref(y.doc.contents);
  } catch {
    return fail(`invalid flow include: parsing included file ${q2}: yaml: document contains excessive aliasing`, null, true);
  }
  const isNull = !root || (0, import_yaml8.isScalar)(root) && (root.value === null || scalarText(root) === "");
  if (isNull) return { templates, error: null };
  if (!(0, import_yaml8.isMap)(root)) {
    const t = (0, import_yaml8.isScalar)(root) ? ` \`${scalarText(root).length > 10 ? scalarText(root).slice(0, 7) + "..." : scalarText(root)}\`` : "";
    const tag = (0, import_yaml8.isScalar)(root) ? "!!str" : "!!seq";
    return fail(
      `invalid flow include: parsing included file ${q2}: yaml: unmarshal errors:
  line ${d.line(root)}: cannot unmarshal ${tag}${t} into map[string]yaml.Node`,
      root,
      true
    );
  }
  d.checkDuplicates(root);
  if (d.terrors.length > 0) {
    return fail(`invalid flow include: parsing included file ${q2}: yaml: unmarshal errors:
  ${d.terrors.map((e) => e.message).join("\n  ")}`, d.terrors[0].node, true);
  }
  const pairs = d.pairs(root).sort((a, b) => compareBytes(a.keyText, b.keyText));
  const baseDir = dir(abs);
  for (const p of pairs) {
    const name = p.keyText;
    if (name === "include" || name === "extends") {
      return fail(`invalid flow include: included file ${q2} declares ${JSON.stringify(name)}; a template file may not itself include or extend`, p.key, false);
    }
    if (!name.startsWith(".")) continue;
    const t = decodeTemplate(ctx, d, name, p.key, p.value, abs, baseDir);
    if ("message" in t) return { templates: /* @__PURE__ */ new Map(), error: t };
    templates.set(name, t);
  }
  return { templates, error: null };
}
function decodeTemplate(ctx, d, name, keyNode, node, abs, baseDir) {
  const pre = `invalid step template: template ${JSON.stringify(name)} in ${JSON.stringify(abs)}`;
  const span2 = (n3) => d.span(n3 ?? keyNode);
  const isNull = !node || (0, import_yaml8.isScalar)(node) && (node.value === null || scalarText(node) === "" || scalarText(node) === "~");
  const keys = /* @__PURE__ */ new Set();
  if (!isNull) {
    if (!(0, import_yaml8.isMap)(node)) {
      const sc = (0, import_yaml8.isScalar)(node) ? ` \`${scalarText(node).length > 10 ? scalarText(node).slice(0, 7) + "..." : scalarText(node)}\`` : "";
      return {
        message: `${pre} must be a mapping of step keys: yaml: unmarshal errors:
  line ${d.line(node)}: cannot unmarshal ${(0, import_yaml8.isScalar)(node) ? "!!str" : "!!seq"}${sc} into map[string]yaml.Node`,
        span: span2(node),
        parse: true
      };
    }
    const inner = new Decoder(d.y);
    inner.checkDuplicates(node);
    if (inner.terrors.length > 0) {
      return {
        message: `${pre} must be a mapping of step keys: yaml: unmarshal errors:
  ${inner.terrors.map((e) => e.message).join("\n  ")}`,
        span: span2(inner.terrors[0].node),
        parse: true
      };
    }
    const pairs = d.pairs(node).sort((a, b) => compareBytes(a.keyText, b.keyText));
    for (const p of pairs) {
      const key = p.keyText;
      if (key === "include" || key === "extends") {
        return { message: `${pre} declares ${JSON.stringify(key)}; templates are leaves and may not compose (design D6)`, span: span2(p.key), parse: false };
      }
      const reason = NON_INHERITABLE[key];
      if (reason !== void 0) return { message: `${pre} must not declare ${JSON.stringify(key)}: ${reason}`, span: span2(p.key), parse: false };
      if (!STEP_KEYS.includes(key)) {
        return {
          message: `${pre} declares ${JSON.stringify(key)}, which is not a step field (inheritable step fields: ${INHERITABLE_KEYS.join(", ")})`,
          span: span2(p.key),
          parse: false
        };
      }
      keys.add(key);
    }
  }
  if (keys.size === 0) {
    return { message: `${pre} declares no keys; a template must contribute at least one step key`, span: span2(keyNode), parse: false };
  }
  const sd = new Decoder(d.y);
  const dec = decodeTemplateStep(sd, node);
  if (dec.error) return { message: `${pre}: ${dec.error.message}`, span: span2(dec.error.node), parse: true };
  const step = dec.value;
  const out = step.f["output"];
  if (out && out.f["schema"] !== void 0 && out.f["schema"] !== null) {
    const res = resolveSchemaRef(ctx, out.f["schema"], baseDir);
    const schemaNode = out.keys.get("schema")?.value ?? out.node;
    if (!res.ok) {
      return {
        message: `invalid step template: resolving output schema $ref for template ${JSON.stringify(name)} in ${JSON.stringify(abs)}: ${res.error}`,
        span: span2(schemaNode),
        parse: false
      };
    }
    if (res.replaced && res.value && typeof res.value === "object" && "$ref" in res.value) {
      const v = res.value["$ref"];
      return {
        message: `${pre} resolves its output schema to another "$ref" (${typeof v === "string" ? v : JSON.stringify(v)}); chained refs are not supported, because the second hop would resolve against the flow's directory instead of the template's`,
        span: span2(schemaNode),
        parse: false
      };
    }
    out.f["schema"] = res.value;
  }
  return { name, file: d.y.file, abs, keys, keyNode, step };
}

// src/runtimes/fork/load/flow-duration.ts
var UNITS = {
  ns: 1n,
  us: 1000n,
  "\xB5s": 1000n,
  // U+00B5
  "\u03BCs": 1000n,
  // U+03BC
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n
};
var MAX = 9223372036854775807n;
function quote(s) {
  return '"' + s.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + '"';
}
function parseGoDuration(s) {
  const orig = s;
  const bad = () => ({ ok: false, error: `time: invalid duration ${quote(orig)}` });
  let neg = false;
  if (s !== "" && (s[0] === "-" || s[0] === "+")) {
    neg = s[0] === "-";
    s = s.slice(1);
  }
  if (s === "0") return { ok: true, ns: 0n };
  if (s === "") return bad();
  let total = 0n;
  while (s !== "") {
    if (!(s[0] === "." || s[0] >= "0" && s[0] <= "9")) return bad();
    const m2 = /^([0-9]*)(?:\.([0-9]*))?/.exec(s);
    const intPart = m2[1] ?? "";
    const fracPart = m2[2];
    if (intPart === "" && (fracPart === void 0 || fracPart === "")) return bad();
    s = s.slice(m2[0].length);
    const um = /^[^0-9.]*/.exec(s);
    const unit = um[0];
    if (unit === "") return { ok: false, error: `time: missing unit in duration ${quote(orig)}` };
    const mult = UNITS[unit];
    if (mult === void 0) return { ok: false, error: `time: unknown unit ${quote(unit)} in duration ${quote(orig)}` };
    s = s.slice(unit.length);
    let v = (intPart === "" ? 0n : BigInt(intPart)) * mult;
    if (fracPart) v += BigInt(fracPart) * mult / 10n ** BigInt(fracPart.length);
    total += v;
    if (total > MAX + (neg ? 1n : 0n)) return bad();
  }
  return { ok: true, ns: neg ? -total : total };
}
function formatGoDuration(ns) {
  if (ns === 0n) return "0s";
  const neg = ns < 0n;
  let u = neg ? -ns : ns;
  let out;
  if (u < 1000000000n) {
    let unit;
    let div;
    if (u < 1000n) return (neg ? "-" : "") + `${u}ns`;
    if (u < 1000000n) {
      unit = "\xB5s";
      div = 1000n;
    } else {
      unit = "ms";
      div = 1000000n;
    }
    out = frac(u, div) + unit;
  } else {
    const h = u / 3600000000000n;
    u -= h * 3600000000000n;
    const m2 = u / 60000000000n;
    u -= m2 * 60000000000n;
    out = frac(u, 1000000000n) + "s";
    if (h > 0n) out = `${h}h${m2}m` + out;
    else if (m2 > 0n) out = `${m2}m` + out;
  }
  return (neg ? "-" : "") + out;
}
function frac(v, div) {
  const whole = v / div;
  const rest = v % div;
  if (rest === 0n) return String(whole);
  const digits = String(div).length - 1;
  return `${whole}.` + String(rest).padStart(digits, "0").replace(/0+$/, "");
}

// src/runtimes/fork/load/flow-validate.ts
var REASONING_EFFORTS = ["low", "medium", "high", "xhigh", "max"];
var q = JSON.stringify;
function validateFlow(flow, steps, top) {
  const err = (message, span2) => ({ message, span: span2, parse: false });
  if (steps.length === 0) {
    const at3 = flow?.keys.get("steps") ?? top.keys.get("flow");
    return err("flow has no steps", nodeSpan(flow ?? top, at3?.value ?? at3?.key ?? null));
  }
  const mfe = flow?.f["maxFallbackEntries"] ?? 0;
  if (mfe < 0) {
    return err(
      `invalid maxFallbackEntries: flow.maxFallbackEntries must be >= 0 (got ${mfe}; 0 means default 3)`,
      nodeSpan(flow, flow.keys.get("maxFallbackEntries")?.value)
    );
  }
  const ids = /* @__PURE__ */ new Set();
  for (const m2 of steps) {
    const id = stepId(m2);
    const idErr = validateStepID(id);
    if (idErr) return err(idErr, stepIdSpan(m2));
    if (ids.has(id)) return err(`duplicate step ID: ${q(id)}`, stepIdSpan(m2));
    ids.add(id);
    const prompt = effValue(m2, "prompt") ?? "";
    const path12 = trimSpace(effValue(m2, "langfusePromptPath") ?? "");
    const hasInline = trimSpace(prompt) !== "";
    if (hasInline && path12 !== "") {
      return err(
        `invalid step prompt source: step ${q(id)} declares both prompt and langfusePromptPath \u2014 declare exactly one (check any extends templates: one of the two may be inherited)`,
        stepIdSpan(m2)
      );
    }
    if (!hasInline && path12 === "") return err(`invalid step prompt source: step ${q(id)} declares neither prompt nor langfusePromptPath`, stepIdSpan(m2));
    if (path12 === "" && trimSpace(effValue(m2, "langfusePromptLabel") ?? "") !== "") {
      return err(`invalid step prompt source: step ${q(id)} sets langfusePromptLabel without langfusePromptPath`, effSpan(m2, "langfusePromptLabel"));
    }
    const maxTurns = effValue(m2, "maxTurns") ?? 0;
    if (maxTurns < 0) {
      return err(`invalid maxTurns: step ${q(id)} maxTurns must be >= 0 (got ${maxTurns}; 0 means inherit from agent)`, effSpan(m2, "maxTurns"));
    }
    const maxIt = effValue(m2, "maxIterations") ?? 0;
    if (maxIt < 0) {
      return err(`invalid maxIterations: step ${q(id)} maxIterations must be >= 0 (got ${maxIt}; 0 means unbounded)`, effSpan(m2, "maxIterations"));
    }
    const timeout = effValue(m2, "timeout") ?? "";
    if (timeout !== "") {
      const t = parseGoDuration(timeout);
      if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid timeout ${q(timeout)}: ${t.error}`, effSpan(m2, "timeout"));
      if (t.ns < 0n) return err(`invalid flow YAML: step ${q(id)}: timeout must be non-negative, got ${formatGoDuration(t.ns)}`, effSpan(m2, "timeout"));
    }
    const ra = effValue(m2, "resume_after");
    if (ra !== void 0) {
      const raw = trimSpace(ra);
      if (raw !== "") {
        const t = parseGoDuration(raw);
        if (!t.ok) return err(`invalid flow YAML: step ${q(id)}: invalid resume_after ${q(raw)}: ${t.error}`, effSpan(m2, "resume_after"));
        if (t.ns <= 0n) return err(`invalid flow YAML: step ${q(id)}: resume_after must be positive, got ${formatGoDuration(t.ns)}`, effSpan(m2, "resume_after"));
      }
    }
    const effort = effValue(m2, "reasoningEffort") ?? "";
    if (effort !== "" && !effort.includes("${") && !REASONING_EFFORTS.includes(effort)) {
      return hint(
        err(`invalid step reasoningEffort: step ${q(id)} reasoningEffort ${q(effort)} must be one of low|medium|high|xhigh|max`, effSpan(m2, "reasoningEffort")),
        didYouMean(effort, REASONING_EFFORTS)
      );
    }
  }
  for (const m2 of steps) {
    const id = stepId(m2);
    for (const r of effValue(m2, "rules") ?? []) {
      const then = r.value.f["then"] ?? "";
      if (!ids.has(then)) {
        const tn = r.value.keys.get("then");
        return err(`rule references non-existent step: step ${q(id)} rule references ${q(then)}`, nodeSpan(r.value, tn?.value ?? tn?.key ?? r.node));
      }
    }
    const fb = effValue(m2, "fallback");
    if (fb) {
      const to = fb.f["to"] ?? "";
      if (to !== "" && !ids.has(to)) {
        return err(`fallback references non-existent step: step ${q(id)} fallback references ${q(to)}`, nodeSpan(fb, fb.keys.get("to")?.value));
      }
      const ote = fb.f["on_turns_exhausted"] ?? "";
      if (ote !== "" && ote !== "accept" && ote !== "fail") {
        return hint(
          err(`invalid fallback.on_turns_exhausted: step ${q(id)} has ${q(ote)}, want "accept" or "fail"`, nodeSpan(fb, fb.keys.get("on_turns_exhausted")?.value)),
          didYouMean(ote, ["accept", "fail"])
        );
      }
    }
  }
  return fallbackCycle(steps);
}
function hint(e, suggestion) {
  return suggestion ? { ...e, hint: `Did you mean "${suggestion}"?` } : e;
}
function fallbackCycle(steps) {
  const next = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const m2 of steps) {
    byId.set(stepId(m2), m2);
    const to = effValue(m2, "fallback")?.f["to"] ?? "";
    if (to !== "") next.set(stepId(m2), to);
  }
  for (const m2 of steps) {
    const start = stepId(m2);
    const path12 = [start];
    let cur = next.get(start);
    const seen = /* @__PURE__ */ new Set([start]);
    while (cur !== void 0 && !seen.has(cur)) {
      seen.add(cur);
      path12.push(cur);
      cur = next.get(cur);
    }
    if (cur === start) {
      const fb = effValue(m2, "fallback");
      return {
        message: `fallback cycle: ${[...path12, start].join(" -> ")} (static fallback.to cycles are rejected at load, docs/flows.md@bc01be8)`,
        span: nodeSpan(fb, fb.keys.get("to")?.value),
        parse: false
      };
    }
  }
  return null;
}

// src/runtimes/fork/load/flow-parse.ts
var SESSION_KEYS = /* @__PURE__ */ new Set(["prefix", "resume_on_failure"]);
function flowIdFromPath(abs) {
  const b = base(abs);
  return b.slice(0, b.length - ext(b).length);
}
function parseFlowFile(ctx, tenv, abs, limit) {
  const id = flowIdFromPath(abs);
  const out = { abs, file: displayPath2(ctx.W, abs), id, error: null, y: null, top: null, steps: [], disabled: false };
  const r = readDoc(ctx, abs, "flow");
  if (!r.ok) {
    out.error = { message: `reading flow file: ${r.error}`, span: fileSpan(out.file), parse: false };
    return out;
  }
  out.file = r.doc.file;
  if (r.size > limit) {
    out.error = { message: `invalid flow YAML: file exceeds ${limit} bytes (raise via OPENCODE_MAX_FLOW_FILE_SIZE)`, span: fileSpan(out.file), parse: false };
    return out;
  }
  if (r.reader) {
    out.error = { message: `invalid flow YAML: yaml: ${r.reader.problem}`, span: r.reader.span, parse: true };
    return out;
  }
  const y = parseYaml(r.doc.text, r.doc.file, { lines: r.doc.lines });
  out.y = y;
  const deep = y.errors.find((e) => e.code === "TOO_DEEP_TO_CHECK");
  if (deep) {
    out.error = { message: `it nests values ${deep.message.replace(/^nested /, "")}; ctxlens does not check it and simulates none of its steps (the runtime accepts up to 10000 levels)`, span: deep.span, parse: true, unchecked: true };
    return out;
  }
  const syn = yamlSyntaxError(y);
  if (syn) {
    out.error = { message: `invalid flow YAML: ${syn.message}`, span: syn.span, parse: true };
    return out;
  }
  const d = new Decoder(y);
  const dec = d.unmarshal(FLOW_FILE_T);
  if (dec.error) {
    out.error = { message: `invalid flow YAML: ${dec.error.message}`, span: d.span(dec.error.node), parse: true };
    return out;
  }
  const top = dec.value ?? { node: y.doc.contents, doc: y, keys: /* @__PURE__ */ new Map(), f: {} };
  out.top = top;
  out.disabled = top.f["disabled"] === true;
  const flow = top.f["flow"];
  const stepItems = (flow?.f["steps"] ?? []).filter((s) => s.value);
  out.steps = stepItems.map((it) => ownStep(it.value));
  const sess = flow?.keys.get("session")?.value;
  if (sess && (0, import_yaml9.isMap)(sess)) {
    for (const p of d.pairs(sess)) {
      if (!SESSION_KEYS.has(p.keyText)) {
        out.error = { message: `invalid flow YAML: unknown key ${JSON.stringify(p.keyText)} in flow.session`, span: d.span(p.key), parse: false };
        return out;
      }
    }
  }
  const idErr = validateFlowID(id);
  if (idErr) {
    out.error = { message: idErr, span: fileSpan(out.file), parse: false };
    return out;
  }
  const includes = top.f["include"] ?? [];
  const anyExtends = out.steps.some((m2) => (m2.s.f["extends"] ?? []).length > 0);
  if (includes.length > 0 || anyExtends) {
    const e = resolveIncludes(ctx, tenv, d, flow, out.steps, includes);
    if (e) {
      out.error = { ...e, message: `resolving includes for flow ${JSON.stringify(id)}: ${e.message}` };
      return out;
    }
  }
  for (const m2 of out.steps) {
    const o = effValue(m2, "output");
    const schema = o?.f["schema"];
    if (!o || schema === void 0 || schema === null) continue;
    const res = resolveSchemaRef(ctx, schema, dir(abs));
    if (!res.ok) {
      const sn = o.keys.get("schema")?.value;
      out.error = { message: `resolving output schema $ref for step ${JSON.stringify(stepId(m2))}: ${res.error}`, span: nodeSpan(o, sn), parse: false };
      return out;
    }
  }
  const v = validateFlow(flow, out.steps, top);
  if (v) {
    out.error = { ...v, message: `validating flow ${JSON.stringify(id)}: ${v.message}` };
    return out;
  }
  return out;
}
function ownStep(s) {
  const eff = /* @__PURE__ */ new Map();
  for (const [k, kv] of s.keys) {
    if (k in s.f) eff.set(k, { value: s.f[k], keyNode: kv.key, valueNode: kv.value, doc: s.doc, from: { kind: "step" } });
  }
  return { s, raw: new Set(s.keys.keys()), eff, applied: [] };
}
function resolveIncludes(ctx, tenv, d, flow, steps, includes) {
  const seqNode = flow?.keys.get("steps")?.value ?? null;
  if (seqNode && (0, import_yaml9.isSeq)(seqNode)) {
    const rawCount = seqNode.items.length;
    if (rawCount !== steps.length) {
      const empty = seqNode.items.map((it) => d.deref(it)).find((it) => !it || (0, import_yaml9.isScalar)(it) && resolveScalar2(it).tag === "null");
      return {
        message: `invalid flow include: cannot recover per-step declared keys (${rawCount} raw vs ${steps.length} steps); remove empty entries from flow.steps`,
        span: empty?.range ? d.span(empty) : d.span(seqNode),
        parse: false
      };
    }
  }
  const templates = /* @__PURE__ */ new Map();
  for (const inc of includes) {
    const abs = resolveIncludePath(ctx.W, inc.value.local);
    const tf = loadTemplateFile(ctx, tenv, abs);
    if (tf.error) return { message: tf.error.message, span: tf.error.span ?? d.span(inc.value.localNode ?? inc.node), parse: tf.error.parse };
    for (const [name, t] of tf.templates) templates.set(name, t);
  }
  for (const m2 of steps) {
    const ext2 = m2.s.f["extends"] ?? [];
    if (ext2.length === 0) continue;
    for (const e of ext2) {
      const t = templates.get(e.value);
      if (!t) {
        const names = [...templates.keys()].sort(compareBytes);
        const avail = names.length === 0 ? "none \u2014 the flow declares no include, or its includes define no `.`-prefixed template" : names.join(", ");
        return {
          message: `unknown step template: step ${JSON.stringify(stepId(m2))} extends ${JSON.stringify(e.value)}, which no included file defines (available: ${avail})`,
          span: d.span(e.node),
          parse: false,
          ...hintFor(e.value, names)
        };
      }
      m2.applied.push(t);
    }
    mergeTemplates(m2);
  }
  return null;
}
function hintFor(word, candidates) {
  const s = didYouMean(word, candidates);
  return s ? { hint: `Did you mean "${s}"?` } : {};
}
function mergeTemplates(m2) {
  const declaresLangfuse = m2.raw.has("langfusePromptPath") || m2.raw.has("langfusePromptLabel");
  for (const key of INHERITABLE_KEYS) {
    if (m2.raw.has(key)) continue;
    if (key === "prompt" && declaresLangfuse) continue;
    if ((key === "langfusePromptPath" || key === "langfusePromptLabel") && m2.raw.has("prompt")) continue;
    let src = null;
    for (const t of m2.applied) if (t.keys.has(key)) src = t;
    if (!src) continue;
    const kv = src.step.keys.get(key);
    m2.eff.set(key, {
      value: src.step.f[key],
      keyNode: kv.key,
      valueNode: kv.value,
      doc: src.step.doc,
      from: { kind: "template", template: src.name, file: src.file }
    });
  }
}

// src/runtimes/fork/load/flow-size.ts
var DEFAULT_MAX_FLOW_FILE_SIZE = 307200;
var SUFFIXES = [
  ["kib", 1024],
  ["kb", 1024],
  ["k", 1024],
  ["mib", 1024 * 1024],
  ["mb", 1024 * 1024],
  ["m", 1024 * 1024]
];
function goAtoi(s) {
  if (!/^[+-]?[0-9]+$/.test(s)) return null;
  const n3 = BigInt(s);
  if (n3 > 9223372036854775807n || n3 < -9223372036854775808n) return null;
  return Number(n3);
}
function parseByteSize(raw) {
  let s = trimSpace(raw).toLowerCase();
  if (s === "") return null;
  let mult = 1;
  for (const [sfx, m2] of SUFFIXES) {
    if (s.endsWith(sfx)) {
      mult = m2;
      s = trimSpace(s.slice(0, s.length - sfx.length));
      break;
    }
  }
  const n3 = goAtoi(s);
  return n3 === null ? null : n3 * mult;
}
function maxFlowFileSize(env2) {
  const raw = trimSpace(env2["OPENCODE_MAX_FLOW_FILE_SIZE"] ?? "");
  if (raw === "") return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: null, raw: null };
  const parsed = parseByteSize(raw);
  if (parsed === null) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: "Invalid OPENCODE_MAX_FLOW_FILE_SIZE; falling back to default", raw };
  if (parsed <= 0) return { limit: DEFAULT_MAX_FLOW_FILE_SIZE, warning: "OPENCODE_MAX_FLOW_FILE_SIZE must be positive; falling back to default", raw };
  return { limit: parsed, warning: null, raw };
}

// src/runtimes/fork/load/flows.ts
function startSpan3(file) {
  return { file, pointer: "", start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}
function scanDir(ctx, tenv, limit, dirAbs) {
  if (ctx.source.stat(dirAbs) === null) return [];
  const entries = ctx.source.readdir(dirAbs);
  if (entries === null) return [];
  const out = [];
  for (const e of entries) {
    if (e.kind === "dir") continue;
    if (!e.name.endsWith(".yaml") && !e.name.endsWith(".yml")) continue;
    out.push(parseFlowFile(ctx, tenv, join(dirAbs, e.name), limit));
  }
  return out;
}
function contextSpec2(m2) {
  const e = m2.eff.get("context");
  const c = e?.value;
  if (!e || !c) return { spec: null, from: null };
  const pathsKv = c.keys.get("paths");
  const paths = c.f["paths"];
  const modeKv = c.keys.get("mode");
  const nestedKv = c.keys.get("nested");
  const spec = {
    span: nodeSpan(c, c.node),
    paths: paths === void 0 ? null : paths.map((p) => ({ value: p.value, span: nodeSpan(c, p.node) })),
    pathsSpan: pathsKv ? nodeSpan(c, pathsKv.value ?? pathsKv.key) : null,
    mode: modeKv ? { value: c.f["mode"] ?? "", span: nodeSpan(c, modeKv.value ?? modeKv.key) } : null,
    nested: nestedKv && typeof c.f["nested"] === "boolean" ? { value: c.f["nested"], span: nodeSpan(c, nestedKv.value ?? nestedKv.key) } : null,
    unknownKeys: [...c.keys.entries()].filter(([k]) => k !== "paths" && k !== "mode" && k !== "nested").map(([k, kv]) => ({ value: k, span: nodeSpan(c, kv.key) }))
  };
  const from = e.from.kind === "step" ? { kind: "step" } : { kind: "template", template: e.from.template, file: e.from.file };
  return { spec, from };
}
function stepModel(m2) {
  const agentEff = m2.eff.get("agent");
  const agent = agentEff?.value ?? "";
  const agentNode = agentEff ? { value: agent, span: effSpan(m2, "agent") } : null;
  const { spec, from } = contextSpec2(m2);
  return {
    id: stepId(m2),
    idSpan: stepIdSpan(m2),
    span: nodeSpan(m2.s, m2.s.node),
    agent: agent === "" ? DEFAULT_STEP_AGENT : agent,
    agentNode,
    context: spec,
    contextFrom: from
  };
}
function resolveFlowPath(W, home, entry2) {
  let expanded = entry2;
  if (entry2.startsWith("~/") && home) expanded = join(home, entry2.slice(2));
  const resolved = isAbs(expanded) ? expanded : join(W, expanded);
  return clean(resolved === "" ? "." : resolved);
}
function loadFlows(ctx, config) {
  const size = maxFlowFileSize(ctx.env);
  const tenv = { limit: size.limit, cache: /* @__PURE__ */ new Map() };
  const scanned = [];
  const add = (list, scope) => {
    for (const parsed of list) scanned.push({ parsed, scope, id: parsed.id, nsError: null });
  };
  add(scanDir(ctx, tenv, size.limit, join(ctx.W, ".opencode", "flows")), "project");
  add(scanDir(ctx, tenv, size.limit, join(ctx.W, ".agents", "flows")), "project");
  if (ctx.withGlobal && ctx.home) {
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, ".config", "opencode", "flows")), "global");
    add(scanDir(ctx, tenv, size.limit, join(ctx.home, ".agents", "flows")), "global");
  }
  for (const entry2 of config.flowPaths) {
    const resolved = resolveFlowPath(ctx.W, ctx.home, entry2.value);
    if (ctx.source.stat(resolved)?.kind !== "dir") {
      ctx.issues.push({ rule: "flow-invalid", messageId: "flowPathMissing", data: { path: resolved }, span: entry2.span });
      continue;
    }
    const namespace = base(dir(resolved));
    for (const parsed of scanDir(ctx, tenv, size.limit, resolved)) {
      const nsID = namespace + "/" + parsed.id;
      const nsError = parsed.error ? null : validateFlowID(nsID);
      scanned.push({ parsed, scope: "flowPaths", id: nsID, nsError });
    }
  }
  const files = [];
  const flows = /* @__PURE__ */ new Map();
  const owners = /* @__PURE__ */ new Map();
  const issues = [];
  const validator = new SchemaValidator();
  for (const s of scanned) {
    const p = s.parsed;
    const error = p.error ?? (s.nsError ? { message: s.nsError, span: startSpan3(p.file), parse: false } : null);
    const ff = { file: p.file, abs: p.abs, scope: s.scope, id: s.id, status: "loaded", error: null, shadowedBy: null };
    files.push(ff);
    if (error) {
      ff.status = "failed";
      ff.error = { message: error.message, span: error.span };
      issues.push(
        error.unchecked ? { rule: "parse-error", messageId: "unreadable", data: { what: p.file, detail: error.message }, span: error.span } : error.parse ? { rule: "parse-error", messageId: "flowRejected", data: { detail: error.message }, span: error.span } : {
          rule: "flow-invalid",
          messageId: s.nsError ? "namespacedId" : "wouldNotLoad",
          data: { detail: error.message },
          span: error.span,
          ...error.hint ? { hint: error.hint } : {}
        }
      );
    } else {
      const owner = owners.get(s.id);
      if (owner) {
        ff.status = "shadowed";
        ff.shadowedBy = owner.file.file;
        issues.push({
          rule: "flow-id-shadowed",
          messageId: s.scope === "global" && owner.file.scope === "project" ? "globalShadowed" : "duplicate",
          data: { id: s.id, owner: owner.file.file },
          span: startSpan3(p.file)
        });
        if (owner.parsed.disabled && owner.parsed.top) {
          const kv = owner.parsed.top.keys.get("disabled");
          issues.push({
            rule: "flow-disabled-shadows",
            messageId: "shadows",
            data: { id: s.id, other: p.file },
            span: nodeSpan(owner.parsed.top, kv?.key ?? null)
          });
        }
      } else {
        owners.set(s.id, { file: ff, parsed: p });
        flows.set(s.id, { id: s.id, file: p.file, disabled: p.disabled, steps: p.steps.map(stepModel) });
      }
      issues.push(...blocksInheritance(p), ...multipleRulesTarget(p));
    }
    if (p.y && p.top) {
      issues.push(...mixedRevisions(p));
      const failed = error !== null;
      issues.push(...schemaIssues(validator, "flow", p.y, (ptr, kind) => failed && kind !== "unknown-key" || ptr.startsWith("/flow/session/")));
    }
  }
  for (const ff of files) {
    if (ff.status !== "failed") continue;
    const owner = owners.get(ff.id);
    if (owner) issues.push({ rule: "flow-id-shadowed", messageId: "brokenServedByOther", data: { id: ff.id, other: owner.file.file }, span: startSpan3(ff.file) });
  }
  const seen = /* @__PURE__ */ new Set();
  for (const tf of tenv.cache.values()) {
    const first = tf.templates.values().next().value;
    if (tf.error || !first || seen.has(first.abs)) continue;
    seen.add(first.abs);
    issues.push(...schemaIssues(validator, "flow-template", first.step.doc, (ptr) => ptr.split("/").length <= 3));
  }
  ctx.issues.push(...issues);
  return { flows, files };
}

// src/runtimes/fork/load/project.ts
function loadProject(source, opts) {
  const home = opts.env["HOME"] ?? null;
  const ctx = { ...opts, source, W: opts.cwd, home: home === "" ? null : home, documents: /* @__PURE__ */ new Map(), issues: [] };
  const config = loadConfig(ctx);
  const { agents, files: agentFiles } = loadAgents(ctx, config);
  const { flows, files: flowFiles } = loadFlows(ctx, config);
  return Object.freeze({
    cwd: opts.cwd,
    W: ctx.W,
    source,
    env: opts.env,
    withGlobal: opts.withGlobal,
    home: ctx.home,
    config,
    agents,
    agentFiles,
    flows,
    flowFiles,
    documents: ctx.documents,
    issues: ctx.issues
  });
}

// src/run/source.ts
import * as fs from "node:fs";
function simulatedEnv(entries) {
  const env2 = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) env2[k] = v;
  for (const e of entries) {
    const i = e.indexOf("=");
    if (i <= 0) throw new UsageError(`--env expects NAME=VALUE, got "${e}"`);
    env2[e.slice(0, i)] = e.slice(i + 1);
  }
  return env2;
}
function explicitEnvNames(entries) {
  return new Set(entries.map((e) => e.slice(0, Math.max(0, e.indexOf("=")))).filter((k) => k !== ""));
}
async function openSource(args) {
  if (args.staged || args.rev) {
    const git = await import("./git-WRPBK57R.mjs");
    return args.staged ? git.openIndexSource(args.cwd) : git.openRevisionSource(args.cwd, args.rev);
  }
  return new WorktreeSource();
}
function readArgFile(file, maxBytes = 64 * 1024 * 1024) {
  const fd = fs.openSync(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buf = Buffer.alloc(Math.min(1 << 20, maxBytes + 1 - total));
      const n3 = fs.readSync(fd, buf, 0, buf.length, null);
      if (n3 === 0) break;
      chunks.push(buf.subarray(0, n3));
      total += n3;
      if (total > maxBytes) throw Object.assign(new Error(`larger than ${maxBytes} bytes`), { code: "EFBIG" });
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

// src/load/runtime-choice.ts
import { posix as path2 } from "node:path";
var MAINSTREAM_CONFIGS = ["opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var FORK_ONLY = [".agents/types", ".opencode/flows", ".agents/flows"];
function worktreeOf(source, W) {
  let dir2 = W;
  for (; ; ) {
    if (source.lstat(path2.join(dir2, ".git")) !== null) return dir2;
    const up = path2.dirname(dir2);
    if (up === dir2) return "/";
    dir2 = up;
  }
}
function dirsUp(W, stop) {
  const out = [];
  let dir2 = W;
  for (; ; ) {
    out.push(dir2);
    if (dir2 === stop) return out;
    const up = path2.dirname(dir2);
    if (up === dir2) return out;
    dir2 = up;
  }
}
function chooseRuntime(source, W, flag, pinned) {
  const mainstreamFiles = () => {
    const found = [];
    for (const d of dirsUp(W, worktreeOf(source, W))) {
      for (const f of MAINSTREAM_CONFIGS) {
        const abs = path2.join(d, f);
        if (source.stat(abs)?.kind === "file") found.push(abs);
      }
    }
    return found;
  };
  if (flag !== void 0) return { id: flag, by: "flag", reason: `${RUNTIME_LABELS[flag]}, chosen with --runtime ${flag}`, otherConfigs: [] };
  if (pinned !== null) {
    return { id: pinned.id, by: "config", reason: `${RUNTIME_LABELS[pinned.id]}, pinned by "runtime": "${pinned.id}" in ${pinned.file}`, otherConfigs: [] };
  }
  const pin = 'pin it with --runtime or "runtime" in ctxlens.config.json';
  if (source.lstat(path2.join(W, ".opencode.json")) !== null) {
    return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because W holds .opencode.json (${pin})`, otherConfigs: mainstreamFiles() };
  }
  const ms = mainstreamFiles();
  if (ms.length > 0) {
    return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, because of ${relTo(W, ms[0])} (${pin})`, otherConfigs: [] };
  }
  for (const f of FORK_ONLY) {
    if (source.stat(path2.join(W, f))?.kind === "dir") {
      return { id: "fork", by: "auto", reason: `${RUNTIME_LABELS.fork}, because W holds ${f}/, which only the fork reads (${pin})`, otherConfigs: [] };
    }
  }
  return { id: "opencode", by: "auto", reason: `${RUNTIME_LABELS.opencode}, the default: no runtime-specific config found (${pin})`, otherConfigs: [] };
}
function relTo(W, abs) {
  const r = path2.relative(W, abs);
  return r === "" ? "." : r;
}

// src/runtimes/opencode/load/config.ts
init_main();
import { posix as path4 } from "node:path";

// src/runtimes/opencode/load/substitute.ts
import { posix as path3 } from "node:path";
var ENV_RE = /\{env:([^}]+)\}/g;
var FILE_RE = /\{file:[^}]+\}/g;
function jsonEscape(s) {
  return JSON.stringify(s).slice(1, -1);
}
function substitute(raw, baseDir, env2, source, home) {
  const tokens = [];
  for (const m2 of raw.matchAll(ENV_RE)) {
    const name = m2[1];
    tokens.push({ kind: "env", text: m2[0], offset: m2.index, name, unset: !env2[name] });
  }
  let text = raw.replace(ENV_RE, (_, name) => env2[name] || "");
  let error = null;
  const rawFiles = [...raw.matchAll(FILE_RE)];
  let k = 0;
  text = text.replace(FILE_RE, (match, offset2, whole) => {
    const lineStart = whole.lastIndexOf("\n", offset2 - 1) + 1;
    const commented = whole.slice(lineStart, offset2).trimStart().startsWith("//");
    const rawAt = rawFiles[k]?.[0] === match ? rawFiles[k++].index : -1;
    let p = match.slice("{file:".length, -1);
    const name = p;
    const tok = { kind: "file", text: match, offset: rawAt, name, commented };
    tokens.push(tok);
    if (commented || error !== null) return match;
    if (p.startsWith("~/")) p = home !== null ? path3.join(home, p.slice(2)) : p;
    const resolved = path3.isAbsolute(p) ? path3.normalize(p) : path3.resolve(baseDir, p);
    tok.resolved = resolved;
    const r = source.readFile(resolved);
    if (!r.ok) {
      tok.readError = r.code;
      error = `bad file reference: "${match}"` + (r.code === "ENOENT" ? ` ${resolved} does not exist` : "");
      return match;
    }
    const content = new TextDecoder().decode(r.data).trim();
    tok.content = content;
    return jsonEscape(content);
  });
  return { text, tokens: tokens.sort((a, b) => a.offset - b.offset), error };
}

// src/runtimes/opencode/load/config.ts
var NAMES = ["opencode.json", "opencode.jsonc"];
function shown(W, abs) {
  const r = path4.relative(W, abs);
  return r === "" ? "." : r.startsWith("../") || r === ".." ? abs : r;
}
function configCandidates(W, worktree, env2) {
  const out = [];
  if (env2.globalDir !== null) for (const n3 of ["config.json", ...NAMES]) out.push({ layer: "global", abs: path4.join(env2.globalDir, n3) });
  if (env2.configFile !== null) out.push({ layer: "custom", abs: env2.configFile });
  const up = env2.disableProjectConfig ? [] : dirsUp(W, worktree);
  for (const d of [...up].reverse()) for (const n3 of NAMES) out.push({ layer: "project", abs: path4.join(d, n3) });
  const dot = up.map((d) => path4.join(d, ".opencode"));
  if (env2.home !== null) dot.push(path4.join(env2.home, ".opencode"));
  for (const d of [...new Set(dot)]) for (const n3 of NAMES) out.push({ layer: "dotdir", abs: path4.join(d, n3) });
  if (env2.configDir !== null) for (const n3 of NAMES) out.push({ layer: "configdir", abs: path4.join(env2.configDir, n3) });
  return out;
}
function loadOcConfig(source, W, worktree, env2) {
  const docs = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of configCandidates(W, worktree, env2)) {
    if (seen.has(c.abs)) continue;
    seen.add(c.abs);
    const st = source.stat(c.abs);
    if (st === null) continue;
    const r = source.readFile(c.abs);
    if (!r.ok) {
      docs.push(failedDoc(c.layer, c.abs, shown(W, c.abs), `Configuration is invalid at ${c.abs}: cannot read it (${r.code})`));
      continue;
    }
    const raw = new TextDecoder().decode(r.data);
    docs.push(parseDoc(c.layer, c.abs, shown(W, c.abs), raw, path4.dirname(c.abs), env2, source));
  }
  if (env2.configContent !== null) docs.push(parseDoc("inline", null, "$OPENCODE_CONFIG_CONTENT", env2.configContent, W, env2, source));
  let merged = {};
  const instructions = [];
  const have = /* @__PURE__ */ new Set();
  let refusal = null;
  for (const d of docs) {
    if (d.refusal !== null && refusal === null) refusal = { message: d.refusal, doc: d };
    if (d.data === null) continue;
    merged = mergeConfig(merged, d.data);
    const list = d.data["instructions"];
    if (Array.isArray(list)) {
      list.forEach((e, index) => {
        if (typeof e !== "string" || have.has(e)) return;
        have.add(e);
        instructions.push({ entry: e, doc: d, index });
      });
    }
  }
  return { docs, merged, instructions, refusal };
}
function failedDoc(layer, abs, file, refusal) {
  return {
    layer,
    abs,
    file,
    raw: "",
    lines: new LineIndex(""),
    tree: void 0,
    subst: { text: "", tokens: [], error: null },
    data: null,
    refusal,
    refusalSpan: { file, pointer: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } }
  };
}
function parseDoc(layer, abs, file, text, baseDir, env2, source) {
  const raw = text.replace(/^\uFEFF/, "");
  const lines = new LineIndex(raw);
  const tree = parseTree(raw, [], { allowTrailingComma: true });
  const subst = substitute(raw, baseDir, env2.vars, source, env2.home);
  const where3 = abs ?? "OPENCODE_CONFIG_CONTENT";
  const at3 = (offset2, length = 1) => ({ file, pointer: "", start: lines.pos(offset2), end: lines.pos(offset2 + Math.max(1, length)) });
  const doc = { layer, abs, file, raw, lines, tree, subst, data: null, refusal: null, refusalSpan: null };
  if (subst.error !== null) {
    const tok = subst.tokens.find((t) => t.kind === "file" && t.readError !== void 0);
    doc.refusal = `Configuration is invalid at ${where3}: ${subst.error}`;
    doc.refusalSpan = tok && tok.offset >= 0 ? at3(tok.offset, tok.text.length) : at3(0);
    return doc;
  }
  if (subst.text === "") {
    doc.data = {};
    return doc;
  }
  const errors = [];
  const data = parse2(subst.text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const e = errors[0];
    const p = new LineIndex(subst.text).pos(e.offset);
    doc.refusal = `Config file at ${where3} is not valid JSON(C): ${printParseErrorCode(e.error)} at line ${p.line}, column ${p.column}`;
    doc.refusalSpan = { file, pointer: "", start: p, end: { line: p.line, column: p.column + Math.max(1, e.length) } };
    return doc;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    doc.refusal = `Configuration is invalid at ${where3}: expected an object`;
    doc.refusalSpan = at3(0);
    return doc;
  }
  doc.data = data;
  const typeError = keyTypeError(doc.data);
  if (typeError !== null) {
    doc.refusal = `Configuration is invalid at ${where3}
\u21B3 ${typeError.message}`;
    const node = tree ? findPath(tree, typeError.path) : void 0;
    doc.refusalSpan = node ? at3(node.offset, node.length) : at3(0);
  }
  return doc;
}
function findPath(tree, p) {
  let node = tree;
  for (const seg of p) {
    if (!node) return void 0;
    if (node.type === "array" && typeof seg === "number") node = node.children?.[seg];
    else if (node.type === "object") node = node.children?.find((c) => c.children?.[0]?.value === seg)?.children?.[1];
    else return void 0;
  }
  return node;
}
function keyTypeError(data) {
  const ins = data["instructions"];
  if (ins !== void 0) {
    if (!Array.isArray(ins)) return { path: ["instructions"], message: '"instructions" must be an array of strings' };
    const i = ins.findIndex((x) => typeof x !== "string");
    if (i >= 0) return { path: ["instructions", i], message: `"instructions" entry ${i} must be a string` };
  }
  for (const key of ["agent", "mode"]) {
    const v = data[key];
    if (v === void 0) continue;
    if (typeof v !== "object" || v === null || Array.isArray(v)) return { path: [key], message: `"${key}" must be an object of agent configs` };
    for (const [name, a] of Object.entries(v)) {
      if (typeof a !== "object" || a === null || Array.isArray(a)) return { path: [key, name], message: `"${key}.${name}" must be an object` };
    }
  }
  if (data["default_agent"] !== void 0 && typeof data["default_agent"] !== "string") return { path: ["default_agent"], message: '"default_agent" must be a string' };
  return null;
}
function mergeConfig(a, b) {
  const out = mergeDeep(a, b);
  for (const k of ["instructions", "plugin"]) {
    if (Array.isArray(a[k]) && Array.isArray(b[k])) out[k] = [.../* @__PURE__ */ new Set([...a[k], ...b[k]])];
  }
  return out;
}
function isPlain(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function mergeDeep(a, b) {
  if (!isPlain(a) || !isPlain(b)) return b;
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeDeep(out[k], v) : v;
  return out;
}

// src/runtimes/opencode/load/agents.ts
var import_gray_matter = __toESM(require_gray_matter(), 1);
import { posix as path6 } from "node:path";

// src/runtimes/opencode/load/glob.ts
import { posix as path5 } from "node:path";
var MAX_SCAN_ENTRIES = 5e4;
var MAGIC = /[*?[{]/;
function globRegExp(pattern2) {
  let re = "";
  let depth = 0;
  for (let i = 0; i < pattern2.length; i++) {
    const c = pattern2[i];
    if (c === "*") {
      if (pattern2[i + 1] === "*") {
        const segStart = i === 0 || pattern2[i - 1] === "/";
        const end = i + 2 === pattern2.length;
        if (segStart && (end || pattern2[i + 2] === "/")) {
          re += end ? ".*" : "(?:[^/]*/)*";
          i += end ? 1 : 2;
          continue;
        }
        i++;
      }
      re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const close = pattern2.indexOf("]", i + 2);
      if (close < 0) re += "\\[";
      else {
        let body = pattern2.slice(i + 1, close);
        const negate = body.startsWith("!") || body.startsWith("^");
        if (negate) body = body.slice(1);
        body = body.replace(/[\\\]^]/g, (m2) => "\\" + m2);
        re += negate ? `[^/${body}]` : `[${body}]`;
        i = close;
      }
    } else if (c === "{") {
      depth++;
      re += "(?:";
    } else if (c === "}" && depth > 0) {
      depth--;
      re += ")";
    } else if (c === "," && depth > 0) re += "|";
    else if (c === "\\" && i + 1 < pattern2.length) re += escapeRe(pattern2[++i]);
    else re += escapeRe(c);
  }
  re += ")".repeat(depth);
  return new RegExp(`^${re}$`, "su");
}
function escapeRe(c) {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? "\\" + c : c;
}
function scanGlob(source, cwd, pattern2, opts = {}) {
  const segs = pattern2.split("/").filter((s, i) => s !== "" || i === 0);
  if (segs[0] === "") segs.shift();
  let k = 0;
  while (k < segs.length && !MAGIC.test(segs[k])) k++;
  const start = path5.join(cwd, ...segs.slice(0, k));
  if (k === segs.length) {
    return { files: source.stat(start)?.kind === "file" ? [path5.join(cwd, pattern2)] : [], truncated: false };
  }
  const rest = segs.slice(k);
  const re = globRegExp(rest.join("/"));
  const dot = opts.dot ?? true;
  const deep = rest.includes("**");
  const maxDepth = deep ? 64 : rest.length;
  const files = [];
  let budget = MAX_SCAN_ENTRIES;
  let level = [{ abs: start, rel: "" }];
  const seenDirs = /* @__PURE__ */ new Set();
  for (let depth = 1; depth <= maxDepth && level.length > 0; depth++) {
    const next = [];
    for (const d of level) {
      const entries = source.readdir(d.abs);
      if (entries === null) continue;
      for (const e of entries) {
        if (--budget < 0) return { files, truncated: true };
        if (!dot && e.name.startsWith(".")) continue;
        const abs = path5.join(d.abs, e.name);
        const rel2 = d.rel === "" ? e.name : `${d.rel}/${e.name}`;
        const kind = e.kind === "symlink" ? source.stat(abs)?.kind : e.kind;
        if (kind === "file" && re.test(rel2)) files.push(abs);
        if (kind === "dir" && depth < maxDepth) {
          if (deep) {
            const real = source.realpath(abs) ?? abs;
            if (seenDirs.has(real)) continue;
            seenDirs.add(real);
          }
          next.push({ abs, rel: rel2 });
        }
      }
    }
    level = next;
  }
  return { files, truncated: false };
}

// src/runtimes/opencode/load/text.ts
function decodeText(data) {
  return new TextDecoder().decode(data);
}

// src/runtimes/opencode/load/agents.ts
var BUILTIN_AGENTS2 = [
  { id: "build", mode: "primary", hidden: false },
  { id: "plan", mode: "primary", hidden: false },
  { id: "general", mode: "subagent", hidden: false },
  { id: "explore", mode: "subagent", hidden: false },
  { id: "title", mode: "primary", hidden: true },
  { id: "summary", mode: "primary", hidden: true },
  { id: "compaction", mode: "primary", hidden: true }
];
function configDirectories(W, worktree, env2) {
  const dirs = [];
  if (env2.globalDir !== null) dirs.push(env2.globalDir);
  if (!env2.disableProjectConfig) dirs.push(...dirsUp(W, worktree).map((d) => path6.join(d, ".opencode")));
  if (env2.home !== null) dirs.push(path6.join(env2.home, ".opencode"));
  if (env2.configDir !== null) dirs.push(env2.configDir);
  return [...new Set(dirs)];
}
function markdownAgentIds(source, dir2) {
  const out = [];
  const scan = (sub, pattern2, forcedPrimary) => {
    for (const abs of scanGlob(source, path6.join(dir2, sub), pattern2).files) {
      let id = path6.relative(path6.join(dir2, sub), abs).replace(/\.md$/, "");
      let mode = null;
      const r = source.readFile(abs);
      if (r.ok) {
        try {
          const fm = (0, import_gray_matter.default)(decodeText(r.data)).data;
          if (typeof fm["name"] === "string" && fm["name"] !== "") id = fm["name"];
          if (typeof fm["mode"] === "string") mode = fm["mode"];
        } catch {
        }
      }
      out.push({ id, abs, mode: forcedPrimary ? "primary" : mode, forcedPrimary });
    }
  };
  for (const sub of ["agent", "agents"]) scan(sub, "**/*.md", false);
  for (const sub of ["mode", "modes"]) scan(sub, "*.md", true);
  return out;
}
function loadOcAgents(source, W, worktree, env2, config) {
  const byId = /* @__PURE__ */ new Map();
  for (const b of BUILTIN_AGENTS2) byId.set(b.id, { id: b.id, source: "builtin", mode: b.mode, hidden: b.hidden, disabled: false, file: null });
  for (const dir2 of configDirectories(W, worktree, env2)) {
    for (const m2 of markdownAgentIds(source, dir2)) {
      const prev = byId.get(m2.id);
      byId.set(m2.id, { id: m2.id, source: "markdown", mode: m2.mode ?? prev?.mode ?? "all", hidden: prev?.hidden ?? false, disabled: false, file: m2.abs });
    }
  }
  const configFile = [...config.docs].reverse().find((d) => d.abs !== null && d.data !== null)?.abs ?? null;
  for (const key of ["mode", "agent"]) {
    const map = config.merged[key];
    if (typeof map !== "object" || map === null || Array.isArray(map)) continue;
    for (const [id, v] of Object.entries(map)) {
      if (typeof v !== "object" || v === null) continue;
      const a = v;
      const prev = byId.get(id);
      byId.set(id, {
        id,
        source: "config",
        mode: key === "mode" ? "primary" : typeof a["mode"] === "string" ? a["mode"] : prev?.mode ?? "all",
        hidden: typeof a["hidden"] === "boolean" ? a["hidden"] : prev?.hidden ?? false,
        disabled: a["disable"] === true,
        file: configFile
      });
    }
  }
  return [...byId.values()];
}

// src/runtimes/opencode/load/environment.ts
import { posix as path7 } from "node:path";
function truthy(v) {
  const x = v?.toLowerCase();
  return x === "true" || x === "1";
}
function readEnvironment(vars, W, withGlobal, explicit) {
  const home = withGlobal && vars["HOME"] ? path7.resolve(W, vars["HOME"]) : null;
  const xdg = vars["XDG_CONFIG_HOME"] ? path7.resolve(W, vars["XDG_CONFIG_HOME"]) : home !== null ? path7.join(home, ".config") : null;
  const dir2 = vars["OPENCODE_CONFIG_DIR"];
  const file = vars["OPENCODE_CONFIG"];
  const content = vars["OPENCODE_CONFIG_CONTENT"];
  return {
    vars,
    disableProjectConfig: truthy(vars["OPENCODE_DISABLE_PROJECT_CONFIG"]),
    disableClaudePrompt: truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE"]) || truthy(vars["OPENCODE_DISABLE_CLAUDE_CODE_PROMPT"]),
    home,
    globalDir: withGlobal && xdg !== null ? path7.join(xdg, "opencode") : null,
    configDir: dir2 && (withGlobal || explicit.has("OPENCODE_CONFIG_DIR")) ? path7.resolve(W, dir2) : null,
    configFile: file ? path7.resolve(W, file) : null,
    configContent: content !== void 0 && content !== "" ? content : null
  };
}

// src/runtimes/oac/load/agents.ts
var import_yaml10 = __toESM(require_dist(), 1);

// src/runtimes/oac/load/context.ts
var import_gray_matter2 = __toESM(require_gray_matter(), 1);
var MAX_YAML_DEPTH = 256;
var CONTEXT_ROOT = ".opencode/context";
var MAX_TEXT_BYTES = 1024 * 1024;
var MAX_DEPTH4 = 32;
function loadContextTree(source, W) {
  if (source.stat(join(W, CONTEXT_ROOT))?.kind !== "dir") return null;
  const realRoot = realRel(source, W, CONTEXT_ROOT) ?? CONTEXT_ROOT;
  const entries = [];
  const walk = (rel2, depth) => {
    const list = source.readdir(join(W, rel2));
    if (!list || depth > MAX_DEPTH4) return;
    for (const d of list) {
      const path12 = `${rel2}/${d.name}`;
      const treePath = path12.slice(CONTEXT_ROOT.length + 1);
      if (d.kind === "dir") {
        entries.push({ path: path12, treePath, kind: "dir" });
        walk(path12, depth + 1);
      } else if (d.kind === "symlink") {
        const resolved = realRel(source, W, path12);
        entries.push({
          path: path12,
          treePath,
          kind: "symlink",
          linkTarget: source.readlink(join(W, path12)) ?? "",
          linkResolved: resolved,
          linkInside: resolved !== null && resolved.startsWith(realRoot + "/")
        });
      } else if (d.kind === "file") {
        entries.push(readContextFile(source, W, path12, treePath));
      } else entries.push({ path: path12, treePath, kind: "other" });
    }
  };
  walk(CONTEXT_ROOT, 0);
  const navigation = entries.filter((e) => e.kind === "file" && e.text !== void 0 && isNavigationName(e.treePath.split("/").pop())).map((e) => parseNavigation(source, W, CONTEXT_ROOT, e.path, e.text));
  return { root: CONTEXT_ROOT, entries, navigation };
}
function readContextFile(source, W, path12, treePath) {
  const st = source.lstat(join(W, path12));
  const entry2 = { path: path12, treePath, kind: "file", bytes: st?.size ?? 0 };
  if (!path12.endsWith(".md")) return entry2;
  const r = source.readFile(join(W, path12), MAX_TEXT_BYTES + 1);
  if (!r.ok || r.size > MAX_TEXT_BYTES) return entry2;
  const text = r.data.toString("utf8");
  entry2.bytes = r.size;
  entry2.text = text;
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path12, lines);
  entry2.frontmatter = fm.result;
  const headerAt = headerPosition(text, fm.bodyOffset);
  entry2.headerLine = lines.span(path12, "", headerAt.start, headerAt.end);
  entry2.header = parseHeader(text.slice(headerAt.start, headerAt.end), entry2.headerLine);
  return entry2;
}
function frontmatterOf(text, file, lines) {
  const m2 = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
  if (!m2) return { result: null, bodyOffset: 0 };
  const close = /^---[ \t]*$/m;
  const rest = text.slice(m2[0].length);
  const c = close.exec(rest);
  if (!c) return { result: null, bodyOffset: 0 };
  const end = m2[0].length + c.index + c[0].length;
  const nl = text.indexOf("\n", end);
  const bodyOffset = nl < 0 ? text.length : nl + 1;
  const nesting = yamlNesting(text.slice(m2[0].length, end));
  if (nesting.maxDepth > MAX_YAML_DEPTH) {
    const line = lines.pos(m2[0].length + Math.max(0, nesting.offsetOver[0])).line;
    return { result: { ok: false, message: `nested more than ${MAX_YAML_DEPTH} levels deep; not parsed`, span: { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } } }, bodyOffset };
  }
  try {
    const data = (0, import_gray_matter2.default)(text.slice(0, bodyOffset), {}).data;
    return { result: { ok: true, data: data && typeof data === "object" ? data : {} }, bodyOffset };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    const mark = e.mark;
    const line = typeof mark?.line === "number" ? mark.line + 2 : 1;
    const span2 = { file, pointer: "", start: { line, column: 1 }, end: { line, column: 1 } };
    return { result: { ok: false, message, span: span2 }, bodyOffset };
  }
}
function headerPosition(text, from) {
  let start = from;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end).replace(/\r$/, "");
    if (from === 0 || line.trim() !== "" || nl < 0) return { start, end: start + line.length };
    start = nl + 1;
  }
}
function parseHeader(line, span2) {
  const m2 = /^\s*<!--\s*(Context\s*:.*?)\s*-->\s*$/.exec(line);
  if (!m2) return null;
  const fields = {};
  for (const part of m2[1].split("|")) {
    const i = part.indexOf(":");
    if (i < 0) continue;
    fields[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return { text: line.trim(), span: span2, fields };
}

// src/runtimes/oac/load/agents.ts
var AGENT_DIRS = ["agent", "agents"];
var MAX_AGENT_BYTES = 1024 * 1024;
var MAX_DEPTH5 = 16;
var OBJECT_KEY_TYPES = { context: "context", contexts: "context", tools: "tool", tool: "tool", subagents: "subagent", subagent: "subagent", agents: "agent", agent: "agent", skills: "skill", commands: "command" };
function loadOacAgents(source, W) {
  const out = [];
  for (const top of AGENT_DIRS) {
    const base2 = `.opencode/${top}`;
    const walk = (rel2, depth) => {
      const list = source.readdir(join(W, rel2));
      if (!list || depth > MAX_DEPTH5) return;
      for (const d of list) {
        const path12 = `${rel2}/${d.name}`;
        const st = d.kind === "symlink" ? source.stat(join(W, path12)) : { kind: d.kind };
        if (st?.kind === "dir") walk(path12, depth + 1);
        else if (st?.kind === "file" && d.name.endsWith(".md")) out.push(readAgent(source, W, path12, path12.slice(base2.length + 1, -3)));
      }
    };
    walk(base2, 0);
  }
  return out;
}
function readAgent(source, W, path12, pathId) {
  const agent = {
    path: path12,
    pathId,
    baseName: pathId.split("/").pop(),
    name: null,
    v1Id: pathId,
    fmId: null,
    parsed: false,
    dependencies: [],
    context: [],
    permissionsPlural: null,
    taskKeys: []
  };
  const r = source.readFile(join(W, path12), MAX_AGENT_BYTES);
  if (!r.ok) return agent;
  const text = r.data.toString("utf8");
  const lines = new LineIndex(text);
  const fm = frontmatterOf(text, path12, lines);
  if (!fm.result?.ok) return agent;
  agent.parsed = true;
  const data = fm.result.data;
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(text)[0].length;
  const closeLine = text.lastIndexOf("---", fm.bodyOffset);
  const y = parseYaml(text.slice(open, closeLine), path12, { offset: open, lines });
  if (typeof data["name"] === "string" && data["name"] !== "") {
    agent.name = { value: data["name"], span: yamlSpan(y, yamlAt(y, "/name").node, "/name") };
    agent.v1Id = data["name"];
  }
  if (typeof data["id"] === "string") agent.fmId = data["id"];
  agent.dependencies = dependencyItems(y);
  agent.context = seqStrings(y, yamlAt(y, "/context").node, "/context");
  const plural2 = yamlAt(y, "/permissions");
  if (plural2.key) agent.permissionsPlural = yamlSpan(y, plural2.key, "/permissions");
  for (const k of ["permission", "permissions"]) {
    const task = yamlAt(y, `/${k}/task`).node;
    if ((0, import_yaml10.isMap)(task)) {
      for (const p of task.items) {
        if ((0, import_yaml10.isPair)(p) && (0, import_yaml10.isScalar)(p.key)) agent.taskKeys.push({ value: String(p.key.value), span: yamlSpan(y, p.key, pointer(`/${k}/task`, String(p.key.value))) });
      }
    }
  }
  return agent;
}
function seqStrings(y, node, at3, implied) {
  if (!(0, import_yaml10.isSeq)(node)) return [];
  const out = [];
  node.items.forEach((it, i) => {
    if ((0, import_yaml10.isScalar)(it) && typeof it.value === "string") {
      const v = implied && !it.value.includes(":") ? `${implied}:${it.value}` : it.value;
      out.push({ value: v, span: yamlSpan(y, it, pointer(at3, i)) });
    }
  });
  return out;
}
function dependencyItems(y) {
  const node = yamlAt(y, "/dependencies").node;
  if ((0, import_yaml10.isSeq)(node)) return seqStrings(y, node, "/dependencies");
  if (!(0, import_yaml10.isMap)(node)) return [];
  const out = [];
  for (const p of node.items) {
    if (!(0, import_yaml10.isPair)(p) || !(0, import_yaml10.isScalar)(p.key)) continue;
    const k = String(p.key.value);
    out.push(...seqStrings(y, p.value, pointer("/dependencies", k), OBJECT_KEY_TYPES[k] ?? k));
  }
  return out;
}

// src/runtimes/oac/load/registry.ts
var MAX_REGISTRY_BYTES = 16 * 1024 * 1024;
function loadRegistry(source, W, file = "registry.json") {
  const r = source.readFile(join(W, file), MAX_REGISTRY_BYTES);
  if (!r.ok) return null;
  const text = r.data.toString("utf8");
  const deep = jsonTooDeep(text);
  if (deep >= 0) {
    const lines = new LineIndex(text);
    return { file, errors: [{ message: `nested more than ${MAX_JSON_DEPTH} levels deep; not checked`, span: lines.span(file, "", deep, deep + 1) }], entries: [], sections: [], profiles: [] };
  }
  const d = parseJson(text, file);
  const reg = { file, errors: d.errors.map((e) => ({ message: e.message, span: e.span })), entries: [], sections: [], profiles: [] };
  if (d.errors.length > 0 || d.root?.type !== "object") return reg;
  for (const [section, , arr] of props(prop(d.root, "components"))) {
    reg.sections.push(section);
    if (arr?.type !== "array") continue;
    (arr.children ?? []).forEach((obj, index) => {
      if (obj.type !== "object") return;
      const at3 = pointer("/components", section, index);
      const id = stringProp(d, obj, "id", at3);
      const path12 = stringProp(d, obj, "path", at3);
      const entry2 = {
        section,
        index,
        id: id?.value ?? null,
        span: jsonSpan(d, obj, at3),
        idSpan: id?.span ?? jsonSpan(d, obj, at3),
        path: path12,
        pathKind: path12 === null ? null : pathKind(source, W, path12.value),
        aliases: stringItems(d, prop(obj, "aliases"), pointer(at3, "aliases")),
        dependencies: stringItems(d, prop(obj, "dependencies"), pointer(at3, "dependencies"))
      };
      reg.entries.push(entry2);
    });
  }
  for (const [name, keyNode, p] of props(prop(d.root, "profiles"))) {
    const at3 = pointer("/profiles", name);
    const profile = { name, nameSpan: jsonSpan(d, keyNode, at3), components: stringItems(d, prop(p, "components"), pointer(at3, "components")) };
    reg.profiles.push(profile);
  }
  return reg;
}
function pathKind(source, W, rel2) {
  if (rel2 === "" || rel2.startsWith("/")) return "missing";
  const st = source.stat(join(W, rel2));
  if (!st) return "missing";
  return st.kind === "file" ? "file" : st.kind === "dir" ? "dir" : "missing";
}
function hasOacShape(reg) {
  return reg !== null && reg.errors.length === 0 && reg.sections.length > 0 && reg.entries.some((e) => e.id !== null && e.path !== null);
}

// src/runtimes/oac/load/oac.ts
function loadOac(source, W) {
  const tree = loadContextTree(source, W);
  const reg = loadRegistry(source, W);
  const triggers = [];
  if (tree) triggers.push("context-tree");
  if (hasOacShape(reg)) triggers.push("registry");
  if (triggers.length === 0) return null;
  const model = {
    triggers,
    // An unparseable registry.json beside a context tree is kept so the rule can report it.
    registry: reg !== null && (hasOacShape(reg) || reg.errors.length > 0) ? reg : null,
    tree,
    agents: loadOacAgents(source, W),
    sessions: loadSessions(source, W),
    componentFiles: listComponentFiles(source, W)
  };
  return deepFreeze(model);
}
function deepFreeze(x) {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

// src/runtimes/opencode/load/project.ts
function loadOcProject(source, opts) {
  const W = opts.cwd;
  const worktree = worktreeOf(source, W);
  const env2 = readEnvironment(opts.env, W, opts.withGlobal, opts.explicitEnv ?? /* @__PURE__ */ new Set());
  const config = loadOcConfig(source, W, worktree, env2);
  const agents = loadOcAgents(source, W, worktree, env2, config);
  let refusal = config.refusal?.message ?? null;
  const def = config.merged["default_agent"];
  if (refusal === null && typeof def === "string") {
    const agent = agents.find((a) => a.id === def && !a.disabled);
    if (agent === void 0) refusal = `default agent "${def}" not found`;
    else if (agent.mode === "subagent") refusal = `default agent "${def}" is a subagent`;
    else if (agent.hidden) refusal = `default agent "${def}" is hidden`;
  }
  return { runtime: "opencode", W, worktree, source, withGlobal: opts.withGlobal, env: env2, config, agents, options: opts, refusal, oac: loadOac(source, W) };
}

// src/runtimes/opencode/sim/simulate.ts
import { posix as path9 } from "node:path";

// src/runtimes/opencode/sim/instructions.ts
import { posix as path8 } from "node:path";
function instructionNames(env2) {
  return env2.disableClaudePrompt ? ["AGENTS.md", "CONTEXT.md"] : ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"];
}
function exists(source, abs) {
  return source.stat(abs) !== null;
}
function simulateInstructions(source, location2, worktree, config, env2) {
  const order = [];
  const inSet = /* @__PURE__ */ new Set();
  const add = (abs, layer, entry2) => {
    const p = path8.resolve(abs);
    if (inSet.has(p)) return false;
    inSet.add(p);
    order.push({ abs: p, layer, entry: entry2 });
    return true;
  };
  const globals = [];
  if (env2.configDir !== null) globals.push(path8.join(env2.configDir, "AGENTS.md"));
  if (env2.globalDir !== null) globals.push(path8.join(env2.globalDir, "AGENTS.md"));
  if (env2.home !== null && !env2.disableClaudePrompt) globals.push(path8.join(env2.home, ".claude", "CLAUDE.md"));
  const global = globals.find((g) => exists(source, g));
  if (global !== void 0) add(global, "global", null);
  let projectName = null;
  const hidden = [];
  if (!env2.disableProjectConfig) {
    const dirs = dirsUp(location2, worktree);
    for (const name of instructionNames(env2)) {
      const found = dirs.map((d) => path8.join(d, name)).filter((p) => exists(source, p));
      if (found.length === 0) continue;
      if (projectName === null) {
        projectName = name;
        for (const p of found) add(p, "project", null);
      } else hidden.push(...found);
    }
  }
  const urls = [];
  const entries = [];
  for (const e of config.instructions) {
    let s = e.entry;
    if (s.startsWith("https://") || s.startsWith("http://")) {
      urls.push(e);
      entries.push({ entry: e, kind: "url", matches: [], duplicates: [], skipped: null, truncated: false, bases: [] });
      continue;
    }
    let kind = "relative";
    let skipped = null;
    if (s.startsWith("~/")) {
      kind = "home";
      if (env2.home === null) skipped = "the home directory is read only with --with-global";
      else s = path8.join(env2.home, s.slice(2));
    }
    const result = { entry: e, kind, matches: [], duplicates: [], skipped, truncated: false, bases: [] };
    entries.push(result);
    if (skipped !== null) continue;
    if (path8.isAbsolute(s)) {
      if (kind === "relative") result.kind = "absolute";
      result.bases = [path8.dirname(s)];
      const r = scanGlob(source, path8.dirname(s), path8.basename(s), { dot: false });
      result.matches = r.files;
      result.truncated = r.truncated;
    } else {
      let bases;
      if (!env2.disableProjectConfig) bases = dirsUp(location2, worktree);
      else if (env2.configDir !== null) bases = [env2.configDir];
      else {
        result.skipped = "project config is disabled and OPENCODE_CONFIG_DIR is not set";
        continue;
      }
      result.bases = bases;
      for (const b of bases) {
        const r = scanGlob(source, b, s);
        result.matches.push(...r.files);
        result.truncated ||= r.truncated;
      }
    }
    for (const m2 of result.matches) if (!add(m2, "instructions", e)) result.duplicates.push(path8.resolve(m2));
  }
  const files = order.map((o) => {
    const r = source.readFile(o.abs);
    const content = r.ok ? decodeText(r.data) : "";
    const block = content === "" ? null : `Instructions from: ${o.abs}
${content}`;
    return { ...o, content, block, bytes: block === null ? 0 : Buffer.byteLength(block, "utf8") };
  });
  const rendered = files.map((f) => f.block).filter((b) => b !== null).join("\n");
  return { location: location2, worktree, files, urls, entries, projectName, hidden, rendered };
}

// src/runtimes/opencode/sim/simulate.ts
var MAX_LOCATIONS = 200;
var MAX_DIRS = 2e4;
var MARKERS = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md", "opencode.json", "opencode.jsonc", ".opencode/opencode.json", ".opencode/opencode.jsonc"];
var SKIP = /* @__PURE__ */ new Set(["node_modules", "vendor", "dist", "build", "target", "__pycache__"]);
function findLocations(source, W) {
  const dirs = [W];
  let leftOut = 0;
  let budget = MAX_DIRS;
  let level = [W];
  while (level.length > 0 && budget > 0) {
    const next = [];
    for (const d of level) {
      for (const e of source.readdir(d) ?? []) {
        if (e.kind !== "dir" || e.name.startsWith(".") || SKIP.has(e.name)) continue;
        if (--budget < 0) break;
        const abs = path9.join(d, e.name);
        next.push(abs);
        if (MARKERS.some((m2) => source.lstat(path9.join(abs, m2)) !== null)) {
          if (dirs.length < MAX_LOCATIONS) dirs.push(abs);
          else leftOut++;
        }
      }
    }
    level = next;
  }
  return { dirs, leftOut };
}
function simulateOpencode(project, countTokens = null) {
  const { dirs, leftOut } = findLocations(project.source, project.W);
  const locations = dirs.map((d) => {
    const p = d === project.W ? project : loadOcProject(project.source, { ...project.options, cwd: d });
    return { project: p, set: p.refusal === null ? simulateInstructions(p.source, p.W, p.worktree, p.config, p.env) : null };
  });
  return { locations, leftOut, countTokens };
}

// src/report/rule-docs.ts
var RULE_DOCS_BASE = "https://github.com/ctxlens/ctxlens/blob/main/rules/";
function ruleDocPath(ruleId, runtimes = ["fork"]) {
  const only = runtimes.length === 1 && runtimes[0] !== "fork" ? `${runtimes[0]}/` : "";
  return only + ruleId + ".md";
}
function ruleDocUrl(ruleId, runtimes) {
  return RULE_DOCS_BASE + ruleDocPath(ruleId, runtimes).split("/").map(encodeURIComponent).join("/");
}

// src/report/tokens.ts
var LONG_RUN = 256;
var SLICE = 64;
var CHUNK = 1 << 16;
var EXACT_TOKEN_CHARS = 8 << 20;
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
async function o200kCounter() {
  const { encode: enc } = await import("./o200k_base-MFR6VN6E.mjs");
  const plain = { allowedSpecial: /* @__PURE__ */ new Set(), disallowedSpecial: /* @__PURE__ */ new Set() };
  const encode = (s) => s === "" ? 0 : enc(s, plain).length;
  return (whole) => {
    const n3 = Math.min(whole.length, EXACT_TOKEN_CHARS);
    const text = n3 < whole.length ? whole.slice(0, n3) : whole;
    let total = 0;
    let pending = 0;
    let i = 0;
    while (i < n3) {
      if (isSpace(text.charCodeAt(i))) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < n3 && !isSpace(text.charCodeAt(j))) j++;
      if (j - i >= LONG_RUN) {
        total += encode(text.slice(pending, i));
        for (let k = i; k < j; k += SLICE) total += encode(text.slice(k, Math.min(k + SLICE, j)));
        pending = j;
      } else if (j - pending >= CHUNK && j < n3 && text.charCodeAt(j) === 32) {
        total += encode(text.slice(pending, j));
        pending = j;
      }
      i = j;
    }
    total += encode(text.slice(pending, n3));
    return n3 < whole.length ? Math.round(total * whole.length / n3) : total;
  };
}

// src/run/prepare.ts
var SEVERITY_SETTINGS2 = ["off", "info", "warning", "error"];
function lintDir(args) {
  if (args.dir === void 0) return args.cwd;
  const d = path10.resolve(args.dir);
  if (args.cwd !== path10.resolve(process.cwd()) && args.cwd !== d) throw new UsageError(`give the directory once: "${args.dir}" and --cwd ${args.cwd} differ`);
  return d;
}
function parseRuleFlags(entries, rules2) {
  const ids = rules2.map((r) => r.id);
  const out = {};
  for (const e of entries) {
    const i = e.lastIndexOf(":");
    const id = i > 0 ? e.slice(0, i) : "";
    const sev = i > 0 ? e.slice(i + 1) : "";
    if (id === "" || sev === "") throw new UsageError(`--rule expects id:severity, got "${e}"`);
    if (!ids.includes(id)) {
      const near = didYouMean(id, ids);
      throw new UsageError(`--rule: unknown rule "${id}"${near ? `; did you mean "${near}"?` : ""}`);
    }
    if (!SEVERITY_SETTINGS2.includes(sev)) {
      const near = didYouMean(sev, SEVERITY_SETTINGS2);
      throw new UsageError(`--rule ${id}: severity must be off, info, warning or error, got "${sev}"${near ? `; did you mean "${near}"?` : ""}`);
    }
    out[id] = { severity: sev };
  }
  return out;
}
async function prepareRun(args, rules2 = rules) {
  const cwd = lintDir(args);
  const env2 = simulatedEnv(args.env);
  const overrides = parseRuleFlags(args.rule, rules2);
  if (!Number.isInteger(args.maxWarnings) || args.maxWarnings < -1) throw new UsageError(`--max-warnings expects an integer >= -1, got ${args.maxWarnings}`);
  let source;
  try {
    source = await openSource({ cwd, staged: args.staged, ...args.rev !== void 0 ? { rev: args.rev } : {} });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  if (source.kind === "worktree" && source.stat(cwd)?.kind !== "dir") throw new UsageError(`not a directory: ${cwd}`);
  if (args.overlay) {
    const { OverlaySource } = await import("./overlay-CTKHBMZA.mjs");
    source = new OverlaySource(source, args.overlay.abs, args.overlay.content);
  }
  let explicit;
  if (args.config !== void 0) {
    const abs = path10.resolve(args.config);
    try {
      explicit = { abs, text: readArgFile(abs) };
    } catch (e) {
      throw new UsageError(`--config: cannot read ${args.config}: ${e.code ?? String(e)}`);
    }
  }
  let config;
  try {
    config = loadCtxlensConfig(source, cwd, rules2, explicit);
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(`invalid ctxlens config:
${e.message}`);
    throw e;
  }
  if (args.ignore === false) config = { ...config, ignore: [] };
  if (args.ignorePattern && args.ignorePattern.length > 0) config = { ...config, ignore: [...config.ignore, ...args.ignorePattern] };
  const settings = { ...config.rules };
  for (const [id, s] of Object.entries(overrides)) settings[id] = { ...settings[id], ...s };
  const choice = chooseRuntime(source, cwd, args.runtime, config.runtime !== null ? { id: config.runtime, file: config.file ?? CONFIG_FILE_NAME } : null);
  const own = rules2.filter((r) => r.meta.runtimes.includes(choice.id));
  const baseline = args.baseline === false || args.baselineWrite ? void 0 : readBaseline(source, cwd, args.baselineFile);
  const extra = { inlineConfig: args.inlineConfig !== false, ...baseline ? { baseline } : {} };
  if (choice.id === "opencode") {
    const model2 = loadOcProject(source, { cwd, env: env2, explicitEnv: explicitEnvNames(args.env), withGlobal: args.withGlobal });
    return { runtime: "opencode", cwd, W: cwd, model: model2, config, settings, rules: own, choice, countTokens: await o200kCounter(), ...extra };
  }
  const model = loadProject(source, { cwd, env: env2, withGlobal: args.withGlobal });
  return { runtime: "fork", cwd, W: model.W, model, config, settings, rules: own, choice, ...extra };
}
function lintPrepared(p, simulation) {
  const common = { settings: p.settings, ignore: p.config.ignore, runtime: p.runtime, inlineConfig: p.inlineConfig !== false, ...simulation ? { simulation } : {} };
  let r;
  if (p.runtime === "opencode") {
    const model = p.model;
    const count = p.countTokens;
    r = runRules(model, p.rules, { ...common, simulate: () => simulateOpencode(model, count) });
  } else r = runRules(p.model, p.rules, common);
  if (!p.baseline) return r;
  const b = applyBaseline(r.findings, p.baseline.data, p.baseline.shown);
  return { ...r, findings: b.kept, suppressed: [...r.suppressed, ...b.suppressed].sort(compareFindings) };
}
function readBaseline(source, cwd, file) {
  const abs = file !== void 0 ? path10.resolve(file) : path10.join(cwd, BASELINE_FILE);
  const shown2 = file ?? BASELINE_FILE;
  const r = source.readFile(abs, 64 << 20);
  if (!r.ok) {
    if (file === void 0 && r.code === "ENOENT") return void 0;
    throw new UsageError(`--baseline-file: cannot read ${shown2} (${r.code})`);
  }
  try {
    return { shown: shown2, data: parseBaseline(r.data.toString("utf8")) };
  } catch (e) {
    throw new UsageError(`${shown2} is not a ctxlens baseline: ${e instanceof Error ? e.message : String(e)}`);
  }
}
function rulesMetaOf(rules2) {
  return Object.fromEntries(rules2.map((r) => [r.id, r.meta]));
}
function ruleDocs(rules2) {
  const out = {};
  let root;
  try {
    root = packageRoot();
  } catch {
    return out;
  }
  for (const r of rules2) {
    try {
      out[r.id] = readFileSync4(path10.join(root, "rules", ruleDocPath(r.id, r.meta.runtimes)), "utf8");
    } catch {
    }
  }
  return out;
}
function toolVersion() {
  try {
    return JSON.parse(readFileSync4(path10.join(packageRoot(), "package.json"), "utf8")).version;
  } catch {
    return "0.0.0";
  }
}

// src/report/audit.ts
import { createHash as createHash4 } from "node:crypto";

// src/report/measure.ts
function portableRendered(t, W) {
  const raw = t.renderedBytes ?? Buffer.from(t.rendered, "utf8");
  if (W === "/" || W === "") return raw;
  const prefix = Buffer.from(W.endsWith("/") ? W : W + "/", "utf8");
  const parts = [];
  let from = 0;
  for (; ; ) {
    const i = raw.indexOf(prefix, from);
    if (i < 0) break;
    parts.push(raw.subarray(from, i));
    from = i + prefix.length;
  }
  if (parts.length === 0) return raw;
  parts.push(raw.subarray(from));
  return Buffer.concat(parts);
}
function measureTarget(t, W, tokens) {
  const files = t.resolution.files.map((f) => ({ path: f.rel, layer: f.layer, bytes: f.bytes, tokens: tokens(f.content) }));
  return {
    files,
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    tokens: files.reduce((a, f) => a + f.tokens, 0),
    renderedBytes: portableRendered(t, W).length
  };
}

// src/report/audit.ts
var TOKENIZER = "o200k_base";
var EXACT_TOKEN_BYTES = 8 << 20;
function memoCounter(count) {
  const memo2 = /* @__PURE__ */ new Map();
  return (content) => {
    const k = createHash4("sha256").update(content).digest("hex");
    let n3 = memo2.get(k);
    if (n3 === void 0) {
      n3 = content.length > EXACT_TOKEN_BYTES ? Math.round(count(content.subarray(0, EXACT_TOKEN_BYTES).toString("utf8")) * content.length / EXACT_TOKEN_BYTES) : count(content.toString("utf8"));
      memo2.set(k, n3);
    }
    return n3;
  };
}
function buildAudit(sim, discovery, count, W = "") {
  const tokensOf = memoCounter(count);
  const maxSessionBytes = effectiveCap(discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes);
  const maxFileBytes = effectiveCap(discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const targets = sim.targets.map((t) => {
    const measured = measureTarget(t, W, tokensOf);
    const m2 = t.manifest;
    return {
      agent: t.target.agentId,
      flow: t.target.flowId,
      step: t.target.stepId,
      files: measured.files,
      totalBytes: measured.bytes,
      totalTokens: measured.tokens,
      renderedBytes: measured.renderedBytes,
      manifest: {
        bytes: m2.bytes?.length ?? Buffer.byteLength(m2.text, "utf8"),
        cap: MANIFEST_CAP_BYTES,
        files: m2.files.length,
        degrade: m2.degrade,
        notShown: m2.notShown,
        gatedBy: m2.gatedBy,
        bodyBytes: m2.files.reduce((a, f) => a + f.bytes, 0),
        maxSessionBytes,
        maxFileBytes,
        overFileCap: m2.files.filter((f) => f.bytes > maxFileBytes).length
      }
    };
  });
  return { tokenizer: TOKENIZER, approximate: true, targets };
}
function targetName(t) {
  return t.flow === null ? `agent ${t.agent}` : `flow ${t.flow}, step ${t.step ?? ""} (agent ${t.agent})`;
}
function shortTargetName(t) {
  return t.flow === null ? t.agent : `${t.flow}/${t.step ?? ""} (${t.agent})`;
}

// node_modules/string-width/node_modules/ansi-regex/index.js
var ST = String.raw`(?:\u001B\u005C|\u009C)`;
var stringControls = String.raw`\u0018\u001A\u001B\u0080-\u009F`;
var osc = String.raw`(?:\u001B\]|\u009D)[^\u0007${stringControls}]*(?:\u0007|${ST})`;
var controlString = String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${stringControls}]*${ST}`;
var linuxPalette = String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${ST})?`;
var csi = String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`;
var escape = String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`;
var pattern = `${linuxPalette}|${osc}|${controlString}|${csi}|${escape}`;
function ansiRegex({ onlyFirst = false } = {}) {
  return new RegExp(pattern, onlyFirst ? void 0 : "g");
}

// node_modules/string-width/node_modules/strip-ansi/index.js
var regex = ansiRegex();
function stripAnsi(string) {
  if (typeof string !== "string") {
    throw new TypeError(`Expected a \`string\`, got \`${typeof string}\``);
  }
  if (!string.includes("\x1B") && !string.includes("\x9B")) {
    return string;
  }
  return string.replace(regex, "");
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};

// node_modules/get-east-asian-width/index.js
function validate2(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidth(codePoint, { ambiguousAsWide = false } = {}) {
  validate2(codePoint);
  if (isFullwidth(codePoint) || isWide(codePoint) || ambiguousAsWide && isAmbiguous(codePoint)) {
    return 2;
  }
  return 1;
}

// node_modules/emoji-regex/index.mjs
var emoji_regex_default = () => {
  return /[#*0-9]\uFE0F?\u20E3|[\xA9\xAE\u203C\u2049\u2122\u2139\u2194-\u2199\u21A9\u21AA\u231A\u231B\u2328\u23CF\u23ED-\u23EF\u23F1\u23F2\u23F8-\u23FA\u24C2\u25AA\u25AB\u25B6\u25C0\u25FB\u25FC\u25FE\u2600-\u2604\u260E\u2611\u2614\u2615\u2618\u2620\u2622\u2623\u2626\u262A\u262E\u262F\u2638-\u263A\u2640\u2642\u2648-\u2653\u265F\u2660\u2663\u2665\u2666\u2668\u267B\u267E\u267F\u2692\u2694-\u2697\u2699\u269B\u269C\u26A0\u26A7\u26AA\u26B0\u26B1\u26BD\u26BE\u26C4\u26C8\u26CF\u26D1\u26E9\u26F0-\u26F5\u26F7\u26F8\u26FA\u2702\u2708\u2709\u270F\u2712\u2714\u2716\u271D\u2721\u2733\u2734\u2744\u2747\u2757\u2763\u27A1\u2934\u2935\u2B05-\u2B07\u2B1B\u2B1C\u2B55\u3030\u303D\u3297\u3299]\uFE0F?|[\u261D\u270C\u270D](?:\uD83C[\uDFFB-\uDFFF]|\uFE0F)?|[\u270A\u270B](?:\uD83C[\uDFFB-\uDFFF])?|[\u23E9-\u23EC\u23F0\u23F3\u25FD\u2693\u26A1\u26AB\u26C5\u26CE\u26D4\u26EA\u26FD\u2705\u2728\u274C\u274E\u2753-\u2755\u2795-\u2797\u27B0\u27BF\u2B50]|\u26D3\uFE0F?(?:\u200D\uD83D\uDCA5)?|\u26F9(?:\uD83C[\uDFFB-\uDFFF]|\uFE0F)?(?:\u200D[\u2640\u2642]\uFE0F?)?|\u2764\uFE0F?(?:\u200D(?:\uD83D\uDD25|\uD83E\uDE79))?|\uD83C(?:[\uDC04\uDD70\uDD71\uDD7E\uDD7F\uDE02\uDE37\uDF21\uDF24-\uDF2C\uDF36\uDF7D\uDF96\uDF97\uDF99-\uDF9B\uDF9E\uDF9F\uDFCD\uDFCE\uDFD4-\uDFDF\uDFF5\uDFF7]\uFE0F?|[\uDF85\uDFC2\uDFC7](?:\uD83C[\uDFFB-\uDFFF])?|[\uDFC4\uDFCA](?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D[\u2640\u2642]\uFE0F?)?|[\uDFCB\uDFCC](?:\uD83C[\uDFFB-\uDFFF]|\uFE0F)?(?:\u200D[\u2640\u2642]\uFE0F?)?|[\uDCCF\uDD8E\uDD91-\uDD9A\uDE01\uDE1A\uDE2F\uDE32-\uDE36\uDE38-\uDE3A\uDE50\uDE51\uDF00-\uDF20\uDF2D-\uDF35\uDF37-\uDF43\uDF45-\uDF4A\uDF4C-\uDF7C\uDF7E-\uDF84\uDF86-\uDF93\uDFA0-\uDFC1\uDFC5\uDFC6\uDFC8\uDFC9\uDFCF-\uDFD3\uDFE0-\uDFF0\uDFF8-\uDFFF]|\uDDE6\uD83C[\uDDE8-\uDDEC\uDDEE\uDDF1\uDDF2\uDDF4\uDDF6-\uDDFA\uDDFC\uDDFD\uDDFF]|\uDDE7\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEF\uDDF1-\uDDF4\uDDF6-\uDDF9\uDDFB\uDDFC\uDDFE\uDDFF]|\uDDE8\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDEE\uDDF0-\uDDF7\uDDFA-\uDDFF]|\uDDE9\uD83C[\uDDEA\uDDEC\uDDEF\uDDF0\uDDF2\uDDF4\uDDFF]|\uDDEA\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDED\uDDF7-\uDDFA]|\uDDEB\uD83C[\uDDEE-\uDDF0\uDDF2\uDDF4\uDDF7]|\uDDEC\uD83C[\uDDE6\uDDE7\uDDE9-\uDDEE\uDDF1-\uDDF3\uDDF5-\uDDFA\uDDFC\uDDFE]|\uDDED\uD83C[\uDDF0\uDDF2\uDDF3\uDDF7\uDDF9\uDDFA]|\uDDEE\uD83C[\uDDE8-\uDDEA\uDDF1-\uDDF4\uDDF6-\uDDF9]|\uDDEF\uD83C[\uDDEA\uDDF2\uDDF4\uDDF5]|\uDDF0\uD83C[\uDDEA\uDDEC-\uDDEE\uDDF2\uDDF3\uDDF5\uDDF7\uDDFC\uDDFE\uDDFF]|\uDDF1\uD83C[\uDDE6-\uDDE8\uDDEE\uDDF0\uDDF7-\uDDFB\uDDFE]|\uDDF2\uD83C[\uDDE6\uDDE8-\uDDED\uDDF0-\uDDFF]|\uDDF3\uD83C[\uDDE6\uDDE8\uDDEA-\uDDEC\uDDEE\uDDF1\uDDF4\uDDF5\uDDF7\uDDFA\uDDFF]|\uDDF4\uD83C\uDDF2|\uDDF5\uD83C[\uDDE6\uDDEA-\uDDED\uDDF0-\uDDF3\uDDF7-\uDDF9\uDDFC\uDDFE]|\uDDF6\uD83C\uDDE6|\uDDF7\uD83C[\uDDEA\uDDF4\uDDF8\uDDFA\uDDFC]|\uDDF8\uD83C[\uDDE6-\uDDEA\uDDEC-\uDDF4\uDDF7-\uDDF9\uDDFB\uDDFD-\uDDFF]|\uDDF9\uD83C[\uDDE6\uDDE8\uDDE9\uDDEB-\uDDED\uDDEF-\uDDF4\uDDF7\uDDF9\uDDFB\uDDFC\uDDFF]|\uDDFA\uD83C[\uDDE6\uDDEC\uDDF2\uDDF3\uDDF8\uDDFE\uDDFF]|\uDDFB\uD83C[\uDDE6\uDDE8\uDDEA\uDDEC\uDDEE\uDDF3\uDDFA]|\uDDFC\uD83C[\uDDEB\uDDF8]|\uDDFD\uD83C\uDDF0|\uDDFE\uD83C[\uDDEA\uDDF9]|\uDDFF\uD83C[\uDDE6\uDDF2\uDDFC]|\uDF44(?:\u200D\uD83D\uDFEB)?|\uDF4B(?:\u200D\uD83D\uDFE9)?|\uDFC3(?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D(?:[\u2640\u2642]\uFE0F?(?:\u200D\u27A1\uFE0F?)?|\u27A1\uFE0F?))?|\uDFF3\uFE0F?(?:\u200D(?:\u26A7\uFE0F?|\uD83C\uDF08))?|\uDFF4(?:\u200D\u2620\uFE0F?|\uDB40\uDC67\uDB40\uDC62\uDB40(?:\uDC65\uDB40\uDC6E\uDB40\uDC67|\uDC73\uDB40\uDC63\uDB40\uDC74|\uDC77\uDB40\uDC6C\uDB40\uDC73)\uDB40\uDC7F)?)|\uD83D(?:[\uDC3F\uDCFD\uDD49\uDD4A\uDD6F\uDD70\uDD73\uDD76-\uDD79\uDD87\uDD8A-\uDD8D\uDDA5\uDDA8\uDDB1\uDDB2\uDDBC\uDDC2-\uDDC4\uDDD1-\uDDD3\uDDDC-\uDDDE\uDDE1\uDDE3\uDDE8\uDDEF\uDDF3\uDDFA\uDECB\uDECD-\uDECF\uDEE0-\uDEE5\uDEE9\uDEF0\uDEF3]\uFE0F?|[\uDC42\uDC43\uDC46-\uDC50\uDC66\uDC67\uDC6B-\uDC6D\uDC72\uDC74-\uDC76\uDC78\uDC7C\uDC83\uDC85\uDC8F\uDC91\uDCAA\uDD7A\uDD95\uDD96\uDE4C\uDE4F\uDEC0\uDECC](?:\uD83C[\uDFFB-\uDFFF])?|[\uDC6E-\uDC71\uDC73\uDC77\uDC81\uDC82\uDC86\uDC87\uDE45-\uDE47\uDE4B\uDE4D\uDE4E\uDEA3\uDEB4\uDEB5](?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D[\u2640\u2642]\uFE0F?)?|[\uDD74\uDD90](?:\uD83C[\uDFFB-\uDFFF]|\uFE0F)?|[\uDC00-\uDC07\uDC09-\uDC14\uDC16-\uDC25\uDC27-\uDC3A\uDC3C-\uDC3E\uDC40\uDC44\uDC45\uDC51-\uDC65\uDC6A\uDC79-\uDC7B\uDC7D-\uDC80\uDC84\uDC88-\uDC8E\uDC90\uDC92-\uDCA9\uDCAB-\uDCFC\uDCFF-\uDD3D\uDD4B-\uDD4E\uDD50-\uDD67\uDDA4\uDDFB-\uDE2D\uDE2F-\uDE34\uDE37-\uDE41\uDE43\uDE44\uDE48-\uDE4A\uDE80-\uDEA2\uDEA4-\uDEB3\uDEB7-\uDEBF\uDEC1-\uDEC5\uDED0-\uDED2\uDED5-\uDED8\uDEDC-\uDEDF\uDEEB\uDEEC\uDEF4-\uDEFC\uDFE0-\uDFEB\uDFF0]|\uDC08(?:\u200D\u2B1B)?|\uDC15(?:\u200D\uD83E\uDDBA)?|\uDC26(?:\u200D(?:\u2B1B|\uD83D\uDD25))?|\uDC3B(?:\u200D\u2744\uFE0F?)?|\uDC41\uFE0F?(?:\u200D\uD83D\uDDE8\uFE0F?)?|\uDC68(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDC68\uDC69]\u200D\uD83D(?:\uDC66(?:\u200D\uD83D\uDC66)?|\uDC67(?:\u200D\uD83D[\uDC66\uDC67])?)|[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC66(?:\u200D\uD83D\uDC66)?|\uDC67(?:\u200D\uD83D[\uDC66\uDC67])?)|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]))|\uD83C(?:\uDFFB(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC68\uD83C[\uDFFC-\uDFFF])|\uD83E(?:[\uDD1D\uDEEF]\u200D\uD83D\uDC68\uD83C[\uDFFC-\uDFFF]|[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3])))?|\uDFFC(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC68\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83E(?:[\uDD1D\uDEEF]\u200D\uD83D\uDC68\uD83C[\uDFFB\uDFFD-\uDFFF]|[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3])))?|\uDFFD(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC68\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83E(?:[\uDD1D\uDEEF]\u200D\uD83D\uDC68\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF]|[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3])))?|\uDFFE(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC68\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83E(?:[\uDD1D\uDEEF]\u200D\uD83D\uDC68\uD83C[\uDFFB-\uDFFD\uDFFF]|[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3])))?|\uDFFF(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?\uDC68\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC68\uD83C[\uDFFB-\uDFFE])|\uD83E(?:[\uDD1D\uDEEF]\u200D\uD83D\uDC68\uD83C[\uDFFB-\uDFFE]|[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3])))?))?|\uDC69(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:\uDC8B\u200D\uD83D)?[\uDC68\uDC69]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC66(?:\u200D\uD83D\uDC66)?|\uDC67(?:\u200D\uD83D[\uDC66\uDC67])?|\uDC69\u200D\uD83D(?:\uDC66(?:\u200D\uD83D\uDC66)?|\uDC67(?:\u200D\uD83D[\uDC66\uDC67])?))|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]))|\uD83C(?:\uDFFB(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:[\uDC68\uDC69]|\uDC8B\u200D\uD83D[\uDC68\uDC69])\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC69\uD83C[\uDFFC-\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]|\uDD1D\u200D\uD83D[\uDC68\uDC69]\uD83C[\uDFFC-\uDFFF]|\uDEEF\u200D\uD83D\uDC69\uD83C[\uDFFC-\uDFFF])))?|\uDFFC(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:[\uDC68\uDC69]|\uDC8B\u200D\uD83D[\uDC68\uDC69])\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC69\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]|\uDD1D\u200D\uD83D[\uDC68\uDC69]\uD83C[\uDFFB\uDFFD-\uDFFF]|\uDEEF\u200D\uD83D\uDC69\uD83C[\uDFFB\uDFFD-\uDFFF])))?|\uDFFD(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:[\uDC68\uDC69]|\uDC8B\u200D\uD83D[\uDC68\uDC69])\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC69\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]|\uDD1D\u200D\uD83D[\uDC68\uDC69]\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF]|\uDEEF\u200D\uD83D\uDC69\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])))?|\uDFFE(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:[\uDC68\uDC69]|\uDC8B\u200D\uD83D[\uDC68\uDC69])\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC69\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]|\uDD1D\u200D\uD83D[\uDC68\uDC69]\uD83C[\uDFFB-\uDFFD\uDFFF]|\uDEEF\u200D\uD83D\uDC69\uD83C[\uDFFB-\uDFFD\uDFFF])))?|\uDFFF(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D\uD83D(?:[\uDC68\uDC69]|\uDC8B\u200D\uD83D[\uDC68\uDC69])\uD83C[\uDFFB-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83D\uDC69\uD83C[\uDFFB-\uDFFE])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3]|\uDD1D\u200D\uD83D[\uDC68\uDC69]\uD83C[\uDFFB-\uDFFE]|\uDEEF\u200D\uD83D\uDC69\uD83C[\uDFFB-\uDFFE])))?))?|\uDD75(?:\uD83C[\uDFFB-\uDFFF]|\uFE0F)?(?:\u200D[\u2640\u2642]\uFE0F?)?|\uDE2E(?:\u200D\uD83D\uDCA8)?|\uDE35(?:\u200D\uD83D\uDCAB)?|\uDE36(?:\u200D\uD83C\uDF2B\uFE0F?)?|\uDE42(?:\u200D[\u2194\u2195]\uFE0F?)?|\uDEB6(?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D(?:[\u2640\u2642]\uFE0F?(?:\u200D\u27A1\uFE0F?)?|\u27A1\uFE0F?))?)|\uD83E(?:[\uDD0C\uDD0F\uDD18-\uDD1F\uDD30-\uDD34\uDD36\uDD77\uDDB5\uDDB6\uDDBB\uDDD2\uDDD3\uDDD5\uDEC3-\uDEC5\uDEF0\uDEF2-\uDEF8](?:\uD83C[\uDFFB-\uDFFF])?|[\uDD26\uDD35\uDD37-\uDD39\uDD3C-\uDD3E\uDDB8\uDDB9\uDDCD\uDDCF\uDDD4\uDDD6-\uDDDD](?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D[\u2640\u2642]\uFE0F?)?|[\uDDDE\uDDDF](?:\u200D[\u2640\u2642]\uFE0F?)?|[\uDD0D\uDD0E\uDD10-\uDD17\uDD20-\uDD25\uDD27-\uDD2F\uDD3A\uDD3F-\uDD45\uDD47-\uDD76\uDD78-\uDDB4\uDDB7\uDDBA\uDDBC-\uDDCC\uDDD0\uDDE0-\uDDFF\uDE70-\uDE7C\uDE80-\uDE8A\uDE8E-\uDEC2\uDEC6\uDEC8\uDECD-\uDEDC\uDEDF-\uDEEA\uDEEF]|\uDDCE(?:\uD83C[\uDFFB-\uDFFF])?(?:\u200D(?:[\u2640\u2642]\uFE0F?(?:\u200D\u27A1\uFE0F?)?|\u27A1\uFE0F?))?|\uDDD1(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1|\uDDD1\u200D\uD83E\uDDD2(?:\u200D\uD83E\uDDD2)?|\uDDD2(?:\u200D\uD83E\uDDD2)?))|\uD83C(?:\uDFFB(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D(?:\uD83D\uDC8B\u200D)?\uD83E\uDDD1\uD83C[\uDFFC-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83E\uDDD1\uD83C[\uDFFC-\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFF]|\uDEEF\u200D\uD83E\uDDD1\uD83C[\uDFFC-\uDFFF])))?|\uDFFC(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D(?:\uD83D\uDC8B\u200D)?\uD83E\uDDD1\uD83C[\uDFFB\uDFFD-\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83E\uDDD1\uD83C[\uDFFB\uDFFD-\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFF]|\uDEEF\u200D\uD83E\uDDD1\uD83C[\uDFFB\uDFFD-\uDFFF])))?|\uDFFD(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D(?:\uD83D\uDC8B\u200D)?\uD83E\uDDD1\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83E\uDDD1\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFF]|\uDEEF\u200D\uD83E\uDDD1\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])))?|\uDFFE(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D(?:\uD83D\uDC8B\u200D)?\uD83E\uDDD1\uD83C[\uDFFB-\uDFFD\uDFFF]|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFD\uDFFF])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFF]|\uDEEF\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFD\uDFFF])))?|\uDFFF(?:\u200D(?:[\u2695\u2696\u2708]\uFE0F?|\u2764\uFE0F?\u200D(?:\uD83D\uDC8B\u200D)?\uD83E\uDDD1\uD83C[\uDFFB-\uDFFE]|\uD83C[\uDF3E\uDF73\uDF7C\uDF84\uDF93\uDFA4\uDFA8\uDFEB\uDFED]|\uD83D(?:[\uDCBB\uDCBC\uDD27\uDD2C\uDE80\uDE92]|\uDC30\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFE])|\uD83E(?:[\uDDAF\uDDBC\uDDBD](?:\u200D\u27A1\uFE0F?)?|[\uDDB0-\uDDB3\uDE70]|\uDD1D\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFF]|\uDEEF\u200D\uD83E\uDDD1\uD83C[\uDFFB-\uDFFE])))?))?|\uDEF1(?:\uD83C(?:\uDFFB(?:\u200D\uD83E\uDEF2\uD83C[\uDFFC-\uDFFF])?|\uDFFC(?:\u200D\uD83E\uDEF2\uD83C[\uDFFB\uDFFD-\uDFFF])?|\uDFFD(?:\u200D\uD83E\uDEF2\uD83C[\uDFFB\uDFFC\uDFFE\uDFFF])?|\uDFFE(?:\u200D\uD83E\uDEF2\uD83C[\uDFFB-\uDFFD\uDFFF])?|\uDFFF(?:\u200D\uD83E\uDEF2\uD83C[\uDFFB-\uDFFE])?))?)/g;
};

// node_modules/string-width/index.js
var segmenter = new Intl.Segmenter();
var defaultIgnorableCodePointRegex = new RegExp("^\\p{Default_Ignorable_Code_Point}$", "u");
function stringWidth(string, options2 = {}) {
  if (typeof string !== "string" || string.length === 0) {
    return 0;
  }
  const {
    ambiguousIsNarrow = true,
    countAnsiEscapeCodes = false
  } = options2;
  if (!countAnsiEscapeCodes) {
    string = stripAnsi(string);
  }
  if (string.length === 0) {
    return 0;
  }
  let width = 0;
  const eastAsianWidthOptions = { ambiguousAsWide: !ambiguousIsNarrow };
  for (const { segment: character } of segmenter.segment(string)) {
    const codePoint = character.codePointAt(0);
    if (codePoint <= 31 || codePoint >= 127 && codePoint <= 159) {
      continue;
    }
    if (codePoint >= 8203 && codePoint <= 8207 || codePoint === 65279) {
      continue;
    }
    if (codePoint >= 768 && codePoint <= 879 || codePoint >= 6832 && codePoint <= 6911 || codePoint >= 7616 && codePoint <= 7679 || codePoint >= 8400 && codePoint <= 8447 || codePoint >= 65056 && codePoint <= 65071) {
      continue;
    }
    if (codePoint >= 55296 && codePoint <= 57343) {
      continue;
    }
    if (codePoint >= 65024 && codePoint <= 65039) {
      continue;
    }
    if (defaultIgnorableCodePointRegex.test(character)) {
      continue;
    }
    if (emoji_regex_default().test(character)) {
      width += 2;
      continue;
    }
    width += eastAsianWidth(codePoint, eastAsianWidthOptions);
  }
  return width;
}

// src/report/markdown.ts
var MARKDOWN_MAX_BYTES = 1024 * 1024;
var ICON = { error: "\u{1F534} error", warning: "\u{1F7E1} warning", info: "\u{1F535} info" };
function escapeMarkdown(s) {
  return neutralise(s).replace(/[\\`*_{}[\]()#+!|~]/g, (c) => "\\" + c).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/@/g, "&#64;");
}
function where(f) {
  if (!f.span) return "\u2014";
  const pos = f.span.start.line > 0 ? `:${f.span.start.line}:${f.span.start.column}` : "";
  return escapeMarkdown(f.span.file + pos);
}
function row(f, ctx) {
  const msg = f.hint ? `${f.message} ${f.hint}` : f.message;
  return `| ${ICON[f.severity]} | ${where(f)} | [${escapeMarkdown(f.ruleId)}](${ruleDocUrl(f.ruleId, ctx.rulesMeta[f.ruleId]?.runtimes)}) | ${escapeMarkdown(msg)} |
`;
}
var markdown = (results, ctx) => {
  const max = ctx.maxBytes ?? MARKDOWN_MAX_BYTES;
  const n3 = countSeverities(results.findings);
  let out = "## ctxlens\n\n";
  if (results.findings.length === 0) out += "No problems found.\n";
  else {
    out += `**${n3.errorCount} error(s), ${n3.warningCount} warning(s), ${n3.infoCount} info**

`;
    out += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n";
  }
  const tail = results.suppressed.length > 0 ? `
${results.suppressed.length} finding(s) suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.
` : "";
  const noteRoom = 200;
  let used = Buffer.byteLength(out) + Buffer.byteLength(tail);
  let i = 0;
  for (; i < results.findings.length; i++) {
    const r = row(results.findings[i], ctx);
    const b = Buffer.byteLength(r);
    if (used + b + noteRoom > max) break;
    out += r;
    used += b;
  }
  if (i < results.findings.length) out += `
*${results.findings.length - i} more finding(s) not shown: the report is capped at ${max} bytes. Run \`ctxlens lint\` for the full list.*
`;
  return out + tail;
};

// src/report/bars.ts
var EIGHTHS = ["", "\u258F", "\u258E", "\u258D", "\u258C", "\u258B", "\u258A", "\u2589"];
function bar(value, max, width = 24) {
  if (max <= 0 || value <= 0) return "";
  const over = value > max;
  const eighths = Math.max(1, Math.round(Math.min(value, max) / max * width * 8));
  const full = Math.floor(eighths / 8);
  return "\u2588".repeat(full) + EIGHTHS[eighths % 8] + (over ? "\u25B6" : "");
}
var n = (x) => x.toLocaleString("en-US");
function barRows(a) {
  const maxTokens = Math.max(0, ...a.targets.map((t) => t.totalTokens));
  const tokens = a.targets.map((t) => ({ label: shortTargetName(t), value: t.totalTokens, max: maxTokens, note: `${n(t.totalTokens)} tokens, ${n(t.totalBytes)} bytes` })).sort((x, y) => y.value - x.value || (x.label < y.label ? -1 : 1));
  const groups = /* @__PURE__ */ new Map();
  const pct = (v, c) => `${Math.round(v / c * 100)}%`;
  const add = (name, kind, value, max, note) => {
    const k = `${kind}\0${value}\0${max}`;
    const g = groups.get(k);
    if (g) g.names.push(name);
    else groups.set(k, { names: [name], kind, value, max, note });
  };
  for (const t of a.targets) {
    const m2 = t.manifest;
    if (m2.files === 0) continue;
    const name = shortTargetName(t);
    add(name, "manifest", m2.bytes, m2.cap, `${n(m2.bytes)} / ${n(m2.cap)} bytes (${pct(m2.bytes, m2.cap)})`);
    add(name, "nested bodies", m2.bodyBytes, m2.maxSessionBytes, `${n(m2.bodyBytes)} / ${n(m2.maxSessionBytes)} session bytes (${pct(m2.bodyBytes, m2.maxSessionBytes)})`);
  }
  const who = (names) => names.length <= 2 ? names.join(", ") : `${names[0]} and ${names.length - 1} more`;
  const budgets = [...groups.values()].map((g) => ({ label: `${who(g.names)}: ${g.kind}`, value: g.value, max: g.max, note: g.note }));
  budgets.sort((x, y) => y.value / y.max - x.value / x.max || (x.label < y.label ? -1 : 1));
  return { tokens, budgets };
}
function textChart(title, rows, limit, width) {
  if (rows.length === 0) return "";
  const shown2 = rows.slice(0, limit);
  const labels = shown2.map((r) => neutralise(r.label));
  const w = Math.max(...labels.map((l) => stringWidth(l)));
  let out = `${title}
`;
  shown2.forEach((r, i) => {
    const b = bar(r.value, r.max, width);
    out += `  ${labels[i]}${" ".repeat(w - stringWidth(labels[i]))}  ${b}${" ".repeat(Math.max(0, width + 1 - stringWidth(b)))} ${r.note}
`;
  });
  if (rows.length > limit) out += `  \u2026 ${rows.length - limit} more
`;
  return out;
}
function barsText(a, limit = 12, width = 24) {
  const { tokens, budgets } = barRows(a);
  const parts = [textChart("Always-on context per agent / flow step (\u2248tokens, largest first)", tokens, limit, width), textChart("Budgets (use of each cap, closest first)", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}
function mdChart(title, head, rows, limit, width) {
  if (rows.length === 0) return "";
  const lines = [`#### ${title}`, "", `| ${head} | | |`, "|---|---|---:|"];
  for (const r of rows.slice(0, limit)) lines.push(`| ${escapeMarkdown(r.label)} | \`${bar(r.value, r.max, width) || " "}\` | ${r.note} |`);
  if (rows.length > limit) lines.push(`| \u2026 ${rows.length - limit} more | | |`);
  return lines.join("\n") + "\n";
}
function barsMarkdown(a, limit = 15, width = 20) {
  const { tokens, budgets } = barRows(a);
  const parts = [mdChart("Always-on context (\u2248tokens, largest first)", "Agent / flow step", tokens, limit, width), mdChart("Budgets (closest to the cap first)", "Budget", budgets, limit, width)].filter((x) => x !== "");
  return parts.join("\n");
}

// src/engine/rebase.ts
import * as path11 from "node:path";
function rebaseSpan(span2, from, to) {
  if (span2.file === "" || path11.isAbsolute(span2.file)) return span2;
  const rel2 = path11.relative(to, path11.resolve(from, span2.file)).split(path11.sep).join("/");
  return rel2.startsWith("../") ? span2 : { ...span2, file: rel2 };
}
function rebaseFindings(findings, from, to) {
  if (from === to) return [...findings];
  return findings.map((f) => ({
    ...f,
    span: f.span ? rebaseSpan(f.span, from, to) : null,
    ...f.related ? { related: f.related.map((r) => ({ ...r, span: rebaseSpan(r.span, from, to) })) } : {}
  }));
}

// src/report/types.ts
var FORMATS = ["stylish", "compact", "json", "sarif", "github", "markdown"];

// src/report/compact.ts
var WORD = { error: "Error", warning: "Warning", info: "Info" };
var compact = (results) => {
  let out = "";
  for (const f of results.findings) {
    const file = f.span && f.span.file !== "" ? neutralise(f.span.file) : ".";
    const pos = f.span && f.span.start.line > 0 ? ` line ${f.span.start.line}, col ${f.span.start.column},` : "";
    out += `${file}:${pos} ${WORD[f.severity]} - ${neutralise(f.message)} (${neutralise(f.ruleId)})
`;
  }
  const n3 = results.findings.length;
  if (n3 > 0) out += `
${n3} problem${n3 === 1 ? "" : "s"}
`;
  return out;
};

// src/report/json.ts
function toJsonFinding(f) {
  const s = f.span;
  const positioned = !!s && s.start.line > 0;
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    file: s ? s.file : ".",
    line: positioned ? s.start.line : null,
    column: positioned ? s.start.column : null,
    endLine: positioned ? s.end.line : null,
    endColumn: positioned ? s.end.column : null,
    message: neutralise(f.message),
    messageId: f.messageId,
    data: f.data,
    pointer: s ? s.pointer : null,
    ...f.hint !== void 0 ? { hint: neutralise(f.hint) } : {},
    ...f.fingerprint !== void 0 ? { fingerprint: f.fingerprint } : {},
    ...f.fix !== void 0 ? { fix: f.fix } : {},
    ...f.related ? {
      related: f.related.map((r) => ({
        file: r.span.file,
        line: r.span.start.line > 0 ? r.span.start.line : null,
        column: r.span.start.line > 0 ? r.span.start.column : null,
        message: neutralise(r.message)
      }))
    } : {}
  };
}
var json = (results) => {
  const counts = countSeverities(results.findings);
  return safeJson({
    findings: results.findings.map(toJsonFinding),
    ...counts,
    suppressed: results.suppressed.map((f) => ({ ...toJsonFinding(f), suppression: f.suppression }))
  }) + "\n";
};

// src/report/sarif.ts
import { createHash as createHash5 } from "node:crypto";
import { pathToFileURL } from "node:url";
var LEVEL = { error: "error", warning: "warning", info: "note" };
var INTERNAL_META = {
  kind: "problem",
  description: "A ctxlens rule failed while checking the project; its findings may be incomplete.",
  severity: "error",
  fixable: false,
  needs: ["model"],
  schema: null,
  spec: "ctxlens",
  runtimes: ["fork", "opencode"]
};
function fingerprint(f) {
  return createHash5("sha256").update([f.ruleId, f.span?.file ?? "", f.span?.pointer ?? ""].join("\0")).digest("hex");
}
function uriFor(file) {
  if (file.startsWith("/")) return { uri: pathToFileURL(file).href };
  return { uri: file.split("/").map(encodeURIComponent).join("/"), uriBaseId: "SRCROOT" };
}
function region(span2) {
  if (span2.start.line <= 0) return null;
  return { startLine: span2.start.line, startColumn: span2.start.column, endLine: span2.end.line, endColumn: span2.end.column };
}
function location(span2, message) {
  const r = region(span2);
  return {
    physicalLocation: { artifactLocation: uriFor(span2.file), ...r ? { region: r } : {} },
    ...message !== void 0 ? { message: { text: neutralise(message) } } : {}
  };
}
var sarif = (results, ctx) => {
  const metas = Object.entries(ctx.rulesMeta).sort((a, b) => compareBytes(a[0], b[0]));
  const all = [...results.findings, ...results.suppressed];
  for (const f of all) {
    if (!metas.some(([id]) => id === f.ruleId)) metas.push([f.ruleId, f.ruleId === INTERNAL_ERROR_RULE ? INTERNAL_META : { ...INTERNAL_META, description: `ctxlens rule ${f.ruleId}.`, spec: "" }]);
  }
  const index = new Map(metas.map(([id], i) => [id, i]));
  const rules2 = metas.map(([id, m2]) => ({
    id,
    name: id,
    shortDescription: { text: m2.description },
    fullDescription: { text: m2.spec ? `${m2.description} (${m2.spec})` : m2.description },
    helpUri: ruleDocUrl(id, m2.runtimes),
    help: ctx.ruleDocs?.[id] ? { text: ctx.ruleDocs[id], markdown: ctx.ruleDocs[id] } : { text: `${m2.description} See ${ruleDocUrl(id, m2.runtimes)}`, markdown: `${m2.description} See [${id}](${ruleDocUrl(id, m2.runtimes)}).` },
    defaultConfiguration: { level: LEVEL[m2.severity] },
    properties: { kind: m2.kind, fixable: m2.fixable, ...m2.spec ? { spec: m2.spec } : {} }
  }));
  const toResult = (f, suppressed) => ({
    ruleId: f.ruleId,
    ruleIndex: index.get(f.ruleId),
    level: LEVEL[f.severity],
    message: { text: neutralise(f.hint ? `${f.message} ${f.hint}` : f.message) },
    ...f.span ? { locations: [location(f.span)] } : {},
    ...f.related && f.related.length > 0 ? { relatedLocations: f.related.map((r, i) => ({ id: i, ...location(r.span, r.message) })) } : {},
    partialFingerprints: { "ctxlensFinding/v1": fingerprint(f) },
    properties: { messageId: f.messageId, data: f.data, ...f.span ? { pointer: f.span.pointer } : {} },
    ...suppressed ? { suppressions: [suppressed.kind === "directive" ? { kind: "inSource", justification: `disabled by the comment ${JSON.stringify(suppressed.pattern)}` } : { kind: "external", justification: suppressed.kind === "baseline" ? `recorded in the baseline ${JSON.stringify(suppressed.pattern)}` : `ignored by the ctxlens.config.json glob ${JSON.stringify(suppressed.pattern)}` }] } : {}
  });
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "ctxlens", version: ctx.version ?? "0.0.0", informationUri: "https://github.com/ctxlens/ctxlens", rules: rules2 } },
        originalUriBaseIds: { SRCROOT: { uri: pathToFileURL(ctx.cwd.endsWith("/") ? ctx.cwd : ctx.cwd + "/").href } },
        columnKind: "utf16CodeUnits",
        results: [...results.findings.map((f) => toResult(f)), ...results.suppressed.map((f) => toResult(f, f.suppression))]
      }
    ]
  };
  return safeJson(log) + "\n";
};

// node_modules/chalk/source/vendor/ansi-styles/index.js
var ANSI_BACKGROUND_OFFSET = 10;
var wrapAnsi16 = (offset2 = 0) => (code) => `\x1B[${code + offset2}m`;
var wrapAnsi256 = (offset2 = 0) => (code) => `\x1B[${38 + offset2};5;${code}m`;
var wrapAnsi16m = (offset2 = 0) => (red, green, blue) => `\x1B[${38 + offset2};2;${red};${green};${blue}m`;
var styles = {
  modifier: {
    reset: [0, 0],
    // 21 isn't widely supported and 22 does the same thing
    bold: [1, 22],
    dim: [2, 22],
    italic: [3, 23],
    underline: [4, 24],
    overline: [53, 55],
    inverse: [7, 27],
    hidden: [8, 28],
    strikethrough: [9, 29]
  },
  color: {
    black: [30, 39],
    red: [31, 39],
    green: [32, 39],
    yellow: [33, 39],
    blue: [34, 39],
    magenta: [35, 39],
    cyan: [36, 39],
    white: [37, 39],
    // Bright color
    blackBright: [90, 39],
    gray: [90, 39],
    // Alias of `blackBright`
    grey: [90, 39],
    // Alias of `blackBright`
    redBright: [91, 39],
    greenBright: [92, 39],
    yellowBright: [93, 39],
    blueBright: [94, 39],
    magentaBright: [95, 39],
    cyanBright: [96, 39],
    whiteBright: [97, 39]
  },
  bgColor: {
    bgBlack: [40, 49],
    bgRed: [41, 49],
    bgGreen: [42, 49],
    bgYellow: [43, 49],
    bgBlue: [44, 49],
    bgMagenta: [45, 49],
    bgCyan: [46, 49],
    bgWhite: [47, 49],
    // Bright color
    bgBlackBright: [100, 49],
    bgGray: [100, 49],
    // Alias of `bgBlackBright`
    bgGrey: [100, 49],
    // Alias of `bgBlackBright`
    bgRedBright: [101, 49],
    bgGreenBright: [102, 49],
    bgYellowBright: [103, 49],
    bgBlueBright: [104, 49],
    bgMagentaBright: [105, 49],
    bgCyanBright: [106, 49],
    bgWhiteBright: [107, 49]
  }
};
var modifierNames = Object.keys(styles.modifier);
var foregroundColorNames = Object.keys(styles.color);
var backgroundColorNames = Object.keys(styles.bgColor);
var colorNames = [...foregroundColorNames, ...backgroundColorNames];
function assembleStyles() {
  const codes = /* @__PURE__ */ new Map();
  for (const [groupName, group] of Object.entries(styles)) {
    for (const [styleName, style] of Object.entries(group)) {
      styles[styleName] = {
        open: `\x1B[${style[0]}m`,
        close: `\x1B[${style[1]}m`
      };
      group[styleName] = styles[styleName];
      codes.set(style[0], style[1]);
    }
    Object.defineProperty(styles, groupName, {
      value: group,
      enumerable: false
    });
  }
  Object.defineProperty(styles, "codes", {
    value: codes,
    enumerable: false
  });
  styles.color.close = "\x1B[39m";
  styles.bgColor.close = "\x1B[49m";
  styles.color.ansi = wrapAnsi16();
  styles.color.ansi256 = wrapAnsi256();
  styles.color.ansi16m = wrapAnsi16m();
  styles.bgColor.ansi = wrapAnsi16(ANSI_BACKGROUND_OFFSET);
  styles.bgColor.ansi256 = wrapAnsi256(ANSI_BACKGROUND_OFFSET);
  styles.bgColor.ansi16m = wrapAnsi16m(ANSI_BACKGROUND_OFFSET);
  Object.defineProperties(styles, {
    rgbToAnsi256: {
      value(red, green, blue) {
        if (red === green && green === blue) {
          if (red < 8) {
            return 16;
          }
          if (red > 248) {
            return 231;
          }
          return Math.round((red - 8) / 247 * 24) + 232;
        }
        return 16 + 36 * Math.round(red / 255 * 5) + 6 * Math.round(green / 255 * 5) + Math.round(blue / 255 * 5);
      },
      enumerable: false
    },
    hexToRgb: {
      value(hex3) {
        const matches2 = /[a-f\d]{6}|[a-f\d]{3}/i.exec(hex3.toString(16));
        if (!matches2) {
          return [0, 0, 0];
        }
        let [colorString] = matches2;
        if (colorString.length === 3) {
          colorString = [...colorString].map((character) => character + character).join("");
        }
        const integer = Number.parseInt(colorString, 16);
        return [
          /* eslint-disable no-bitwise */
          integer >> 16 & 255,
          integer >> 8 & 255,
          integer & 255
          /* eslint-enable no-bitwise */
        ];
      },
      enumerable: false
    },
    hexToAnsi256: {
      value: (hex3) => styles.rgbToAnsi256(...styles.hexToRgb(hex3)),
      enumerable: false
    },
    ansi256ToAnsi: {
      value(code) {
        if (code < 8) {
          return 30 + code;
        }
        if (code < 16) {
          return 90 + (code - 8);
        }
        let red;
        let green;
        let blue;
        if (code >= 232) {
          red = ((code - 232) * 10 + 8) / 255;
          green = red;
          blue = red;
        } else {
          code -= 16;
          const remainder = code % 36;
          red = Math.floor(code / 36) / 5;
          green = Math.floor(remainder / 6) / 5;
          blue = remainder % 6 / 5;
        }
        const value = Math.max(red, green, blue) * 2;
        if (value === 0) {
          return 30;
        }
        let result = 30 + (Math.round(blue) << 2 | Math.round(green) << 1 | Math.round(red));
        if (value === 2) {
          result += 60;
        }
        return result;
      },
      enumerable: false
    },
    rgbToAnsi: {
      value: (red, green, blue) => styles.ansi256ToAnsi(styles.rgbToAnsi256(red, green, blue)),
      enumerable: false
    },
    hexToAnsi: {
      value: (hex3) => styles.ansi256ToAnsi(styles.hexToAnsi256(hex3)),
      enumerable: false
    }
  });
  return styles;
}
var ansiStyles = assembleStyles();
var ansi_styles_default = ansiStyles;

// node_modules/chalk/source/vendor/supports-color/index.js
import process2 from "node:process";
import os from "node:os";
import tty from "node:tty";
function hasFlag(flag, argv = globalThis.Deno ? globalThis.Deno.args : process2.argv) {
  const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
  const position2 = argv.indexOf(prefix + flag);
  const terminatorPosition = argv.indexOf("--");
  return position2 !== -1 && (terminatorPosition === -1 || position2 < terminatorPosition);
}
var { env } = process2;
var flagForceColor;
if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
  flagForceColor = 0;
} else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
  flagForceColor = 1;
}
function envForceColor() {
  if ("FORCE_COLOR" in env) {
    if (env.FORCE_COLOR === "true") {
      return 1;
    }
    if (env.FORCE_COLOR === "false") {
      return 0;
    }
    return env.FORCE_COLOR.length === 0 ? 1 : Math.min(Number.parseInt(env.FORCE_COLOR, 10), 3);
  }
}
function translateLevel(level) {
  if (level === 0) {
    return false;
  }
  return {
    level,
    hasBasic: true,
    has256: level >= 2,
    has16m: level >= 3
  };
}
function _supportsColor(haveStream, { streamIsTTY, sniffFlags = true } = {}) {
  const noFlagForceColor = envForceColor();
  if (noFlagForceColor !== void 0) {
    flagForceColor = noFlagForceColor;
  }
  const forceColor = sniffFlags ? flagForceColor : noFlagForceColor;
  if (forceColor === 0) {
    return 0;
  }
  if (sniffFlags) {
    if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
      return 3;
    }
    if (hasFlag("color=256")) {
      return 2;
    }
  }
  if ("TF_BUILD" in env && "AGENT_NAME" in env) {
    return 1;
  }
  if (haveStream && !streamIsTTY && forceColor === void 0) {
    return 0;
  }
  const min = forceColor || 0;
  if (env.TERM === "dumb") {
    return min;
  }
  if (process2.platform === "win32") {
    const osRelease = os.release().split(".");
    if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
      return Number(osRelease[2]) >= 14931 ? 3 : 2;
    }
    return 1;
  }
  if ("CI" in env) {
    if (["GITHUB_ACTIONS", "GITEA_ACTIONS", "CIRCLECI"].some((key) => key in env)) {
      return 3;
    }
    if (["TRAVIS", "APPVEYOR", "GITLAB_CI", "BUILDKITE", "DRONE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
      return 1;
    }
    return min;
  }
  if ("TEAMCITY_VERSION" in env) {
    return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
  }
  if (env.COLORTERM === "truecolor") {
    return 3;
  }
  if (env.TERM === "xterm-kitty") {
    return 3;
  }
  if (env.TERM === "xterm-ghostty") {
    return 3;
  }
  if (env.TERM === "wezterm") {
    return 3;
  }
  if ("TERM_PROGRAM" in env) {
    const version = Number.parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
    switch (env.TERM_PROGRAM) {
      case "iTerm.app": {
        return version >= 3 ? 3 : 2;
      }
      case "Apple_Terminal": {
        return 2;
      }
    }
  }
  if (/-256(color)?$/i.test(env.TERM)) {
    return 2;
  }
  if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
    return 1;
  }
  if ("COLORTERM" in env) {
    return 1;
  }
  return min;
}
function createSupportsColor(stream, options2 = {}) {
  const level = _supportsColor(stream, {
    streamIsTTY: stream && stream.isTTY,
    ...options2
  });
  return translateLevel(level);
}
var supportsColor = {
  stdout: createSupportsColor({ isTTY: tty.isatty(1) }),
  stderr: createSupportsColor({ isTTY: tty.isatty(2) })
};
var supports_color_default = supportsColor;

// node_modules/chalk/source/utilities.js
function stringReplaceAll(string, substring, replacer) {
  let index = string.indexOf(substring);
  if (index === -1) {
    return string;
  }
  const substringLength = substring.length;
  let endIndex = 0;
  let returnValue = "";
  do {
    returnValue += string.slice(endIndex, index) + substring + replacer;
    endIndex = index + substringLength;
    index = string.indexOf(substring, endIndex);
  } while (index !== -1);
  returnValue += string.slice(endIndex);
  return returnValue;
}
function stringEncaseCRLFWithFirstIndex(string, prefix, postfix, index) {
  let endIndex = 0;
  let returnValue = "";
  do {
    const gotCR = string[index - 1] === "\r";
    returnValue += string.slice(endIndex, gotCR ? index - 1 : index) + prefix + (gotCR ? "\r\n" : "\n") + postfix;
    endIndex = index + 1;
    index = string.indexOf("\n", endIndex);
  } while (index !== -1);
  returnValue += string.slice(endIndex);
  return returnValue;
}

// node_modules/chalk/source/index.js
var { stdout: stdoutColor, stderr: stderrColor } = supports_color_default;
var GENERATOR = /* @__PURE__ */ Symbol("GENERATOR");
var STYLER = /* @__PURE__ */ Symbol("STYLER");
var IS_EMPTY = /* @__PURE__ */ Symbol("IS_EMPTY");
var levelMapping = [
  "ansi",
  "ansi",
  "ansi256",
  "ansi16m"
];
var styles2 = /* @__PURE__ */ Object.create(null);
var applyOptions = (object, options2 = {}) => {
  if (options2.level && !(Number.isInteger(options2.level) && options2.level >= 0 && options2.level <= 3)) {
    throw new Error("The `level` option should be an integer from 0 to 3");
  }
  const colorLevel = stdoutColor ? stdoutColor.level : 0;
  object.level = options2.level === void 0 ? colorLevel : options2.level;
};
var Chalk = class {
  constructor(options2) {
    return chalkFactory(options2);
  }
};
var chalkFactory = (options2) => {
  const chalk2 = (...strings) => strings.join(" ");
  applyOptions(chalk2, options2);
  Object.setPrototypeOf(chalk2, createChalk.prototype);
  return chalk2;
};
function createChalk(options2) {
  return chalkFactory(options2);
}
Object.setPrototypeOf(createChalk.prototype, Function.prototype);
for (const [styleName, style] of Object.entries(ansi_styles_default)) {
  styles2[styleName] = {
    get() {
      const builder = createBuilder(this, createStyler(style.open, style.close, this[STYLER]), this[IS_EMPTY]);
      Object.defineProperty(this, styleName, { value: builder });
      return builder;
    }
  };
}
styles2.visible = {
  get() {
    const builder = createBuilder(this, this[STYLER], true);
    Object.defineProperty(this, "visible", { value: builder });
    return builder;
  }
};
var getModelAnsi = (model, level, type, ...arguments_) => {
  if (model === "rgb") {
    if (level === "ansi16m") {
      return ansi_styles_default[type].ansi16m(...arguments_);
    }
    if (level === "ansi256") {
      return ansi_styles_default[type].ansi256(ansi_styles_default.rgbToAnsi256(...arguments_));
    }
    return ansi_styles_default[type].ansi(ansi_styles_default.rgbToAnsi(...arguments_));
  }
  if (model === "hex") {
    return getModelAnsi("rgb", level, type, ...ansi_styles_default.hexToRgb(...arguments_));
  }
  return ansi_styles_default[type][model](...arguments_);
};
var usedModels = ["rgb", "hex", "ansi256"];
for (const model of usedModels) {
  styles2[model] = {
    get() {
      const { level } = this;
      return function(...arguments_) {
        const styler = createStyler(getModelAnsi(model, levelMapping[level], "color", ...arguments_), ansi_styles_default.color.close, this[STYLER]);
        return createBuilder(this, styler, this[IS_EMPTY]);
      };
    }
  };
  const bgModel = "bg" + model[0].toUpperCase() + model.slice(1);
  styles2[bgModel] = {
    get() {
      const { level } = this;
      return function(...arguments_) {
        const styler = createStyler(getModelAnsi(model, levelMapping[level], "bgColor", ...arguments_), ansi_styles_default.bgColor.close, this[STYLER]);
        return createBuilder(this, styler, this[IS_EMPTY]);
      };
    }
  };
}
var proto = Object.defineProperties(() => {
}, {
  ...styles2,
  level: {
    enumerable: true,
    get() {
      return this[GENERATOR].level;
    },
    set(level) {
      this[GENERATOR].level = level;
    }
  }
});
var createStyler = (open, close, parent) => {
  let openAll;
  let closeAll;
  if (parent === void 0) {
    openAll = open;
    closeAll = close;
  } else {
    openAll = parent.openAll + open;
    closeAll = close + parent.closeAll;
  }
  return {
    open,
    close,
    openAll,
    closeAll,
    parent
  };
};
var createBuilder = (self, _styler, _isEmpty) => {
  const builder = (...arguments_) => applyStyle(builder, arguments_.length === 1 ? "" + arguments_[0] : arguments_.join(" "));
  Object.setPrototypeOf(builder, proto);
  builder[GENERATOR] = self;
  builder[STYLER] = _styler;
  builder[IS_EMPTY] = _isEmpty;
  return builder;
};
var applyStyle = (self, string) => {
  if (self.level <= 0 || !string) {
    return self[IS_EMPTY] ? "" : string;
  }
  let styler = self[STYLER];
  if (styler === void 0) {
    return string;
  }
  const { openAll, closeAll } = styler;
  if (string.includes("\x1B")) {
    while (styler !== void 0) {
      string = stringReplaceAll(string, styler.close, styler.open);
      styler = styler.parent;
    }
  }
  const lfIndex = string.indexOf("\n");
  if (lfIndex !== -1) {
    string = stringEncaseCRLFWithFirstIndex(string, closeAll, openAll, lfIndex);
  }
  return openAll + string + closeAll;
};
Object.defineProperties(createChalk.prototype, styles2);
var chalk = createChalk();
var chalkStderr = createChalk({ level: stderrColor ? stderrColor.level : 0 });

// src/report/stylish.ts
function position(f) {
  return f.span && f.span.start.line > 0 ? `${f.span.start.line}:${f.span.start.column}` : "";
}
function plural(n3, word) {
  return `${n3} ${word}${n3 === 1 ? "" : "s"}`;
}
var stylish = (results, ctx) => {
  const c = new Chalk({ level: ctx.color ? 1 : 0 });
  const sevColour = { error: c.red, warning: c.yellow, info: c.blue };
  const groups = /* @__PURE__ */ new Map();
  for (const f of results.findings) {
    const key = f.span ? f.span.file : "";
    let g = groups.get(key);
    if (!g) groups.set(key, g = []);
    g.push(f);
  }
  let out = "";
  for (const [file, fs2] of groups) {
    out += "\n" + c.underline(file === "" ? "(no file)" : neutralise(file)) + "\n";
    const rows = fs2.map((f) => ({ f, pos: position(f), msg: neutralise(f.message) }));
    const wPos = Math.max(...rows.map((r) => r.pos.length));
    const wSev = Math.max(...rows.map((r) => r.f.severity.length));
    const wMsg = Math.min(80, Math.max(...rows.map((r) => r.msg.length)));
    for (const r of rows) {
      out += `  ${c.dim(r.pos.padEnd(wPos))}  ${sevColour[r.f.severity](r.f.severity.padEnd(wSev))}  ${r.msg.padEnd(wMsg)}  ${c.dim(neutralise(r.f.ruleId))}
`;
      if (r.f.hint) out += `  ${" ".repeat(wPos)}  ${" ".repeat(wSev)}  ${c.dim(neutralise(r.f.hint))}
`;
    }
  }
  const n3 = countSeverities(results.findings);
  const total = results.findings.length;
  if (total > 0) {
    const summary = `\u2716 ${plural(total, "problem")} (${plural(n3.errorCount, "error")}, ${plural(n3.warningCount, "warning")}, ${n3.infoCount} info)`;
    out += "\n" + (n3.errorCount > 0 ? c.red.bold(summary) : n3.warningCount > 0 ? c.yellow.bold(summary) : c.bold(summary)) + "\n";
    if (ctx.runtime !== void 0) out += c.dim(neutralise(`Runtime: ${ctx.runtime}`)) + "\n";
  }
  if (results.suppressed.length > 0) out += (total > 0 ? "" : "\n") + c.dim(`${plural(results.suppressed.length, "finding")} suppressed ${suppressionSummary(results.suppressed.map((f) => f.suppression.kind))}.`) + "\n";
  return out;
};

// src/report/index.ts
var REPORTERS = Object.freeze({ stylish, compact, json, sarif, github, markdown });

// src/diff/format.ts
var DIFF_FORMATS = ["stylish", "json", "markdown"];
var n2 = (x) => x.toLocaleString("en-US");
var delta = (a, b) => b === a ? "\xB10" : b > a ? `+${n2(b - a)}` : `-${n2(a - b)}`;
var span = (a, b, unit) => `${n2(a)} \u2192 ${n2(b)}${unit ? " " + unit : ""} (${delta(a, b)})`;
var MARK = { added: "+", removed: "-", changed: "~", unchanged: " " };
var BUDGET = { maxFileBytes: "maxFileBytes", maxSessionBytes: "maxSessionBytes", manifestCap: "manifest cap" };
function where2(f) {
  if (!f.span) return "(project)";
  return f.span.start.line > 0 ? `${f.span.file}:${f.span.start.line}:${f.span.start.column}` : f.span.file;
}
function fileLine(f) {
  const layer = f.after?.layer ?? f.before?.layer ?? "";
  const layerText = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : layer;
  const bytes = span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "bytes");
  const tokens = span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "tokens");
  return `${MARK[f.status]} ${f.path}  [${layerText}]  ${bytes}, ${tokens}`;
}
function budgetText(b) {
  const side2 = (x) => x === null ? "\u2014" : n2(x);
  return `${BUDGET[b.budget]} ${b.state}: ${b.subject} ${side2(b.before)} \u2192 ${side2(b.after)} bytes (limit ${n2(b.limit)})`;
}
function diffStylish(d) {
  const out = [`ctxlens diff ${neutralise(d.base)} \u2192 ${neutralise(d.head)} (tokens: ${d.tokenizer}, approximate)`, ""];
  if (d.targets.length === 0) out.push(`No context changes in ${d.compared} agent(s) and flow step(s).`, "");
  for (const t of d.targets) {
    out.push(`${neutralise(t.name)}: ${t.status}, ${span(t.bytes.before, t.bytes.after, "bytes")}, ${span(t.tokens.before, t.tokens.after, "tokens")}`);
    for (const f of t.files) out.push("  " + neutralise(fileLine(f)));
    for (const l of t.manifest.added) out.push(`  manifest + ${neutralise(l)}`);
    for (const l of t.manifest.removed) out.push(`  manifest - ${neutralise(l)}`);
    for (const b of t.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.budgets.length > 0) {
    out.push("Nested files over maxFileBytes:");
    for (const b of d.budgets) out.push(`  ${neutralise(budgetText(b))}`);
    out.push("");
  }
  if (d.newFindings.length > 0) {
    out.push(`New findings on ${neutralise(d.head)} (${d.newFindings.length}):`);
    for (const f of d.newFindings) out.push(`  ${neutralise(where2(f))}  ${f.severity}  ${neutralise(f.message)}  ${f.ruleId}`);
    out.push("");
  }
  const changed = d.targets.filter((t) => t.status !== "unchanged").length;
  out.push(`${changed} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed.`);
  return out.join("\n") + "\n";
}
function diffJson(d) {
  return safeJson(
    {
      ...d,
      newFindings: d.newFindings.map(toJsonFinding),
      fixedFindings: d.fixedFindings.map(toJsonFinding),
      headFindings: void 0,
      summary: {
        changedTargets: d.targets.filter((t) => t.status !== "unchanged").length,
        comparedTargets: d.compared,
        newFindings: d.newFindings.length,
        fixedFindings: d.fixedFindings.length
      }
    },
    2
  ) + "\n";
}
function mdTargetRow(t) {
  return `| ${escapeMarkdown(t.name)} | ${t.status} | ${span(t.bytes.before, t.bytes.after, "")} | ${span(t.tokens.before, t.tokens.after, "")} |`;
}
function diffMarkdown(d, heading = 3, opts = {}) {
  const h = "#".repeat(heading);
  const out = [`${h} Context diff: ${escapeMarkdown(d.base)} \u2192 ${escapeMarkdown(d.head)}`, ""];
  const changed = d.targets.filter((t) => t.status !== "unchanged");
  out.push(`${changed.length} of ${d.compared} agent(s) and flow step(s) changed; ${d.newFindings.length} new finding(s), ${d.fixedFindings.length} fixed. Tokens are approximate (${d.tokenizer}).`, "");
  if (d.targets.length > 0) {
    out.push("| Agent / step | Status | Bytes | Tokens (\u2248) |", "|---|---|---|---|");
    for (const t of d.targets) out.push(mdTargetRow(t));
    out.push("");
    for (const t of d.targets) {
      if (t.files.length === 0 && t.manifest.added.length === 0 && t.manifest.removed.length === 0 && t.budgets.length === 0) continue;
      out.push(`<details><summary>${escapeMarkdown(t.name)}</summary>`, "");
      if (t.files.length > 0) {
        out.push("| File | Change | Layer | Bytes | Tokens (\u2248) |", "|---|---|---|---|---|");
        for (const f of t.files) {
          const layer = f.before && f.after && f.before.layer !== f.after.layer ? `${f.before.layer} \u2192 ${f.after.layer}` : f.after?.layer ?? f.before?.layer ?? "";
          out.push(`| ${escapeMarkdown(f.path)} | ${f.status} | ${layer} | ${span(f.before?.bytes ?? 0, f.after?.bytes ?? 0, "")} | ${span(f.before?.tokens ?? 0, f.after?.tokens ?? 0, "")} |`);
        }
        out.push("");
      }
      if (t.manifest.added.length + t.manifest.removed.length > 0) {
        out.push("Manifest lines:", "");
        for (const l of t.manifest.added) out.push(`- added: ${escapeMarkdown(l)}`);
        for (const l of t.manifest.removed) out.push(`- removed: ${escapeMarkdown(l)}`);
        out.push("");
      }
      for (const b of t.budgets) out.push(`- ${escapeMarkdown(budgetText(b))}`);
      if (t.budgets.length > 0) out.push("");
      out.push("</details>", "");
    }
  }
  const budgets = [...d.budgets, ...d.targets.flatMap((t) => t.budgets.map((b) => ({ ...b, subject: `${t.name}: ${b.subject}` })))];
  if (budgets.length > 0) {
    out.push(`${h}# Budgets`, "", "| Budget | Subject | Limit | Before | After | State |", "|---|---|---|---|---|---|");
    for (const b of budgets) out.push(`| ${BUDGET[b.budget]} | ${escapeMarkdown(b.subject)} | ${n2(b.limit)} | ${b.before === null ? "\u2014" : n2(b.before)} | ${b.after === null ? "\u2014" : n2(b.after)} | ${b.state} |`);
    out.push("");
  }
  if (d.newFindings.length > 0 && opts.newFindings !== false) {
    out.push(`${h}# New findings`, "", "| Severity | Location | Rule | Message |", "|---|---|---|---|");
    for (const f of d.newFindings) out.push(`| ${f.severity} | ${escapeMarkdown(where2(f))} | ${escapeMarkdown(f.ruleId)} | ${escapeMarkdown(f.message)} |`);
    out.push("");
  }
  return out.join("\n") + "\n";
}
function formatDiff(d, format) {
  return format === "json" ? diffJson(d) : format === "markdown" ? diffMarkdown(d) : diffStylish(d);
}

// src/diff/compute.ts
import { createHash as createHash6 } from "node:crypto";
function targetKey(t) {
  return `${t.agentId}\0${t.flowId ?? ""}\0${t.stepId ?? ""}`;
}
function findingKey(f) {
  return f.fingerprint ?? [f.ruleId, f.span?.file ?? "", f.messageId].join("\0");
}
function findingsOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const f of b) count.set(findingKey(f), (count.get(findingKey(f)) ?? 0) + 1);
  const out = [];
  for (const f of a) {
    const k = findingKey(f);
    const n3 = count.get(k) ?? 0;
    if (n3 > 0) count.set(k, n3 - 1);
    else out.push(f);
  }
  return out;
}
function manifestLines(t) {
  return t.manifest.text === "" ? [] : t.manifest.text.split("\n").filter((l) => l.startsWith("- ") || l.startsWith("... "));
}
function linesOnlyIn(a, b) {
  const count = /* @__PURE__ */ new Map();
  for (const l of b) count.set(l, (count.get(l) ?? 0) + 1);
  return a.filter((l) => {
    const n3 = count.get(l) ?? 0;
    if (n3 > 0) count.set(l, n3 - 1);
    return n3 === 0;
  });
}
function crossing(budget, subject, limitB, limitA, before, after) {
  const overB = before !== null && before > limitB;
  const overA = after !== null && after > limitA;
  if (!overB && !overA) return null;
  return { budget, subject, limit: limitA, before, after, state: overB && overA ? "over" : overA ? "crossed" : "cleared" };
}
function fileSides(t, tokens) {
  const m2 = /* @__PURE__ */ new Map();
  for (const f of t?.resolution.files ?? []) {
    m2.set(f.rel, { layer: f.layer, bytes: f.bytes, tokens: tokens(f.content), sha256: createHash6("sha256").update(f.content).digest("hex") });
  }
  return m2;
}
function compareTarget(b, a, tokens, baseSide, headSide) {
  const target = (a ?? b).target;
  const fb = fileSides(b, tokens);
  const fa = fileSides(a, tokens);
  const files = [];
  for (const [p, after] of fa) {
    const before = fb.get(p) ?? null;
    const status2 = before === null ? "added" : before.sha256 !== after.sha256 || before.layer !== after.layer ? "changed" : "unchanged";
    if (status2 !== "unchanged") files.push({ path: p, status: status2, before, after });
  }
  for (const [p, before] of fb) if (!fa.has(p)) files.push({ path: p, status: "removed", before, after: null });
  const rb = b ? portableRendered(b, baseSide.W ?? "") : Buffer.alloc(0);
  const ra = a ? portableRendered(a, headSide.W ?? "") : Buffer.alloc(0);
  const mb = b ? measureTarget(b, baseSide.W ?? "", tokens) : null;
  const ma = a ? measureTarget(a, headSide.W ?? "", tokens) : null;
  const mlB = b ? manifestLines(b) : [];
  const mlA = a ? manifestLines(a) : [];
  const mBytes = (t) => t ? t.manifest.bytes?.length ?? Buffer.byteLength(t.manifest.text, "utf8") : 0;
  const budgets = [];
  const labelled = (t) => t && t.manifest.files.length > 0 ? t.manifest.sizes?.labelled ?? (t.manifest.degrade > 0 ? MANIFEST_CAP_BYTES + 1 : mBytes(t)) : null;
  const mc = crossing("manifestCap", "manifest", MANIFEST_CAP_BYTES, MANIFEST_CAP_BYTES, labelled(b), labelled(a));
  if (mc) budgets.push(mc);
  const body = (t) => t && t.manifest.files.length > 0 ? t.manifest.files.reduce((s, f) => s + f.bytes, 0) : null;
  const sc = crossing(
    "maxSessionBytes",
    "nested bodies",
    effectiveCap(baseSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    effectiveCap(headSide.discovery.maxSessionBytes, DISCOVERY_DEFAULTS.maxSessionBytes),
    body(b),
    body(a)
  );
  if (sc) budgets.push(sc);
  const status = !b ? "added" : !a ? "removed" : files.length > 0 || !rb.equals(ra) ? "changed" : "unchanged";
  return {
    target,
    name: targetName({ agent: target.agentId, flow: target.flowId, step: target.stepId }),
    status,
    files,
    bytes: { before: mb?.bytes ?? 0, after: ma?.bytes ?? 0 },
    tokens: { before: mb?.tokens ?? 0, after: ma?.tokens ?? 0 },
    renderedBytes: { before: rb.length, after: ra.length },
    manifest: { added: linesOnlyIn(mlA, mlB), removed: linesOnlyIn(mlB, mlA), bytesBefore: mBytes(b), bytesAfter: mBytes(a) },
    budgets
  };
}
function computeContextDiff(base2, head, tokens) {
  const byKey = /* @__PURE__ */ new Map();
  for (const t of base2.sim.targets) byKey.set(targetKey(t.target), t);
  const seen = /* @__PURE__ */ new Set();
  const targets = [];
  for (const a of head.sim.targets) {
    const k = targetKey(a.target);
    seen.add(k);
    targets.push(compareTarget(byKey.get(k), a, tokens, base2, head));
  }
  for (const b of base2.sim.targets) if (!seen.has(targetKey(b.target))) targets.push(compareTarget(b, void 0, tokens, base2, head));
  const maxB = effectiveCap(base2.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const maxA = effectiveCap(head.discovery.maxFileBytes, DISCOVERY_DEFAULTS.maxFileBytes);
  const nb = new Map(base2.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const na = new Map(head.sim.discovery.files.map((f) => [f.rel, f.bytes]));
  const budgets = [];
  for (const rel2 of /* @__PURE__ */ new Set([...na.keys(), ...nb.keys()])) {
    const before = nb.get(rel2) ?? null;
    const after = na.get(rel2) ?? null;
    const c = crossing("maxFileBytes", rel2, maxB, maxA, before, after);
    if (c) budgets.push(c);
  }
  return {
    base: base2.label,
    head: head.label,
    tokenizer: TOKENIZER,
    targets: targets.filter((t) => t.status !== "unchanged" || t.budgets.some((x) => x.state !== "over")),
    compared: targets.length,
    budgets,
    newFindings: findingsOnlyIn(head.findings, base2.findings),
    fixedFindings: findingsOnlyIn(base2.findings, head.findings),
    headFindings: [...head.findings]
  };
}
function budgetsOf(sim, discovery) {
  const side2 = { label: "", sim, findings: [], discovery };
  const d = computeContextDiff(side2, side2, () => 0);
  const out = [...d.budgets];
  for (const t of sim.targets) {
    const td = compareTarget(t, t, () => 0, side2, side2);
    for (const b of td.budgets) out.push({ ...b, subject: `${td.name}: ${b.subject}` });
  }
  return out;
}

// src/diff/run.ts
async function side(opts, rev, label) {
  const args = {
    cwd: opts.cwd,
    env: opts.env,
    withGlobal: opts.withGlobal,
    staged: false,
    ...rev !== null ? { rev } : {},
    format: "json",
    maxWarnings: -1,
    rule: opts.rule,
    ...opts.config !== void 0 ? { config: opts.config } : {},
    ...opts.runtime !== void 0 ? { runtime: opts.runtime } : {}
  };
  const p = await prepareRun(args);
  if (p.runtime !== "fork") throw new UsageError(`the context diff models the OpenCode Go fork only (pass --runtime fork to compare as the fork reads it); this directory is read as ${p.choice.reason}`);
  const sim = simulateAll(p.model);
  const result = lintPrepared(p, sim);
  return { label, sim, findings: result.findings, discovery: p.model.config.discovery, W: p.model.W };
}
async function runContextDiff(opts, count) {
  const root = sourceRoot(opts.cwd);
  const baseSha = resolveCommit(root, opts.base);
  const headSha = opts.head === null ? null : resolveCommit(root, opts.head);
  const short = (rev, sha) => rev === sha ? sha.slice(0, 12) : `${rev} (${sha.slice(0, 12)})`;
  const base2 = await side(opts, baseSha, short(opts.base, baseSha));
  const head = await side(opts, headSha, headSha === null ? "working tree" : short(opts.head, headSha));
  const tokens = memoCounter(count ?? await o200kCounter());
  return computeContextDiff(base2, head, tokens);
}

export {
  EXIT,
  compareFindings,
  countSeverities,
  exitCodeFor,
  RUNTIME_IDS,
  TOKENIZER,
  buildAudit,
  shortTargetName,
  Chalk,
  stringWidth,
  neutralise,
  safeJson,
  escapeMarkdown,
  markdown,
  barsText,
  barsMarkdown,
  toJsonFinding,
  stylish,
  resolveTarget,
  discover,
  MAX_SIMULATED_FILE_BYTES,
  resolveContext,
  buildManifest,
  Injector,
  sessionBudget,
  simulateTarget,
  simulateAll,
  rebaseFindings,
  BASELINE_FILE,
  buildBaseline,
  parseBaseline,
  FIXABLE_RULES,
  applyFixes,
  dedupe2 as dedupe,
  escapeData,
  FORMATS,
  REPORTERS,
  didYouMean,
  CONTEXT_PREFIX,
  parseDependency,
  resolveDependency,
  entryKey,
  resolveAgentDependency,
  rules,
  readRuntimePin,
  loadProject,
  simulatedEnv,
  explicitEnvNames,
  openSource,
  readArgFile,
  chooseRuntime,
  decodeText,
  loadOcProject,
  instructionNames,
  simulateInstructions,
  simulateOpencode,
  o200kCounter,
  lintDir,
  prepareRun,
  lintPrepared,
  rulesMetaOf,
  ruleDocs,
  toolVersion,
  DIFF_FORMATS,
  diffMarkdown,
  formatDiff,
  findingKey,
  budgetsOf,
  runContextDiff
};
