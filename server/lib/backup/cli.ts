import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createBackup, defaultBackupLocation } from './backup';
import { BackupError } from './errors';
import { restoreBackup } from './restore';
import { DEFAULT_RETENTION } from './retention';

const backupUsage = `Usage: npm run backup -- [--to <folder | s3://bucket/prefix?endpoint=…>] [--keep-daily N] [--keep-weekly N] [--force]
  --to           where backups go (default: BACKUP_TO, else a "backups" folder beside DATA_DIR)
  --keep-daily   keep the newest backup of each of the last N days that have one (default ${DEFAULT_RETENTION.daily})
  --keep-weekly  keep the newest backup of each of the last N ISO weeks that have one (default ${DEFAULT_RETENTION.weekly})
  --force        embedded database: back up although postmaster.pid is there and no process could be seen holding it`;

const restoreUsage = `Usage: npm run restore -- [--from <folder | s3://bucket/prefix?endpoint=…>] [--backup <name> | latest] [--force]
  --from         where the backups are (default: as for npm run backup)
  --backup       which one (default: latest)
  --force        replace a database that holds a site already (the embedded one is moved aside, not deleted)`;

const count = (value: string | undefined, fallback: number, flag: string) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new BackupError(`${flag} must be a whole number, 0 or more`);
  return n;
};

/** Runs a command; a failure is one line on stderr and exit code 1. */
async function main(command: string, usage: string, run: (args: string[]) => Promise<void>) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) return console.info(usage);
  try {
    await run(args);
  } catch (error) {
    const known =
      error instanceof BackupError ||
      String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS') ||
      String((error as Error).message).startsWith('Invalid environment');
    const message = known ? (error as Error).message.replace(/\s*\n\s*/g, ' ') : String((error as Error)?.stack ?? error);
    console.error(`${command} failed: ${message}`);
    process.exitCode = 1;
  }
}

export const runBackupCommand = () =>
  main('backup', backupUsage, async (args) => {
    const { values } = parseArgs({ args, options: { to: { type: 'string' }, 'keep-daily': { type: 'string' }, 'keep-weekly': { type: 'string' }, force: { type: 'boolean' } } });
    const config = loadConfig();
    const result = await createBackup({
      config,
      to: values.to ?? defaultBackupLocation(config),
      retention: { daily: count(values['keep-daily'], DEFAULT_RETENTION.daily, '--keep-daily'), weekly: count(values['keep-weekly'], DEFAULT_RETENTION.weekly, '--keep-weekly') },
      force: values.force ?? false,
      log: (line) => console.info(line),
    });
    const { manifest } = result;
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.info(`Backup ${result.name} written to ${result.location}: ${manifest.engine}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files.count} files (${manifest.files.bytes} bytes).`);
    if (result.deleted.length) console.info(`Deleted by the retention rule: ${result.deleted.join(', ')}.`);
  });

export const runRestoreCommand = () =>
  main('restore', restoreUsage, async (args) => {
    const { values } = parseArgs({ args, options: { from: { type: 'string' }, backup: { type: 'string' }, force: { type: 'boolean' } } });
    const config = loadConfig();
    const result = await restoreBackup({
      config,
      from: values.from ?? defaultBackupLocation(config),
      backup: values.backup ?? 'latest',
      force: values.force ?? false,
      log: (line) => console.info(line),
    });
    console.info(
      `Restored backup ${result.name} (made ${result.manifest.createdAt}): ${result.tables} tables, ${result.rows} rows (every table's count as backed up), ${result.files.count} files (${result.files.bytes} bytes).`,
    );
  });
