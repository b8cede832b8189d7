import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The example configuration the README shows; the test runs it with the instances' ports. */
export const NGINX_EXAMPLE = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

const NGINX = '/usr/sbin/nginx';

export interface TestNginx {
  readonly url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function untilAccepting(port: number, exited: Promise<unknown>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const socket = connect(port, '127.0.0.1');
    const accepted = await Promise.race([
      once(socket, 'connect').then(
        () => true,
        () => false,
      ),
      exited.then(() => {
        throw new Error('nginx exited at start-up');
      }),
    ]);
    socket.destroy();
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx is not accepting on port ${port}`);
}

/**
 * nginx (Debian's `nginx-light`, which .ci/run installs) with `deploy/nginx.conf` as written,
 * its upstream pointing at `instancePorts` and listening on a free loopback port; everything
 * it writes stays in a temporary directory.
 */
export async function startNginx(instancePorts: readonly number[]): Promise<TestNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (.ci/run does)`);
  const directory = await mkdtemp(path.join(tmpdir(), 'tarot-nginx-'));
  // Workers may run as another user than the master: they write buffered bodies here.
  await chmod(directory, 0o755);
  const port = await freePort();
  const example = await readFile(NGINX_EXAMPLE, 'utf8');
  const site = example
    .replace(/^(\s*)server 127\.0\.0\.1:\d+;\n/gm, '')
    .replace(
      /upstream tarot_instances \{\n/,
      (opening) => opening + instancePorts.map((instance) => `    server 127.0.0.1:${instance};\n`).join(''),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (site === example)
    throw new Error(`${NGINX_EXAMPLE} no longer has the upstream and listen lines the test fills in`);
  const temporary = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => path.join(directory, name));
  for (const folder of temporary) {
    await mkdir(folder);
    await chmod(folder, 0o777);
  }
  await writeFile(path.join(directory, 'tarot.conf'), site);
  await writeFile(
    path.join(directory, 'nginx.conf'),
    `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temporary[0]};
  proxy_temp_path ${temporary[1]};
  fastcgi_temp_path ${temporary[2]};
  uwsgi_temp_path ${temporary[3]};
  scgi_temp_path ${temporary[4]};
  include ${directory}/tarot.conf;
}
`,
  );
  const nginx = spawn(NGINX, ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(nginx, 'exit');
  await untilAccepting(port, exited);
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      nginx.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
