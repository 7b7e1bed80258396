import type { ActorRefLike, InspectionEvent } from 'xstate'
import { RingBuffer } from './ringBuffer'
import { sanitize } from './sanitize'

export interface LoggedEvent {
  at: number
  actorId: string
  machineId?: string
  type: string
  event: unknown
  stateAfter?: unknown
}

export interface LiveActor {
  actorId: string
  machineId: string
  value: unknown
  status: string
  recent: LoggedEvent[]
}

export interface EventLog {
  /** Pass as `createActor(machine, { inspect: log.inspect })`. */
  inspect: (event: InspectionEvent) => void
  /** Oldest first, at most `capacity`. */
  events(): LoggedEvent[]
  /** Live (not stopped) actors with their current state value. */
  actors(): LiveActor[]
  subscribe(listener: () => void): () => void
  toJSON(): { exportedAt: string; capacity: number; events: LoggedEvent[]; actors: LiveActor[] }
}

interface Tracked {
  ref: ActorRefLike
  machineId: string
  value: unknown
  status: string
  recent: RingBuffer<LoggedEvent>
  /** The entry of the event being processed, completed by the snapshot that follows it. */
  awaitingState?: LoggedEvent
}

// Inspection hands out the narrow ActorRefLike; the live Actor behind it also carries its logic and id.
function machineIdOf(ref: ActorRefLike): string | undefined {
  const logic = (ref as { logic?: { id?: unknown; root?: unknown } }).logic
  return logic?.root && typeof logic.id === 'string' ? logic.id : undefined
}

function idOf(ref: ActorRefLike): string {
  const { id } = ref as { id?: unknown }
  return typeof id === 'string' ? id : ref.sessionId
}

function stateOf(snapshot: unknown): { value: unknown; status: string } {
  const { value, status } = snapshot as { value?: unknown; status?: unknown }
  const known = typeof status === 'string' ? status : 'active'
  return { value: value === undefined ? known : sanitize(value), status: known }
}

/**
 * Records every actor's events and resulting states through XState's inspection API into a
 * bounded ring buffer, for the `/dev/flows` page and for bug reports (`toJSON`).
 *
 * @example
 * const log = createEventLog({ capacity: 500 })
 * const actor = createActor(countryCheckMachine, { inspect: log.inspect }).start()
 */
export function createEventLog(options: { capacity?: number; recentPerActor?: number } = {}): EventLog {
  const capacity = options.capacity ?? 500
  const recentPerActor = options.recentPerActor ?? 20
  const log = new RingBuffer<LoggedEvent>(capacity)
  const tracked = new Map<string, Tracked>()
  const listeners = new Set<() => void>()

  const track = (ref: ActorRefLike): Tracked => {
    let entry = tracked.get(ref.sessionId)
    if (!entry) {
      entry = { ref, machineId: machineIdOf(ref) ?? idOf(ref), value: undefined, status: 'active', recent: new RingBuffer(recentPerActor) }
      tracked.set(ref.sessionId, entry)
    }
    return entry
  }

  const record = (actor: Tracked, entry: LoggedEvent) => {
    log.push(entry)
    actor.recent.push(entry)
  }

  const notify = () => {
    for (const listener of listeners) listener()
  }

  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.actor') {
      track(inspection.actorRef)
    } else if (inspection.type === '@xstate.event') {
      const actor = track(inspection.actorRef)
      const entry: LoggedEvent = {
        at: Date.now(),
        actorId: inspection.actorRef.sessionId,
        machineId: machineIdOf(inspection.actorRef),
        type: inspection.event.type,
        event: sanitize(inspection.event),
      }
      actor.awaitingState = entry
      record(actor, entry)
      notify()
    } else if (inspection.type === '@xstate.snapshot') {
      const actor = track(inspection.actorRef)
      const { value, status } = stateOf(inspection.snapshot)
      actor.value = value
      actor.status = status
      const pending = actor.awaitingState
      if (pending && pending.type === inspection.event.type) {
        pending.stateAfter = value
      } else {
        // A snapshot with no event before it: the actor's initial state.
        record(actor, {
          at: Date.now(),
          actorId: inspection.actorRef.sessionId,
          machineId: machineIdOf(inspection.actorRef),
          type: inspection.event.type,
          event: sanitize(inspection.event),
          stateAfter: value,
        })
      }
      actor.awaitingState = undefined
      if (status !== 'active') tracked.delete(inspection.actorRef.sessionId)
      notify()
    }
  }

  const actors = (): LiveActor[] => {
    const live: LiveActor[] = []
    for (const [sessionId, actor] of tracked) {
      // Stopping an actor emits no inspection event; its snapshot says so.
      if ((actor.ref.getSnapshot() as { status?: string }).status === 'stopped') {
        tracked.delete(sessionId)
        continue
      }
      live.push({
        actorId: sessionId,
        machineId: actor.machineId,
        value: actor.value,
        status: actor.status,
        recent: actor.recent.toArray(),
      })
    }
    return live
  }

  return {
    inspect,
    events: () => log.toArray(),
    actors,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    toJSON: () => ({ exportedAt: new Date().toISOString(), capacity, events: log.toArray(), actors: actors() }),
  }
}
