// The two builds the comparison runs: an earlier commit, checked out in a git worktree of its own
// (outside the repository) and built there, and the working tree as it is now, built into
// backend/dist-bench (ignored by git) so that another build of backend/dist cannot change it mid-run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

/** The backend's build in `root`: the contract's route table first where the commit has one. */
function buildBackend(root, outDir) {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const contractBuild = join(root, 'packages', 'contract', 'tsconfig.build.json');
  if (existsSync(contractBuild)) run(tsc, ['-p', contractBuild], join(root, 'backend'));
  run(tsc, ['-p', 'tsconfig.build.json', ...(outDir ? ['--outDir', outDir] : [])], join(root, 'backend'));
}

/**
 * A worktree of `commit` in the system's temp folder with the packages of its own lockfile
 * (`npm ci` of the backend's workspace: about 30 s and 450 MB; an earlier commit may need a package
 * the working tree has since dropped, so the repository's node_modules cannot be shared), built
 * once. Returns { label, sha, mainJs }.
 */
export function buildCommit(repoRoot, commit) {
  const sha = run('git', ['rev-parse', '--short', `${commit}^{commit}`], repoRoot).trim();
  const tree = join(tmpdir(), `bench-backend-${sha}`);
  const mainJs = join(tree, 'backend', 'dist', 'main.js');
  // (A worktree built before its packages were its own has `.bench-built` only: installed again.)
  const marker = join(tree, 'backend', 'dist', '.bench-built-own-packages');
  if (existsSync(marker)) return { label: sha, sha, mainJs };
  if (!existsSync(tree)) run('git', ['worktree', 'add', '--detach', tree, sha], repoRoot);
  console.log(`installing ${sha}'s packages and building it in ${tree}`);
  for (const modules of [join(tree, 'node_modules'), join(tree, 'backend', 'node_modules')])
    rmSync(modules, { recursive: true, force: true });
  run(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--workspace', 'backend', '--include-workspace-root'],
    tree,
  );
  buildBackend(tree);
  writeFileSync(marker, `${sha}\n`);
  return { label: sha, sha, mainJs };
}

/**
 * The working tree's backend, built into backend/dist-bench (BENCH_NO_BUILD=1: use it as it is).
 * Its label is the commit it was built on (+tree when backend/src or the contract had changes),
 * kept beside the build so that a later run without building names what it really runs.
 */
export function buildWorkingTree(repoRoot) {
  const outDir = join(repoRoot, 'backend', 'dist-bench');
  const labelFile = join(outDir, '.bench-label');
  if (process.env.BENCH_NO_BUILD !== '1') {
    console.log('building the working tree into backend/dist-bench');
    buildBackend(repoRoot, outDir);
    const head = run('git', ['rev-parse', '--short', 'HEAD'], repoRoot).trim();
    const dirty = run(
      'git',
      ['status', '--porcelain', '--', 'backend/src', 'packages/contract/src'],
      repoRoot,
    ).trim();
    writeFileSync(labelFile, dirty ? `${head}+tree` : head);
  }
  const label = existsSync(labelFile) ? readFileSync(labelFile, 'utf8').trim() : 'dist-bench';
  return { label, sha: label, mainJs: join(outDir, 'main.js') };
}
