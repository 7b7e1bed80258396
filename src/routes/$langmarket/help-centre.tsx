import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ContentList, ContentPage, loadContent } from '../../features/legal/ContentPage'

const source = { query: 'static-page', item: 'help-centre' } as const
const information = { query: 'information-list' } as const
const contactUs = { query: 'contact-us-list' } as const

/** The help centre: its answers, then the information and contact-us lists' pages. */
export const Route = createFileRoute('/$langmarket/help-centre')({
  loader: ({ context }) => loadContent(context, source, information, contactUs),
  component: HelpCentre,
})

function HelpCentre() {
  const { t } = useLingui()
  return (
    <ContentPage source={source}>
      <ContentList source={information} id="help-information" title={t`More information`} />
      <ContentList source={contactUs} id="help-contact" title={t`Contact us`} />
    </ContentPage>
  )
}
