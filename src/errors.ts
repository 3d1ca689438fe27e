/** Errors the run API and the commands throw; the CLI maps each to an exit code. */

/** A usage or configuration error: exit 2 with the message on stderr. */
export class UsageError extends Error {}

/** A refusal to simulate (unknown agent or flow, flow that fails to load): exit 1, message on stderr, empty stdout. */
export class RefusalError extends Error {}
