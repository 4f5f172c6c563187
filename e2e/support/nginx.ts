import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultManifestUrl, REMOTES as REGISTRY, remoteUrlVariable } from '@csan/remotes';
import { REPO_ROOT, remoteDist, shellDist } from './paths';
import { waitForHttp } from './wait';

export const NGINX_BINARY = '/usr/sbin/nginx';
const TEMPLATES = path.join(REPO_ROOT, 'nginx', 'templates');

/**
 * envsubst as the official nginx image runs it: only the named variables are replaced, so
 * nginx's own `$uri`-style variables survive. A placeholder left unset is an error here
 * (the image would leave it in and nginx would fail far less clearly).
 */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  const rendered = text.replace(
    /\$\{([A-Z0-9_]+)\}/g,
    (whole, name: string) => vars[name] ?? whole,
  );
  const left = rendered.match(/\$\{(CSAN|REMOTE_URL)_[A-Z0-9_]+\}/);
  if (left) throw new Error(`nginx template variable ${left[0]} has no value`);
  return rendered;
}

/** config.json's default remote URLs: relative, so every host (area subdomains too) works. */
export function defaultRemoteUrls(): Record<string, string> {
  return Object.fromEntries(REGISTRY.map((r) => [remoteUrlVariable(r), defaultManifestUrl(r)]));
}

export interface RunningNginx {
  port: number;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx in the foreground as the current user over the repo's build: the
 * production template rendered for a loopback port, next to a minimal main nginx.conf.
 */
export async function startNginx(options: {
  port: number;
  serverName: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
  siteUrl: string;
  /** A remote's deployed folder instead of its dist (a release uploaded on its own). */
  remoteDirs?: Partial<Record<string, string>>;
  /** Another shell build instead of shell/dist (bench:web's monolith baseline). */
  shellRoot?: string;
}): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'csan-nginx-'));
  // nginx workers must be able to read what the master was pointed at.
  await chmod(dir, 0o755);
  // The production layout: one folder per remote under a common root (here, symlinks).
  const remotesRoot = path.join(dir, 'remotes');
  await mkdir(remotesRoot);
  for (const { folder } of REGISTRY) {
    await symlink(
      options.remoteDirs?.[folder] ?? remoteDist(folder),
      path.join(remotesRoot, folder),
    );
  }
  const supabaseWsUrl = options.supabaseUrl.replace(/^http/, 'ws');
  const vars: Record<string, string> = {
    CSAN_LISTEN: `127.0.0.1:${options.port}`,
    CSAN_SERVER_NAME: options.serverName,
    CSAN_SHELL_ROOT: options.shellRoot ?? shellDist(),
    CSAN_REMOTES_ROOT: remotesRoot,
    CSAN_CONFIG_JSON: path.join(dir, 'config.json'),
    CSAN_SUPABASE_URL: options.supabaseUrl,
    CSAN_SUPABASE_WS_URL: supabaseWsUrl,
    CSAN_SUPABASE_ANON_KEY: options.supabaseAnonKey,
    CSAN_SITE_URL: options.siteUrl,
    CSAN_EXTRA_ORIGINS: '',
    ...defaultRemoteUrls(),
  };
  const read = (name: string) => readFile(path.join(TEMPLATES, name), 'utf8');
  await writeFile(
    path.join(dir, 'config.json'),
    renderTemplate(await read('config.json.template'), vars),
  );
  await writeFile(
    path.join(dir, 'csan.conf'),
    renderTemplate(await read('default.conf.template'), vars),
  );
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));

  const child = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', async (code) => {
      const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      reject(new Error(`nginx exited (${code}) during start:\n${log}`));
    }),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${options.port}/config.json`, 15_000), exited]);
  exited.catch(() => undefined);
  return {
    port: options.port,
    dir,
    async stop() {
      await stopNginx(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function mainConfig(dir: string): string {
  // Running as root (CI), workers would switch to `nobody`, who cannot read a clone under /root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  return `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/csan.conf;
}
`;
}

function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGQUIT'); // graceful shutdown
  });
}
