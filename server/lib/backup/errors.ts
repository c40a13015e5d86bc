/** A failure the backup and restore commands print as one line (exit code 1) rather than a stack trace. */
export class BackupError extends Error {}
