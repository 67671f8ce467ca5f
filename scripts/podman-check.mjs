// What the images test needs from podman on this kind of machine, and the one check that it works:
// used by `npm test` (scripts/test.mjs) before it runs the images suite and by the suite itself
// (e2e/support/images-stack.mjs). Node built-ins only: it runs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every binary the images test runs, with the Debian package that ships it. Debian's podman only
 * recommends or suggests most of them, and `--no-install-recommends` leaves them out.
 */
export const PODMAN_PACKAGES = [
  ['/usr/bin/podman', 'podman'],
  ['/usr/sbin/runc', 'runc'],
  // The stand-in base images are Debian roots made with debootstrap (deploy/scripts/stand-in-base-images.sh).
  ['/usr/sbin/debootstrap', 'debootstrap'],
  // Compose's services find each other by name: podman's netavark network with its DNS server
  // (without them podman falls back to CNI with no name resolution: "getaddrinfo ENOTFOUND db").
  ['/usr/lib/podman/netavark', 'netavark'],
  ['/usr/lib/podman/aardvark-dns', 'aardvark-dns'],
  // netavark sets up the bridge network's NAT with iptables; without it every container on a
  // network (and every RUN step of a build) fails with "netavark: No such file or directory".
  ['/usr/sbin/iptables', 'iptables'],
];

/** What this kind of machine needs for podman (../shared/notes/platform.md), for the CLI and the API. */
const CONTAINERS_CONF = `[containers]
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]
[engine]
runtime = "/usr/sbin/runc"
cgroup_manager = "cgroupfs"
[network]
network_backend = "netavark"
`;

let confDir;
/** The environment podman (CLI and service) runs with: CONTAINERS_CONF with this machine's flags. */
export function podmanEnv() {
  if (!confDir) {
    confDir = mkdtempSync(path.join(os.tmpdir(), 'elearning-podman-conf-'));
    writeFileSync(path.join(confDir, 'containers.conf'), CONTAINERS_CONF);
    process.once('exit', () => rmSync(confDir, { recursive: true, force: true }));
  }
  return { ...process.env, CONTAINERS_CONF: path.join(confDir, 'containers.conf') };
}

/** A root with only /bin/true and the libraries it links: a container that needs no image. */
function tinyRoot() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elearning-podman-probe-'));
  const copy = (file) => {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    copyFileSync(file, path.join(dir, file));
  };
  copy('/usr/bin/true');
  const ldd = spawnSync('ldd', ['/usr/bin/true'], { encoding: 'utf8' });
  for (const lib of ldd.stdout?.match(/\/\S+/g) ?? []) copy(lib);
  return dir;
}

/**
 * Why podman cannot run the images test here, or '' when it can: a missing binary by name, else
 * the error of a real container started on podman's default bridge network (what compose and every
 * build's RUN step need), so nothing fails half-way through a build.
 */
export function podmanProblem(env = podmanEnv()) {
  const missing = PODMAN_PACKAGES.filter(([file]) => !existsSync(file)).map(([file]) => file);
  if (missing.length) return `missing ${missing.join(', ')}`;
  const root = tinyRoot();
  try {
    const probe = spawnSync('podman', ['run', '--rm', '--rootfs', root, '/usr/bin/true'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (probe.status === 0) return '';
    const said = `${probe.stderr ?? ''}${probe.error?.message ?? ''}`.trim().split('\n').pop();
    return `podman cannot start a container on its bridge network here (${said || `exit ${probe.status}`})`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
