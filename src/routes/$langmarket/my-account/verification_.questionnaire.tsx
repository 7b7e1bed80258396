import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireAuthorised } from '../../../guards/beforeLoad'
import { EddQuestionnairePage } from '../../../features/edd/EddQuestionnairePage'

/**
 * My account → Verification → Questionnaire: the enhanced due diligence questionnaire (spec 000 §1,
 * "starts on a reminder page"). Beside the verification page, not inside it (`verification_`).
 */
export const Route = createFileRoute('/$langmarket/my-account/verification_/questionnaire')({
  staticData: { title: msg`Enhanced due diligence questionnaire` },
  beforeLoad: (args) => requireAuthorised(args),
  component: EddQuestionnairePage,
})
