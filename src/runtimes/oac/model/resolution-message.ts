import type { Resolution } from './resolve.js';

/** Message id and data for a failed resolution (docs/runtimes/oac.md §3); shared by the rules that resolve `type:id`. */
export function resolutionMessage(
  r: Exclude<Resolution, { kind: 'ok' }>,
  dep: string,
):
  | { messageId: 'format'; data: { dep: string; why: string } }
  | { messageId: 'unknownType'; data: { dep: string; type: string } }
  | { messageId: 'notFound'; data: { dep: string; why: string } }
  | { messageId: 'wildcardNotContext'; data: { dep: string } }
  | { messageId: 'wildcardNoMatch'; data: { dep: string; prefix: string } } {
  switch (r.kind) {
    case 'format':
      return {
        messageId: 'format',
        data: { dep, why: r.reason === 'whitespace' ? 'it contains white space, which the installer splits into several words' : r.reason === 'colons' ? 'more than one ":"' : 'no "type:" prefix, or an empty side' },
      };
    case 'unknownType':
      return { messageId: 'unknownType', data: { dep, type: r.type } };
    case 'wildcardNotContext':
      return { messageId: 'wildcardNotContext', data: { dep } };
    case 'wildcardNoMatch':
      return { messageId: 'wildcardNoMatch', data: { dep, prefix: r.prefix } };
    case 'notFound':
      return {
        messageId: 'notFound',
        data: {
          dep,
          why: r.byPath
            ? `no context has path ".opencode/context/${r.id}.md"`
            : `no entry of components.${r.section} has id or alias "${r.id}"`,
        },
      };
  }
}
