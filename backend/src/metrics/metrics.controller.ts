import { Controller, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MetricsService } from './metrics.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/**
 * Prometheus scrapes GET /metrics on each replica's own port (docs/operations.md). Both public
 * gateways refuse /api/metrics: request counts, pool and Redis state are for operators only.
 */
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Route(ROUTES.metrics)
  @Header('cache-control', 'no-store')
  async scrape(@Res() reply: FastifyReply): Promise<void> {
    await reply.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}
