import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * The embedded database (PGlite) may be opened by one process at a time: two processes writing one data
 * folder corrupt it. The process that opens it first claims the data folder by listening on a Unix domain
 * socket in it, `shop-control.sock` (mode 0600), and answers on it for as long as it holds the database;
 * whoever finds someone answering there leaves the folder alone (docs/adr/0045-cli-on-a-running-shop.md).
 *
 * On the socket, newline-delimited JSON: the owner greets every connection with a `hello` naming itself;
 * the caller may then send one request (`src/cli/command-socket.ts`), answered by lines ending in `exit`.
 */
export const CONTROL_SOCKET_NAME = 'shop-control.sock';
/** Beside the socket when the socket itself lives in the temp folder (data folder path too long). */
export const CONTROL_SOCKET_POINTER = 'shop-control.path';

/** Unix socket paths hold at most 108 bytes on Linux, 104 on macOS, with the final NUL. */
const MAX_SOCKET_PATH_BYTES = 103;

/** A message from the data folder's owner to a caller, one JSON object per line. */
export type ControlMessage =
  | { type: 'hello'; owner: string }
  | { type: 'log' | 'error' | 'write'; text: string }
  | { type: 'exit'; code: number };

/** What a caller sends after the greeting. */
export interface ControlRequest {
  command: string;
  argv: string[];
  /** The caller's working folder: relative paths in argv mean it. */
  cwd: string;
  /** The few environment variables the command reads besides the configuration (ADMIN_PASSWORD). */
  env?: Record<string, string>;
}

