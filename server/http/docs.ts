/** Interactive API documentation at /api/docs (development only), from the bundled document. */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

export async function registerDocs(app: FastifyInstance, document: Record<string, any>) {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
