import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../design/Button'
import { useRootActors } from '../../app/RootActorsContext'
import { downloadJson } from './download'
import { useEventLogActors, type LoggedActor } from './useEventLogActors'
import * as styles from './flows.css'

function formatTime(at: string | number): string {
  return new Date(at).toISOString().slice(11, 23)
}

function ActorCard({ actor }: { actor: LoggedActor }) {
  const { t } = useLingui()
  const headingId = `flow-${actor.actorId}`
  const { actorId, status } = actor
  return (
    <li className={styles.actor} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.actorTitle}>
        {actor.machineId ?? actor.actorId}
      </h2>
      <p className={styles.meta}>
        <Trans>
          Actor {actorId}, status {status}
        </Trans>
      </p>
      {actor.value !== undefined && (
        <pre className={styles.value} aria-label={t`Current state`}>
          {JSON.stringify(actor.value)}
        </pre>
      )}
      <ol className={styles.events} aria-label={t`Recent events`} reversed>
        {[...actor.recent].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {formatTime(entry.at)} {entry.type}
            {entry.stateAfter !== undefined && ` → ${JSON.stringify(entry.stateAfter)}`}
          </li>
        ))}
      </ol>
    </li>
  )
}

/** Every live actor with its current state and latest events, updating as the flows run. */
export function FlowsPage() {
  const { t } = useLingui()
  const { eventLog } = useRootActors()
  const actors = useEventLogActors(eventLog)
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h1>
          <Trans>Flows</Trans>
        </h1>
        <Button variant="secondary" onPress={() => downloadJson(eventLog.toJSON(), new Date())}>
          <Trans>Download log (JSON)</Trans>
        </Button>
      </div>
      <ul className={styles.actors} aria-label={t`Live actors`}>
        {actors.map((actor) => (
          <ActorCard key={actor.actorId} actor={actor} />
        ))}
      </ul>
    </div>
  )
}
