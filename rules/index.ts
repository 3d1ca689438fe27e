/**
 * The rule registry: every rule module, sorted by id. One line per rule; keep it sorted.
 * `test/rules/registry.test.ts` checks that modules, this list, docs and tests are one-to-one.
 */
import type { AnyRule } from '../src/engine/define-rule.js';
import agentCompactionThreshold from './agent-compaction-threshold.js';
import agentDefaultModel from './agent-default-model.js';
import agentDirNotRead from './agent-dir-not-read.js';
import agentFileNotRead from './agent-file-not-read.js';
import agentFrontmatterCase from './agent-frontmatter-case.js';
import agentFrontmatterSchema from './agent-frontmatter-schema.js';
import agentIdCaseCollision from './agent-id-case-collision.js';
import agentKeyUnreachable from './agent-key-unreachable.js';
import agentModeUnknown from './agent-mode-unknown.js';
import agentModelOverridden from './agent-model-overridden.js';
import agentPathNotFound from './agent-path-not-found.js';
import allowToolsEmpty from './allow-tools-empty.js';
import builtinAgentDemoted from './builtin-agent-demoted.js';
import configCandidateFile from './config-candidate-file.js';
import configDuplicateKey from './config-duplicate-key.js';
import configEnvOverride from './config-env-override.js';
import configEnvOverrideInfo from './config-env-override-info.js';
import configFileNotRead from './config-file-not-read.js';
import configKeySpelling from './config-key-spelling.js';
import configLegacyAgent from './config-legacy-agent.js';
import configLoadFailure from './config-load-failure.js';
import configSchema from './config-schema.js';
import configUnknownContextKey from './config-unknown-context-key.js';
import configWeakTyping from './config-weak-typing.js';
import configWorkingDir from './config-working-dir.js';
import contextDedupe from './context-dedupe.js';
import contextEntryEnv from './context-entry-env.js';
import contextEntryEscapes from './context-entry-escapes.js';
import contextEntryMissing from './context-entry-missing.js';
import contextFileTooLarge from './context-file-too-large.js';
import contextFileTrailingSlash from './context-file-trailing-slash.js';
import contextHiddenBoth from './context-hidden-both.js';
import contextLayerEmpty from './context-layer-empty.js';
import contextModeUnknown from './context-mode-unknown.js';
import contextNonRegular from './context-non-regular.js';
import contextPathsEmptyList from './context-paths-empty-list.js';
import contextTokenUnknown from './context-token-unknown.js';
import discoveryTruncated from './discovery-truncated.js';
import flowDisabledShadows from './flow-disabled-shadows.js';
import flowIdShadowed from './flow-id-shadowed.js';
import flowInvalid from './flow-invalid.js';
import flowMixedRevisions from './flow-mixed-revisions.js';
import flowMultipleRulesTarget from './flow-multiple-rules-target.js';
import flowSchema from './flow-schema.js';
import flowStepAgentTemplate from './flow-step-agent-template.js';
import flowStepBlocksInheritance from './flow-step-blocks-inheritance.js';
import flowStepUnknownAgent from './flow-step-unknown-agent.js';
import globalContextEscapes from './global-context-escapes.js';
import globalContextToken from './global-context-token.js';
import manifestDegraded from './manifest-degraded.js';
import manifestLabel from './manifest-label.js';
import manifestWithoutTriggerTools from './manifest-without-trigger-tools.js';
import nestedContextSymlink from './nested-context-symlink.js';
import nestedContextUnreachable from './nested-context-unreachable.js';
import nestedFileTooLarge from './nested-file-too-large.js';
import nestedSessionBudget from './nested-session-budget.js';
import oacAgentDependency from './opencode/oac-agent-dependency.js';
import oacAgentPermissions from './opencode/oac-agent-permissions.js';
import oacAgentTaskKey from './opencode/oac-agent-task-key.js';
import oacContextHeader from './opencode/oac-context-header.js';
import oacContextSymlink from './opencode/oac-context-symlink.js';
import oacContextUnlisted from './opencode/oac-context-unlisted.js';
import oacNavigationLink from './opencode/oac-navigation-link.js';
import oacNavigationMissing from './opencode/oac-navigation-missing.js';
import oacRegistryCycle from './opencode/oac-registry-cycle.js';
import oacRegistryDependency from './opencode/oac-registry-dependency.js';
import oacRegistryOrphan from './opencode/oac-registry-orphan.js';
import oacRegistryPath from './opencode/oac-registry-path.js';
import oacRegistryProfile from './opencode/oac-registry-profile.js';
import oacSessionActivity from './opencode/oac-session-activity.js';
import oacSessionAgent from './opencode/oac-session-agent.js';
import oacSessionFile from './opencode/oac-session-file.js';
import oacSessionIndex from './opencode/oac-session-index.js';
import oacSessionManifest from './opencode/oac-session-manifest.js';
import oacSessionUnlisted from './opencode/oac-session-unlisted.js';
import parseError from './parse-error.js';
import permissionActionInvalid from './permission-action-invalid.js';
import permissionKeysIgnored from './permission-keys-ignored.js';
import scopedNameNotDiscovered from './scoped-name-not-discovered.js';
import symlinkedWorkingDir from './symlinked-working-dir.js';

export const rules: readonly AnyRule[] = [
  agentCompactionThreshold,
  agentDefaultModel,
  agentDirNotRead,
  agentFileNotRead,
  agentFrontmatterCase,
  agentFrontmatterSchema,
  agentIdCaseCollision,
  agentKeyUnreachable,
  agentModeUnknown,
  agentModelOverridden,
  agentPathNotFound,
  allowToolsEmpty,
  builtinAgentDemoted,
  configCandidateFile,
  configDuplicateKey,
  configEnvOverride,
  configEnvOverrideInfo,
  configFileNotRead,
  configKeySpelling,
  configLegacyAgent,
  configLoadFailure,
  configSchema,
  configUnknownContextKey,
  configWeakTyping,
  configWorkingDir,
  contextDedupe,
  contextEntryEnv,
  contextEntryEscapes,
  contextEntryMissing,
  contextFileTooLarge,
  contextFileTrailingSlash,
  contextHiddenBoth,
  contextLayerEmpty,
  contextModeUnknown,
  contextNonRegular,
  contextPathsEmptyList,
  contextTokenUnknown,
  discoveryTruncated,
  flowDisabledShadows,
  flowIdShadowed,
  flowInvalid,
  flowMixedRevisions,
  flowMultipleRulesTarget,
  flowSchema,
  flowStepAgentTemplate,
  flowStepBlocksInheritance,
  flowStepUnknownAgent,
  globalContextEscapes,
  globalContextToken,
  manifestDegraded,
  manifestLabel,
  manifestWithoutTriggerTools,
  nestedContextSymlink,
  nestedContextUnreachable,
  nestedFileTooLarge,
  nestedSessionBudget,
  oacAgentDependency,
  oacAgentPermissions,
  oacAgentTaskKey,
  oacContextHeader,
  oacContextSymlink,
  oacContextUnlisted,
  oacNavigationLink,
  oacNavigationMissing,
  oacRegistryCycle,
  oacRegistryDependency,
  oacRegistryOrphan,
  oacRegistryPath,
  oacRegistryProfile,
  oacSessionActivity,
  oacSessionAgent,
  oacSessionFile,
  oacSessionIndex,
  oacSessionManifest,
  oacSessionUnlisted,
  parseError,
  permissionActionInvalid,
  permissionKeysIgnored,
  scopedNameNotDiscovered,
  symlinkedWorkingDir,
];
