import type { ErrorResponse } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';

class ErrorItemDto {
  @ApiProperty({ example: 'Enter a valid email' })
  msg: string;
}

/** Swagger description of the error shape every 4xx/5xx uses. */
export class ErrorBodyDto implements ErrorResponse {
  @ApiProperty({ enum: [false] })
  success: false;

  @ApiProperty({ type: [ErrorItemDto] })
  errors: ErrorItemDto[];
}
