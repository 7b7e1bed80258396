/**
 * The Node flags the platform runs with (`npm start`, testing/platform-process.ts, the e2e
 * platform; db/prepare.ts inherits them through `process.execArgv`).
 *
 * `--max-semi-space-size=4` (MiB): V8's young generation grows to 2 × 16 MiB while the platform
 * starts (tsx transpiling the modules, migrations, the seed) and keeps that committed afterwards,
 * though an idle platform uses ~30 MiB of heap in all. Capped at 4 MiB the idle process is ~35 MB
 * smaller (docs/decisions.md, "Node-side idle memory"); 2 MiB saved nothing more, 8 MiB ~10 MB less.
 * package.json's `start` script spells the same flag out.
 */
export const PLATFORM_NODE_FLAGS = ['--max-semi-space-size=4'] as const
