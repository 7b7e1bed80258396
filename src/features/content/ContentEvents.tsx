import { useRouteContext } from '@tanstack/react-router'
import { contentEventsFlow } from '../../flows/contentEvents'
import { useFlow } from '../../flows/useFlow'

/** Listens to content changes of the page's locale for as long as the site frame is shown; renders nothing. */
export function ContentEvents() {
  const langmarket = useRouteContext({ from: '/$langmarket', select: (c) => c.locale.langmarket })
  return <ContentEventStream key={langmarket} locale={langmarket} />
}

function ContentEventStream({ locale }: { locale: string }) {
  useFlow(contentEventsFlow, { locale })
  return null
}
