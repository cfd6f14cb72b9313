import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The running server's local door for the command-line tools (decision 071). On PGlite the
 * database directory is the server process's own: `npm run create-admin` cannot write beside it,
 * so it asks the running server to do the write through a Unix socket inside the data directory.
 * The socket lives in `control/`, a directory only the data directory's owner may enter (0700):
 * the filesystem decides who may knock, as it decides who may read the database files. Nothing
 * listens on the network.
 *
 * `control/server.pid` says a server holds the directory even where there is no socket (Windows,
 * or a data directory whose path is too long for one): the tools then refuse and say what to do.
 */

const CONTROL_DIR = 'control';
const SOCKET_FILE = 'server.sock';
const PID_FILE = 'server.pid';
/** Unix socket paths are at most 104–108 bytes, depending on the system. */
const LONGEST_SOCKET_PATH = 100;
const LONGEST_REQUEST_BYTES = 16 * 1024;
const ANSWER_TIMEOUT_MS = 30_000;

export const ZControlRequest = z.strictObject({
  command: z.literal('create-admin'),
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  role: z.string().max(16).optional(),
});
export type ControlRequest = z.infer<typeof ZControlRequest>;

export const ZControlAnswer = z.union([
  z.object({ ok: z.literal(true), message: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ControlAnswer = z.infer<typeof ZControlAnswer>;

/** A refusal the tool shows as it is (bad input); anything else is logged and answered plainly. */
export class ControlRefusal extends Error {}

export function controlDir(dataDir: string): string {
  return path.join(dataDir, CONTROL_DIR);
}

/** The socket's path, or null where there is none (Windows, or too long a path). */
export function controlSocketPath(dataDir: string): string | null {
  if (process.platform === 'win32') return null;
  const socket = path.join(controlDir(dataDir), SOCKET_FILE);
  return Buffer.byteLength(socket) <= LONGEST_SOCKET_PATH ? socket : null;
}

function pidFile(dataDir: string): string {
  return path.join(controlDir(dataDir), PID_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the server that holds `dataDir`, if one is running (by its pid file). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Whether a server answers on `dataDir`'s socket (a file left by one that died does not). */
export function isControlAnswering(dataDir: string): Promise<boolean> {
  const socket = controlSocketPath(dataDir);
  return socket && fs.existsSync(socket) ? isAnswering(socket) : Promise.resolve(false);
}

function isAnswering(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Why a tool that opens the PGlite directory itself must not, or null when no server holds it:
 * two processes on one PGlite directory corrupt it.
 */
export async function heldByServer(dataDir: string): Promise<string | null> {
  const socket = controlSocketPath(dataDir);
  const pid = socket ? null : runningServerPid(dataDir);
  if (!(socket ? await isControlAnswering(dataDir) : pid)) return null;
  return (
    `a server${pid ? ` (pid ${pid})` : ''} is running on the PGlite directory ${dataDir}, which only it may open. ` +
    'Stop it (Ctrl+C where it runs), run this command again, then start the server again (`npm run serve`).' +
    (pid ? ` If no server is running, delete ${pidFile(dataDir)}.` : '')
  );
}

export type ControlServer = { socket: string | null; close(): Promise<void> };

/**
 * Opens the door: writes the pid file and listens on the socket. Each connection sends one JSON
 * line and gets one back. `handle` does the work; a `ControlRefusal` it throws is shown to the
 * tool's user, any other error is logged and answered without its details.
 */
export async function startControlServer(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<string>,
  log: { error: (obj: object, msg: string) => void },
): Promise<ControlServer> {
  const dir = controlDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  fs.writeFileSync(pidFile(dataDir), `${process.pid}\n`, { mode: 0o600 });
  const removePid = () => {
    try {
      if (fs.readFileSync(pidFile(dataDir), 'utf8').trim() === String(process.pid))
        fs.rmSync(pidFile(dataDir));
    } catch {
      // already gone
    }
  };
  const socket = controlSocketPath(dataDir);
  if (!socket) return { socket: null, close: async () => removePid() };
  if (fs.existsSync(socket)) {
    if (await isAnswering(socket))
      throw new Error(`another server is running on the data directory ${dataDir}`);
    fs.rmSync(socket, { force: true });
  }

  const answer = async (line: string): Promise<ControlAnswer> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return { ok: false, message: 'not a JSON request' };
    }
    const request = ZControlRequest.safeParse(parsed);
    if (!request.success) return { ok: false, message: 'unknown request' };
    try {
      return { ok: true, message: await handle(request.data) };
    } catch (err) {
      if (err instanceof ControlRefusal) return { ok: false, message: err.message };
      log.error({ err }, 'control request failed');
      return { ok: false, message: 'the server could not do it: see its log' };
    }
  };

  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(ANSWER_TIMEOUT_MS, () => connection.destroy());
    connection.on('error', () => undefined);
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > LONGEST_REQUEST_BYTES) return connection.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      connection.removeAllListeners('data');
      void answer(received.slice(0, end)).then((reply) =>
        connection.end(`${JSON.stringify(reply)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socket, 0o600);
  return {
    socket,
    close: () =>
      new Promise<void>((resolve) => {
        // Closing the server removes the socket file.
        server.close(() => resolve());
        removePid();
      }),
  };
}

/**
 * Sends one request to the server running on `dataDir`. Answers null when no server listens
 * there (no socket, or a file left by one that died).
 */
export function sendControlRequest(
  dataDir: string,
  request: ControlRequest,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<ControlAnswer | null> {
  const socket = controlSocketPath(dataDir);
  if (!socket || !fs.existsSync(socket)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    let received = '';
    let connected = false;
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () =>
      connection.destroy(new Error('the running server did not answer in time')),
    );
    connection.once('connect', () => {
      connected = true;
      connection.write(`${JSON.stringify(request)}\n`);
    });
    connection.on('data', (chunk: string) => (received += chunk));
    connection.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(err);
    });
    connection.once('end', () => {
      const answer = ZControlAnswer.safeParse(
        (() => {
          try {
            return JSON.parse(received);
          } catch {
            return null;
          }
        })(),
      );
      if (answer.success) resolve(answer.data);
      else reject(new Error('the running server gave no answer'));
    });
  });
}
