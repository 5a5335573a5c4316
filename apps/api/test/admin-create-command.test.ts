import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { runAdminCreateCommand } from '../src/cli/admin-create-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { administrators } from '../src/db/schema/index.ts';

function io(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  return {
    lines,
    io: {
      env,
      cwd: process.cwd(),
      log: (message: string) => lines.push(message),
      error: (message: string) => lines.push(message),
    },
  };
}

describe('npm run admin:create', () => {
  it('needs an email, a name and a strong ADMIN_PASSWORD', async () => {
    const noPassword = io({});
    expect((await runAdminCreateCommand(['--email', 'a@b.lt', '--name', 'A'], noPassword.io)).exitCode).toBe(
      2,
    );
    expect(noPassword.lines.join('\n')).toContain('ADMIN_PASSWORD is not set');
    const weak = io({ ADMIN_PASSWORD: 'password' });
    expect((await runAdminCreateCommand(['--email', 'a@b.lt', '--name', 'A'], weak.io)).exitCode).toBe(2);
    expect(weak.lines.join('\n')).toContain('ADMIN_PASSWORD: The password must contain');
    const badEmail = io({ ADMIN_PASSWORD: 'Admin1234' });
    expect((await runAdminCreateCommand(['--email', 'nope', '--name', 'A'], badEmail.io)).exitCode).toBe(2);
    expect(badEmail.lines.join('\n')).toContain('--email must be an email address');
  });

  it('creates an administrator, then updates its name and password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-admin-create-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const first = io({ ...env, ADMIN_PASSWORD: 'Admin1234' });
      expect(
        (await runAdminCreateCommand(['--email', 'Vadove@Shop.lt', '--name', 'Vadovė'], first.io)).exitCode,
      ).toBe(0);
      expect(first.lines).toEqual(['Administrator vadove@shop.lt (Vadovė) created.']);
      const second = io({ ...env, ADMIN_PASSWORD: 'Kitas5678' });
      expect(
        (await runAdminCreateCommand(['--email', 'vadove@shop.lt', '--name', 'Vadovė Jonaitė'], second.io))
          .exitCode,
      ).toBe(0);
      expect(second.lines).toEqual(['Administrator vadove@shop.lt (Vadovė Jonaitė) updated.']);
      const check = await openDatabase(loadConfig(env));
      try {
        const rows = await check.db.select().from(administrators);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.name).toBe('Vadovė Jonaitė');
        expect(rows[0]?.role).toBe('owner');
        expect(await verify(rows[0]!.passwordHash ?? '', 'Kitas5678')).toBe(true);
      } finally {
        await check.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
