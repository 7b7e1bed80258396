// Creates a PGlite cluster (initdb) in a data directory and closes it:
//   node pglite-initdb.mjs <dataDir> '<start parameters as JSON>'
// Run in a child process by database.ts: initdb grows PGlite's WebAssembly memory to about
// 700 MB, which a WebAssembly instance never gives back; a child's memory goes when it exits.
import { PGlite } from '@electric-sql/pglite'

const [dataDir, startParams] = process.argv.slice(2)
const lite = await PGlite.create({ dataDir, startParams: JSON.parse(startParams) })
await lite.close()
