import type { AuthResponse } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';

export class AuthResponseDto implements AuthResponse {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ description: 'JWT to send in the auth-token header' })
  authToken: string;
}
