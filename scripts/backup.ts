/** `npm run backup`: the database and the stored files, to a folder or a bucket (server/lib/backup/, README "Backups"). */
import { runBackupCommand } from '../server/lib/backup/cli';

await runBackupCommand();
