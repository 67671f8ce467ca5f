import { ApiProperty } from '@nestjs/swagger';

export class AuthResponseDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ description: 'JWT to send in the auth-token header' })
  authToken: string;
}
