import type { GoogleLoginRequest } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Firebase ID tokens are about 1 KB; 4096 leaves room for long names and claims. */
export const MAX_ID_TOKEN_LENGTH = 4096;

/** Body of POST /auth/google. */
export class GoogleLoginDto implements GoogleLoginRequest {
  @ApiProperty({
    description: 'Firebase ID token from signInWithPopup (Google provider)',
    maxLength: MAX_ID_TOKEN_LENGTH,
  })
  @IsString({ message: 'idToken must be a string' })
  @IsNotEmpty({ message: 'idToken is required' })
  @MaxLength(MAX_ID_TOKEN_LENGTH, { message: `idToken must be at most ${MAX_ID_TOKEN_LENGTH} characters` })
  idToken: string;
}
