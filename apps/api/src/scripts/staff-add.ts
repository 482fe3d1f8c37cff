/**
 * `pnpm staff:add EMAIL ROLE` (issue 28): gives an existing account the back office's role
 * `moderator` or `admin` (or `none` to take it away), on the API's database (DATABASE_URL, or
 * the embedded PostgreSQL under DATA_DIR as the API uses). The only way a staff account is made:
 * the site and the API never grant a role. Exit codes: 0 done, 1 no such account, 2 usage.
 */
import { withMigratedDatabase } from '../db/migrated-database.js';
import { isStaffRoleWord, setStaffRole, STAFF_ROLE_WORDS } from '../moderation/staff-accounts.js';

import { runCommand } from './run-command.js';

const USAGE = 'Usage: pnpm staff:add EMAIL moderator|admin|none';

async function main(): Promise<number> {
  const [email, word, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (email === undefined || word === undefined || rest.length > 0 || !isStaffRoleWord(word)) {
    console.error(USAGE);
    return 2;
  }
  return withMigratedDatabase(async ({ database }) => {
    const userId = await setStaffRole(database.db, email, STAFF_ROLE_WORDS[word]);
    if (userId === null) {
      console.error(`No account with the e-mail address ${email}: sign up first.`);
      return 1;
    }
    console.log(
      word === 'none'
        ? `${email} (user ${userId}) has no staff role any more.`
        : `${email} (user ${userId}) is now ${word}.`,
    );
    return 0;
  });
}

await runCommand(main);
