import { defineRule } from '../src/engine/define-rule.js';
import { entrySpan, showPath } from '../src/runtimes/fork/sim/context-facts.js';

/**
 * Two context candidates that share a lower-cased dedupe key (docs/runtimes/fork.md §5.6, §8 U5, U6):
 * the same file named twice or through a symlink, case variants of one name, and a missing
 * spelling that hides an existing file. Within a layer the runtime outcome is a goroutine race;
 * ctxlens applies the first-declared rule (see the rule doc).
 */
export default defineRule({
  id: 'context-dedupe',
  meta: {
    kind: 'problem',
    description: 'Two context entries resolve to the same lower-cased dedupe key, so one is dropped (by a race within a layer).',
    severity: 'warning',
    fixable: false,
    needs: ['simulation'],
    schema: null,
    spec: 'docs/runtimes/fork.md §5.6, §8 U5, U6',
    runtimes: ['fork'],
  },
  messages: {
    namedTwice: 'Context entry "{{loser}}" names {{path}} again ("{{winner}}" already does in this layer); it adds nothing.',
    raceHidden:
      '{{loserPath}} (entry "{{loser}}") shares the lower-cased dedupe key {{key}} with the missing {{winnerPath}} (entry "{{winner}}"): in the runtime the two race, and when the missing one claims the key first {{loserPath}} is not rendered at all. ctxlens keeps the first declared, so it is not rendered.',
    raceBoth:
      '{{loserPath}} (entry "{{loser}}") and {{winnerPath}} (entry "{{winner}}") share the lower-cased dedupe key {{key}}: the runtime renders only one of them, chosen by a race between goroutines. ctxlens keeps the first declared, {{winnerPath}}.',
    crossLayerHidden:
      '{{loserPath}} (entry "{{loser}}", {{layer}} layer) is never rendered: the {{winnerLayer}} entry "{{winner}}" names the missing {{winnerPath}}, which claims the same lower-cased dedupe key {{key}} first.',
    crossLayerDuplicate:
      'Context entry "{{loser}}" ({{layer}} layer) names {{loserPath}}, which the {{winnerLayer}} entry "{{winner}}" already includes as {{winnerPath}}; it stays in the {{winnerLayer}} position and this entry adds nothing.',
    walkDuplicate: '{{loserPath}} under "{{loser}}" is the same file as {{winnerPath}}, which the walk reached first; it is rendered once, as {{winnerPath}}.',
  },
  defaultOptions: {},
  check(ctx) {
    const model = ctx.model;
    const seen = new Set<string>();
    const seenLists = new Set<readonly unknown[]>();
    for (const t of ctx.simulation().targets) {
      // Targets with identical layers share one collision list (resolveContext's per-run memo).
      if (seenLists.has(t.resolution.collisions)) continue;
      seenLists.add(t.resolution.collisions);
      for (const c of t.resolution.collisions) {
        if (!c.winner.exists && !c.loser.exists) continue;
        const k = JSON.stringify([c.key, c.winner.abs, c.winner.layer, c.winner.entry.raw, c.loser.abs, c.loser.layer, c.loser.entry.raw]);
        if (seen.has(k)) continue;
        seen.add(k);
        const sameEntry = c.winner.entry === c.loser.entry;
        const span = entrySpan(model, c.loser.entry, c.loser.exists ? c.loser.abs : undefined) ?? entrySpan(model, c.winner.entry, c.winner.abs);
        const base = {
          winner: c.winner.entry.raw,
          loser: c.loser.entry.raw,
          winnerPath: showPath(model, c.winner.abs),
          loserPath: showPath(model, c.loser.abs),
        };
        if (c.samePath) {
          if (c.race) ctx.report({ messageId: 'namedTwice', data: { loser: base.loser, winner: base.winner, path: base.loserPath }, span });
          else if (!sameEntry)
            ctx.report({ messageId: 'crossLayerDuplicate', data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else if (sameEntry) {
          ctx.report({ messageId: 'walkDuplicate', data: { loser: base.loser, loserPath: base.loserPath, winnerPath: base.winnerPath }, span });
        } else if (c.race) {
          if (!c.winner.exists) ctx.report({ messageId: 'raceHidden', data: { ...base, key: showKey(model.W, c.key) }, span });
          else ctx.report({ messageId: 'raceBoth', data: { ...base, key: showKey(model.W, c.key) }, span });
        } else if (!c.winner.exists) {
          ctx.report({ messageId: 'crossLayerHidden', data: { ...base, key: showKey(model.W, c.key), layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        } else {
          ctx.report({ messageId: 'crossLayerDuplicate', data: { ...base, layer: c.loser.layer, winnerLayer: c.winner.layer }, span });
        }
      }
    }
  },
});

/**
 * A dedupe key (the lower-cased, symlink-resolved absolute path, docs/runtimes/fork.md §5.6) as a
 * message shows it: relative to W when it lies under W's lower-cased path, so no message names
 * the machine's checkout directory; as computed otherwise.
 */
function showKey(W: string, key: string): string {
  const w = W.toLowerCase();
  if (key === w) return '.';
  return w !== '/' && key.startsWith(w + '/') ? key.slice(w.length + 1) : key;
}

