import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { DATABASE_UNREACHABLE } from '../database/database-errors.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Up only if the database answers. */
  @Get()
  @ApiOkResponse({ schema: { example: { success: true, status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto })
  async check(): Promise<{ success: true; status: 'ok'; database: 'up' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiErrorException(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNREACHABLE);
    }
    return { success: true, status: 'ok', database: 'up' };
  }
}
