/**
 * `npx tsx tests/bench/rtp-only.ts [--rounds=N] [--workers=W]`: the slot's RTP simulation
 * (tests/bench/rtp.ts) alone; 10⁷ rounds on one worker thread per core unless told.
 */
import { formatRtp, measureRtp } from './rtp'

const option = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1]

measureRtp(option('rounds') ? Number(option('rounds')) : undefined, option('workers') ? Number(option('workers')) : undefined).then(
  (r) => console.log(formatRtp(r)),
  (error) => {
    console.error(error)
    process.exitCode = 1
  },
)
