import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { lobbyMachine } from '../../../machines/lobby/lobby.machine'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { Modal } from '../../design/Dialog'
import * as styles from './lobby.css'

type LobbyRef = ActorRefFrom<typeof lobbyMachine>

/**
 * The filter panel: the lobby's providers (the platform leaves out the ones the spec excludes)
 * and, where aggregators are hidden, their studios. Checking one narrows the grid at once.
 */
export function FilterPanel({ lobby }: { lobby: LobbyRef }) {
  const { t } = useLingui()
  const open = useSelector(lobby, (s) => s.matches({ ready: { filters: 'open' } }))
  const layout = useSelector(lobby, (s) => s.context.layout)
  const checked = useSelector(lobby, (s) => s.context.checkedProviders)
  if (!layout) return null
  const options = [
    ...layout.providers.map((p) => ({ id: p.id as string, title: p.title })),
    ...layout.subProviders.map((p) => ({ id: p._id, title: p.title })),
  ]
  return (
    <Modal title={t`Filter by provider`} isOpen={open} onOpenChange={(isOpen) => !isOpen && lobby.send({ type: 'filters.close' })}>
      <div className={styles.panel}>
        <ul className={styles.providerList} aria-label={t`Providers`}>
          {options.map((option) => (
            <li key={option.id}>
              <Checkbox checked={checked.includes(option.id)} onChange={() => lobby.send({ type: 'filters.toggle', providerId: option.id })}>
                {option.title}
              </Checkbox>
            </li>
          ))}
        </ul>
        <div className={styles.panelActions}>
          <Button variant="secondary" onPress={() => lobby.send({ type: 'filters.clear' })} isDisabled={checked.length === 0}>
            <Trans>Clear filters</Trans>
          </Button>
          <Button variant="primary" onPress={() => lobby.send({ type: 'filters.close' })}>
            <Trans>Show games</Trans>
          </Button>
        </div>
      </div>
    </Modal>
  )
}
