// `npm run restore -- FILE [--replace] [--passphrase-env VAR]`: writes a backup into DATABASE_URL or
// DATA_DIR/pglite in one transaction, after checking the whole file; a database holding data is
// refused unless --replace. Every session ends. With the embedded database, stop the server first.
import { restoreCommand, runCli } from '../src/server/modules/backup/backup.cli';

runCli(restoreCommand);
