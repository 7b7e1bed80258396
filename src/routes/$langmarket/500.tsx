import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ServerErrorPage } from '../../features/errors/StatusPages'

export const Route = createFileRoute('/$langmarket/500')({ staticData: { title: msg`Server error` }, component: ServerErrorPage })
