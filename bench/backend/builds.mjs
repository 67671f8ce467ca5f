// The two builds the comparison runs: an earlier commit, checked out in a git worktree of its own
// (outside the repository) and built there, and the working tree as it is now, built into
// backend/dist-bench (ignored by git) so that another build of backend/dist cannot change it mid-run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
 * A worktree of `commit` in the system's temp folder, with the repository's installed packages
 * (every entry of node_modules linked, except @elearning/*, which point to the worktree's own
 * packages), built once. Returns { label, sha, mainJs }.
 */
export function buildCommit(repoRoot, commit) {
  const sha = run('git', ['rev-parse', '--short', `${commit}^{commit}`], repoRoot).trim();
  const tree = join(tmpdir(), `bench-backend-${sha}`);
  const mainJs = join(tree, 'backend', 'dist', 'main.js');
  const marker = join(tree, 'backend', 'dist', '.bench-built');
  if (existsSync(marker)) return { label: sha, sha, mainJs };
  if (!existsSync(tree)) run('git', ['worktree', 'add', '--detach', tree, sha], repoRoot);
  const modules = join(tree, 'node_modules');
  mkdirSync(join(modules, '@elearning'), { recursive: true });
  for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
    if (entry === '@elearning' || existsSync(join(modules, entry))) continue;
    symlinkSync(join(repoRoot, 'node_modules', entry), join(modules, entry));
  }
  for (const pkg of readdirSync(join(tree, 'packages'))) {
    const link = join(modules, '@elearning', pkg);
    if (!existsSync(link)) symlinkSync(join(tree, 'packages', pkg), link);
  }
  const backendModules = join(repoRoot, 'backend', 'node_modules');
  if (existsSync(backendModules)) {
    mkdirSync(join(tree, 'backend', 'node_modules'), { recursive: true });
    for (const entry of readdirSync(backendModules)) {
      const link = join(tree, 'backend', 'node_modules', entry);
      if (!existsSync(link)) symlinkSync(join(backendModules, entry), link);
    }
  }
  console.log(`building ${sha} in ${tree}`);
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
