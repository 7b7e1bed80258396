import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/maintenance')({ component: () => <MaintenancePage /> })
