/**
 * `npm run dev`: the platform under `tsx watch` (restarts on server changes, no client build) and
 * vite's dev server (proxying /api, /ws, /dev/outbox, /healthz, /locales to it). Either exiting,
 * or Ctrl-C, stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_CLIENT_BUILD: '1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
]

let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