/** Answers one request: `send` each line, the last one an `exit`. */
export type ControlRequestHandler = (
  request: ControlRequest,
  send: (message: ControlMessage) => void,
) => Promise<void>;

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${owner}. The embedded database may be opened by one process ` +
        'at a time; stop that one first (command-line tools do not need that: they run inside the API).',
    );
  }
}

function hashedSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `shop-control-${hash}.sock`);
}

/**
 * Where the data folder's control socket is: in the folder, or, when that path is too long for a Unix
 * socket, in the temp folder under a hash of the data folder's path (written down in the data folder, so
 * a caller with another TMPDIR finds it).
 */
export function controlSocketPath(dataDir: string): string {
  const folder = resolve(dataDir);
  const inFolder = join(folder, CONTROL_SOCKET_NAME);
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH_BYTES) return inFolder;
  try {
    const written = readFileSync(join(folder, CONTROL_SOCKET_POINTER), 'utf8').trim();
    if (written) return written;
  } catch {
    // No pointer yet: nobody has claimed the folder since it was created.
  }
  return hashedSocketPath(folder);
}

function parseLine(line: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Splits a socket's data into lines and hands each JSON object on. */
function onObjects(socket: net.Socket, handle: (value: Record<string, unknown>) => void): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const value = parseLine(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (value) handle(value);
    }
  });
}

/** The owner's messages on a socket, one by one. */
export function onMessages(socket: net.Socket, handle: (message: ControlMessage) => void): void {
  onObjects(socket, (value) => {
    if (typeof value.type === 'string') handle(value as unknown as ControlMessage);
  });
}

type OwnerAnswer = { owner: string; socket: net.Socket } | null | 'gone';

function connectOnce(path: string, greetingMs: number): Promise<OwnerAnswer> {
  return new Promise((resolvePromise, reject) => {
    const socket = net.connect(path);
    let settled = false;
    const settle = (result: OwnerAnswer, error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result === null || result === 'gone' || error) socket.destroy();
      if (error) reject(error);
      else resolvePromise(result);
    };
    // An owner whose event loop is busy (a long query on the embedded database) greets late, but it is
    // listening: it is an owner.
    const timer = setTimeout(() => settle({ owner: 'a process that does not answer', socket }), greetingMs);
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') settle(null);
      else if (error.code === 'ECONNRESET' || error.code === 'EPIPE') settle('gone');
      else settle(null, new Error(`Cannot reach the control socket ${path}: ${error.message}`));
    });
    // Closed before greeting: the owner was letting go of the folder (a tool, the demo preparation).
    socket.once('close', () => settle('gone'));
    onMessages(socket, (message) => {
      if (message.type === 'hello') settle({ owner: message.owner, socket });
    });
  });
}

/**
 * Connects to the data folder's owner: its greeting and the open socket, or null when nobody listens
 * there (no socket, or a socket file left by a process that died). An owner that lets go of the folder
 * while we connect is asked again (the next one may be the API, after the demo preparation's child).
 */
export async function connectToOwner(
  dataDir: string,
  greetingMs = 30_000,
): Promise<{ owner: string; socket: net.Socket } | null> {
  for (let attempt = 0; ; attempt++) {
    const answer = await connectOnce(controlSocketPath(dataDir), greetingMs);
    if (answer !== 'gone') return answer;
    if (attempt >= 20) return null;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
}

/** A claimed data folder: answers on its control socket until released. */
export interface DataFolderClaim {
  readonly dataDir: string;
  readonly socketPath: string;
  /** Who holds the folder, as callers are told. */
  readonly owner: string;
  /** Serves requests with `handler` from now on (the API); by default they are refused. */
  serve(handler: ControlRequestHandler): void;
  /** Stops answering and removes the socket: call once the database is closed. */
  release(): Promise<void>;
}

function listen(server: net.Server, path: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(path, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });
}

/**
 * Claims the data folder for this process, or throws DataFolderInUseError when another process answers
 * on its socket. A socket file nobody answers on (its process died) is removed and claimed.
 */
export async function claimDataFolder(dataDir: string, owner = defaultOwner()): Promise<DataFolderClaim> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const inFolder = join(folder, CONTROL_SOCKET_NAME);
  const socketPath =
    Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH_BYTES ? inFolder : hashedSocketPath(folder);

  let handler: ControlRequestHandler = async (_request, send) => {
    send({
      type: 'error',
      text: `The data folder ${folder} is in use by ${owner}; try again when it finishes.`,
    });
    send({ type: 'exit', code: 1 });
  };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const send = (message: ControlMessage) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
    };
    send({ type: 'hello', owner });
    let requested = false;
    onObjects(socket, (value) => {
      const request = value as Partial<ControlRequest>;
      if (requested || typeof request.command !== 'string') return;
      requested = true;
      const valid =
        Array.isArray(request.argv) &&
        request.argv.every((arg) => typeof arg === 'string') &&
        typeof request.cwd === 'string';
      const answered = valid
        ? handler(request as ControlRequest, send)
        : Promise.resolve().then(() => {
            send({ type: 'error', text: 'A request needs command, argv (strings) and cwd.' });
            send({ type: 'exit', code: 2 });
          });
      void answered
        .catch((error: unknown) => {
          send({ type: 'error', text: error instanceof Error ? error.message : String(error) });
          send({ type: 'exit', code: 1 });
        })
        .finally(() => socket.end());
    });
  });
  // The socket never keeps a process alive on its own (a CLI exits when its work is done).
  server.unref();

  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const answer = await connectToOwner(folder);
    if (answer) {
      answer.socket.destroy();
      throw new DataFolderInUseError(folder, answer.owner);
    }
    // Left by a process that died: nobody answers on it.
    rmSync(socketPath, { force: true });
    await listen(server, socketPath);
  }
  chmodSync(socketPath, 0o600);
  if (socketPath !== inFolder) writeFileSync(join(folder, CONTROL_SOCKET_POINTER), `${socketPath}\n`);

  let released = false;
  return {
    dataDir: folder,
    socketPath,
    owner,
    serve(next) {
      handler = next;
    },
    async release() {
      if (released) return;
      released = true;
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        for (const socket of sockets) socket.destroy();
      });
      rmSync(socketPath, { force: true });
      if (socketPath !== inFolder) rmSync(join(folder, CONTROL_SOCKET_POINTER), { force: true });
    },
  };
}

/** "node dist/stock-set.js (pid 4242)": what another process is told holds the folder. */
export function defaultOwner(): string {
  const script = process.argv[1] ? basename(process.argv[1]) : 'node';
  return `${script} (pid ${process.pid})`;
}
