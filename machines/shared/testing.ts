import type { AnyMachineSnapshot } from 'xstate'
import { ApiCallError } from './callError'

/**
 * What the machines' model and unit tests share: a snapshot's tags in a stable order, and failed
 * platform calls built the way src/'s call actors throw them. Test code only (never mutated).
 */

/** A snapshot's tags, sorted, to compare with `toEqual([...])`. */
export const tagsOf = (snapshot: AnyMachineSnapshot) => [...snapshot.tags].sort()

/** A call the platform refused or failed, in the spec's error shape. */
export const apiFailure = (status: number, code: string, message: string) => new ApiCallError(status, { status, code, message })

/** The platform is down: a 503 system error (its FlowError is `platformDownError`). */
export const platformDown = apiFailure(503, 'error.system.error', 'down')
export const platformDownError = { code: 'error.system.error', message: 'down', status: 503 } as const
