import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runShopCommand } from '../src/cli/command-runner.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  claimDataFolder,
  connectToOwner,
  CONTROL_SOCKET_NAME,
  CONTROL_SOCKET_POINTER,
  controlSocketPath,
  DataFolderInUseError,
} from '../src/db/data-folder-claim.ts';

const folders: string[] = [];
async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-claim-'));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A process that listens on the socket path and dies without cleaning up, as a crashed API would. */
async function leaveStaleSocket(socketPath: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => child.once('exit', resolve));
}

describe('the data folder claim (docs/adr/0045)', () => {
  it('lets one holder at a time open the embedded database, and tells the next who holds it', async () => {
    const dataDir = await dataFolder();
    const options = { databaseUrl: null, pgDataDir: path.join(dataDir, 'pgdata'), dataDir };
    const first = await openDatabase(options, { owner: 'the test API' });
    try {
      const socket = path.join(dataDir, CONTROL_SOCKET_NAME);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      await expect(openDatabase(options)).rejects.toThrow(
        `The data folder ${dataDir} is in use by the test API.`,
      );
      await expect(claimDataFolder(dataDir)).rejects.toBeInstanceOf(DataFolderInUseError);
    } finally {
      await first.close();
    }
    // Closed: released, and the next one may open it.
    expect(existsSync(path.join(dataDir, CONTROL_SOCKET_NAME))).toBe(false);
    const second = await openDatabase(options);
    await second.close();
  }, 120_000);

  it('claims a folder whose socket was left by a process that died', async () => {
    const dataDir = await dataFolder();
    const socket = path.join(dataDir, CONTROL_SOCKET_NAME);
    await leaveStaleSocket(socket);
    expect(existsSync(socket)).toBe(true);
    expect(await connectToOwner(dataDir)).toBeNull();
    const claim = await claimDataFolder(dataDir, 'the second start');
    try {
      const answer = await connectToOwner(dataDir);
      expect(answer?.owner).toBe('the second start');
      answer?.socket.destroy();
    } finally {
      await claim.release();
    }
  });

  it('puts the socket in the temp folder when the data folder path is too long for one', async () => {
    let dataDir = await dataFolder();
    while (Buffer.byteLength(path.join(dataDir, CONTROL_SOCKET_NAME)) <= 110) {
      dataDir = path.join(dataDir, 'a-rather-long-folder-name');
    }
    await mkdir(dataDir, { recursive: true });
    const claim = await claimDataFolder(dataDir, 'the long one');
    try {
      expect(path.dirname(claim.socketPath)).toBe(tmpdir());
      expect((await readFile(path.join(dataDir, CONTROL_SOCKET_POINTER), 'utf8')).trim()).toBe(
        claim.socketPath,
      );
      expect(controlSocketPath(dataDir)).toBe(claim.socketPath);
      await expect(claimDataFolder(dataDir)).rejects.toThrow('is in use by the long one');
    } finally {
      await claim.release();
    }
    expect(existsSync(claim.socketPath)).toBe(false);
  });

  it('refuses commands when the holder is not the API: try again when it finishes', async () => {
    const dataDir = await dataFolder();
    const claim = await claimDataFolder(dataDir, 'node dist/generate.js (pid 1)');
    const out: string[] = [];
    try {
      const code = await runShopCommand('stock:set', {
        argv: ['--variant', 'X', '--quantity', '1', '--data-dir', dataDir],
        env: { LOG_LEVEL: 'silent' },
        cwd: process.cwd(),
        stdout: (text) => out.push(text),
        stderr: (text) => out.push(text),
      });
      expect(code).toBe(1);
      expect(out.join('')).toContain(
        `The data folder ${dataDir} is in use by node dist/generate.js (pid 1); try again when it finishes.`,
      );
    } finally {
      await claim.release();
    }
  });
});
