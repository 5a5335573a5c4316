import { hash, verify } from '@node-rs/argon2';
import { ADMIN_CREDENTIALS_MESSAGE, type Administrator } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { administrators } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/http-error.ts';

/** An argon2 hash to verify against when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | null = null;

/** The administrator with this email and password; a 401 with one text for either mistake. */
export async function authenticateAdministrator(
  db: Database,
  input: { email: string; password: string },
  now = new Date(),
): Promise<Administrator> {
  const [row] = await db
    .select()
    .from(administrators)
    .where(eq(administrators.email, input.email.trim().toLowerCase()));
  // Unknown, or invited and the password not set yet: the same answer, after as long.
  if (!row?.passwordHash) {
    decoyHash ??= hash('not the password of anyone');
    await verify(await decoyHash, input.password);
    throw unauthorized(ADMIN_CREDENTIALS_MESSAGE);
  }
  if (!(await verify(row.passwordHash, input.password)) || !row.enabled)
    throw unauthorized(ADMIN_CREDENTIALS_MESSAGE);
  await db.update(administrators).set({ lastLoginAt: now }).where(eq(administrators.id, row.id));
  return { id: row.id, email: row.email, name: row.name };
}

/**
 * Creates an administrator (an owner), or sets the name and password of an existing one and makes them an
 * enabled owner (the `admin:create` command: the way back in when no owner can sign in).
 */
export async function saveAdministrator(
  db: Database,
  input: { email: string; name: string; password: string },
): Promise<{ administrator: Administrator; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hash(input.password);
  const [existing] = await db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, email));
  if (existing) {
    await db
      .update(administrators)
      .set({ name: input.name, passwordHash, enabled: true, role: 'owner' })
      .where(eq(administrators.id, existing.id));
    return { administrator: { id: existing.id, email, name: input.name }, created: false };
  }
  const [row] = await db
    .insert(administrators)
    .values({ email, name: input.name, passwordHash, role: 'owner' })
    .returning();
  if (!row) throw new Error('The administrator was not stored');
  return { administrator: { id: row.id, email: row.email, name: row.name }, created: true };
}
