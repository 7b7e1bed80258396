import type { ActorRefLike, EventObject, InspectionEvent, Snapshot } from 'xstate'
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
  /**
   * Logged events the actor has not processed yet. The snapshot that processing an event emits
   * carries the very same event object, which completes the entry with its state.
   */
  pending: { event: EventObject; entry: LoggedEvent }[]
}

// Inspection hands out the narrow ActorRefLike; the live Actor behind it also carries its logic
// and id. Only a machine's logic has an id.
function machineIdOf(ref: ActorRefLike): string | undefined {
  const id = (ref as { logic?: { id?: unknown } }).logic?.id
  return typeof id === 'string' ? id : undefined
}

function idOf(ref: ActorRefLike): string {
  const { id } = ref as { id?: unknown }
  return typeof id === 'string' ? id : ref.sessionId
}

// Promise and callback actors have no state value; their status stands in for it.
function stateOf(snapshot: Snapshot<unknown>): { value: unknown; status: string } {
  return { value: sanitize((snapshot as { value?: unknown }).value) ?? snapshot.status, status: snapshot.status }
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
      entry = { ref, machineId: machineIdOf(ref) ?? idOf(ref), value: undefined, status: 'active', recent: new RingBuffer(recentPerActor), pending: [] }
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

  const entryOf = (ref: ActorRefLike, event: EventObject): LoggedEvent => ({
    at: Date.now(),
    actorId: ref.sessionId,
    machineId: machineIdOf(ref),
    type: event.type,
    event: sanitize(event),
  })

  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type === '@xstate.actor') {
      track(inspection.actorRef)
    } else if (inspection.type === '@xstate.event') {
      const actor = track(inspection.actorRef)
      const entry = entryOf(inspection.actorRef, inspection.event)
      actor.pending.push({ event: inspection.event, entry })
      record(actor, entry)
      notify()
    } else if (inspection.type === '@xstate.snapshot') {
      const actor = track(inspection.actorRef)
      const { value, status } = stateOf(inspection.snapshot)
      actor.value = value
      actor.status = status
      const processed = actor.pending.findIndex((pending) => pending.event === inspection.event)
      if (processed >= 0) {
        // Not always the oldest: an event sent before start() waits for `xstate.init`.
        actor.pending[processed]!.entry.stateAfter = value
        actor.pending.splice(processed, 1)
      } else {
        // A snapshot with no inspected event: the mailbox processes `xstate.stop` directly.
        record(actor, { ...entryOf(inspection.actorRef, inspection.event), stateAfter: value })
      }
      // Memory only: actors() would drop it too, but it may never be called.
      if (status !== 'active') tracked.delete(inspection.actorRef.sessionId)
      notify()
    }
  }

  const actors = (): LiveActor[] => {
    const live: LiveActor[] = []
    for (const [sessionId, actor] of tracked) {
      // An actor that crashed (a guard or action threw) emits no snapshot, and one sent an event
      // after it stopped is tracked again; only its own snapshot says it is over.
      if (actor.ref.getSnapshot().status !== 'active') {
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
