/** `npm run restore`: one backup back into an empty database and the configured storage (README "Backups"). */
import { runRestoreCommand } from '../server/lib/backup/cli';

await runRestoreCommand();
