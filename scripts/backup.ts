// `npm run backup -- [--out FILE] [--passphrase-env VAR]`: every table of site data in one JSON
// file (README "Backups"), from DATABASE_URL or DATA_DIR/pglite like the server. With the embedded
// database, stop the server first (PGlite allows one process); on PostgreSQL it runs beside it.
import { backupCommand, runCli } from '../src/server/modules/backup/backup.cli';

runCli(backupCommand);
