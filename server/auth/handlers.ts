/** Operations of the trust boundary itself: the captcha the sign-up form renders. */
import { defineHandlers } from '../http/handler.ts'

export const authHandlers = defineHandlers({
  async getCaptchaConfig(_request, { captcha }) {
    return { status: 200, body: captcha.publicConfig }
  },
})
