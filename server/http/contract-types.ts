/**
 * The contract's TypeScript types, as openapi-typescript generates them from openapi/ (`npm run
 * api:types`). The one place on the server that knows where that output lives: when it moves,
 * only this line changes.
 */
export type { components, operations, paths } from '../../openapi/dist/schema'
