import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/403')({ component: ForbiddenPage })
