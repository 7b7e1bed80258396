import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ForbiddenPage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/403')({ staticData: { title: msg`Access denied` }, component: ForbiddenPage })
