import { parseArgs } from 'node:util';
import { passwordProblem } from '@shop/contracts';
import { saveAdministrator } from '../modules/admin/administrators.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

export const ADMIN_CREATE_USAGE = `Usage: ADMIN_PASSWORD=<password> npm run admin:create -- --email <email> --name <name> [--data-dir <folder>]

Creates a back-office administrator, or sets the name and password of an existing one (and enables it).
The password comes from ADMIN_PASSWORD, not the command line, so it stays out of the shell history and the
process list: at least 8 characters with an upper-case letter, a lower-case letter and a digit.
  --email <email>      the administrator's sign-in email
  --name <name>        the name the audit log shows
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's. Works while the shop runs.`;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `npm run admin:create`: the shop owner adds an administrator. */
export async function runAdminCreateCommand(argv: string[], io: CommandIo): Promise<{ exitCode: number }> {
  let email: string;
  let name: string;
  let password: string;
  let config;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, 'data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    email = values.email?.trim().toLowerCase() ?? '';
    name = values.name?.trim() ?? '';
    password = io.env.ADMIN_PASSWORD ?? '';
    if (!EMAIL_SHAPE.test(email)) throw new Error('--email must be an email address');
    if (!name) throw new Error('--name is required');
    if (!password) throw new Error('ADMIN_PASSWORD is not set');
    const problem = passwordProblem(password);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    config = commandConfig(io, values['data-dir']);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${ADMIN_CREATE_USAGE}`);
    return { exitCode: 2 };
  }
  return withCommandDatabase(config, io, async (database) => {
    const { administrator, created } = await saveAdministrator(database.db, { email, name, password });
    io.log(
      `Administrator ${administrator.email} (${administrator.name}) ${created ? 'created' : 'updated'}.`,
    );
    return { exitCode: 0 };
  });
}
