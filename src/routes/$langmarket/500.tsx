import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/500')({ component: ServerErrorPage })
