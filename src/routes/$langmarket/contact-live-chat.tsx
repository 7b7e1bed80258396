import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, loadContent } from '../../features/legal/ContentPage'
import { LiveChatHours } from '../../features/legal/LiveChatHours'

const source = { query: 'static-page', item: 'contact-live-chat' } as const

/** Contact details from the content service, and the live chat's hours with whether it is open now. */
export const Route = createFileRoute('/$langmarket/contact-live-chat')({
  loader: ({ context }) => loadContent(context, source),
  component: () => (
    <ContentPage source={source}>
      <LiveChatHours />
    </ContentPage>
  ),
})
