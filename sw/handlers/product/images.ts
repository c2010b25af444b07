import { fail, ok, type HandlerResult } from '../../server/http'
import type { RequestContext, Router } from '../../server/router'
import { requirePermission } from '../../server/session'
import type { CardImage } from '../../../src/core/api/contract/product/process'
import { ANY_ROLE } from './process-store'

/**
 * GET /v1/api/images/:id → {id, file_name, data_url}. JSON rather than bytes: the request carries
 * the bearer token (an <img src> could not), and the page shows the data URL directly.
 */
export async function getImage(ctx: RequestContext): Promise<HandlerResult> {
  await requirePermission(ctx, ...ANY_ROLE)
  const image = await ctx.db.get<CardImage>('images', ctx.params.id)
  if (!image) return fail(404, 'Image not found')
  return ok({ id: image.id, file_name: image.file_name, data_url: image.data_url })
}

export function registerImages(router: Router): void {
  router.get('/v1/api/images/:id', getImage)
}
