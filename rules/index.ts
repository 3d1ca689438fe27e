/**
 * The rule registry: every rule module, sorted by id. One line per rule; keep it sorted.
 * `test/rules/registry.test.ts` checks that modules, this list, docs and tests are one-to-one.
 */
import type { AnyRule } from '../src/engine/define-rule.js';
import agentCompactionThreshold from './agent-compaction-threshold.js';
import agentDefaultModel from './agent-default-model.js';
import agentDeprecatedKey from './opencode/agent-deprecated-key.js';
import agentDescriptionMissing from './opencode/agent-description-missing.js';
import agentDirNotRead from './agent-dir-not-read.js';
import agentDuplicateId from './opencode/agent-duplicate-id.js';
import agentFileNotRead from './agent-file-not-read.js';
import agentFileWithoutFrontmatter from './opencode/agent-file-without-frontmatter.js';
import agentFrontmatterCase from './agent-frontmatter-case.js';
import agentFrontmatterInvalid from './opencode/agent-frontmatter-invalid.js';
import agentFrontmatterNotFirst from './opencode/agent-frontmatter-not-first.js';
import agentFrontmatterSchema from './agent-frontmatter-schema.js';
import agentIdCaseCollision from './agent-id-case-collision.js';
import agentKeyUnreachable from './agent-key-unreachable.js';
import agentModeInvalid from './opencode/agent-mode-invalid.js';
import agentModeUnknown from './agent-mode-unknown.js';
import agentModelOverridden from './agent-model-overridden.js';
import agentNameChangesId from './opencode/agent-name-changes-id.js';
import agentPathNotFound from './agent-path-not-found.js';
import agentPermissionsPlural from './opencode/agent-permissions-plural.js';
import agentPromptFileFrontmatter from './opencode/agent-prompt-file-frontmatter.js';
import agentSchema from './opencode/agent-schema.js';
import agentUnknownKey from './opencode/agent-unknown-key.js';
import allowToolsEmpty from './allow-tools-empty.js';
import builtinAgentDemoted from './builtin-agent-demoted.js';
import configAgentsV1Key from './opencode/config-agents-v1-key.js';
import configCandidateFile from './config-candidate-file.js';
import configDuplicateKey from './config-duplicate-key.js';
import configEnvOverride from './config-env-override.js';
import configEnvOverrideInfo from './config-env-override-info.js';
import configFileNotRead from './config-file-not-read.js';
import configInvalidValue from './opencode/config-invalid-value.js';
import configKeyDropped from './opencode/config-key-dropped.js';
import configKeySpelling from './config-key-spelling.js';
import configLegacyAgent from './config-legacy-agent.js';
import configLoadFailure from './config-load-failure.js';
import configRefused from './opencode/config-refused.js';
import configSchema from './config-schema.js';
import configUnknownContextKey from './config-unknown-context-key.js';
import configWeakTyping from './config-weak-typing.js';
import configWorkingDir from './config-working-dir.js';
import contextBudget from './context-budget.js';
import contextDedupe from './context-dedupe.js';
import contextEntryEnv from './context-entry-env.js';
import contextEntryEscapes from './context-entry-escapes.js';
import contextEntryMissing from './context-entry-missing.js';
import contextFileBinary from './context-file-binary.js';
import contextFileTooLarge from './context-file-too-large.js';
import contextFileTrailingSlash from './context-file-trailing-slash.js';
import contextHiddenBoth from './context-hidden-both.js';
import contextLayerEmpty from './context-layer-empty.js';
import contextModeUnknown from './context-mode-unknown.js';
import contextNonRegular from './context-non-regular.js';
import contextPathsEmptyList from './context-paths-empty-list.js';
import contextTokenUnknown from './context-token-unknown.js';
import discoveryTruncated from './discovery-truncated.js';
import envReferenceUnset from './opencode/env-reference-unset.js';
import fileReferenceMissing from './opencode/file-reference-missing.js';
import fileTooLarge from './opencode/file-too-large.js';
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
import instructionFileBinary from './opencode/instruction-file-binary.js';
import instructionFileEscapes from './opencode/instruction-file-escapes.js';
import instructionFileHidden from './opencode/instruction-file-hidden.js';
import instructionFileTooLarge from './opencode/instruction-file-too-large.js';
import instructionsBudget from './opencode/instructions-budget.js';
import instructionsConfigRelative from './opencode/instructions-config-relative.js';
import instructionsDuplicate from './opencode/instructions-duplicate.js';
import instructionsFileToken from './opencode/instructions-file-token.js';
import instructionsNoMatch from './opencode/instructions-no-match.js';
import instructionsOutsideRepo from './opencode/instructions-outside-repo.js';
import instructionsUrl from './opencode/instructions-url.js';
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
import permissionCatchAllLast from './opencode/permission-catch-all-last.js';
import permissionKeysIgnored from './permission-keys-ignored.js';
import scopedNameNotDiscovered from './scoped-name-not-discovered.js';
import symlinkedWorkingDir from './symlinked-working-dir.js';

export const rules: readonly AnyRule[] = [
  agentCompactionThreshold,
  agentDefaultModel,
  agentDeprecatedKey,
  agentDescriptionMissing,
  agentDirNotRead,
  agentDuplicateId,
  agentFileNotRead,
  agentFileWithoutFrontmatter,
  agentFrontmatterCase,
  agentFrontmatterInvalid,
  agentFrontmatterNotFirst,
  agentFrontmatterSchema,
  agentIdCaseCollision,
  agentKeyUnreachable,
  agentModeInvalid,
  agentModeUnknown,
  agentModelOverridden,
  agentNameChangesId,
  agentPathNotFound,
  agentPermissionsPlural,
  agentPromptFileFrontmatter,
  agentSchema,
  agentUnknownKey,
  allowToolsEmpty,
  builtinAgentDemoted,
  configAgentsV1Key,
  configCandidateFile,
  configDuplicateKey,
  configEnvOverride,
  configEnvOverrideInfo,
  configFileNotRead,
  configInvalidValue,
  configKeyDropped,
  configKeySpelling,
  configLegacyAgent,
  configLoadFailure,
  configRefused,
  configSchema,
  configUnknownContextKey,
  configWeakTyping,
  configWorkingDir,
  contextBudget,
  contextDedupe,
  contextEntryEnv,
  contextEntryEscapes,
  contextEntryMissing,
  contextFileBinary,
  contextFileTooLarge,
  contextFileTrailingSlash,
  contextHiddenBoth,
  contextLayerEmpty,
  contextModeUnknown,
  contextNonRegular,
  contextPathsEmptyList,
  contextTokenUnknown,
  discoveryTruncated,
  envReferenceUnset,
  fileReferenceMissing,
  fileTooLarge,
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
  instructionFileBinary,
  instructionFileEscapes,
  instructionFileHidden,
  instructionFileTooLarge,
  instructionsBudget,
  instructionsConfigRelative,
  instructionsDuplicate,
  instructionsFileToken,
  instructionsNoMatch,
  instructionsOutsideRepo,
  instructionsUrl,
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
  permissionCatchAllLast,
  permissionKeysIgnored,
  scopedNameNotDiscovered,
  symlinkedWorkingDir,
];
