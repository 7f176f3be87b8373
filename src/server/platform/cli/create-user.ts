import type { Kysely } from 'kysely';
import { registerBody } from '../../../shared/contracts/auth';
import { roleSchema } from '../../../shared/contracts/users';
import { hashPassword } from '../../people/auth/passwords';
import type { Database } from '../db/schema';
import { CliError } from './flags';

export async function createUserCommand(db: Kysely<Database>, flags: Map<string, string>): Promise<number> {
  const known = new Set(['username', 'email', 'password', 'role']);
  for (const name of flags.keys()) if (!known.has(name)) throw new CliError(`Unknown flag --${name}.`);
  // The same rules as the registration form (docs/product.md#validation), so the CLI cannot make an account the site would refuse.
  const parsed = registerBody.safeParse({
    username: flags.get('username'),
    email: flags.get('email'),
    password: flags.get('password'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(`--${String(issue?.path[0] ?? 'input')}: ${issue?.message ?? 'invalid'}`);
  }
  const role = roleSchema.safeParse(flags.get('role') ?? 'member');
  if (!role.success || role.data === 'guest')
    throw new CliError('--role must be admin, moderator or member.');
  const user = await db
    .insertInto('users')
    .values({
      username: parsed.data.username,
      email: parsed.data.email,
      password_hash: await hashPassword(parsed.data.password),
      role: role.data,
      // The operator vouches for the address of an account made by hand.
      email_confirmed_at: new Date(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'username', 'role'])
    .executeTakeFirst();
  if (!user) throw new CliError('A user with that username or email already exists.');
  console.log(`Created ${user.role} "${user.username}" (id ${user.id}).`);
  return 0;
}
