import { createFileRoute } from '@tanstack/react-router'
import { contentQueryOptions } from '../../api/system.queries'
import { HomePage } from '../../features/home/HomePage'

export const Route = createFileRoute('/$langmarket/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueryOptions('home-page', context.locale.langmarket)),
  component: HomePage,
})
